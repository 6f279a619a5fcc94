import { compareCriteria } from '@/lib/wcag/criteria.ts';
import { HTMLCS_ENGINE } from '../htmlcs/adapter.ts';
import { IBM_ENGINE } from '../ibm/adapter.ts';
import { AXE_ENGINE } from '../../merge/merge.ts';
import type { OffByDefaultFile, RuleCriterionFigures, RuleDecision } from '../off-by-default.ts';
import type { EngineFinding } from '../types.ts';

/**
 * How each engine, and their merge, does on W3C ACT test cases scanned once with every engine and every
 * rule on (`npm run bench:act`): a case counts as reported by an engine when it reported a violation of one
 * of the ACT rule's criteria. And the precision-first decision per added rule (isOff).
 */

/** One engine's rule reporting a violation of one criterion of the case's ACT rule. */
export interface CaseReport {
  engine: string;
  ruleId: string;
  criterion: string;
}

export interface JudgedCase {
  ruleId: string;
  testcaseId: string;
  expected: 'failed' | 'passed';
  /** The ACT rule's criteria the case is judged on. */
  criteria: string[];
  /** Violations of those criteria, per engine and rule (needs-review findings left out). */
  reports: CaseReport[];
  /** Engines that failed on the page (their findings are missing, as in a scan). */
  failedEngines?: string[];
  /** The scan itself failed: the case is left out of every tally. */
  error?: string;
}

/** The added engines by the names the API and the decisions use. */
export const ADDED_ENGINES: Record<string, 'ibm' | 'htmlcs'> = { [IBM_ENGINE]: 'ibm', [HTMLCS_ENGINE]: 'htmlcs' };

/** The violations of the case's criteria in a scan's findings: merged issues list every engine's report. */
export function caseReports(findings: readonly EngineFinding[], criteria: readonly string[]): CaseReport[] {
  const out = new Map<string, CaseReport>();
  for (const finding of findings) {
    if (finding.review) continue;
    const reports = 'reports' in finding && Array.isArray(finding.reports) ? (finding.reports as { engine: string; ruleId: string }[]) : [finding];
    for (const criterion of finding.wcag) {
      if (!criteria.includes(criterion)) continue;
      for (const { engine, ruleId } of reports) out.set(`${engine}\u0000${ruleId}\u0000${criterion}`, { engine, ruleId, criterion });
    }
  }
  return [...out.values()];
}

/** Which reports a view keeps: one engine's, or the merge's with or without the rules off by default. */
export type View = (report: CaseReport) => boolean;

/** A report of a rule the decisions turn off. */
export function offIn(decisions: Pick<OffByDefaultFile, 'off'>): View {
  const off = new Set(decisions.off.map((r) => `${r.engine}\u0000${r.ruleId}`));
  return (r) => off.has(`${ADDED_ENGINES[r.engine] ?? r.engine}\u0000${r.ruleId}`);
}

/** The views bench:act reports: each engine alone, the merge of all rules, and the merge as scans run it by default. */
export function views(decisions: Pick<OffByDefaultFile, 'off'>): Record<string, View> {
  const off = offIn(decisions);
  return {
    axe: (r) => r.engine === AXE_ENGINE,
    ibm: (r) => r.engine === IBM_ENGINE,
    htmlcs: (r) => r.engine === HTMLCS_ENGINE,
    'merged, all rules': () => true,
    'merged, default': (r) => !off(r),
  };
}

export interface Tally {
  failedTotal: number;
  failedReported: number;
  passedTotal: number;
  passedFlagged: number;
  errors: number;
}

export function tally(cases: readonly JudgedCase[], view: View): Tally {
  const ok = cases.filter((c) => !c.error);
  const reported = (c: JudgedCase) => c.reports.some(view);
  const failed = ok.filter((c) => c.expected === 'failed');
  const passed = ok.filter((c) => c.expected === 'passed');
  return {
    failedTotal: failed.length,
    failedReported: failed.filter(reported).length,
    passedTotal: passed.length,
    passedFlagged: passed.filter(reported).length,
    errors: cases.length - ok.length,
  };
}

/** Per added rule seen in the reports: its figures per criterion, against axe's on the same cases. */
export function ruleFigures(cases: readonly JudgedCase[]): RuleDecision[] {
  const ok = cases.filter((c) => !c.error);
  const rules = new Map<string, RuleDecision & { seen: Set<string> }>();
  for (const c of ok)
    for (const r of c.reports) {
      const engine = ADDED_ENGINES[r.engine];
      if (!engine) continue;
      const k = `${engine}\u0000${r.ruleId}`;
      const rule = rules.get(k) ?? { engine, ruleId: r.ruleId, criteria: [], seen: new Set<string>() };
      rule.seen.add(r.criterion);
      rules.set(k, rule);
    }
  const out: RuleDecision[] = [];
  for (const { engine, ruleId, seen } of rules.values()) {
    const engineName = engine === 'ibm' ? IBM_ENGINE : HTMLCS_ENGINE;
    const criteria = [...seen].sort(compareCriteria).map((criterion): RuleCriterionFigures => {
      const judged = ok.filter((c) => c.criteria.includes(criterion));
      const byRule = (c: JudgedCase) => c.reports.some((r) => r.engine === engineName && r.ruleId === ruleId && r.criterion === criterion);
      const byAxe = (c: JudgedCase) => c.reports.some((r) => r.engine === AXE_ENGINE && r.criterion === criterion);
      const passed = judged.filter((c) => c.expected === 'passed');
      const failed = judged.filter((c) => c.expected === 'failed');
      return {
        criterion,
        passedCases: passed.length,
        flagged: passed.filter(byRule).length,
        axeFlagged: passed.filter(byAxe).length,
        flaggedAxeDidNot: passed.filter((c) => byRule(c) && !byAxe(c)).length,
        failedCases: failed.length,
        failedReported: failed.filter(byRule).length,
        failedAdded: failed.filter((c) => byRule(c) && !c.reports.some((r) => r.engine === AXE_ENGINE)).length,
      };
    });
    out.push({ engine, ruleId, criteria });
  }
  return out.sort((a, b) => a.engine.localeCompare(b.engine) || a.ruleId.localeCompare(b.ruleId));
}

/**
 * Precision first: off when, for one of its criteria, the rule flags a passed case that axe's rules do not
 * flag for it. Such a rule flags more passed cases than axe on those cases (and whenever it flags more in
 * all, it flags one of these); the rules left on then never make the merge flag a passed case axe does not.
 */
export const isOff = (rule: RuleDecision) => rule.criteria.some((c) => c.flaggedAxeDidNot > 0);

export const DECISIONS_SOURCE = 'Written by scripts/engine-decisions.ts from a bench:act result (npm run bench:act -- --write-decisions); never by hand.';
export const DECISION_RULE =
  "A rule of an added engine is off by default when, for one of its criteria, it flags an ACT passed case that axe's rules do not flag for that criterion (flaggedAxeDidNot > 0).";

/** The decisions file of a measurement. */
export function decisionsOf(cases: readonly JudgedCase[], measured: NonNullable<OffByDefaultFile['measured']>): OffByDefaultFile {
  const figures = ruleFigures(cases);
  return { source: DECISIONS_SOURCE, rule: DECISION_RULE, measured, off: figures.filter(isOff), on: figures.filter((r) => !isOff(r)) };
}

export const renderDecisions = (file: OffByDefaultFile) => `${JSON.stringify(file, null, 2)}\n`;
