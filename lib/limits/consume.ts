import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { billingPeriod } from './billing-period.ts';
import { limitsFor, type TenantLimitSource } from './plans.ts';

export interface LimitState {
  headers: Record<string, string>;
}

interface ConsumeRow {
  outcome: 'allowed' | 'rate_limited' | 'quota_exceeded' | 'unknown_key';
  window_count: number;
  reset_after: number;
  period_count: number;
}

/**
 * Counts one request of `keyId` against the minute window and the monthly quota, atomically in
 * PostgreSQL (consume_api_request), so the limits hold across instances. Throws 429 with
 * Retry-After when either is spent; a refused request is not counted.
 */
export async function consumeRequest(keyId: string, tenant: TenantLimitSource & { billingAnchor: Date }): Promise<LimitState> {
  const at = now();
  const limits = limitsFor(tenant);
  const period = billingPeriod(tenant.billingAnchor, at);
  const [row] = await db.$queryRaw<ConsumeRow[]>`
    SELECT outcome, window_count, reset_after, period_count
      FROM consume_api_request(${keyId}, ${at}::timestamptz, ${limits.perMinute}::int, ${period.start}::timestamptz, ${limits.monthlyCalls}::int)`;
  if (!row || row.outcome === 'unknown_key') {
    throw new AppError('invalid_api_key', 'The API key is not valid, has been revoked, or has expired.');
  }

  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(limits.perMinute),
    'X-RateLimit-Remaining': String(Math.max(0, limits.perMinute - row.window_count)),
    'X-RateLimit-Reset': String(row.reset_after),
    'X-Quota-Limit': String(limits.monthlyCalls),
    'X-Quota-Remaining': String(Math.max(0, limits.monthlyCalls - row.period_count)),
    'X-Quota-Reset': period.end.toISOString(),
  };

  if (row.outcome === 'rate_limited') {
    throw new AppError('rate_limited', `Rate limit of ${limits.perMinute} requests per minute reached; retry after ${row.reset_after} s.`, {
      headers: { ...headers, 'Retry-After': String(row.reset_after) },
    });
  }
  if (row.outcome === 'quota_exceeded') {
    const retry = Math.max(1, Math.ceil((period.end.getTime() - at.getTime()) / 1000));
    throw new AppError('quota_exceeded', `Monthly quota of ${limits.monthlyCalls} calls used up; it resets at ${period.end.toISOString()}.`, {
      headers: { ...headers, 'Retry-After': String(retry) },
    });
  }
  return { headers };
}
