import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { IssueGroup, IssueGroupsByImpact } from '@/components/scans/issue-groups.tsx';
import { isActive, standardLabel, type WcagStandard } from '@/components/scans/labels.ts';
import { DownloadLinks } from '@/components/scans/download-links.tsx';
import { PAGES_PARAMS, ScanPagesTable } from '@/components/scans/scan-pages-table.tsx';
import { ScanSummary } from '@/components/scans/scan-summary.tsx';
import { ScoreTrend } from '@/components/scans/score-trend.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { EmptyState } from '@/components/ui/table.tsx';
import { AppError } from '@/lib/errors.ts';
import { requirePortalContext, type PortalContext } from '@/lib/portal/context.ts';
import { listIssueGroups, type IssueGroupDto } from '@/lib/scanner/list-issue-groups.ts';
import { decodeOffset, encodeOffset } from '@/lib/pagination.ts';
import { getScan, listIssues, listScanPages } from '@/lib/scanner/read-scans.ts';
import { listIssuesQuery, listScanPagesQuery, type ScanIssueDto, type ScanJobDto } from '@/lib/scanner/schemas.ts';
import { getScoreHistory, scanKind } from '@/lib/scanner/score-history.ts';
import { DismissButton } from './_components/dismiss-button.tsx';
import { NeedsReview, REVIEWS_CURSOR, showsNeedsReview } from './_components/needs-review.tsx';
import { RescanButton } from './_components/rescan-button.tsx';
import { ScanProgress } from './_components/scan-progress.tsx';
import { SuggestFix } from './_components/suggest-fix.tsx';

type Params = Promise<{ id: string }>;
type Search = Promise<{ rule?: string; impact?: string; cursor?: string; sort?: string; order?: string; pages?: string; reviews?: string }>;

const OCCURRENCES_PER_RULE = 10;
const PAGES_PER_TABLE_PAGE = 20;

/** The scan, or null for one that does not exist or belongs to another tenant (the same 404). */
const loadScan = cache(async (id: string) => {
  const ctx = await requirePortalContext();
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  try {
    return { ctx, job: await getScan(ctx.principal, id) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
});

const pageName = (job: ScanJobDto) => job.pageTitle ?? job.url;
const scanTitle = (job: ScanJobDto) => `${scanKind(job.options) === 'site' ? 'Site scan' : 'Scan'} of ${pageName(job)}`;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await loadScan((await params).id);
  return { title: loaded ? scanTitle(loaded.job) : 'Scan not found' };
}

export default async function ScanPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { id } = await params;
  const loaded = await loadScan(id);
  if (!loaded) notFound();
  const { ctx, job } = loaded;
  const write = ctx.can('scanner:write');
  const fix = ctx.can('remediation:use');
  const kind = scanKind(job.options);
  const search = await searchParams;
  const history = await getScoreHistory(ctx.principal, { url: job.url, kind });
  const crawl = job.options.crawl;

  return (
    <>
      <PageHeader
        title={scanTitle(job)}
        description={
          crawl ? (
            <>
              <span className="break-all">{job.url}</span> and the pages it links to on the same site (up to {crawl.maxPages} pages, {crawl.maxDepth}{' '}
              {crawl.maxDepth === 1 ? 'link' : 'links'} deep) against {standardLabel(job.standard)}.
            </>
          ) : (
            <>
              <span className="break-all">{job.url}</span> against {standardLabel(job.standard)}.
            </>
          )
        }
        actions={
          <>
            <ButtonLink href={`/scans?url=${encodeURIComponent(job.url)}`}>All scans of this page</ButtonLink>
            {write && !isActive(job.status) ? <RescanButton url={job.url} standard={job.standard as WcagStandard} options={job.options} /> : null}
          </>
        }
      />
      <Section title="Status">
        <ScanProgress initial={job} canCancel={write} />
      </Section>
      <Section title="Summary">
        <ScanSummary job={job} />
      </Section>
      <Section title="Download this scan">
        <DownloadLinks
          links={[
            { href: `/scans/${job.id}/export?format=csv`, label: 'Download CSV', description: 'every issue and occurrence, for spreadsheets' },
            { href: `/scans/${job.id}/export?format=jsonl`, label: 'Download JSON Lines', description: 'the same rows, one JSON object per line' },
            { href: `/scans/${job.id}/report`, label: 'HTML report', description: 'summary, pages and issues as an accessible document' },
          ]}
        />
      </Section>
      {kind === 'site' ? (
        <Section title="Pages">
          <Pages ctx={ctx} job={job} search={search} />
        </Section>
      ) : null}
      <Section title={kind === 'site' ? 'Score trend for this site' : 'Score trend for this page'}>
        {history.length ? (
          <ScoreTrend points={history} currentId={job.id} kind={kind} />
        ) : (
          <p className="text-slate-700">{kind === 'site' ? 'No completed site scans from this URL yet.' : 'No completed scans of this page yet.'}</p>
        )}
      </Section>
      <Section title="Issues">
        {fix ? null : (
          <p className="mb-4 text-slate-700">
            Your role ({ctx.principal.role}) cannot ask for suggested fixes: each one loads the page again in the scanner. Owners, admins and developers can.
          </p>
        )}
        <Issues
          ctx={ctx}
          job={job}
          search={search}
          issueActions={(issue) => {
            const dismiss = write && !issue.dismissed ? <DismissButton fingerprint={issue.fingerprint} selector={issue.selector} /> : null;
            return fix ? (
              <SuggestFix issueId={issue.id} selector={issue.selector} engines={{ engines: issue.engines, confidence: issue.confidence }}>
                {dismiss}
              </SuggestFix>
            ) : (
              dismiss
            );
          }}
        />
      </Section>
      {showsNeedsReview(job) ? (
        <Section title="Needs review">
          <NeedsReview ctx={ctx} job={job} cursor={search[REVIEWS_CURSOR]} />
        </Section>
      ) : null}
    </>
  );
}

