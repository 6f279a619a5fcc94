import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Badge, Cell, EmptyState, formatDate, Table } from '@/components/ui/table.tsx';
import { UsageMeter } from '@/components/ui/usage-meter.tsx';
import { aiUsage } from '@/lib/content/credits.ts';
import { getUsage } from '@/lib/limits/get-usage.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { listScans } from '@/lib/scanner/read-scans.ts';
import { listScansQuery } from '@/lib/scanner/schemas.ts';

export const metadata: Metadata = { title: 'Overview' };

export default async function OverviewPage() {
  const ctx = await requirePortalContext();
  const [usage, ai, scans] = await Promise.all([getUsage(ctx.principal), aiUsage(ctx.principal), listScans(ctx.principal, listScansQuery.parse({ limit: 5 }))]);
  const busiest = Math.max(0, ...usage.keys.map((k) => k.calls));
  return (
    <>
      <PageHeader title="Overview" description={`${ctx.tenant.name} on the ${usage.plan} plan.`} />
      <Section title="API usage this period">
        <p className="mb-4 text-sm text-slate-700">
          Billing period {formatDate(usage.period.start)} to {formatDate(usage.period.end)}. Each key may make {usage.quotaPerKey.toLocaleString('en-GB')} calls
          a period and {usage.perMinute} a minute.
        </p>
        <UsageMeter label="Busiest key" used={busiest} limit={usage.quotaPerKey} unit="calls" />
        <p className="mb-4 text-sm">All keys together: {usage.totalCalls.toLocaleString('en-GB')} calls.</p>
        {usage.keys.some((k) => k.calls > 0) ? (
          <Table caption="Calls per API key this period" columns={['Key', 'Prefix', 'Calls']}>
            {usage.keys
              .filter((k) => k.calls > 0)
              .map((k) => (
                <tr key={k.id}>
                  <Cell>{k.name}</Cell>
                  <Cell>
                    <code>{k.prefix}…</code>
                  </Cell>
                  <Cell>{k.calls.toLocaleString('en-GB')}</Cell>
                </tr>
              ))}
          </Table>
        ) : (
          <EmptyState>No API calls yet this period.</EmptyState>
        )}
      </Section>
      <Section title="AI credits">
        {usage.aiTokensPerMonth > 0 ? (
          <>
            <UsageMeter label="AI tokens" used={ai.used} limit={ai.limit} unit="tokens" />
            <p className="text-sm">
              {ai.calls.toLocaleString('en-GB')} content {ai.calls === 1 ? 'transform' : 'transforms'} charged this period; cached answers are free.{' '}
              <Link href="/content-tools">Try the content tools</Link>.
            </p>
          </>
        ) : (
          <p>The {usage.plan} plan includes no AI credits. Upgrade to Pro or Enterprise to use AI content transforms.</p>
        )}
      </Section>
      <Section title="Recent scans" actions={<Link href="/scans">All scans</Link>}>
        {scans.data.length === 0 ? (
          <EmptyState>
            No scans yet. <Link href="/scans">Scan a page</Link> to see its accessibility score.
          </EmptyState>
        ) : (
          <Table caption="Recent scans" columns={['Page', 'Status', 'Score', 'Submitted']}>
            {scans.data.map((s) => (
              <tr key={s.id}>
                <Cell>
                  <Link href={`/scans/${s.id}`}>{s.pageTitle ?? s.url}</Link>
                  {s.pageTitle ? <span className="block text-slate-700 break-all">{s.url}</span> : null}
                </Cell>
                <Cell>
                  <Badge tone={s.status === 'completed' ? 'green' : s.status === 'failed' ? 'red' : 'blue'}>{s.status}</Badge>
                </Cell>
                <Cell>{s.summary ? `${s.summary.score} / 100` : '—'}</Cell>
                <Cell>{formatDate(s.createdAt)}</Cell>
              </tr>
            ))}
          </Table>
        )}
      </Section>
    </>
  );
}
