import { config } from '@/lib/config.ts';
import type { Plan } from '@/lib/db/generated/enums.ts';
import { PLAN_WORK_LIMITS } from '@/lib/limits/plans.ts';

/**
 * Background work runs in lanes with slots of their own, so one kind never waits behind another: a
 * webhook delivery starts even when every scan slot is busy. Within a lane, tenants share fairly and
 * each runs at most its plan's number of jobs at once (lib/jobs/runner.ts, docs/decisions.md).
 */
export type Lane = 'scans' | 'webhooks';
export const LANES: readonly Lane[] = ['scans', 'webhooks'];

/** Jobs of the lane one tenant may run at once, across all instances, by plan; `default` for work without a known tenant. */
export type TenantLimits = Record<Plan | 'default', number>;

export function tenantLimits(lane: Lane): TenantLimits {
  const pick = (plan: Plan) => (lane === 'scans' ? PLAN_WORK_LIMITS[plan].runningPages : PLAN_WORK_LIMITS[plan].runningDeliveries);
  return { starter: pick('starter'), pro: pick('pro'), enterprise: pick('enterprise'), default: pick('starter') };
}

/** Jobs of the lane one instance runs at once: JOBS_CONCURRENCY (scans, 2) and JOBS_WEBHOOK_CONCURRENCY (webhooks, 4). */
export function laneConcurrency(lane: Lane): number {
  return lane === 'scans' ? config().JOBS_CONCURRENCY : config().JOBS_WEBHOOK_CONCURRENCY;
}