/** A site scan's pages, sorted and paged on the server; a hand-edited query falls back to the crawl's order. */
async function Pages({ ctx, job, search }: { ctx: PortalContext; job: ScanJobDto; search: Awaited<Search> }) {
  const limit = PAGES_PER_TABLE_PAGE;
  const parsed = listScanPagesQuery.safeParse({ sort: search.sort, order: search.order, cursor: search[PAGES_PARAMS.cursor], limit });
  let query = parsed.success ? parsed.data : listScanPagesQuery.parse({ limit });
  let offset: number;
  try {
    offset = decodeOffset(query.cursor);
  } catch {
    // expected: a cursor edited in the address bar starts at the first page
    query = { ...query, cursor: undefined };
    offset = 0;
  }
  const page = await listScanPages(ctx.principal, job.id, query);
  const p = job.progress;
  const total = p ? p.done + p.queued + p.running + p.failed + p.skipped : null;
  if (page.data.length === 0) {
    return offset === 0 ? (
      <EmptyState>{isActive(job.status) ? 'No page has been found yet. They appear here as the crawl finds them.' : 'This scan has no pages.'}</EmptyState>
    ) : (
      <p>
        There are no pages this far into the table. <Link href={`/scans/${job.id}`}>Go to its first page</Link>
      </p>
    );
  }
  return (
    <>
      {isActive(job.status) ? (
        <p className="mb-4 text-sm text-slate-700">The table follows the crawl: it is brought up to date every few seconds while the scan runs.</p>
      ) : null}
      <ScanPagesTable
        pages={page.data}
        basePath={`/scans/${job.id}`}
        sort={query.sort}
        order={query.order}
        offset={offset}
        limit={limit}
        total={total}
        nextCursor={page.nextCursor}
        previousCursor={offset === 0 ? null : offset > limit ? encodeOffset(offset - limit) : ''}
      />
    </>
  );
}

