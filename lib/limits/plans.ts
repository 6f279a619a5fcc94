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
 * Limits on background work and what feeds it, by plan (docs/decisions.md, "Background jobs", "Limits"
 * and "Site scans"): scan pages being scanned at once across all instances (a page is a scan's unit of
 * work), scans queued or running (more is refused), pages one site scan may cover, webhook deliveries
 * being attempted at once, and webhook endpoints.
 */
export interface PlanWorkLimits {
  runningPages: number;
  openScans: number;
  maxScanPages: number;
  runningDeliveries: number;
  webhookEndpoints: number;
}

export const PLAN_WORK_LIMITS: Record<Plan, PlanWorkLimits> = {
  starter: { runningPages: 1, openScans: 5, maxScanPages: 100, runningDeliveries: 2, webhookEndpoints: 10 },
  pro: { runningPages: 2, openScans: 20, maxScanPages: 2_000, runningDeliveries: 4, webhookEndpoints: 20 },
  enterprise: { runningPages: 4, openScans: 100, maxScanPages: 20_000, runningDeliveries: 8, webhookEndpoints: 50 },
};

/** The most an enterprise tenant's own page limit may be set to (`--max-scan-pages`). */
export const MAX_SCAN_PAGES_OVERRIDE = 100_000;

/** Links deep a crawl may follow from its start page, on every plan. */
export const MAX_CRAWL_DEPTH = 10;

/** Pages one site scan of the tenant may cover: its own override (enterprise), else its plan's. */
export function maxScanPages(tenant: { plan: Plan; maxScanPages: number | null }): number {
  return (tenant.plan === 'enterprise' ? tenant.maxScanPages : null) ?? PLAN_WORK_LIMITS[tenant.plan].maxScanPages;
}

/**
 * A scan's time budget: the base budget (SCAN_TOTAL_TIMEOUT_MS, 10 min by default) for every 100 pages
 * it may cover per page the tenant scans at once — about 6 s a page — so a 2,000-page crawl of a pro
 * tenant has 100 min and a single page keeps the base budget.
 */
export function scanBudgetMs(baseMs: number, maxPages: number, runningPages: number): number {
  return baseMs * Math.max(1, Math.ceil(maxPages / (100 * Math.max(1, runningPages))));
}

/**
 * Sites a tenant may watch, the shortest interval between two scheduled runs of one site, and the days a
 * site's scans and their findings are kept (the tracked issues keep their history and counts longer).
 * Enterprise's number of sites is a default the tenant's own column overrides.
 */
export interface PlanSiteLimits {
  sites: number;
  minIntervalMs: number;
  /** How the interval is said in a refusal: "weekly", "daily", "hourly". */
  interval: string;
  scanRetentionDays: number;
}

const HOUR_MS = 3_600_000;

export const PLAN_SITE_LIMITS: Record<Plan, PlanSiteLimits> = {
  starter: { sites: 1, minIntervalMs: 7 * 24 * HOUR_MS, interval: 'weekly', scanRetentionDays: 30 },
  pro: { sites: 25, minIntervalMs: 24 * HOUR_MS, interval: 'daily', scanRetentionDays: 90 },
  enterprise: { sites: 500, minIntervalMs: HOUR_MS, interval: 'hourly', scanRetentionDays: 365 },
};

/** Sites the tenant may watch: its own override (enterprise), else its plan's. */
export function maxSites(tenant: { plan: Plan; maxSites: number | null }): number {
  return (tenant.plan === 'enterprise' ? tenant.maxSites : null) ?? PLAN_SITE_LIMITS[tenant.plan].sites;
}
