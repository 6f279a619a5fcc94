import { compareCriteria } from '@/lib/wcag/criteria.ts';
import type { Automation } from './catalogue.ts';
import type { Conformance, CriterionResult, EvaluationDto, SnapshotChanges, UnscannedPage } from './schemas.ts';

/**
 * How a snapshot judges each success criterion, as pure functions over what was read (the scans'
 * findings per criterion, the target's manual evaluations). compute-snapshot.ts reads and stores.
 */

export interface CatalogueCriterion {
  id: string;
  title: string;
  level: 'A' | 'AA' | 'AAA';
}

/** The findings of the snapshot's scans tagged with one criterion (dismissed fingerprints left out). */
export interface CriterionFindings {
  issueCount: number;
  pages: string[];
  examples: string[];
}

export const MAX_PAGES = 20;
export const MAX_EXAMPLES = 5;

const MANUAL_RESULT: Record<EvaluationDto['result'], CriterionResult['result']> = {
  supports: 'pass',
  // "Partially supports" means some content fails the criterion: the criterion is not met.
  partially_supports: 'fail',
  does_not_support: 'fail',
  not_applicable: 'not_applicable',
};

/**
 * One result per criterion of the catalogue, in its order:
 * 1. Findings tagged with the criterion → `fail` (source automated). Automated failures are facts: a
 *    person's evaluation cannot overrule them, but it stays attached as context.
 * 2. Else a person's evaluation settles it (source manual): supports → pass, partially supports and
 *    does not support → fail (with no issues), not applicable → not_applicable.
 * 3. Else, if the checks can settle the criterion both ways and at least one page was scanned → `pass`.
 * 4. Else `not_evaluated`: automation alone never passes a criterion that needs a person.
 */
export function evaluateCriteria(input: {
  criteria: readonly CatalogueCriterion[];
  automation: Readonly<Record<string, Automation>>;
  findings: ReadonlyMap<string, CriterionFindings>;
  evaluations: ReadonlyMap<string, EvaluationDto>;
  pagesScanned: number;
}): CriterionResult[] {
  return input.criteria.map(({ id, title, level }) => {
    const found = input.findings.get(id);
    const evaluation = input.evaluations.get(id) ?? null;
    const base = { criterion: id, title, level, issueCount: 0, pages: [] as string[], examples: [] as string[], evaluation };
    if (found && found.issueCount > 0) {
      return {
        ...base,
        result: 'fail',
        issueCount: found.issueCount,
        pages: found.pages.slice(0, MAX_PAGES),
        examples: found.examples.slice(0, MAX_EXAMPLES),
        source: 'automated',
      };
    }
    if (evaluation) return { ...base, result: MANUAL_RESULT[evaluation.result], source: 'manual' };
    if (input.automation[id] === 'settles_fail_and_pass' && input.pagesScanned > 0) return { ...base, result: 'pass', source: 'automated' };
    return { ...base, result: 'not_evaluated', source: 'none' };
  });
}

/** The snapshot's score: the mean of each scanned URL's score, rounded; null when nothing was scanned. */
export function meanScore(scores: readonly number[]): number | null {
  if (!scores.length) return null;
  return Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
}

/** Criteria whose result differs from the previous snapshot's (criteria it did not have are left out). */
export function snapshotChanges(
  previous: { id: string; score: number | null; criteria: readonly Pick<CriterionResult, 'criterion' | 'result'>[] },
  current: { score: number | null; criteria: readonly Pick<CriterionResult, 'criterion' | 'result'>[] },
  issues: { issuesNew: number; issuesFixed: number },
): SnapshotChanges {
  const before = new Map(previous.criteria.map((c) => [c.criterion, c.result]));
  const criteria: SnapshotChanges['criteria'] = [];
  for (const { criterion, result } of current.criteria) {
    const from = before.get(criterion);
    if (from !== undefined && from !== result) criteria.push({ criterion, from, to: result });
  }
  return {
    previousSnapshotId: previous.id,
    criteria,
    issuesNew: issues.issuesNew,
    issuesFixed: issues.issuesFixed,
    scoreChange: previous.score === null || current.score === null ? null : current.score - previous.score,
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const listed = (ids: readonly string[], max = 8) => `${ids.slice(0, max).join(', ')}${ids.length > max ? ', …' : ''}`;

/**
 * Conformance to the standard, apart from the score: it "conforms" only when every criterion the standard
 * covers (its criteria are the snapshot's) has passing evidence (pass or not applicable, automated or a
 * person's) and every page of the target was scanned; one failing criterion makes it "does not conform";
 * otherwise it is not known yet, and the summary names what is missing.
 */
export function conformanceOf(input: {
  criteria: readonly Pick<CriterionResult, 'criterion' | 'result'>[];
  unscannedPages: readonly UnscannedPage[];
  pagesScanned: number;
  standardLabel: string;
}): Conformance {
  const failing = input.criteria
    .filter((c) => c.result === 'fail')
    .map((c) => c.criterion)
    .sort(compareCriteria);
  const notEvaluated = input.criteria
    .filter((c) => c.result === 'not_evaluated')
    .map((c) => c.criterion)
    .sort(compareCriteria);
  const unscanned = input.unscannedPages.length;
  const base = { failing, notEvaluated, unscannedPages: unscanned };
  const missing = [
    notEvaluated.length ? `${plural(notEvaluated.length, 'criterion has', 'criteria have')} no evidence yet (${listed(notEvaluated)})` : '',
    unscanned
      ? `${plural(unscanned, 'page')} could not be scanned (${listed(
          input.unscannedPages.map((p) => p.url),
          3,
        )})`
      : '',
    input.pagesScanned === 0 && !unscanned ? 'no page was scanned' : '',
  ].filter(Boolean);
  if (failing.length) {
    return {
      status: 'does_not_conform',
      ...base,
      summary: `Does not conform to ${input.standardLabel}: ${plural(failing.length, 'criterion fails', 'criteria fail')} (${listed(failing)})${missing.length ? `; also ${missing.join('; ')}` : ''}.`,
    };
  }
  if (missing.length) return { status: 'not_known', ...base, summary: `Conformance to ${input.standardLabel} not known yet: ${missing.join('; ')}.` };
  return {
    status: 'conforms',
    ...base,
    summary: `Conforms to ${input.standardLabel}: every criterion has passing evidence on the ${plural(input.pagesScanned, 'page')} scanned.`,
  };
}
