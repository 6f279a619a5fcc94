import type { Impact, Issue } from './types.js';

/** Least to most severe: `--min-impact` counts an issue at its level or above. */
export const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const satisfies readonly Impact[];

export const FAIL_ON = ['new', 'any', 'none'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export interface GatePolicy {
  failOn: FailOn;
  minImpact: Impact;
}

export function impactRank(impact: Impact): number {
  return IMPACTS.indexOf(impact);
}

/**
 * New against the baseline. A scan asked for without one has no `baseline` on its issues: `occurrence` then
 * says the same against the previous scan of the URL.
 */
export function isNew(issue: Issue): boolean {
  return (issue.baseline ?? issue.occurrence) === 'new';
}

/** Known and set aside by a person: dismissed as a false positive, or accepted on the site. */
export function setAside(issue: Issue): boolean {
  return issue.dismissed || issue.baseline === 'accepted' || issue.baseline === 'false_positive';
}

/** The issues that fail the build under `policy`: at or above its impact, and new when it gates on new ones. */
export function gatingIssues(issues: readonly Issue[], policy: GatePolicy): Issue[] {
  if (policy.failOn === 'none') return [];
  const floor = impactRank(policy.minImpact);
  return issues.filter((issue) => !setAside(issue) && impactRank(issue.impact) >= floor && (policy.failOn === 'any' || isNew(issue)));
}
