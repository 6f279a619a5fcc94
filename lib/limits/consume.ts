import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { deleteInBatches } from '@/lib/db/delete-in-batches.ts';
import { ownTenant } from '@/lib/db/scope.ts';
import { AppError } from '@/lib/errors.ts';
import { billingPeriod } from './billing-period.ts';
import { limitsFor, type TenantLimitSource } from './plans.ts';

/** The headers every authenticated answer carries (API keys, publishable keys and sessions alike). */
export const LIMIT_HEADER_NAMES = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-Quota-Limit',
  'X-Quota-Remaining',
  'X-Quota-Reset',
] as const;

export interface LimitState {
  headers: Record<string, string>;
}

type ConsumeRow = z.output<typeof consumeRow>;

type LimitedTenant = TenantLimitSource & { billingAnchor: Date };

/** A minute window and a count per billing period, as one caller's limits. */
export interface CallerLimits {
  perMinute: number;
  perPeriod: number;
}

/** A row of consume_api_request (lib/db/columns.ts). */
const consumeRow = z.object({
  outcome: z.enum(['allowed', 'rate_limited', 'quota_exceeded', 'unknown_key']),
  window_count: z.number(),
  reset_after: z.number(),
  period_count: z.number(),
});

/**
 * Counts one request of `keyId` against the minute window and the monthly quota, atomically in
 * PostgreSQL (consume_api_request), so the limits hold across instances. Throws 429 with
 * Retry-After when either is spent; a refused request is not counted.
 */
export async function consumeRequest(keyId: string, tenant: LimitedTenant): Promise<LimitState> {
  const at = now();
  const plan = limitsFor(tenant);
  const limits = { perMinute: plan.perMinute, perPeriod: plan.monthlyCalls };
  const period = billingPeriod(tenant.billingAnchor, at);
  const [row] = parseRows(
    consumeRow,
    await db.$queryRaw`
    SELECT outcome, window_count, reset_after, period_count
      FROM consume_api_request(${keyId}, ${at}::timestamptz, ${limits.perMinute}::int, ${period.start}::timestamptz, ${limits.perPeriod}::int)`,
    'consume_api_request',
  );
  if (!row || row.outcome === 'unknown_key') {
    throw new AppError('invalid_api_key', 'The API key is not valid, has been revoked, or has expired.');
  }
  return verdict(row, limits, period.end, at, 'Monthly quota');
}

/**
 * The same limits for a caller that is not a key (a portal user, an end user or a client address behind
 * a publishable key), counted per `subject` in consume_subject_request, over the tenant's billing period.
 */
export async function consumeSubjectRequest(subject: string, limits: CallerLimits, tenant: { billingAnchor: Date }, label: string): Promise<LimitState> {
  const at = now();
  const period = billingPeriod(tenant.billingAnchor, at);
  const [row] = parseRows(
    consumeRow,
    await db.$queryRaw`
    SELECT outcome, window_count, reset_after, period_count
      FROM consume_subject_request(${subject}, ${at}::timestamptz, ${limits.perMinute}::int, ${period.start}::timestamptz, ${limits.perPeriod}::int)`,
    'consume_rate',
  );
  return verdict(row!, limits, period.end, at, label);
}

function verdict(row: ConsumeRow, limits: CallerLimits, periodEnd: Date, at: Date, label: string): LimitState {
  const headers = limitHeaders(row, limits, periodEnd);
  const refused = refusal(row, limits, periodEnd, at, label, headers);
  if (refused) throw refused;
  return { headers };
}

/** The rate and quota headers of one caller's counts (its window and period, as counted or as they stood when refused). */
export function limitHeaders(row: Omit<ConsumeRow, 'outcome'>, limits: CallerLimits, periodEnd: Date): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(limits.perMinute),
    'X-RateLimit-Remaining': String(Math.max(0, limits.perMinute - row.window_count)),
    'X-RateLimit-Reset': String(row.reset_after),
    'X-Quota-Limit': String(limits.perPeriod),
    'X-Quota-Remaining': String(Math.max(0, limits.perPeriod - row.period_count)),
    'X-Quota-Reset': periodEnd.toISOString(),
  };
}

/** The 429 of a refused outcome (with Retry-After and `headers`); null when the request was allowed. */
export function refusal(
  row: Pick<ConsumeRow, 'outcome' | 'reset_after'>,
  limits: CallerLimits,
  periodEnd: Date,
  at: Date,
  label: string,
  headers: Record<string, string>,
): AppError | null {
  if (row.outcome === 'rate_limited') {
    return new AppError('rate_limited', `Rate limit of ${limits.perMinute} requests per minute reached; retry after ${row.reset_after} s.`, {
      headers: { ...headers, 'Retry-After': String(row.reset_after) },
    });
  }
  if (row.outcome === 'quota_exceeded') {
    const retry = Math.max(1, Math.ceil((periodEnd.getTime() - at.getTime()) / 1000));
    return new AppError('quota_exceeded', `${label} of ${limits.perPeriod} calls used up; it resets at ${periodEnd.toISOString()}.`, {
      headers: { ...headers, 'Retry-After': String(retry) },
    });
  }
  return null;
}

/**
 * A person signed in to the portal calling /api/v1 with their session: limits of their own (per user and
 * tenant), at least SESSION_FLOOR (enough for the portal's live views) and at least the tenant's key
 * limits, so a session is never an unmetered way round them. It does not spend the tenant's API quota:
 * the portal is not API traffic.
 */
export const SESSION_FLOOR: CallerLimits = { perMinute: 300, perPeriod: 100_000 };

export function sessionLimits(tenant: TenantLimitSource): CallerLimits {
  const plan = limitsFor(tenant);
  return { perMinute: Math.max(SESSION_FLOOR.perMinute, plan.perMinute), perPeriod: Math.max(SESSION_FLOOR.perPeriod, plan.monthlyCalls) };
}

export async function consumeSessionRequest(tenantId: string, userId: string): Promise<LimitState> {
  const tenant = await db.tenant.findUniqueOrThrow({
    where: ownTenant({ tenantId }),
    select: { billingAnchor: true, plan: true, monthlyQuota: true, rateLimitPerMinute: true, aiTokensPerMonth: true },
  });
  return consumeSubjectRequest(`session:${tenantId}:${userId}`, sessionLimits(tenant), tenant, 'Monthly allowance of portal requests');
}

/**
 * Drops what no limit reads any more: minute buckets past their window, and period counts of periods
 * that have ended (a billing period is at most 31 days; a count older than that restarts at 0 anyway).
 * Subjects are the caller's to choose (any end-user id), so this runs on a clock (lib/workflows/housekeeping.ts),
 * in batches; returns the rows deleted.
 */
export async function pruneSubjectCounters(at: Date = now()): Promise<{ buckets: number; periods: number }> {
  const second = Math.floor(at.getTime() / 1000) - 60;
  const periodStart = new Date(at.getTime() - 32 * 86_400_000);
  const buckets = await deleteInBatches(
    (limit) => db.$executeRaw`
      DELETE FROM rate_subject_buckets WHERE (subject, second) IN (SELECT subject, second FROM rate_subject_buckets WHERE second <= ${second} LIMIT ${limit})`,
  );
  const periods = await deleteInBatches(
    (limit) => db.$executeRaw`
      DELETE FROM rate_subject_periods WHERE subject IN (SELECT subject FROM rate_subject_periods WHERE period_start < ${periodStart} LIMIT ${limit})`,
  );
  return { buckets, periods };
}
