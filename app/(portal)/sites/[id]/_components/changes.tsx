import Link from 'next/link';
import { IMPACT_LABELS } from '@/components/scans/labels.ts';
import type { z } from 'zod';
import type { changesDto, TrackedIssueDto } from '@/lib/site-issues/schemas.ts';

type Changes = z.infer<typeof changesDto>;

const SHOWN = 10;

function ChangeList({ siteId, title, issues }: { siteId: string; title: string; issues: TrackedIssueDto[] }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">
        {title}: {issues.length}
      </h3>
      {issues.length ? (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {issues.slice(0, SHOWN).map((issue) => (
            <li key={issue.id}>
              <Link href={`/sites/${siteId}/issues/${issue.id}`}>{issue.help}</Link> ({IMPACT_LABELS[issue.impact].toLowerCase()}, {issue.ruleId})
            </li>
          ))}
          {issues.length > SHOWN ? <li>and {issues.length - SHOWN} more in the issue list</li> : null}
        </ul>
      ) : null}
    </div>
  );
}

/** New, fixed and reopened issues between the last two completed scans, or why there is nothing to compare. */
export function ChangesSinceLastScan({ siteId, changes }: { siteId: string; changes: Changes | null }) {
  if (!changes || changes.from === changes.to) return <p className="text-slate-700">Changes show once the site has two completed scans to compare.</p>;
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">
        Between <Link href={`/scans/${changes.from}`}>the scan before</Link> and <Link href={`/scans/${changes.to}`}>the latest scan</Link>: {changes.unchanged}{' '}
        {changes.unchanged === 1 ? 'issue' : 'issues'} unchanged.
        {changes.truncated ? ' A list was cut at 1,000 issues: the issue list has them all.' : ''}
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        <ChangeList siteId={siteId} title="New" issues={changes.new} />
        <ChangeList siteId={siteId} title="Fixed" issues={changes.fixed} />
        <ChangeList siteId={siteId} title="Reopened" issues={changes.reopened} />
      </div>
    </>
  );
}
