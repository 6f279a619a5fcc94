import type { IssueImpact } from '@/lib/db/generated/enums.ts';

/**
 * 0–100, higher is better. Each failing rule costs by its worst impact, growing slowly with the number
 * of places it fails (a hundred unlabeled images are worse than one, not a hundred times worse).
 * Dismissed issues are left out before scoring.
 */
const WEIGHT: Record<IssueImpact, number> = { critical: 10, serious: 6, moderate: 3, minor: 1 };
const RANK: Record<IssueImpact, number> = { critical: 4, serious: 3, moderate: 2, minor: 1 };

/** The same score from counts: how many issues each rule has of each impact (as SQL groups them). */
export function scoreOfRules(counts: { ruleId: string; impact: IssueImpact; count: number }[]): number {
  const rules = new Map<string, { impact: IssueImpact; count: number }>();
  for (const { ruleId, impact, count } of counts) {
    const rule = rules.get(ruleId);
    if (!rule) rules.set(ruleId, { impact, count });
    else {
      rule.count += count;
      if (RANK[impact] > RANK[rule.impact]) rule.impact = impact;
    }
  }
  let penalty = 0;
  for (const { impact, count } of rules.values()) penalty += WEIGHT[impact] * (1 + Math.log2(count));
  return Math.max(0, Math.round(100 - penalty));
}
