import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { actsAsEndUser, authorize, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { deleteInBatches } from '@/lib/db/delete-in-batches.ts';
import { ownTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { AppError, notFound } from '@/lib/errors.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';
import type { TransformName } from './schemas.ts';

/**
 * Content transforms called through publishable keys, by the embeddable widget (docs/decisions.md, "AI
 * transforms from the widget"): only those the tenant's `widgetContent.transforms` names, each call for one
 * end user, who may spend at most `widgetContent.dailyTokensPerUser` of the tenant's AI tokens a UTC day.
 *
 * That allowance is counted per tenant, end user and UTC day in `widget_daily_tokens`, the way the tenant's
 * credits are (lib/content/credits.ts), and beside them, never instead: a call first holds its worst case
 * there (one conditional upsert, so concurrent calls of one visitor never overspend it), then holds it in
 * the tenant's credits, and both are settled to the tokens really used.
 */

/** The end user a publishable call is for, and what that user may spend a day. */
export interface WidgetCaller {
  tenantId: string;
  endUserId: string;
  /** The tenant's `widgetContent.dailyTokensPerUser`. */
  dailyTokens: number;
}

/**
 * May `ctx` run `transform`? Secret keys and members by their scope or role (`content:use`); a publishable
 * key when the tenant's settings, read afresh, name the transform (the same 403 as a missing scope when
 * they do not), for the end user the API wrapper took from X-User-Id. Returns that end user, or null.
 */
export async function authorizeTransform(ctx: Principal, transform: TransformName, endUserId: string | undefined): Promise<WidgetCaller | null> {
  if (!actsAsEndUser(ctx)) {
    authorize(ctx, 'content:use');
    return null;
  }
  const tenant = await db.tenant.findUnique({ where: ownTenant(ctx), select: { settings: true } });
  if (!tenant) throw notFound('Tenant');
  const { widgetContent } = readSettings(tenant.settings);
  if (!widgetContent.transforms.includes(transform)) authorize(ctx, 'content:use');
  if (endUserId === undefined) throw new AppError('invalid_user_id', 'A publishable key runs a transform for one end user, named in X-User-Id.');
  return { tenantId: ctx.tenantId, endUserId, dailyTokens: widgetContent.dailyTokensPerUser };
}

/** What a call holds of its end user's day, until settled or released. */
export interface WidgetHold {
  caller: WidgetCaller;
  /** The UTC day held on (YYYY-MM-DD): a call that runs past midnight settles on the day it started. */
  day: string;
  tokens: number;
}

const DAY_MS = 86_400_000;

function utcDay(at: Date): { day: string; next: Date } {
  const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return { day: new Date(start).toISOString().slice(0, 10), next: new Date(start + DAY_MS) };
}

/** A row of widget_daily_tokens spent (lib/db/columns.ts). */
const tokensRow = z.object({ tokens: z.number() });

async function spentOn(caller: WidgetCaller, day: string): Promise<number> {
  const [row] = parseRows(
    tokensRow,
    await db.$queryRaw`
    SELECT tokens FROM widget_daily_tokens WHERE ${sqlInTenant(caller)} AND end_user_id = ${caller.endUserId} AND day = ${day}::date`,
    'widget_daily_tokens spent',
  );
  return row?.tokens ?? 0;
}

/** 429 `quota_exceeded` until the next UTC midnight, as the other quotas answer (Retry-After in seconds). */
function allowanceSpent(caller: WidgetCaller, spent: number, needed: number, at: Date): AppError {
  const { next } = utcDay(at);
  const left = Math.max(0, caller.dailyTokens - spent);
  const message =
    left === 0
      ? `This end user's ${caller.dailyTokens} AI tokens for today are used up; they renew at ${next.toISOString()}.`
      : `This call needs up to ${needed} AI tokens and this end user has ${left} of today's ${caller.dailyTokens} left; they renew at ${next.toISOString()}.`;
  return new AppError('quota_exceeded', message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil((next.getTime() - at.getTime()) / 1000))) } });
}

/** Refuses (429) before any work when the end user has nothing left today. */
export async function assertWidgetTokensLeft(caller: WidgetCaller): Promise<void> {
  const at = now();
  const spent = await spentOn(caller, utcDay(at).day);
  if (spent >= caller.dailyTokens) throw allowanceSpent(caller, spent, 1, at);
}

/**
 * Holds `tokens` of the end user's day, if they fit beside what the day has spent and holds: 429 when they
 * do not, and 413 when they never could (more than a whole day's allowance: a shorter text, or a larger
 * `dailyTokensPerUser`, is the way on, not waiting).
 */
export async function reserveWidgetTokens(caller: WidgetCaller, tokens: number): Promise<WidgetHold> {
  if (tokens > caller.dailyTokens) {
    throw new AppError(
      'payload_too_large',
      `This call needs up to ${tokens} AI tokens, more than the ${caller.dailyTokens} an end user may spend in a day through the widget (the tenant's widgetContent.dailyTokensPerUser); send a shorter text.`,
    );
  }
  const at = now();
  const { day } = utcDay(at);
  const held = parseRows(
    tokensRow,
    await db.$queryRaw`
    INSERT INTO widget_daily_tokens AS w (tenant_id, end_user_id, day, tokens, updated_at)
    VALUES (${caller.tenantId}, ${caller.endUserId}, ${day}::date, ${tokens}::int, ${at})
    ON CONFLICT (tenant_id, end_user_id, day)
      DO UPDATE SET tokens = w.tokens + EXCLUDED.tokens, updated_at = EXCLUDED.updated_at
      WHERE w.tokens + EXCLUDED.tokens <= ${caller.dailyTokens}::int
    RETURNING w.tokens`,
    'widget_daily_tokens held',
  );
  if (!held.length) throw allowanceSpent(caller, await spentOn(caller, day), tokens, at);
  return { caller, day, tokens };
}

/** Gives back what a failed call held: nothing is spent. */
export async function releaseWidgetTokens(hold: WidgetHold): Promise<void> {
  await settleWidgetTokens(hold, 0);
}

/** Replaces what the call held by what it used (the provider's count may exceed the hold by a tokenizer's error). */
export async function settleWidgetTokens(hold: WidgetHold, used: number): Promise<void> {
  await db.$executeRaw`
    UPDATE widget_daily_tokens SET tokens = GREATEST(0, tokens - ${hold.tokens}::int + ${used}::int), updated_at = ${now()}
    WHERE ${sqlInTenant(hold.caller)} AND end_user_id = ${hold.caller.endUserId} AND day = ${hold.day}::date`;
}

/**
 * Days before yesterday are read by nothing (a call that started yesterday may still settle there): swept
 * across tenants, in batches, on a clock (lib/workflows/housekeeping.ts). Returns the rows deleted.
 */
export async function unsafeSweepPastDays(at: Date = now()): Promise<number> {
  const yesterday = utcDay(new Date(at.getTime() - DAY_MS)).day;
  return deleteInBatches(
    (limit) => db.$executeRaw`
      DELETE FROM widget_daily_tokens WHERE (tenant_id, end_user_id, day) IN
        (SELECT tenant_id, end_user_id, day FROM widget_daily_tokens WHERE day < ${yesterday}::date LIMIT ${limit})`,
  );
}
