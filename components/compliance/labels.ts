import type { Conformance, CriterionResult, EvaluationDto, ReportDto, SnapshotDto, TargetDto } from '@/lib/compliance/schemas.ts';

/** A criterion's status in words: the matrix never relies on colour alone. */
export const RESULT_LABELS: Record<CriterionResult['result'], string> = {
  pass: 'Pass',
  fail: 'Fail',
  not_evaluated: 'Not evaluated',
  not_applicable: 'Not applicable',
};
export const RESULT_TONES = { pass: 'green', fail: 'red', not_evaluated: 'amber', not_applicable: 'neutral' } as const;

export const EVALUATION_LABELS: Record<EvaluationDto['result'], string> = {
  supports: 'Supports',
  partially_supports: 'Partially supports',
  does_not_support: 'Does not support',
  not_applicable: 'Not applicable',
};

export const REPORT_TYPE_LABELS: Record<ReportDto['type'], string> = { vpat: 'VPAT 2.5 (WCAG edition)', compliance: 'Compliance report' };
export const REPORT_STATUS_LABELS: Record<ReportDto['status'], string> = { queued: 'Queued', generating: 'Generating', ready: 'Ready', failed: 'Failed' };
export const SCHEDULE_LABELS = { daily: 'Daily', weekly: 'Weekly' } as const;

export const isReportActive = (status: ReportDto['status']) => status === 'queued' || status === 'generating';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "1 Mar 2027" for a YYYY-MM-DD date. */
export function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** "1 Mar 2027 (96 days left)", "… (due today)", "… (overdue by 3 days)", or "No deadline". */
export function deadlineText(deadline: string | null, today: Date = new Date()): string {
  if (!deadline) return 'No deadline';
  const days = Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today.toISOString().slice(0, 10)}T00:00:00Z`)) / DAY_MS);
  const plural = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  const when = days > 0 ? `${plural(days)} left` : days === 0 ? 'due today' : `overdue by ${plural(-days)}`;
  return `${formatDay(deadline)} (${when})`;
}

/**
 * Whether the automated score meets the minimum, in words. It is never called "compliant": a score cannot
 * show conformance (CONFORMANCE_LABELS says that, from the criteria).
 */
export function minimumText(meets: boolean | null | undefined): string {
  return meets == null ? 'Not known yet' : meets ? 'Meets the minimum' : 'Below the minimum';
}

export const CONFORMANCE_LABELS: Record<Conformance['status'], string> = {
  conforms: 'Conforms',
  does_not_conform: 'Does not conform',
  not_known: 'Not known yet',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const named = (ids: readonly string[]) => (ids.length ? ` (${ids.slice(0, 8).join(', ')}${ids.length > 8 ? ', …' : ''})` : '');

/**
 * The snapshot's `compliant` in words. "Compliant" is said only when it is true (every criterion has passing
 * evidence on every page); otherwise the words name what is missing, never the score.
 */
export function complianceText(snapshot: Pick<SnapshotDto, 'compliant' | 'conformance'> | null): string {
  if (snapshot?.compliant) return 'Compliant: every criterion of the standard has passing evidence on every page.';
  const c = snapshot?.conformance;
  if (!c) return 'Not met: no ready snapshot yet.';
  const missing = [
    c.failing.length ? `${count(c.failing.length, 'criterion fails', 'criteria fail')}${named(c.failing)}` : '',
    c.notEvaluated.length ? `${count(c.notEvaluated.length, 'criterion is', 'criteria are')} not evaluated yet${named(c.notEvaluated)}` : '',
    c.unscannedPages ? `${count(c.unscannedPages, 'page was', 'pages were')} not scanned` : '',
  ].filter(Boolean);
  return `Not met: ${missing.length ? missing.join('; ') : 'no page was scanned'}.`;
}

/** "82 / 100 (minimum 90)". */
export function scoreVsMinimum(score: number | null | undefined, minScore: number): string {
  return score == null ? `No score yet (minimum ${minScore})` : `${score} / 100 (minimum ${minScore})`;
}

export function latestScoreText(target: TargetDto): string {
  const latest = target.latestSnapshot;
  if (!latest) return `No snapshot yet (minimum ${target.minScore})`;
  if (latest.status === 'pending') return `Snapshot in progress (minimum ${target.minScore})`;
  return scoreVsMinimum(latest.score, target.minScore);
}

export function evaluationLine(evaluation: EvaluationDto): string {
  const day = new Date(evaluation.evaluatedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return `${EVALUATION_LABELS[evaluation.result]}, by ${evaluation.evaluatedBy} on ${day}`;
}
