import type { WcagStandard } from '@/lib/scanner/engine/types.ts';
import { AXE_RULES_BY_CRITERION, CONFORMANCE_TERMS, REMOVED_CRITERIA, WCAG_CRITERIA, type WcagCriterion } from './criteria.generated.ts';

/**
 * The WCAG success criteria per version and level (GSA's OpenACR data, generated into
 * criteria.generated.ts by `npm run compliance:catalogue`) and what automation can say about each.
 */

export type WcagVersion = '2.0' | '2.1' | '2.2';
export type WcagLevel = WcagCriterion['level'];
export type ConformanceTerm = (typeof CONFORMANCE_TERMS)[number];
export type ConformanceTermId = ConformanceTerm['id'];
export { AXE_RULES_BY_CRITERION, CONFORMANCE_TERMS, REMOVED_CRITERIA, type WcagCriterion };

export const WCAG_VERSIONS: readonly WcagVersion[] = ['2.0', '2.1', '2.2'];
const LEVEL_RANK: Record<WcagLevel, number> = { A: 1, AA: 2, AAA: 3 };

/** A standard's version and level: WCAG21_AA → 2.1, AA. */
export function parseStandard(standard: WcagStandard): { version: WcagVersion; level: 'A' | 'AA' } {
  const [, minor, level] = /^WCAG2(\d)_(A|AA)$/.exec(standard) as unknown as [string, '0' | '1' | '2', 'A' | 'AA'];
  return { version: `2.${minor}`, level };
}

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

/**
 * What the automated checks can settle for a criterion:
 * - 'finds_failures': the scanner's axe rules are tagged with it (AXE_RULES_BY_CRITERION), so a violation
 *   is evidence of a failure, but no violation is not evidence of a pass: every such criterion also has
 *   parts no rule tests (alt text that is present but wrong, contrast over images, which axe leaves
 *   "incomplete", names that exist but mislead). Without a person it stays not evaluated.
 * - 'needs_person': no rule tests it at all.
 * - 'settles_fail_and_pass': the automated result is the whole answer, so no violation means pass.
 *
 * Kept to one criterion on purpose. 4.1.1 Parsing (WCAG 2.0 and 2.1; removed from 2.2): the W3C's
 * errata for 2.0 and 2.1 say it "should be considered as always satisfied for any content using HTML or
 * XML", and VPAT 2.5 tells vendors to always answer Supports for 2.0 and 2.1; the scanner only reads HTML
 * pages, and axe's parsing rules (duplicate-id) are deprecated and off.
 * 3.1.1 Language of Page is not in the set although axe checks that `<html lang>` is present and valid:
 * the W3C's technique H57 and ACT rule ucwvc8 also require the declared language to match the page's
 * content, which axe does not test, and a copied template's lang="en" on a German page is common.
 * A false "Supports" in a VPAT is worse than a criterion a person settles with one manual evaluation.
 */
export type Automation = 'settles_fail_and_pass' | 'finds_failures' | 'needs_person';

const SETTLED_BY_AUTOMATION = new Set(['4.1.1']);

export const AUTOMATION: Readonly<Record<string, Automation>> = Object.fromEntries(
  [...new Set(WCAG_VERSIONS.flatMap((v) => WCAG_CRITERIA[v].map((c) => c.id)))].map((id) => [
    id,
    SETTLED_BY_AUTOMATION.has(id) ? 'settles_fail_and_pass' : id in AXE_RULES_BY_CRITERION ? 'finds_failures' : 'needs_person',
  ]),
);
