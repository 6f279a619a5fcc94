import { REMOVED_CRITERIA, WCAG_CRITERIA, type WcagCriterion } from './criteria.generated.ts';
import { parseStandard, WCAG_VERSIONS, type WcagStandard, type WcagVersion } from './standards.ts';

/**
 * The WCAG 2.0, 2.1 and 2.2 success criteria (number, title, level per version: the W3C's lists as GSA's
 * OpenACR carries them, generated into criteria.generated.ts by `npm run wcag:criteria`); the versions and
 * standards are standards.ts. The one place these facts live: the scanner, compliance, remediation and the portal
 * read them here. It imports no domain, so every layer may import it.
 */

export { REMOVED_CRITERIA, WCAG_CRITERIA, type WcagCriterion };
export type WcagLevel = WcagCriterion['level'];

const LEVEL_RANK: Record<WcagLevel, number> = { A: 1, AA: 2, AAA: 3 };

/** Every criterion of a version, A, AA and AAA, in catalogue order (the VPAT lists AAA too). */
export function allCriteria(version: WcagVersion): readonly WcagCriterion[] {
  return WCAG_CRITERIA[version];
}

/** The criteria a standard requires: its version's criteria up to its level (A → A; AA → A and AA). */
export function criteriaFor(standard: WcagStandard): readonly WcagCriterion[] {
  const { version, level } = parseStandard(standard);
  return WCAG_CRITERIA[version].filter((c) => LEVEL_RANK[c.level] <= LEVEL_RANK[level]);
}

/** One criterion of a version, or null when the version has no such criterion (4.1.1 in 2.2, 2.5.8 in 2.1). */
export function criterion(id: string, version: WcagVersion): WcagCriterion | null {
  return WCAG_CRITERIA[version].find((c) => c.id === id) ?? null;
}

/** Each criterion as the newest version that has it states it (2.5.5 with 2.2's title; 4.1.1 as 2.1 has it). */
const NEWEST: ReadonlyMap<string, WcagCriterion> = new Map(WCAG_VERSIONS.flatMap((v) => WCAG_CRITERIA[v].map((c) => [c.id, c] as const)));

/** A criterion of any version as the newest one that has it states it, or null for a number WCAG 2 does not have. */
export function newestCriterion(id: string): WcagCriterion | null {
  return NEWEST.get(id) ?? null;
}

/** Every criterion number of WCAG 2: 2.2's 86 and 4.1.1, which 2.2 removed without renumbering (87). */
export const CRITERION_IDS: ReadonlySet<string> = new Set(NEWEST.keys());

/** The level-AAA criteria (a criterion keeps its level in every version that has it): no A or AA scan tests them. */
export const AAA_CRITERION_IDS: ReadonlySet<string> = new Set([...NEWEST.values()].filter((c) => c.level === 'AAA').map((c) => c.id));

/** Numeric order: 1.4.3 before 1.4.10. */
export function compareCriteria(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
