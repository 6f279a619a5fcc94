import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { getTenant } from '@/lib/tenants/get-tenant.ts';
import { WCAG_STANDARDS } from '@/lib/tenants/schemas.ts';
import { SettingsForm } from './_components/settings-form.tsx';
import { RETENTION_DAYS, STANDARD_LABELS } from './settings-input.ts';

export const metadata: Metadata = { title: 'Settings' };

const fmt = new Intl.NumberFormat('en-GB');

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

export default async function SettingsPage() {
  const ctx = await requirePortalContext();
  const tenant = await getTenant(ctx.principal, ctx.tenant.id);
  const { settings, limits } = tenant;
  return (
    <>
      <PageHeader
        title="Settings"
        description="This tenant's name, the standard it tests against, where its publishable keys work and how long raw usage data is kept."
      />
      <Section title="Tenant settings">
        {ctx.can('tenant:write') ? (
          <SettingsForm
            initial={{ name: tenant.name, ...settings }}
            standards={WCAG_STANDARDS.map((value) => ({ value, label: STANDARD_LABELS[value] }))}
            retention={RETENTION_DAYS}
          />
        ) : (
          <>
            <p className="mb-4 text-slate-700">Only owners and admins can change these settings.</p>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
              <Item term="Tenant name">{tenant.name}</Item>
              <Item term="Default standard">{STANDARD_LABELS[settings.defaultStandard]}</Item>
              <Item term="Allowed origins">
                {settings.allowedOrigins.length ? (
                  <ul>
                    {settings.allowedOrigins.map((o) => (
                      <li key={o} className="font-mono break-all">
                        {o}
                      </li>
                    ))}
                  </ul>
                ) : (
                  'None: publishable keys work from no web page.'
                )}
              </Item>
              <Item term="Data retention">{fmt.format(settings.dataRetentionDays)} days</Item>
            </dl>
          </>
        )}
      </Section>
      <Section title="Plan">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          <Item term="Plan">
            <span className="capitalize">{tenant.plan}</span>
          </Item>
          <Item term="API calls">
            {fmt.format(limits.monthlyCalls)} a month and {fmt.format(limits.perMinute)} a minute, per key
          </Item>
          <Item term="AI credits">{limits.aiTokensPerMonth ? `${fmt.format(limits.aiTokensPerMonth)} tokens a month` : 'None'}</Item>
          <Item term="Billing period">Starts on day {new Date(tenant.billingAnchor).getUTCDate()} of each month</Item>
        </dl>
        <p className="mt-4 text-slate-700">The plan is changed through billing, not here.</p>
      </Section>
    </>
  );
}
