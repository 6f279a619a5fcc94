import type { Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, ownTenant } from '@/lib/db/scope.ts';
import { AppError, validationFailed } from '@/lib/errors.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { type Plan, rescanOverCapMessage } from './rescan-cap.ts';
import type { SCHEDULES } from './schemas.ts';

/** What creating and updating a target both do to its fields. */

type Schedule = (typeof SCHEDULES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const SCHEDULE_MS: Record<Schedule, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
const URL_CHECKS_AT_ONCE = 10;

/** When a schedule's next rescan is due after `from`; null without a schedule. */
export function nextRunAfter(schedule: string | null | undefined, from: Date = now()): Date | null {
  return schedule ? new Date(from.getTime() + SCHEDULE_MS[schedule as Schedule]) : null;
}

/**
 * Each URL through the SSRF guard (a refusal names the one at fault: `urls[3]`), normalised as scans
 * store them, and duplicates dropped in first-seen order.
 */
export async function vetUrls(urls: readonly string[]): Promise<string[]> {
  const vetted: string[] = new Array(urls.length);
  for (let start = 0; start < urls.length; start += URL_CHECKS_AT_ONCE) {
    await Promise.all(
      urls.slice(start, start + URL_CHECKS_AT_ONCE).map(async (raw, offset) => {
        const i = start + offset;
        try {
          vetted[i] = (await assertSafeUrl(raw)).url.toString();
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          throw new AppError(error.code, error.message, { details: [{ path: `urls[${i}]`, message: error.message }], internal: error.internal, cause: error });
        }
      }),
    );
  }
  return [...new Set(vetted)];
}

/**
 * A schedule rescans the target, which needs an open-scan slot per URL: refused (400 at `schedule`) when
 * the target has more URLs than its plan allows scans queued or running at once, as it could never run.
 */
export async function assertSchedulable(ctx: Principal, schedule: string | null | undefined, urlCount: number, knownPlan?: Plan): Promise<void> {
  if (!schedule) return;
  const plan = knownPlan ?? (await db.tenant.findUniqueOrThrow({ where: ownTenant(ctx), select: { plan: true } })).plan;
  const overCap = rescanOverCapMessage(plan, urlCount);
  if (overCap) {
    const message = `${overCap}, so a scheduled rescan could never start; split the target or leave it unscheduled.`;
    throw validationFailed([{ path: 'schedule', message }], message);
  }
}

/** A site the target points at must be the tenant's: another tenant's is refused like a missing one. */
export async function assertOwnSite(ctx: Principal, siteId: string | null | undefined): Promise<void> {
  if (!siteId) return;
  const site = await db.site.findFirst({ where: { ...inTenant(ctx), id: siteId }, select: { id: true } });
  if (!site) throw validationFailed([{ path: 'siteId', message: 'No site of this tenant has this id.' }], 'No site of this tenant has this id.');
}

export const parseDeadline = (deadline: string | null | undefined) => (deadline ? new Date(`${deadline}T00:00:00Z`) : null);
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002';
