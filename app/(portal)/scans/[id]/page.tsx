import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { IssueGroup, IssueGroupsByImpact } from '@/components/scans/issue-groups.tsx';
import { isActive, standardLabel, type WcagStandard } from '@/components/scans/labels.ts';
import { ScanSummary } from '@/components/scans/scan-summary.tsx';
import { ScoreTrend } from '@/components/scans/score-trend.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { EmptyState } from '@/components/ui/table.tsx';
import { AppError } from '@/lib/errors.ts';
import { requirePortalContext, type PortalContext } from '@/lib/portal/context.ts';
import { listIssueGroups, type IssueGroupDto } from '@/lib/scanner/list-issue-groups.ts';
import { getScan, listIssues } from '@/lib/scanner/read-scans.ts';
import { listIssuesQuery, type ScanIssueDto, type ScanJobDto } from '@/lib/scanner/schemas.ts';
import { getScoreHistory } from '@/lib/scanner/score-history.ts';
import { DismissButton } from './_components/dismiss-button.tsx';
import { RescanButton } from './_components/rescan-button.tsx';
import { ScanProgress } from './_components/scan-progress.tsx';
import { SuggestFix } from './_components/suggest-fix.tsx';

type Params = Promise<{ id: string }>;
type Search = Promise<{ rule?: string; impact?: string; cursor?: string }>;

const OCCURRENCES_PER_RULE = 10;

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

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await loadScan((await params).id);
  return { title: loaded ? `Scan of ${pageName(loaded.job)}` : 'Scan not found' };
}

export default async function ScanPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { id } = await params;
  const loaded = await loadScan(id);
  if (!loaded) notFound();
  const { ctx, job } = loaded;
  const write = ctx.can('scanner:write');
  const fix = ctx.can('remediation:use');
  const history = await getScoreHistory(ctx.principal, { url: job.url });

  return (
    <>
      <PageHeader
        title={`Scan of ${pageName(job)}`}
        description={
          <>
            <span className="break-all">{job.url}</span> against {standardLabel(job.standard)}.
          </>
        }
        actions={
          <>
            <ButtonLink href={`/scans?url=${encodeURIComponent(job.url)}`}>All scans of this page</ButtonLink>
            {write && !isActive(job.status) ? <RescanButton url={job.url} standard={job.standard as WcagStandard} options={job.options} /> : null}
          </>
        }
      />
      <Section title="Status">
        <ScanProgress initial={job} />
      </Section>
      <Section title="Summary">
        <ScanSummary job={job} />
      </Section>
      <Section title="Score trend for this page">
        {history.length ? <ScoreTrend points={history} currentId={job.id} /> : <p className="text-slate-700">No completed scans of this page yet.</p>}
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
          search={await searchParams}
          issueActions={(issue) => {
            const dismiss = write && !issue.dismissed ? <DismissButton fingerprint={issue.fingerprint} selector={issue.selector} /> : null;
            return fix ? (
              <SuggestFix issueId={issue.id} selector={issue.selector}>
                {dismiss}
              </SuggestFix>
            ) : (
              dismiss
            );
          }}
        />
      </Section>
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
  if (job.status !== 'completed') {
    return (
      <p className="text-slate-700">
        {isActive(job.status) ? 'Issues appear here when the scan completes.' : 'This scan did not complete, so it has no issues to show.'}
      </p>
    );
  }
  const groups = await listIssueGroups(ctx.principal, job.id, { perRule: OCCURRENCES_PER_RULE });
  if (groups.length === 0) {
    return <EmptyState>No issues found. Automated checks find only some problems: also try the page with a keyboard and a screen reader.</EmptyState>;
  }
  const showPage = job.pagesScanned > 1;
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
        <IssueGroup group={{ ...focus, occurrences: page.data }} showPage={showPage} issueActions={issueActions} />
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
      <p className="mb-4 text-slate-700">
        {total} {total === 1 ? 'occurrence' : 'occurrences'} of {groups.length} {groups.length === 1 ? 'rule' : 'rules'}
        {dismissed ? ` (${dismissed} dismissed as false positives, not counted in the score)` : ''}, grouped by impact, most severe first.
        {job.issuesDropped
          ? ` ${job.issuesDropped} more ${job.issuesDropped === 1 ? 'was' : 'were'} found but not kept: a scan keeps at most 1,000 issues per page and 10,000 in all.`
          : ''}
      </p>
      <IssueGroupsByImpact groups={groups} showPage={showPage} issueActions={issueActions} more={more} />
    </>
  );
}
