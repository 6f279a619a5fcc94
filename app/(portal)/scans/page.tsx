import type { Metadata } from 'next';
import Link from 'next/link';
import { isActive, scoreText, standardLabel } from '@/components/scans/labels.ts';
import { ScanStatusBadge } from '@/components/scans/scan-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/field.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Cell, EmptyState, formatDate, Table } from '@/components/ui/table.tsx';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { DEFAULT_ENGINES } from '@/lib/scanner/engines/names.ts';
import { listScans } from '@/lib/scanner/read-scans.ts';
import { listScansQuery, SCAN_STATUSES } from '@/lib/scanner/schemas.ts';
import type { ScanJobDto } from '@/lib/scanner/schemas.ts';
import { getTenant } from '@/lib/tenants/get-tenant.ts';
import { ScanDialog } from './_components/scan-dialog.tsx';

export const metadata: Metadata = { title: 'Scans' };

type Search = { status?: string; url?: string; cursor?: string };

export default async function ScansPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await requirePortalContext();
  const search = await searchParams;
  // A hand-edited query falls back to the unfiltered list rather than an error page.
  const parsed = listScansQuery.safeParse({ status: search.status || undefined, url: search.url || undefined, cursor: search.cursor, limit: 25 });
  const query = parsed.success ? parsed.data : listScansQuery.parse({ limit: 25 });
  const [scans, tenant] = await Promise.all([listScans(ctx.principal, query), getTenant(ctx.principal, ctx.tenant.id)]);
  const submit = ctx.can('scanner:write');
  const filtered = Boolean(query.status || query.url);

  return (
    <>
      <PageHeader
        title="Scans"
        description="Automated accessibility checks of your pages against WCAG. Each scan lists what fails, where, and how to fix it."
        actions={
          submit ? <ScanDialog defaultStandard={tenant.settings.defaultStandard} defaultEngines={tenant.settings.defaultEngines ?? DEFAULT_ENGINES} /> : null
        }
      />
      <Section title="Scan history">
        {query.url ? (
          <p className="mb-4 text-sm">
            Showing scans of <span className="font-semibold break-all">{query.url}</span>. <Link href="/scans">Show scans of all pages</Link>
          </p>
        ) : null}
        <form method="get" action="/scans" className="mb-4 flex flex-wrap items-end gap-3">
          {query.url ? <input type="hidden" name="url" value={query.url} /> : null}
          <div className="w-56">
            <SelectField id="scan-status-filter" label="Status" name="status" defaultValue={query.status ?? ''}>
              <option value="">All statuses</option>
              {SCAN_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </SelectField>
          </div>
          <Button type="submit" variant="secondary" className="mb-4">
            Apply filter
          </Button>
        </form>
        {scans.data.length === 0 ? (
          <EmptyState>
            {filtered ? 'No scans match this filter.' : submit ? 'No scans yet. Use “Scan a page” to check your first page.' : 'No scans yet.'}
          </EmptyState>
        ) : (
          <Table
            caption={query.status ? `Scans with status ${query.status}, newest first` : 'Scans, newest first'}
            columns={['Page', 'Scope', 'Standard', 'Status', 'Score', 'Issues', 'Submitted']}
          >
            {scans.data.map((scan) => (
              <tr key={scan.id}>
                <Cell className="max-w-md">
                  <Link href={`/scans/${scan.id}`} className="font-medium break-all">
                    {scan.pageTitle ?? scan.url}
                  </Link>
                  {scan.pageTitle ? <span className="block break-all text-slate-700">{scan.url}</span> : null}
                </Cell>
                <Cell>
                  <ScanScope scan={scan} />
                </Cell>
                <Cell>{standardLabel(scan.standard)}</Cell>
                <Cell>
                  <ScanStatusBadge status={scan.status} />
                </Cell>
                <Cell>{scoreText(scan)}</Cell>
                <Cell>{scan.summary ? scan.summary.total : '—'}</Cell>
                <Cell>{formatDate(scan.createdAt)}</Cell>
              </tr>
            ))}
          </Table>
        )}
        <Pager basePath="/scans" cursor={query.cursor} nextCursor={scans.nextCursor} params={{ status: query.status, url: query.url }} />
      </Section>
    </>
  );
}

/** A site scan says so, with its pages (done so far while it runs); a single-page scan is "This page". */
function ScanScope({ scan }: { scan: ScanJobDto }) {
  if (!scan.options.crawl) return <>This page</>;
  const active = isActive(scan.status);
  const done = active ? (scan.progress?.done ?? 0) : scan.pagesScanned;
  const plural = done === 1 ? 'page' : 'pages';
  return (
    <>
      Site
      <span className="block text-slate-700">{active ? `${done} ${plural} done so far` : `${done} ${plural}`}</span>
    </>
  );
}
