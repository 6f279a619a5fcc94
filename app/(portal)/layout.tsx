import type { ReactNode } from 'react';
import { SignOutButton } from '@/components/auth/sign-out-button.tsx';
import { NavLinks, type NavItem } from '@/components/portal/nav-links.tsx';
import { QueryProvider } from '@/components/portal/query-provider.tsx';
import { SkipLink } from '@/components/ui/skip-link.tsx';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { TenantSwitcher } from './_components/tenant-switcher.tsx';

const NAV: NavItem[] = [
  { href: '/overview', label: 'Overview' },
  { href: '/scans', label: 'Scans' },
  { href: '/sites', label: 'Sites' },
  { href: '/compliance', label: 'Compliance' },
  { href: '/content-tools', label: 'Content tools' },
  { href: '/check-html', label: 'Check HTML' },
  { href: '/webhooks', label: 'Webhooks' },
  { href: '/profiles', label: 'Profiles' },
  { href: '/analytics', label: 'Analytics' },
  { href: '/catalogue', label: 'Catalogue' },
  { href: '/team', label: 'Team' },
  { href: '/api-keys', label: 'API keys' },
  { href: '/embed', label: 'Widget' },
  { href: '/settings', label: 'Settings' },
  // Public: the reference needs no session (app/docs/layout.tsx).
  { href: '/docs/api', label: 'API reference' },
];

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const ctx = await requirePortalContext();
  return (
    <>
      <SkipLink />
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="text-lg font-bold text-slate-900">a11y-platform</p>
          <div className="flex flex-wrap items-center gap-4">
            {ctx.memberships.length > 1 ? (
              <TenantSwitcher current={ctx.tenant.id} tenants={ctx.memberships.map((m) => ({ id: m.tenant.id, name: m.tenant.name, role: m.role }))} />
            ) : (
              <p className="text-sm">
                <span className="font-semibold">{ctx.tenant.name}</span> ({ctx.principal.role})
              </p>
            )}
            <p className="text-sm text-slate-700">{ctx.user.email}</p>
            <SignOutButton />
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label="Main" className="md:w-48 md:shrink-0">
          <NavLinks items={NAV} />
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <QueryProvider>{children}</QueryProvider>
        </main>
      </div>
    </>
  );
}
