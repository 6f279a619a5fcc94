import type { Conformance, UnscannedPage } from '@/lib/compliance/schemas.ts';
import { daysUntil, formatDate, standardLabel } from './facts.ts';
import type { Impact, ReportInput, TrendPoint } from './types.ts';

/** The compliance report as data: score against the minimum and deadline, trend, top issues, changes. */

export const IMPACT_ORDER: readonly Impact[] = ['critical', 'serious', 'moderate', 'minor'];
/** Rules listed in each "top issues" table. */
export const TOP_ISSUES = 10;

export interface IssueGroup {
  ruleId: string;
  help: string;
  impact: Impact;
  criteria: string[];
  occurrences: number;
  pages: number;
}

export interface ComplianceModel {
  title: string;
  report: ReportInput['report'];
  product: ReportInput['product'];
  targetName: string;
  standard: string;
  reportDate: string;
  snapshotDate: string;
  score: number | null;
  minScore: number;
  /** The automated score is at least the minimum (null without a score): never a conformance claim. */
  scoreMeetsMinimum: boolean | null;
  /** Conformance to the standard, from the criteria: what the score cannot say. */
  conformance: Conformance | null;
  unscannedPages: UnscannedPage[];
  deadline: string | null;
  /** Days left to the deadline; negative when overdue; null without one. */
  daysLeft: number | null;
  /** `12 days left`, `3 days overdue`, `due today`, `no deadline`. */
  deadlineText: string;
  pagesScanned: number;
  issuesByImpact: Record<Impact, number>;
  totalIssues: number;
  /** Oldest first; the report's snapshot last. */
  trend: (TrendPoint & { date: string })[];
  byImpact: IssueGroup[];
  byPages: IssueGroup[];
  criteria: { pass: number; fail: number; not_evaluated: number; not_applicable: number };
  failingCriteria: { id: string; title: string; level: string; issueCount: number; pages: number }[];
  changes: {
    since: string | null;
    scoreChange: number | null;
    issuesNew: number;
    issuesFixed: number;
    criteria: { id: string; title: string; from: string; to: string }[];
  } | null;
  engines: ReportInput['engines'];
}

/** Issues grouped by rule: how often, on how many pages, at the worst impact seen. */
export function groupIssues(issues: ReportInput['issues']): IssueGroup[] {
  const groups = new Map<string, IssueGroup & { pageSet: Set<string> }>();
  for (const issue of issues) {
    let g = groups.get(issue.ruleId);
    if (!g) {
      g = { ruleId: issue.ruleId, help: issue.help, impact: issue.impact, criteria: [], occurrences: 0, pages: 0, pageSet: new Set() };
      groups.set(issue.ruleId, g);
    }
    g.occurrences++;
    g.pageSet.add(issue.pageUrl);
    if (IMPACT_ORDER.indexOf(issue.impact) < IMPACT_ORDER.indexOf(g.impact)) g.impact = issue.impact;
    for (const c of issue.wcag) if (!g.criteria.includes(c)) g.criteria.push(c);
  }
  return [...groups.values()].map(({ pageSet, ...g }) => ({
    ...g,
    pages: pageSet.size,
    criteria: g.criteria.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
  }));
}

const plural = (n: number, one: string) => `${Math.abs(n)} ${Math.abs(n) === 1 ? one : `${one}s`}`;

export function buildComplianceModel(input: ReportInput): ComplianceModel {
  const { snapshot, target } = input;
  const groups = groupIssues(input.issues);
  const byImpact = [...groups]
    .sort((a, b) => IMPACT_ORDER.indexOf(a.impact) - IMPACT_ORDER.indexOf(b.impact) || b.occurrences - a.occurrences || a.ruleId.localeCompare(b.ruleId))
    .slice(0, TOP_ISSUES);
  const byPages = [...groups].sort((a, b) => b.pages - a.pages || b.occurrences - a.occurrences || a.ruleId.localeCompare(b.ruleId)).slice(0, TOP_ISSUES);
  const daysLeft = target.deadline ? daysUntil(target.deadline, input.generatedAt) : null;
  const deadlineText =
    daysLeft === null ? 'no deadline' : daysLeft > 0 ? `${plural(daysLeft, 'day')} left` : daysLeft === 0 ? 'due today' : `${plural(daysLeft, 'day')} overdue`;
  const trend = [
    ...input.previous.filter((p) => p.createdAt < snapshot.createdAt),
    { createdAt: snapshot.createdAt, score: snapshot.score, scoreMeetsMinimum: snapshot.scoreMeetsMinimum },
  ]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((p) => ({ ...p, date: formatDate(p.createdAt) }));
  const criteria = { pass: 0, fail: 0, not_evaluated: 0, not_applicable: 0 };
  for (const c of snapshot.criteria) criteria[c.result]++;
  const titles = new Map(input.criteria.map((c) => [c.id, c.title]));
  const issuesByImpact = { critical: 0, serious: 0, moderate: 0, minor: 0, ...(snapshot.issuesByImpact ?? {}) };
  const before = trend.slice(0, -1);
  return {
    title: `${input.product.name}${input.product.version ? ` ${input.product.version}` : ''} Compliance Report`,
    report: input.report,
    product: input.product,
    targetName: target.name,
    standard: standardLabel(target.standard),
    reportDate: formatDate(input.generatedAt.toISOString()),
    snapshotDate: formatDate(snapshot.createdAt),
    score: snapshot.score,
    minScore: snapshot.minScore,
    scoreMeetsMinimum: snapshot.scoreMeetsMinimum,
    conformance: snapshot.conformance,
    unscannedPages: snapshot.unscannedPages,
    deadline: target.deadline,
    daysLeft,
    deadlineText,
    pagesScanned: snapshot.pagesScanned,
    issuesByImpact,
    totalIssues: IMPACT_ORDER.reduce((n, i) => n + issuesByImpact[i], 0),
    trend,
    byImpact,
    byPages,
    criteria,
    failingCriteria: snapshot.criteria
      .filter((c) => c.result === 'fail')
      .map((c) => ({ id: c.criterion, title: c.title, level: c.level, issueCount: c.issueCount, pages: c.pages.length }))
      .sort((a, b) => b.issueCount - a.issueCount || a.id.localeCompare(b.id, 'en', { numeric: true })),
    changes: snapshot.changes
      ? {
          since: before.at(-1)?.date ?? null,
          scoreChange: snapshot.changes.scoreChange,
          issuesNew: snapshot.changes.issuesNew,
          issuesFixed: snapshot.changes.issuesFixed,
          criteria: snapshot.changes.criteria.map((c) => ({ id: c.criterion, title: titles.get(c.criterion) ?? '', from: c.from, to: c.to })),
        }
      : null,
    engines: input.engines,
  };
}
