import type { Plan } from '@/lib/db/generated/enums.ts';

export interface PlanLimits {
  monthlyCalls: number;
  perMinute: number;
  aiTokensPerMonth: number;
}

/** The interface's plans. Enterprise values are defaults a tenant's own columns override. */
export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  starter: { monthlyCalls: 5_000, perMinute: 10, aiTokensPerMonth: 0 },
  pro: { monthlyCalls: 50_000, perMinute: 60, aiTokensPerMonth: 500_000 },
  enterprise: { monthlyCalls: 1_000_000, perMinute: 1_000, aiTokensPerMonth: 5_000_000 },
};

export interface TenantLimitSource {
  plan: Plan;
  monthlyQuota: number | null;
  rateLimitPerMinute: number | null;
  aiTokensPerMonth: number | null;
}

export function limitsFor(tenant: TenantLimitSource): PlanLimits {
  const base = PLAN_LIMITS[tenant.plan];
  if (tenant.plan !== 'enterprise') return base;
  return {
    monthlyCalls: tenant.monthlyQuota ?? base.monthlyCalls,
    perMinute: tenant.rateLimitPerMinute ?? base.perMinute,
    aiTokensPerMonth: tenant.aiTokensPerMonth ?? base.aiTokensPerMonth,
  };
}

/**
 * Limits on background work and what feeds it, by plan (docs/decisions.md, "Background jobs" and
 * "Limits"): scans running at once across all instances, scans queued or running (more is refused),
 * webhook deliveries being attempted at once, and webhook endpoints.
 */
export interface PlanWorkLimits {
  runningScans: number;
  openScans: number;
  runningDeliveries: number;
  webhookEndpoints: number;
}

export const PLAN_WORK_LIMITS: Record<Plan, PlanWorkLimits> = {
  starter: { runningScans: 1, openScans: 5, runningDeliveries: 2, webhookEndpoints: 10 },
  pro: { runningScans: 2, openScans: 20, runningDeliveries: 4, webhookEndpoints: 20 },
  enterprise: { runningScans: 4, openScans: 100, runningDeliveries: 8, webhookEndpoints: 50 },
};
