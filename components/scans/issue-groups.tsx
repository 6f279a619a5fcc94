import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/table.tsx';
import type { IssueGroupDto } from '@/lib/scanner/list-issue-groups.ts';
import type { ScanIssueDto } from '@/lib/scanner/schemas.ts';
import { FindingDetails } from './finding-details.tsx';
import { IMPACT_LABELS } from './labels.ts';

const IMPACT_TONES = { critical: 'red', serious: 'amber', moderate: 'blue', minor: 'neutral' } as const;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The WCAG criteria of a rule (or an item to review), said in words. */
export function criteria(group: Pick<IssueGroupDto, 'wcag' | 'level' | 'bestPractice'>): string {
  if (group.wcag.length === 0) return group.bestPractice ? 'Best practice (no WCAG criterion)' : 'No WCAG criterion';
  return `WCAG ${group.wcag.join(', ')}${group.level ? ` (Level ${group.level})` : ''}`;
}

function Occurrence({ issue, showPage, issueActions }: { issue: ScanIssueDto; showPage: boolean; issueActions?: (issue: ScanIssueDto) => ReactNode }) {
  const actions = issueActions?.(issue);
  return (
    <li className="rounded-md border border-slate-300 p-3">
      <div className="mb-2 flex flex-wrap gap-2">
        <Badge tone={issue.occurrence === 'new' ? 'blue' : 'neutral'}>{issue.occurrence === 'new' ? 'new' : 'recurring'}</Badge>
        {issue.dismissed ? <Badge tone="neutral">dismissed as false positive</Badge> : null}
      </div>
      <FindingDetails finding={issue} showPage={showPage} />
      {actions ? <div className="mt-3">{actions}</div> : null}
    </li>
  );
}

/** One failing rule: what it checks, the criteria it maps to, how to fix it, and where (on which pages) it fails. */
export function IssueGroup({
  group,
  showPage,
  pagesOf,
  issueActions,
  more,
}: {
  group: IssueGroupDto;
  showPage: boolean;
  /** A site scan's pages scanned: the group says on how many of them the rule fails. */
  pagesOf?: number;
  issueActions?: (issue: ScanIssueDto) => ReactNode;
  more?: ReactNode;
}) {
  return (
    <article className="mb-4 rounded-lg border border-slate-300 p-4">
      <h4 className="text-base font-semibold text-slate-900">{group.help}</h4>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <code className="rounded bg-slate-100 px-1.5 py-0.5">{group.ruleId}</code>
        <Badge tone={IMPACT_TONES[group.impact]}>{IMPACT_LABELS[group.impact]} impact</Badge>
        <span>{criteria(group)}</span>
        <span>· {plural(group.count, 'occurrence')}</span>
        {pagesOf !== undefined ? (
          <span>
            · fails on {group.pages} of {plural(pagesOf, 'page')}
          </span>
        ) : null}
        {group.dismissed ? <span>· {group.dismissed} dismissed</span> : null}
      </p>
      <p className="mt-2 text-sm text-slate-700">{group.description}</p>
      <p className="mt-2 text-sm">
        <a href={group.helpUrl}>
          How to fix {group.ruleId}
          <span className="sr-only"> (Deque University)</span>
        </a>
      </p>
      <ol className="mt-3 grid gap-3" aria-label={`Occurrences of ${group.ruleId}`}>
        {group.occurrences.map((issue) => (
          <Occurrence key={issue.id} issue={issue} showPage={showPage} issueActions={issueActions} />
        ))}
      </ol>
      {more}
    </article>
  );
}

/** Groups under one h3 per impact, most severe first (the order the service returns). */
export function IssueGroupsByImpact({
  groups,
  showPage,
  pagesOf,
  issueActions,
  more,
}: {
  groups: IssueGroupDto[];
  showPage: boolean;
  pagesOf?: number;
  issueActions?: (issue: ScanIssueDto) => ReactNode;
  more?: (group: IssueGroupDto) => ReactNode;
}) {
  const impacts = [...new Set(groups.map((g) => g.impact))];
  return impacts.map((impact) => {
    const inImpact = groups.filter((g) => g.impact === impact);
    const occurrences = inImpact.reduce((n, g) => n + g.count, 0);
    return (
      <section key={impact} aria-labelledby={`impact-${impact}`} className="mb-6">
        <h3 id={`impact-${impact}`} className="mb-3 text-base font-bold text-slate-900">
          {IMPACT_LABELS[impact]}: {plural(inImpact.length, 'rule')}, {plural(occurrences, 'occurrence')}
        </h3>
        {inImpact.map((group) => (
          <IssueGroup
            key={`${group.impact}-${group.ruleId}`}
            group={group}
            showPage={showPage}
            pagesOf={pagesOf}
            issueActions={issueActions}
            more={more?.(group)}
          />
        ))}
      </section>
    );
  });
}