async function Issues({
  ctx,
  job,
  search,
  issueActions,
}: {
  ctx: PortalContext;
  job: ScanJobDto;
  search: Awaited<Search>;
  issueActions: (issue: ScanIssueDto) => ReactNode;
}) {
  // A canceled or timed-out site scan keeps the issues of the pages it scanned, with a summary.
  if (job.status !== 'completed' && (isActive(job.status) || !job.summary)) {
    return (
      <p className="text-slate-700">
        {isActive(job.status) ? 'Issues appear here when the scan completes.' : 'This scan did not complete, so it has no issues to show.'}
      </p>
    );
  }
  const groups = await listIssueGroups(ctx.principal, job.id, { perRule: OCCURRENCES_PER_RULE });
  const site = scanKind(job.options) === 'site';
  const partial =
    job.status === 'completed' ? null : (
      <p className="mb-4 text-slate-700">
        The scan {job.status === 'canceled' ? 'was canceled' : 'did not finish'}: these are the issues of the{' '}
        {job.pagesScanned === 1 ? 'page' : `${job.pagesScanned} pages`} it scanned.
      </p>
    );
  if (groups.length === 0) {
    return (
      <>
        {partial}
        <EmptyState>No issues found. Automated checks find only some problems: also try the page with a keyboard and a screen reader.</EmptyState>
      </>
    );
  }
  const showPage = site || job.pagesScanned > 1;
  const pagesOf = site ? job.pagesScanned : undefined;
  const base = `/scans/${job.id}`;

  // One rule's occurrences, all of them, a page at a time.
  const focus = search.rule ? groups.find((g) => g.ruleId === search.rule && (!search.impact || g.impact === search.impact)) : undefined;
  if (focus) {
    const query = listIssuesQuery.safeParse({ ruleId: focus.ruleId, impact: focus.impact, cursor: search.cursor, limit: 50 });
    const page = await listIssues(
      ctx.principal,
      job.id,
      query.success ? query.data : listIssuesQuery.parse({ ruleId: focus.ruleId, impact: focus.impact, limit: 50 }),
    );
    return (
      <>
        <p className="mb-4">
          <Link href={base}>Back to all issues</Link>
        </p>
        <h3 className="mb-3 text-base font-bold text-slate-900">All occurrences of {focus.ruleId}</h3>
        <IssueGroup group={{ ...focus, occurrences: page.data }} showPage={showPage} pagesOf={pagesOf} issueActions={issueActions} />
        <Pager basePath={base} cursor={search.cursor} nextCursor={page.nextCursor} params={{ rule: focus.ruleId, impact: focus.impact }} />
      </>
    );
  }

  const total = groups.reduce((n, g) => n + g.count, 0);
  const dismissed = groups.reduce((n, g) => n + g.dismissed, 0);
  const more = (group: IssueGroupDto) =>
    group.count > group.occurrences.length ? (
      <p className="mt-3 text-sm">
        <Link href={`${base}?${new URLSearchParams({ rule: group.ruleId, impact: group.impact })}`}>
          Show all {group.count} occurrences of {group.ruleId}
        </Link>
      </p>
    ) : null;
  return (
    <>
      {partial}
      <p className="mb-4 text-slate-700">
        {total} {total === 1 ? 'occurrence' : 'occurrences'} of {groups.length} {groups.length === 1 ? 'rule' : 'rules'}
        {site ? ` on ${job.pagesScanned === 1 ? 'the page' : `${job.pagesScanned} pages`} scanned` : ''}
        {dismissed ? ` (${dismissed} dismissed as false positives, not counted in the score)` : ''}, grouped by impact, most severe first
        {site ? ', each rule across every page it fails on' : ''}.
        {job.issuesDropped
          ? ` ${job.issuesDropped} more ${job.issuesDropped === 1 ? 'was' : 'were'} found but not kept: a scan keeps at most 1,000 issues per page and 10,000 in all.`
          : ''}
      </p>
      <IssueGroupsByImpact groups={groups} showPage={showPage} pagesOf={pagesOf} issueActions={issueActions} more={more} />
    </>
  );
}
