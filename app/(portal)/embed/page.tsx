import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Cell, formatDate, Table } from '@/components/ui/table.tsx';
import { publicBaseUrl } from '@/lib/api/base-url.ts';
import type { TransformName } from '@/lib/content/schemas.ts';
import { listActivePublishableKeys } from '@/lib/keys/widget-keys.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { getTenant } from '@/lib/tenants/get-tenant.ts';
import { WIDGET_DAILY_TOKENS } from '@/lib/tenants/schemas.ts';
import { getUserSigningStatus } from '@/lib/tenants/user-signing-secret.ts';
import { getWidgetConfig } from '@/lib/widget/config.ts';
import type { WidgetConfigDto } from '@/lib/widget/schemas.ts';
import { WidgetContentForm } from './_components/widget-content-form.tsx';
import { CodeBlock, CreateWidgetKey, EmbedSnippets, EnterWidgetKey, WidgetKeyProvider, WidgetPreview } from './_components/widget-key.tsx';
import { cspLines, KEY_PLACEHOLDER, SIGNING_EXAMPLES } from './snippet.ts';

export const metadata: Metadata = { title: 'Widget' };

const linkClass = 'font-medium text-blue-800 underline hover:text-blue-950';
const fmt = new Intl.NumberFormat('en-GB');

/** The transforms the widget's content help calls, as its panel names them. */
const WIDGET_TOOLS: readonly [TransformName, string][] = [
  ['simplify', 'Simplified text'],
  ['summarize', 'Summaries'],
  ['translate', 'Translation'],
  ['vocabulary', 'Word explanations and the dictionary'],
  ['hints', 'Question hints'],
  ['rephrase', 'Rephrased questions'],
  ['alt-text', 'Picture descriptions'],
  ['ocr', 'Text in pictures'],
];

const STATE_LABELS: Record<WidgetConfigDto['content']['transforms'][number]['state'], string> = {
  available: 'Available',
  off: 'Off',
  needs_ai_model: 'Allowed, but needs an AI model, which this service runs without',
};

function Item({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className="mb-2 sm:mb-0">{children}</dd>
    </>
  );
}

/**
 * The embeddable toolbar for this tenant: the snippet with a publishable key, where it works (allowed
 * origins), signed user ids, which AI content tools it offers (GET /widget/config's answer), and a live
 * preview served by the service itself. Editing stays where it is: allowed origins and the signing secret on
 * Settings, keys on API keys.
 */
