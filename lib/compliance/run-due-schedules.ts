import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import type { Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { unsafeById } from '@/lib/db/scope.ts';
import { AppError } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { logger } from '@/lib/logger.ts';
import { finishStalledSnapshots } from './finish-snapshot.ts';
import { failedSnapshotOf, startRescanSnapshot } from './start-rescan.ts';

export interface ScheduleTick {
  /** Targets whose scheduled run was due and claimed by this tick. */
  targets: string[];
  /** Snapshots started (pending, or failed when the rescan could not be started). */
  snapshots: string[];
  /** Pending snapshots of earlier rescans finished by the safety net. */
  finished: number;
}

/** A row of runDueSchedules (lib/db/columns.ts). */
const claimedTargetRow = z.object({ id: z.string(), tenantId: z.string() });

/**
 * The scheduler's tick (every minute: the embedded runner's interval and an Inngest cron). Claims the
 * targets whose nextRunAt has come by moving it to the next run in the same statement (daily +1 day,
 * weekly +7 days from the due time, missed periods skipped, not caught up; rows another instance is
 * claiming are skipped), so two instances never run one schedule twice; then starts a
 * rescan snapshot for each. A rescan that cannot start (the plan's cap of open scans, a URL no longer
 * safe) leaves a failed snapshot saying why, for the portal to show. Also finishes pending snapshots
 * whose scans all ended without the scan workflow finishing them.
 */
export async function runDueSchedules(at: Date = now(), limit = 50): Promise<ScheduleTick> {
  const claimed = parseRows(
    claimedTargetRow,
    await db.$queryRaw`
    WITH due AS (
      SELECT id, next_run_at, CASE schedule WHEN 'weekly' THEN interval '7 days' ELSE interval '1 day' END AS period
        FROM compliance_targets
       WHERE schedule IS NOT NULL AND next_run_at <= ${at}
       ORDER BY next_run_at
       LIMIT ${limit}
         FOR UPDATE SKIP LOCKED)
    UPDATE compliance_targets t
       SET next_run_at = due.next_run_at
                         + due.period * (floor(extract(epoch FROM (${at}::timestamptz - due.next_run_at)) / extract(epoch FROM due.period)) + 1)
      FROM due
     WHERE t.id = due.id
    RETURNING t.id, t.tenant_id AS "tenantId"`,
    'runDueSchedules',
  );
  const snapshots: string[] = [];
  for (const { id } of claimed) {
    const target = await db.complianceTarget.findUnique({ where: unsafeById(id) });
    if (!target) continue;
    const scheduler: Principal = { kind: 'system', tenantId: target.tenantId, actor: 'compliance-schedule' };
    try {
      snapshots.push((await startRescanSnapshot(scheduler, target)).id);
    } catch (error) {
      if (!(error instanceof AppError)) logger.error({ err: error, targetId: id }, 'scheduled compliance rescan failed');
      // A rescan that stopped part-way has marked its own snapshot failed (with the scans it queued).
      const recorded = failedSnapshotOf(error);
      if (recorded) {
        snapshots.push(recorded);
        continue;
      }
      const message = error instanceof AppError ? error.message : 'The scheduled rescan could not be started.';
      try {
        const failed = await db.complianceSnapshot.create({
          data: {
            id: newId('snp'),
            tenantId: target.tenantId,
            targetId: target.id,
            standard: target.standard,
            status: 'failed',
            error: `Scheduled rescan not started: ${message}`,
            createdAt: now(),
            readyAt: now(),
          },
        });
        snapshots.push(failed.id);
      } catch (recordError) {
        // The target deleted meanwhile (foreign key), or the database briefly away: the rest of the batch still runs.
        logger.error({ err: recordError, targetId: id }, 'recording a failed scheduled compliance rescan failed');
      }
    }
  }
  const finished = await finishStalledSnapshots();
  return { targets: claimed.map((c) => c.id), snapshots, finished };
}
