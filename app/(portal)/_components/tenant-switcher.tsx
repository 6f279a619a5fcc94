'use client';

import { useRouter } from 'next/navigation';
import { useId, useTransition } from 'react';
import { switchTenant } from '../actions.ts';

/** Shown only to users in more than one tenant; changing it reloads every page in the chosen tenant. */
export function TenantSwitcher({ current, tenants }: { current: string; tenants: readonly { id: string; name: string; role: string }[] }) {
  const id = useId();
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        Tenant
      </label>
      <select
        id={id}
        className="rounded-md border border-slate-500 bg-white px-2 py-1.5 text-sm"
        value={current}
        disabled={pending}
        onChange={(e) => {
          const tenantId = e.target.value;
          start(async () => {
            await switchTenant({ tenantId });
            router.push('/overview');
            router.refresh();
          });
        }}
      >
        {tenants.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name} ({t.role})
          </option>
        ))}
      </select>
    </div>
  );
}
