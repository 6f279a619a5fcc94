import { z } from 'zod';
import { now } from '@/lib/clock.ts';
import { parseRows } from '@/lib/db/columns.ts';
import { db } from '@/lib/db/client.ts';
import { unsafeById } from '@/lib/db/scope.ts';
import { AppError } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { logger } from '@/lib/logger.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { siteScheduleOf } from './columns.ts';
import { nextRunAfter } from './schedule.ts';
import { lockSite, openScanOf, queueSiteScan } from './site-scan.ts';

export interface SiteTick {
  /** Scans started by this tick. */
  started: string[];
  /** Sites whose run was due while one of theirs was still open: skipped and counted on the site. */
  skipped: string[];
  /** Runs refused (the plan's cap of open scans, a URL no longer safe): a failed scan saying why. */
  refused: string[];
}

/** A row of runDueSites (lib/db/columns.ts). */
const dueRow = z.object({ id: z.string(), url: z.string() });

type Outcome = { kind: 'started' | 'skipped' | 'refused'; id: string } | null;

/**
 * The scheduler's tick for sites (every minute, in both job drivers: lib/workflows/site-schedules.ts). Each
 * due site (`next_run_at <= at`) is claimed under its row lock, SKIP LOCKED, re-checked as due, and its next
 * run moved to the schedule's first run after `at` — missed runs are not caught up one by one: after any
 * downtime a site runs once, then keeps its schedule. In the same transaction it either queues a scan
 * (trigger `schedule`) or, when a scan of the site is still queued or running, records the skip
 * (`skipped_runs`, `last_skipped_at`). A run the service refuses (the plan's cap of open scans: 429; the URL
 * now resolving somewhere unsafe: 422) leaves a failed scan of the site saying why, and the batch goes on.
 * Two instances' ticks at once claim each site once.
 */
export async function runDueSites(at: Date = now(), limit = 50): Promise<SiteTick> {
  const due = parseRows(
    dueRow,
    await db.$queryRaw`
    SELECT id, url FROM sites WHERE next_run_at <= ${at} ORDER BY next_run_at, id LIMIT ${limit}`,
    'runDueSites',
  );
  const tick: SiteTick = { started: [], skipped: [], refused: [] };
  for (const site of due) {
    let outcome: Outcome = null;
    try {
      outcome = await runDue(site, at);
    } catch (error) {
      // A site deleted meanwhile, or the database briefly away: the rest of the batch still runs, and a site
      // whose claim rolled back is still due for the next tick.
      logger.error({ err: error, siteId: site.id }, 'a scheduled site run could not be started');
    }
    if (outcome) tick[outcome.kind].push(outcome.kind === 'skipped' ? site.id : outcome.id);
  }
  return tick;
}

async function runDue(due: { id: string; url: string }, at: Date): Promise<Outcome> {
  // DNS may have changed since the site was saved; vetted before any lock is held.
  let unsafe: string | null = null;
  try {
    await assertSafeUrl(due.url);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    unsafe = error.message;
  }
  const claim = async (refusal: string | null): Promise<Outcome> =>
    transaction(async (tx) => {
      const site = await lockSite(tx, due.id, { skipLocked: true });
      // Claimed by another instance, run by hand meanwhile, or no longer due (its schedule changed).
      if (!site?.nextRunAt || site.nextRunAt > at) return null;
      const nextRunAt = nextRunAfter(siteScheduleOf(site), at);
      if (await openScanOf(tx, site.id)) {
        await tx.site.update({ where: unsafeById(site.id), data: { nextRunAt, skippedRuns: { increment: 1 }, lastSkippedAt: at } });
        return { kind: 'skipped', id: site.id };
      }
      await tx.site.update({ where: unsafeById(site.id), data: { nextRunAt } });
      if (refusal !== null) {
        const failed = await tx.scanJob.create({
          data: {
            id: newId('scn'),
            tenantId: site.tenantId,
            url: site.url,
            standard: site.standard,
            engines: site.engines,
            status: 'failed',
            error: `Scheduled run not started: ${refusal}`,
            completedAt: at,
            siteId: site.id,
            trigger: 'schedule',
          },
        });
        return { kind: 'refused', id: failed.id };
      }
      const tenant = await tx.tenant.findUniqueOrThrow({ where: unsafeById(site.tenantId), select: { plan: true, maxScanPages: true } });
      return { kind: 'started', id: (await queueSiteScan(tx, site, tenant, 'schedule')).id };
    });
  try {
    return await claim(unsafe);
  } catch (error) {
    // The plan's cap of open scans (429): the claim rolled back; claimed again, recording the refusal.
    if (!(error instanceof AppError) || unsafe !== null) throw error;
    logger.warn({ siteId: due.id, code: error.code }, 'scheduled site run refused; recorded as a failed scan');
    return claim(error.message);
  }
}
