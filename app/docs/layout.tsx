import Link from 'next/link';
import type { ReactNode } from 'react';
import { SkipLink } from '@/components/ui/skip-link.tsx';

/** Public documentation: no session needed (the portal's layout is the one that requires sign-in). */
export default function DocsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <p className="text-lg font-bold text-slate-900">a11y-platform</p>
          <nav aria-label="Site">
            <Link href="/">Portal</Link>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-6 focus:outline-none">
        {children}
      </main>
    </>
  );
}
