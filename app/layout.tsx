import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'a11y-platform', template: '%s · a11y-platform' },
  description: 'Accessibility platform: profiles, scanning, compliance and AI content transforms.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: the CSP nonce (proxy.ts) must reach Next's scripts, and pages read
  // the session and the database.
  await connection();
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
