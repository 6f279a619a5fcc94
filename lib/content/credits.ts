import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db, type Tx } from '@/lib/db/client.ts';
import { inTenant, ownTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { AppError, notFound } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { type BillingPeriod, billingPeriod } from '@/lib/limits/billing-period.ts';
import { limitsFor } from '@/lib/limits/plans.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';

/**
 * AI token credits per tenant and billing period (the contract: 402 `ai_credits_required` / `ai_credits_exhausted`,
 * `X-AI-Credits-Remaining`). Spending never exceeds the allowance however many calls run at once:
 * every change takes the period's row lock (an upsert), and a call's tokens are admitted only if they fit
 * beside what is spent and what calls in flight hold.
 *
 * Every call first reserves its worst case (`reserve`: input tokens plus the output tokens it may
 * produce), then `settle`s at the real figure. A reservation lapses after RESERVATION_TTL_MS, so a process
 * that died mid-call does not hold credits for ever.
 */

/** Longer than any provider call can take with its retries (OPENAI_TIMEOUT_SECONDS × attempts). */
const RESERVATION_TTL_MS = 15 * 60_000;

export interface CreditAccount {
  tenantId: string;
  /** Tokens per billing period. */
  limit: number;
  period: BillingPeriod;
  /** Days transform results may be kept (the tenant's dataRetentionDays). */
  retentionDays: number;
}

export interface Reservation {
  id: string;
  tokens: number;
}

/** The caller's allowance this period; 402 `ai_credits_required` when the plan has none. */
export async function creditAccount(ctx: Principal): Promise<CreditAccount> {
  const tenant = await db.tenant.findUnique({
    where: ownTenant(ctx),
    select: { plan: true, monthlyQuota: true, rateLimitPerMinute: true, aiTokensPerMonth: true, billingAnchor: true, settings: true },
  });
  if (!tenant) throw notFound('Tenant');
  const limit = limitsFor(tenant).aiTokensPerMonth;
  if (limit <= 0) {
    throw new AppError(
      'ai_credits_required',
      tenant.plan === 'starter'
        ? 'The starter plan includes no AI credits. Upgrade to Pro or Enterprise to use content transforms.'
        : 'This tenant has no AI credits. Ask for an AI token allowance to use content transforms.',
    );
  }
  return {
    tenantId: ctx.tenantId,
    limit,
    period: billingPeriod(tenant.billingAnchor, now()),
    retentionDays: readSettings(tenant.settings).dataRetentionDays,
  };
}

interface Balance {
  used: number;
  held: number;
}

/** A row of ai_credit_periods used (lib/db/columns.ts). */
const usedRow = z.object({ used: z.bigint() });

/** Locks the period's row (creating it) and reads what is spent and held. Inside a transaction only. */
async function lockBalance(tx: Tx, account: CreditAccount, at: Date): Promise<Balance> {
  const [row] = parseRows(
    usedRow,
    await tx.$queryRaw`
    INSERT INTO ai_credit_periods (tenant_id, period_start, tokens_used, calls, updated_at)
    VALUES (${account.tenantId}, ${account.period.start}, 0, 0, ${at})
    ON CONFLICT (tenant_id, period_start) DO UPDATE SET updated_at = EXCLUDED.updated_at
    RETURNING tokens_used AS used`,
    'ai_credit_periods used',
  );
  return { used: Number(row?.used ?? 0), held: await heldTokens(tx, account, at) };
}

/** A row of ai_credit_holds held (lib/db/columns.ts). */
const heldRow = z.object({ held: z.bigint().nullable() });

/** Tokens the period's live reservations hold. */
async function heldTokens(tx: Tx, account: CreditAccount, at: Date): Promise<number> {
  const [held] = parseRows(
    heldRow,
    await tx.$queryRaw`
    SELECT SUM(tokens) AS held FROM ai_credit_reservations
    WHERE ${sqlInTenant(account)} AND period_start = ${account.period.start} AND expires_at > ${at}`,
    'ai_credit_holds held',
  );
  return Number(held?.held ?? 0);
}

const remainingOf = (account: CreditAccount, balance: Balance) => Math.max(0, account.limit - balance.used - balance.held);

function exhausted(account: CreditAccount, remaining: number, needed: number): AppError {
  const resets = account.period.end.toISOString();
  const message =
    remaining === 0
      ? `This period's AI credits are used up; they renew on ${resets}.`
      : `This call needs up to ${needed} AI tokens and ${remaining} remain this period; credits renew on ${resets}.`;
  return new AppError('ai_credits_exhausted', message, { headers: { 'X-AI-Credits-Remaining': String(remaining) } });
}

/** A row of creditUsage (lib/db/columns.ts). */
const usageRow = z.object({ used: z.bigint().nullable(), held: z.bigint().nullable() });

/** Tokens still to spend this period (spent and held credits deducted). */
export async function creditsRemaining(account: CreditAccount): Promise<number> {
  const at = now();
  const [row] = parseRows(
    usageRow,
    await db.$queryRaw`
    SELECT
      (SELECT tokens_used FROM ai_credit_periods WHERE ${sqlInTenant(account)} AND period_start = ${account.period.start}) AS used,
      (SELECT SUM(tokens) FROM ai_credit_reservations WHERE ${sqlInTenant(account)} AND period_start = ${account.period.start} AND expires_at > ${at}) AS held`,
    'creditUsage',
  );
  return remainingOf(account, { used: Number(row?.used ?? 0), held: Number(row?.held ?? 0) });
}

/** Refuses (402) before any work when nothing is left: a call with no credits does not start. */
export async function assertCreditsLeft(account: CreditAccount): Promise<void> {
  const remaining = await creditsRemaining(account);
  if (remaining <= 0) throw exhausted(account, 0, 1);
}

/** Holds `tokens` for a call in flight; 402 `ai_credits_exhausted` when they do not fit. */
export async function reserve(account: CreditAccount, tokens: number): Promise<Reservation> {
  const at = now();
  const id = newId('crd');
  await db.$transaction(async (tx) => {
    const balance = await lockBalance(tx, account, at);
    const remaining = remainingOf(account, balance);
    if (tokens > remaining) throw exhausted(account, remaining, tokens);
    await tx.aiCreditReservation.create({
      data: { id, ...inTenant(account), periodStart: account.period.start, tokens, expiresAt: new Date(at.getTime() + RESERVATION_TTL_MS) },
    });
  });
  return { id, tokens };
}

/** Drops a reservation whose call failed: nothing is charged. */
export async function release(account: CreditAccount, reservation: Reservation): Promise<void> {
  await db.aiCreditReservation.deleteMany({ where: { id: reservation.id, ...inTenant(account) } });
}

/**
 * Charges what a reserved call really used and frees its hold; returns the credits then remaining. The
 * provider's count is charged even if it exceeds the hold (the tokens were spent); the hold is the
 * call's output cap plus its counted input, so that excess is at most a tokenizer's error.
 */
export async function settle(account: CreditAccount, reservation: Reservation, tokens: number): Promise<number> {
  const at = now();
  return db.$transaction(async (tx) => {
    await lockBalance(tx, account, at);
    await tx.aiCreditReservation.deleteMany({ where: { id: reservation.id, ...inTenant(account) } });
    return addUsage(tx, account, tokens, at);
  });
}

/** Adds a call's tokens to the period's row, which the caller has locked; returns the credits then remaining. */
async function addUsage(tx: Tx, account: CreditAccount, tokens: number, at: Date): Promise<number> {
  const [row] = parseRows(
    usedRow,
    await tx.$queryRaw`
    UPDATE ai_credit_periods SET tokens_used = tokens_used + ${tokens}, calls = calls + 1, updated_at = ${at}
    WHERE ${sqlInTenant(account)} AND period_start = ${account.period.start}
    RETURNING tokens_used AS used`,
    'addUsage',
  );
  const balance = { used: Number(row?.used ?? 0), held: await heldTokens(tx, account, at) };
  // Lapsed holds of dead processes are swept while the row is locked anyway.
  await tx.$executeRaw`DELETE FROM ai_credit_reservations WHERE ${sqlInTenant(account)} AND expires_at <= ${at}`;
  return remainingOf(account, balance);
}

export interface AiUsage {
  limit: number;
  used: number;
  calls: number;
  period: { start: string; end: string };
}

/** This period's AI use, for the portal's credits meter and the usage endpoint. */
export async function aiUsage(ctx: Principal): Promise<AiUsage> {
  authorize(ctx, 'tenant:read');
  const tenant = await db.tenant.findUnique({
    where: ownTenant(ctx),
    select: { plan: true, monthlyQuota: true, rateLimitPerMinute: true, aiTokensPerMonth: true, billingAnchor: true },
  });
  if (!tenant) throw notFound('Tenant');
  const period = billingPeriod(tenant.billingAnchor, now());
  const row = await db.aiCreditPeriod.findFirst({
    where: { ...inTenant(ctx), periodStart: period.start },
    select: { tokensUsed: true, calls: true },
  });
  return {
    limit: limitsFor(tenant).aiTokensPerMonth,
    used: Number(row?.tokensUsed ?? 0),
    calls: row?.calls ?? 0,
    period: { start: period.start.toISOString(), end: period.end.toISOString() },
  };
}
