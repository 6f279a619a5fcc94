import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { engineList } from '@/components/scans/engines.ts';
import { Notice } from '@/components/ui/notice.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { oidcEnabled, oidcIssuer, oidcName } from '@/lib/portal/next-auth.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { DEFAULT_ENGINES } from '@/lib/scanner/engines/names.ts';
import { getTenant } from '@/lib/tenants/get-tenant.ts';
import { WCAG_STANDARDS } from '@/lib/wcag/standards.ts';
import { getUserSigningStatus } from '@/lib/tenants/user-signing-secret.ts';
import { hasPassword } from '@/lib/users/change-password.ts';
import { oidcIdentityOf } from '@/lib/users/oidc-identity.ts';
import { MIN_PASSWORD_LENGTH } from '@/lib/users/password.ts';
import { SettingsForm } from './_components/settings-form.tsx';
import { SsoConnect } from './_components/sso-connect.tsx';
import { UserSigning } from './_components/user-signing.tsx';
import { ChangePasswordForm, SignOutEverywhere } from './_components/your-account.tsx';
import { RETENTION_DAYS, STANDARD_LABELS } from './settings-input.ts';

export const metadata: Metadata = { title: 'Settings' };

const fmt = new Intl.NumberFormat('en-GB');
const dateFmt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** What came back from connecting single sign-on (`/settings?sso=…`, set by next-auth's signIn callback). */
function ssoMessage(code: string, provider: string): string {
  switch (code) {
    case 'oidc_taken':
      return `That ${provider} identity is already connected to another account, or yours is already connected to another ${provider} identity.`;
    case 'oidc_link_expired':
      return 'The request to connect expired or was made by another session. Try again.';
    case 'oidc_unknown':
      return 'Your account could not be found. Sign in again and retry.';
    default:
      return `Connecting ${provider} failed. Try again.`;
  }
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

export default async function SettingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await requirePortalContext();
  const tenant = await getTenant(ctx.principal, ctx.tenant.id);
  const { settings, limits } = tenant;
  const defaultEngines = settings.defaultEngines ?? DEFAULT_ENGINES;
  const signing = await getUserSigningStatus(ctx.principal, ctx.tenant.id);
  const sso = oidcEnabled() ? { provider: oidcName(), issuer: oidcIssuer() } : null;
  const identity = sso ? await oidcIdentityOf(ctx.user.id, sso.issuer) : null;
  const passwordSet = await hasPassword(ctx.user.id);
  const { sso: ssoParam } = await searchParams;
  const ssoCode = typeof ssoParam === 'string' ? ssoParam : undefined;
  return (
    <>
      <PageHeader
        title="Settings"
        description="This tenant's name, the standard and rule engines it tests with, where its publishable keys work and how long raw usage data is kept; and, under Your account, your own password and sessions."
      />
      <Section title="Tenant settings">
        {ctx.can('tenant:write') ? (
          <SettingsForm
            initial={{ name: tenant.name, ...settings, defaultEngines }}
            standards={WCAG_STANDARDS.map((value) => ({ value, label: STANDARD_LABELS[value] }))}
            retention={RETENTION_DAYS}
          />
        ) : (
          <>
            <p className="mb-4 text-slate-700">Only owners and admins can change these settings.</p>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
              <Item term="Tenant name">{tenant.name}</Item>
              <Item term="Default standard">{STANDARD_LABELS[settings.defaultStandard]}</Item>
              <Item term="Default rule engines">{engineList(defaultEngines)}</Item>
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
      <Section title="Signed user ids">
        <p className="mb-4 text-slate-700">
          A publishable key is public: anyone who reads your page can call with it. With a signing secret, your servers sign each end user’s id and browsers
          send the signature (the <code>X-User-Signature</code> header), so a visitor can reach only their own profile.
        </p>
        {ctx.can('tenant:write') ? (
          <UserSigning state={{ ...signing, required: settings.requireSignedUserIds }} />
        ) : (
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            <Item term="Signing secret">{signing.exists && signing.createdAt ? `Created ${dateFmt.format(new Date(signing.createdAt))}` : 'None'}</Item>
            <Item term="Signed user ids">{settings.requireSignedUserIds ? 'Required' : 'Not required'}</Item>
          </dl>
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
      <Section title="Your account">
        <p className="mb-4 text-slate-700">
          Signed in as <span className="break-all">{ctx.user.email}</span>.
        </p>
        {passwordSet ? <ChangePasswordForm minLength={MIN_PASSWORD_LENGTH} /> : null}
        <SignOutEverywhere />
      </Section>
      {sso ? (
        <Section title="Single sign-on">
          {identity ? (
            <>
              {ssoCode === 'connected' ? <Notice tone="success" title={`${sso.provider} connected`} /> : null}
              <p className="text-slate-700">
                Your account is connected to {sso.provider} (<span className="font-mono break-all">{sso.issuer}</span>) since{' '}
                {dateFmt.format(identity.createdAt)}: you can sign in with it.
              </p>
            </>
          ) : (
            <SsoConnect provider={sso.provider} initialError={ssoCode && ssoCode !== 'connected' ? ssoMessage(ssoCode, sso.provider) : null} />
          )}
        </Section>
      ) : null}
    </>
  );
}