export default async function WidgetPage() {
  const ctx = await requirePortalContext();
  const [tenant, signing, keys, { content }] = await Promise.all([
    getTenant(ctx.principal, ctx.tenant.id),
    getUserSigningStatus(ctx.principal, ctx.tenant.id),
    listActivePublishableKeys(ctx.principal, ctx.tenant.id),
    getWidgetConfig(ctx.principal),
  ]);
  const offered = WIDGET_TOOLS.filter(([transform]) => content.transforms.some((t) => t.name === transform && t.state === 'available'));
  const origin = new URL(publicBaseUrl()).origin;
  const { allowedOrigins, requireSignedUserIds } = tenant.settings;
  const canCreateKeys = ctx.can('keys:write');
  const canEditSettings = ctx.can('tenant:write');
  return (
    <WidgetKeyProvider>
      <PageHeader
        title="Widget"
        description="The accessibility toolbar for your own site: one script tag applies each visitor’s profile from this service, on every page and device."
      />

      <Section title="Embed snippet">
        <p className="mb-4 text-slate-700">
          The snippet needs a publishable key (<code>pk_live_…</code>): it is public, in your page’s source, and works only from your allowed origins. We store
          only a hash of each key, so a key is shown once, when it is created.
        </p>
        {keys.length ? (
          <div className="mb-4 text-slate-700">
            <p>
              Your active publishable {keys.length === 1 ? 'key' : 'keys'}, by prefix (replace <code>{KEY_PLACEHOLDER}</code> in the snippet with the whole key
              you stored when it was created):
            </p>
            <ul className="mt-1 list-disc pl-6">
              {keys.map((k) => (
                <li key={k.id}>
                  <code>{k.prefix}…</code> “{k.name}”, created {formatDate(k.createdAt)}
                </li>
              ))}
            </ul>
            <p className="mt-1">
              Lost it? Create a new one and revoke the old one on the{' '}
              <Link href="/api-keys" className={linkClass}>
                API keys page
              </Link>
              .
            </p>
          </div>
        ) : (
          <p className="mb-4 text-slate-700">This tenant has no active publishable key yet.</p>
        )}
        {canCreateKeys ? (
          <CreateWidgetKey />
        ) : (
          <p className="mb-4 text-slate-700">Owners, admins and developers create keys; ask one of them for the widget’s key.</p>
        )}
        <EnterWidgetKey />
        <EmbedSnippets origin={origin} />
        <h3 className="mb-2 font-semibold text-slate-900">Optional attributes</h3>
        <dl className="mb-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <Item term={<code>data-user-id</code>}>
            The signed-in person’s id on your site. Without it the widget keeps an anonymous id of its own in the browser.
          </Item>
          <Item term={<code>data-user-signature</code>}>
            That id’s signature, computed by your server (see Signed user ids below); needed when the tenant requires signed user ids.
          </Item>
          <Item term={<code>data-lang</code>}>
            <code>en</code>, <code>es</code>, <code>fr</code> or <code>de</code>; by default the page’s <code>lang</code>.
          </Item>
          <Item term={<code>data-position</code>}>
            <code>bottom-right</code> (default), <code>bottom-left</code>, <code>top-right</code> or <code>top-left</code>.
          </Item>
          <Item term={<code>data-nonce</code>}>Your page’s CSP nonce: the widget then puts its page styles in one style element carrying it.</Item>
        </dl>
        <p className="mb-2 text-slate-700">
          A page with a strict Content-Security-Policy adds these directives. The widget runs no <code>eval</code> and no inline script.
        </p>
        <CodeBlock title="Content-Security-Policy" code={cspLines(origin)} copyLabel="Copy the policy directives" />
      </Section>

      <Section title="Allowed origins">
        <p className="mb-2 text-slate-700">The widget works only on pages at these origins (and in the preview below, which this service serves itself):</p>
        {allowedOrigins.length ? (
          <ul className="mb-4 list-disc pl-6">
            {allowedOrigins.map((o) => (
              <li key={o} className="font-mono break-all">
                {o}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-4 font-semibold text-slate-900">None yet: the widget works on no site.</p>
        )}
        <p className="text-slate-700">
          {canEditSettings ? 'Add or remove them' : 'Owners and admins change them'} in{' '}
          <Link href="/settings" className={linkClass}>
            Settings
          </Link>
          , under Allowed origins.
        </p>
      </Section>

      <Section title="Signed user ids">
        <dl className="mb-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <Item term="Signing secret">{signing.exists && signing.createdAt ? `Created ${formatDate(signing.createdAt)}` : 'None'}</Item>
          <Item term="Signed user ids">{requireSignedUserIds ? 'Required' : 'Not required'}</Item>
        </dl>
        <p className="mb-4 text-slate-700">
          Without signatures, anyone who knows a user id can reach that person’s profile with your public key. With a signing secret your server signs each user
          id, the page puts the signature in <code>data-user-signature</code>, and a visitor reaches only their own profile.{' '}
          {canEditSettings
            ? 'Generate or rotate the secret, and require signed user ids, in'
            : 'Owners and admins generate the secret and require signatures in'}{' '}
          <Link href="/settings" className={linkClass}>
            Settings
          </Link>
          , under Signed user ids.
        </p>
        <p className="mb-4 text-slate-700">
          The signature is the hexadecimal HMAC-SHA256 of the user id (UTF-8), keyed with the whole secret (<code>uss_…</code>). Keep the secret on your server,
          in its configuration or secret manager; never put it in a page.
        </p>
        {SIGNING_EXAMPLES.map((example) => (
          <CodeBlock key={example.language} title={example.language} code={example.code} copyLabel={`Copy the ${example.language} example`} />
        ))}
      </Section>

      <Section title="AI content tools in the widget">
        <p className="mb-4 text-slate-700">
          The widget’s content help (simplified text, summaries, translation, word explanations, question hints, picture descriptions, text in pictures) calls
          this service’s AI content transforms with your public key, so each is off until the tenant allows its transform. Each end user may then spend up to{' '}
          {fmt.format(content.dailyTokensPerUser)} AI tokens a day (UTC), taken from the tenant’s AI tokens.
        </p>
        {offered.length === 0 ? <p className="mb-4 font-semibold text-slate-900">None is available in the widget for this tenant.</p> : null}
        <Table caption="Content help in the widget" columns={['Tool', 'Transform', 'In the widget']}>
          {WIDGET_TOOLS.map(([transform, label]) => {
            const state = content.transforms.find((t) => t.name === transform)?.state ?? 'off';
            return (
              <tr key={transform}>
                <Cell className="font-medium">{label}</Cell>
                <Cell>
                  <code>{transform}</code>
                </Cell>
                <Cell>{STATE_LABELS[state]}</Cell>
              </tr>
            );
          })}
        </Table>
        {canEditSettings ? (
          <WidgetContentForm
            tools={WIDGET_TOOLS.map(([value, label]) => ({ value, label }))}
            initial={tenant.settings.widgetContent}
            limits={{ min: WIDGET_DAILY_TOKENS.min, max: WIDGET_DAILY_TOKENS.max }}
          />
        ) : (
          <p className="mt-4 text-slate-700">
            Owners and admins choose which of these the widget may offer, here or with the tenant setting <code>widgetContent</code>.
          </p>
        )}
        <p className="mt-4 text-slate-700">Require signed user ids first: without them anyone can spend any end user’s daily allowance.</p>
      </Section>

      <Section title="Preview">
        <WidgetPreview previewUserId={`portal-preview-${ctx.user.id}`} />
      </Section>
    </WidgetKeyProvider>
  );
}
