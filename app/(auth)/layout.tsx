import type { ReactNode } from 'react';
import { SkipLink } from '@/components/ui/skip-link.tsx';

/** Sign-in, first-run setup and invitations: one centred card, no navigation. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-slate-300 bg-white">
        <p className="mx-auto max-w-md px-4 py-4 text-lg font-bold text-slate-900">a11y-platform</p>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto my-10 max-w-md rounded-lg border border-slate-300 bg-white p-6 shadow-sm">
        {children}
      </main>
    </>
  );
}
