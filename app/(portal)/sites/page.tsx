import type { Metadata } from 'next';
import Link from 'next/link';
import { ScanStatusBadge } from '@/components/scans/scan-status-badge.tsx';
import { Sparkline } from '@/components/sites/sparkline.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Cell, EmptyState, formatDate, Table } from '@/components/ui/table.tsx';
import { maxScanPages } from '@/lib/limits/plans.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { listSites } from '@/lib/sites/read-sites.ts';
import { listSitesQuery } from '@/lib/sites/schemas.ts';
import { siteTrend } from '@/lib/site-issues/site-trend.ts';
import { AddSiteForm } from './_components/add-site-form.tsx';
import { OpenByImpact } from './_components/open-by-impact.tsx';
import { RunNowButton } from './_components/run-now-button.tsx';
import { trendPoints } from './trend-points.ts';

export const metadata: Metadata = { title: 'Sites' };

export default async function SitesPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const ctx = await requirePortalContext();
  const { cursor } = await searchParams;
  const parsed = listSitesQuery.safeParse({ cursor, limit: 25 });
  const sites = await listSites(ctx.principal, parsed.success ? parsed.data : listSitesQuery.parse({ limit: 25 }));
  // One small read per listed site (at most 25): the scores of its last ten completed scans.
  const trends = await Promise.all(sites.data.map((site) => siteTrend(ctx.principal, site.id, 10).then(trendPoints)));
  const write = ctx.can('scanner:write');

  return (
    <>
      <PageHeader
        title="Sites"
        description="Sites crawled on a schedule or on demand. Every barrier is tracked across pages and scans, from first seen to fixed."
      />
      <Section title="Your sites">
        {sites.data.length === 0 ? (
          <EmptyState>{write ? 'No sites yet. Add one below to watch it over time.' : 'No sites yet.'}</EmptyState>
        ) : (
          <Table
            caption="Sites, newest first"
            columns={['Site', 'Score trend', 'Open issues', 'Last run', 'Next run', ...(write ? [<span key="a">Actions</span>] : [])]}
          >
            {sites.data.map((site, i) => (
              <tr key={site.id}>
                <Cell className="max-w-xs">
                  <Link href={`/sites/${site.id}`} className="font-medium break-all">
                    {site.name}
                  </Link>
                  <span className="block break-all text-slate-700">{site.url}</span>
                </Cell>
                <Cell>
                  <Sparkline points={trends[i]!.flatMap((p) => (p.score === null ? [] : [{ score: p.score, completedAt: p.completedAt }]))} />
                </Cell>
                <Cell>
                  <OpenByImpact counts={site.openIssues} />
                </Cell>
                <Cell>
                  {site.latestScan ? (
                    <>
                      <Link href={`/scans/${site.latestScan.id}`}>{formatDate(site.latestScan.completedAt ?? site.latestScan.createdAt)}</Link>
                      <span className="mt-1 block">
                        <ScanStatusBadge status={site.latestScan.status} />
                      </span>
                    </>
                  ) : (
                    'Never'
                  )}
                </Cell>
                <Cell>{site.nextRunAt ? formatDate(site.nextRunAt) : 'Not scheduled'}</Cell>
                {write ? (
                  <Cell>
                    <RunNowButton siteId={site.id} siteName={site.name} />
                  </Cell>
                ) : null}
              </tr>
            ))}
          </Table>
        )}
        <Pager basePath="/sites" cursor={cursor} nextCursor={sites.nextCursor} label="Pages of sites" />
      </Section>
      {write ? (
        <Section title="Add a site">
          <AddSiteForm maxPages={maxScanPages({ plan: ctx.tenant.plan, maxScanPages: null })} />
        </Section>
      ) : null}
    </>
  );
}
