import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, ownTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { billingPeriod } from './billing-period.ts';
import { limitsFor } from './plans.ts';

export interface UsageDto {
  plan: string;
  period: { start: string; end: string };
  /** The monthly quota applies to each key; `calls` is this period's count per key. */
  quotaPerKey: number;
  perMinute: number;
  aiTokensPerMonth: number;
  totalCalls: number;
  keys: { id: string; name: string; prefix: string; calls: number; revoked: boolean }[];
}

/** API calls counted in the current billing period, per key and in total, beside the plan's limits. */
export async function getUsage(ctx: Principal): Promise<UsageDto> {
  authorize(ctx, 'tenant:read');
  const tenant = await db.tenant.findUnique({ where: ownTenant(ctx) });
  if (!tenant) throw notFound('Tenant');
  const limits = limitsFor(tenant);
  const period = billingPeriod(tenant.billingAnchor, now());
  // A key's counter belongs to the period it started in; an older counter means no calls this period.
  const keys = await db.apiKey.findMany({
    where: inTenant(ctx),
    select: { id: true, name: true, prefix: true, periodStart: true, periodCount: true, revokedAt: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const rows = keys.map((k) => ({
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    calls: k.periodStart && k.periodStart.getTime() === period.start.getTime() ? k.periodCount : 0,
    revoked: k.revokedAt !== null,
  }));
  return {
    plan: tenant.plan,
    period: { start: period.start.toISOString(), end: period.end.toISOString() },
    quotaPerKey: limits.monthlyCalls,
    perMinute: limits.perMinute,
    aiTokensPerMonth: limits.aiTokensPerMonth,
    totalCalls: rows.reduce((sum, k) => sum + k.calls, 0),
    keys: rows,
  };
}
