import { CRITERION_IDS } from '@/lib/wcag/criteria.ts';
import { AXE_RULES_BY_CRITERION, CONFORMANCE_TERMS } from './catalogue.generated.ts';

/**
 * What compliance adds to the WCAG success criteria (lib/wcag/criteria.ts): the VPAT conformance terms (GSA's
 * OpenACR data) and the axe rules the scanner runs per criterion, generated into catalogue.generated.ts by
 * `npm run compliance:catalogue`, and what automation can say about each criterion.
 */

export { AXE_RULES_BY_CRITERION, CONFORMANCE_TERMS };

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
  [...CRITERION_IDS].map((id) => [
    id,
    SETTLED_BY_AUTOMATION.has(id) ? 'settles_fail_and_pass' : id in AXE_RULES_BY_CRITERION ? 'finds_failures' : 'needs_person',
  ]),
);
