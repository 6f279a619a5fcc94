import type { Metadata } from 'next';
import Link from 'next/link';
import { DownloadLinks } from '@/components/scans/download-links.tsx';
import { ScanStatusBadge } from '@/components/scans/scan-status-badge.tsx';
import { ImpactTrend } from '@/components/sites/impact-trend.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { formatDate } from '@/components/ui/table.tsx';
import { AppError } from '@/lib/errors.ts';
import { listAssignees } from '@/lib/members/list-assignees.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { listTrackedIssues } from '@/lib/site-issues/read-issues.ts';
import { listTrackedIssuesQuery, TRACKED_STATUSES } from '@/lib/site-issues/schemas.ts';
import { siteChanges } from '@/lib/site-issues/site-changes.ts';
import { siteTrend } from '@/lib/site-issues/site-trend.ts';
import { getSite } from '@/lib/sites/read-sites.ts';
import { IMPACTS } from '@/lib/scanner/schemas.ts';
import { OpenByImpact } from '../_components/open-by-impact.tsx';
import { orNotFound } from '../or-not-found.ts';
import { RunNowButton } from '../_components/run-now-button.tsx';
import { trendPoints } from '../trend-points.ts';
import { ChangesSinceLastScan } from './_components/changes.tsx';
import { DeleteSiteDialog } from './_components/delete-site-dialog.tsx';
import { IssueList } from './_components/issue-list.tsx';
import { ScheduleEditor } from './_components/schedule-editor.tsx';
import { STATUS_LABELS } from './_components/status-labels.ts';

/** The page's title names the site: two open sites are two tabs told apart. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const ctx = await requirePortalContext();
  const site = await orNotFound(getSite(ctx.principal, (await params).id));
  return { title: `${site.name} · Sites` };
}

type Search = { status?: string; impact?: string; rule?: string; criterion?: string; q?: string; cursor?: string };

export default async function SitePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Search> }) {
  const ctx = await requirePortalContext();
  const { id } = await params;
  const search = await searchParams;
  const site = await orNotFound(getSite(ctx.principal, id));
  const filters = {
    status: search.status || undefined,
    impact: search.impact || undefined,
    rule: search.rule?.trim() || undefined,
    criterion: search.criterion?.trim() || undefined,
    q: search.q?.trim() || undefined,
  };
  // A hand-edited query falls back to the unfiltered list, and says so.
  const parsed = listTrackedIssuesQuery.safeParse({ ...filters, cursor: search.cursor, limit: 50 });
  const query = parsed.success ? parsed.data : listTrackedIssuesQuery.parse({ limit: 50 });
  const write = ctx.can('scanner:write');
  const [issues, scans, changes, assignees] = await Promise.all([
    listTrackedIssues(ctx.principal, site.id, query),
    siteTrend(ctx.principal, site.id, 20),
    siteChanges(ctx.principal, site.id, {}).catch((error: unknown) => {
      // expected: a site without a completed scan has nothing to compare; any other failure is the page's.
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    }),
    write ? listAssignees(ctx.principal) : Promise.resolve([]),
  ]);
  const trend = trendPoints(scans);

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/sites">All sites</Link>
      </p>
      <PageHeader
        title={site.name}
        description={<span className="break-all">{site.url}</span>}
        actions={write ? <RunNowButton siteId={site.id} siteName={site.name} /> : null}
      />
      <Section title="Summary">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-sm font-semibold text-slate-700">Score</dt>
            <dd className="text-2xl font-bold text-slate-900">{site.latestScan?.score == null ? '—' : `${site.latestScan.score} / 100`}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">Open issues</dt>
            <dd>
              <OpenByImpact counts={site.openIssues} />
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">Last run</dt>
            <dd>
              {site.latestScan ? (
                <>
                  <Link href={`/scans/${site.latestScan.id}`}>{formatDate(site.latestScan.completedAt ?? site.latestScan.createdAt)}</Link>{' '}
                  <ScanStatusBadge status={site.latestScan.status} />
                  <span className="block text-sm text-slate-700">{site.latestScan.pagesScanned} pages scanned</span>
                </>
              ) : (
                'Never'
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">Next run</dt>
            <dd>{site.nextRunAt ? formatDate(site.nextRunAt) : 'Not scheduled'}</dd>
            {site.skippedRuns > 0 ? (
              <dd className="text-sm text-slate-700">
                {site.skippedRuns} scheduled {site.skippedRuns === 1 ? 'run' : 'runs'} skipped while a run was still open (last {formatDate(site.lastSkippedAt)}
                )
              </dd>
            ) : null}
          </div>
        </dl>
      </Section>
      <Section title="Download this site’s issues">
        <DownloadLinks
          links={[
            {
              href: `/sites/${site.id}/export?format=csv`,
              label: 'Download CSV',
              description: 'every tracked issue and where it was last seen, for spreadsheets',
            },
            { href: `/sites/${site.id}/export?format=jsonl`, label: 'Download JSON Lines', description: 'the same rows, one JSON object per line' },
            ...(scans.scans.length > 0
              ? [{ href: `/sites/${site.id}/report`, label: 'HTML report', description: 'of the latest completed scan, as an accessible document' }]
              : []),
          ]}
          note={scans.scans.length > 0 ? undefined : 'The HTML report is there once a scan of the site has completed.'}
        />
      </Section>
      <Section title="Open issues over time">
        <ImpactTrend points={trend} />
      </Section>
      <Section title="Changes since the last scan">
        <ChangesSinceLastScan siteId={site.id} changes={changes} />
      </Section>
      <Section title="Issues">
        <form method="get" action={`/sites/${site.id}`} className="mb-4 grid gap-x-4 sm:grid-cols-3 lg:grid-cols-6" aria-label="Filter issues">
          <SelectField id="issue-status" label="Status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">Any status</option>
            {TRACKED_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
          <SelectField id="issue-impact" label="Impact" name="impact" defaultValue={filters.impact ?? ''}>
            <option value="">Any impact</option>
            {IMPACTS.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </SelectField>
          <TextField id="issue-rule" label="Rule" name="rule" defaultValue={filters.rule ?? ''} maxLength={100} autoComplete="off" />
          <TextField
            id="issue-criterion"
            label="Success criterion"
            name="criterion"
            defaultValue={filters.criterion ?? ''}
            maxLength={10}
            placeholder="1.4.3"
            autoComplete="off"
          />
          <TextField id="issue-q" label="Text" name="q" type="search" defaultValue={filters.q ?? ''} maxLength={200} autoComplete="off" />
          <div className="flex items-end">
            <Button type="submit" variant="secondary" className="mb-4">
              Apply filters
            </Button>
          </div>
        </form>
        {!parsed.success ? (
          <p role="status" className="mb-4 text-sm text-red-800">
            Those filters are not valid ({parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}): showing every issue.
          </p>
        ) : null}
        <IssueList siteId={site.id} issues={issues.data} assignees={assignees} canTriage={write} filtered={Object.values(filters).some(Boolean)} />
        <Pager basePath={`/sites/${site.id}`} cursor={query.cursor} nextCursor={issues.nextCursor} params={filters} label="Pages of issues" />
      </Section>
      {write ? (
        <Section title="Schedule">
          <ScheduleEditor siteId={site.id} schedule={site.schedule} nextRunAt={site.nextRunAt} />
        </Section>
      ) : null}
      {write ? (
        <Section title="Delete this site">
          <p className="mb-4 text-slate-800">Its scans, tracked issues and their history are deleted with it. This cannot be undone.</p>
          <DeleteSiteDialog siteId={site.id} url={site.url} />
        </Section>
      ) : null}
    </>
  );
}
