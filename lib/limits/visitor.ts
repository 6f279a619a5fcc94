import { z } from 'zod';
import { now } from '@/lib/clock.ts';
import { parseRows } from '@/lib/db/columns.ts';
import { db } from '@/lib/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { billingPeriod } from './billing-period.ts';
import { type CallerLimits, LIMIT_HEADER_NAMES, type LimitState, limitHeaders, refusal } from './consume.ts';
import { limitsFor, type TenantLimitSource } from './plans.ts';

/**
 * The limits of a publishable key's request (docs/decisions.md, "Publishable keys are public"): a
 * minute and a period per visitor subject (the client address, the end user), and only the period of
 * the key, whose minute would make every visitor of a site share one budget. Counted in one statement
 * (consume_publishable_request): a request refused by any limit is counted by none.
 */

/** One subject a publishable request is counted against: `pk:<keyId>:ip:<address>` or `pk:<keyId>:user:<userId>`. */
export interface VisitorLimit {
  subject: string;
  limits: CallerLimits;
  /** How a spent period is named in its 429: "Monthly allowance for this end user". */
  label: string;
  /** A ceiling that counts every request: a refund gives back its period but not its minute. */
  minuteKeepsRefunds?: boolean;
}

export interface CountedRequest extends LimitState {
  /**
   * Gives back what was counted, for an answer that costs nothing (a 304 Not Modified): atomic, never
   * below zero; a ceiling's minute (`minuteKeepsRefunds`) keeps it. Returns the headers as they stood before the request.
   */
  refund(): Promise<LimitState>;
}

const publishableRow = z.object({
  subject: z.string().nullable(),
  outcome: z.enum(['allowed', 'rate_limited', 'quota_exceeded', 'unknown_key']),
  window_count: z.number(),
  reset_after: z.number(),
  period_count: z.number(),
});

interface Counted {
  headers: Record<string, string>;
}

/**
 * Counts a publishable key's request against each of `visitors` and the key's period, or against none:
 * 429 rate_limited or quota_exceeded (the first refusing limit, in order, with Retry-After) when any is
 * spent. The headers describe the tightest of the limits that counted it.
 */
export async function consumePublishableRequest(
  keyId: string,
  tenant: TenantLimitSource & { billingAnchor: Date },
  visitors: VisitorLimit[],
): Promise<CountedRequest> {
  const at = now();
  const plan = limitsFor(tenant);
  const period = billingPeriod(tenant.billingAnchor, at);
  const subjects = visitors.map((v) => v.subject);
  const rows = parseRows(
    publishableRow,
    await db.$queryRaw`
    SELECT subject, outcome, window_count, reset_after, period_count
      FROM consume_publishable_request(${keyId}, ${at}::timestamptz, ${period.start}::timestamptz, ${plan.monthlyCalls}::int,
        ${subjects}::text[], ${visitors.map((v) => v.limits.perMinute)}::int[], ${visitors.map((v) => v.limits.perPeriod)}::int[])`,
    'consume_publishable_request',
  );
  if (rows[0]?.outcome === 'unknown_key' || rows.length !== visitors.length + 1) {
    throw new AppError('invalid_api_key', 'The API key is not valid, has been revoked, or has expired.');
  }
  const keyRow = rows[visitors.length]!;
  const keyLimits: CallerLimits = { perMinute: 0, perPeriod: plan.monthlyCalls };
  const keyQuota = Object.fromEntries(Object.entries(limitHeaders(keyRow, keyLimits, period.end)).filter(([name]) => name.startsWith('X-Quota')));
  const counted: Counted[] = [...visitors.map((v, i) => ({ headers: limitHeaders(rows[i]!, v.limits, period.end) })), { headers: keyQuota }];
  const headers = tightest(counted);
  const refusals = [
    ...visitors.map((v, i) => refusal(rows[i]!, v.limits, period.end, at, v.label, headers)),
    refusal(keyRow, keyLimits, period.end, at, 'Monthly quota', headers),
  ];
  const refused = refusals.find((r) => r !== null);
  if (refused) throw refused;
  return {
    headers,
    refund: async () => {
      const minuteSubjects = visitors.filter((v) => !v.minuteKeepsRefunds).map((v) => v.subject);
      await db.$executeRaw`
        SELECT refund_publishable_request(${keyId}, ${at}::timestamptz, ${period.start}::timestamptz, ${subjects}::text[], ${minuteSubjects}::text[])`;
      return { headers: tightest(counted.map((state, i) => givenBack(state, !visitors[i]?.minuteKeepsRefunds))) };
    },
  };
}

/** A state's headers with its one request given back: one more left of each limit it has (of its period alone when `minute` is false). */
function givenBack(state: Counted, minute: boolean): Counted {
  const headers = { ...state.headers };
  for (const prefix of minute ? (['X-RateLimit', 'X-Quota'] as const) : (['X-Quota'] as const)) {
    const left = headers[`${prefix}-Remaining`];
    if (left === undefined) continue;
    headers[`${prefix}-Remaining`] = String(Math.min(Number(headers[`${prefix}-Limit`]), Number(left) + 1));
  }
  return { headers };
}

/** Per header family, the state with the fewest requests left (the smaller limit on a tie), among those that have it. */
function tightest(states: Counted[]): Record<string, string> {
  const pick = (prefix: 'X-RateLimit' | 'X-Quota') =>
    states
      .filter((s) => s.headers[`${prefix}-Limit`] !== undefined)
      .reduce((best, s) => {
        const left = Number(s.headers[`${prefix}-Remaining`]);
        const bestLeft = Number(best.headers[`${prefix}-Remaining`]);
        if (left !== bestLeft) return left < bestLeft ? s : best;
        return Number(s.headers[`${prefix}-Limit`]) < Number(best.headers[`${prefix}-Limit`]) ? s : best;
      }).headers;
  const rate = pick('X-RateLimit');
  const quota = pick('X-Quota');
  return Object.fromEntries(LIMIT_HEADER_NAMES.map((name) => [name, (name.startsWith('X-Quota') ? quota : rate)[name]!]));
}
