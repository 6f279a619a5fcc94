import type { Metadata } from 'next';
import Link from 'next/link';
import { IMPACT_LABELS } from '@/components/scans/labels.ts';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Badge, Cell, formatDate, Table } from '@/components/ui/table.tsx';
import { describeActors } from '@/lib/members/describe-actors.ts';
import { listAssignees } from '@/lib/members/list-assignees.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { getTrackedIssue } from '@/lib/site-issues/read-issues.ts';
import { getSite } from '@/lib/sites/read-sites.ts';
import { orNotFound } from '../../../or-not-found.ts';
import { STATUS_LABELS, STATUS_TONES } from '../../_components/status-labels.ts';
import { TriageForm } from './_components/triage-form.tsx';

/** The page's title names the issue and its site. */
export async function generateMetadata({ params }: { params: Promise<{ id: string; issueId: string }> }): Promise<Metadata> {
  const ctx = await requirePortalContext();
  const { id, issueId } = await params;
  const site = await orNotFound(getSite(ctx.principal, id));
  const issue = await orNotFound(getTrackedIssue(ctx.principal, site.id, issueId, pageQuery.parse({ limit: 1 })));
  return { title: `${issue.help} · ${site.name}` };
}

const CHECK_WORDS = {
  found: 'Found in the latest completed scan.',
  not_found: 'Not found in the latest completed scan, on any page it was on.',
  not_checked: 'Not checked in the latest completed scan: a page it was on was not reached.',
} as const;

export default async function TrackedIssuePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; issueId: string }>;
  searchParams: Promise<{ cursor?: string }>;
}) {
  const ctx = await requirePortalContext();
  const { id, issueId } = await params;
  const { cursor } = await searchParams;
  const parsed = pageQuery.safeParse({ cursor, limit: 25 });
  const site = await orNotFound(getSite(ctx.principal, id));
  const issue = await orNotFound(getTrackedIssue(ctx.principal, site.id, issueId, parsed.success ? parsed.data : pageQuery.parse({ limit: 25 })));
  const write = ctx.can('scanner:write');
  const [assignees, actors] = await Promise.all([
    write ? listAssignees(ctx.principal) : Promise.resolve([]),
    describeActors(ctx.principal, [issue.assigneeId, ...issue.history.flatMap((e) => [e.actor, e.assigneeId])]),
  ]);
  const who = (userId: string | null) => (userId ? (actors[userId]?.name ?? userId) : 'Nobody');

  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link href="/sites">Sites</Link> <span aria-hidden="true">/</span>
          </li>
          <li>
            <Link href={`/sites/${site.id}`}>{site.name}</Link> <span aria-hidden="true">/</span>
          </li>
          <li aria-current="page">Issue</li>
        </ol>
      </nav>
      <PageHeader title={issue.help} description={issue.description} />
      <Section title="Details">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Detail term="Status">
            <Badge tone={STATUS_TONES[issue.status]}>{STATUS_LABELS[issue.status]}</Badge>
            {issue.reason ? <span className="block text-sm">Reason: {issue.reason}</span> : null}
          </Detail>
          <Detail term="Assignee">{who(issue.assigneeId)}</Detail>
          <Detail term="Impact">{IMPACT_LABELS[issue.impact]}</Detail>
          <Detail term="Rule">
            <a href={issue.helpUrl}>
              {issue.ruleId}
              <span className="sr-only"> (rule documentation)</span>
            </a>{' '}
            ({issue.engines.join(', ')})
          </Detail>
          <Detail term="WCAG success criteria">{issue.wcag.length ? `${issue.wcag.join(', ')}${issue.level ? ` (Level ${issue.level})` : ''}` : '—'}</Detail>
          <Detail term="Pages in the scan that last saw it">{issue.occurrences}</Detail>
          <Detail term="Fix priority">{issue.priority.toFixed(1)}</Detail>
          <Detail term="Latest check">{CHECK_WORDS[issue.latestCheck]}</Detail>
          <Detail term="First seen">
            <Link href={`/scans/${issue.firstSeenScanId}`}>{formatDate(issue.firstSeenAt)}</Link>
          </Detail>
          <Detail term="Last seen">
            <Link href={`/scans/${issue.lastSeenScanId}`}>{formatDate(issue.lastSeenAt)}</Link>
          </Detail>
        </dl>
        <h3 className="mt-4 font-semibold text-slate-900">Representative element</h3>
        <p className="text-sm">
          <code className="break-all">{issue.selector}</code>
        </p>
        <pre className="mt-2 overflow-x-auto rounded-md bg-slate-100 p-3 text-sm text-slate-900">
          <code>{issue.html}</code>
        </pre>
        {issue.fix ? (
          <>
            <h3 className="mt-4 font-semibold text-slate-900">How to fix it</h3>
            <p className="text-slate-800">{issue.fix}</p>
          </>
        ) : null}
      </Section>
      {write ? (
        <Section title="Triage">
          <TriageForm siteId={site.id} issueId={issue.id} status={issue.status} assigneeId={issue.assigneeId} assignees={assignees} />
        </Section>
      ) : null}
      <Section title="Occurrences">
        {issue.pages.data.length ? (
          <Table caption="Pages where the scan that last saw it found it, by URL" columns={['Page', 'Element', 'Markup']}>
            {issue.pages.data.map((o) => (
              <tr key={`${o.pageUrl} ${o.selector}`}>
                <Cell className="max-w-xs break-all">{o.pageUrl}</Cell>
                <Cell className="max-w-xs">
                  <code className="break-all">{o.selector}</code>
                </Cell>
                <Cell className="max-w-md">
                  <code className="break-all">{o.html}</code>
                </Cell>
              </tr>
            ))}
          </Table>
        ) : (
          <p className="text-slate-700">No occurrences in the latest scan that saw it.</p>
        )}
        <Pager basePath={`/sites/${site.id}/issues/${issue.id}`} cursor={cursor} nextCursor={issue.pages.nextCursor} label="Pages of occurrences" />
      </Section>
      <Section title="History">
        <Table caption="Changes of status, newest first" columns={['When', 'By', 'From', 'To', 'Reason', 'Assignee']}>
          {issue.history.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history events carry no id and do not reorder
            <tr key={i}>
              <Cell>{formatDate(e.at)}</Cell>
              <Cell>{e.actor === 'scan' ? e.scanId ? <Link href={`/scans/${e.scanId}`}>A scan</Link> : 'A scan' : who(e.actor)}</Cell>
              <Cell>{e.from ? STATUS_LABELS[e.from] : '—'}</Cell>
              <Cell>{STATUS_LABELS[e.to]}</Cell>
              <Cell>{e.reason ?? '—'}</Cell>
              <Cell>{e.assigneeId ? who(e.assigneeId) : '—'}</Cell>
            </tr>
          ))}
        </Table>
      </Section>
    </>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
