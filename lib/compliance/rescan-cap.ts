import { PLAN_WORK_LIMITS } from '@/lib/limits/plans.ts';

export type Plan = keyof typeof PLAN_WORK_LIMITS;

/**
 * A rescan needs one open-scan slot per URL: a target with more URLs than the plan allows queued or
 * running at once can never be rescanned (409), whatever else is running. Null when it fits, else why not.
 */
export function rescanOverCapMessage(plan: Plan, urlCount: number): string | null {
  const cap = PLAN_WORK_LIMITS[plan].openScans;
  if (urlCount <= cap) return null;
  return `This target has ${urlCount} URLs but its plan (${plan}) allows ${cap} scans queued or running at once`;
}
