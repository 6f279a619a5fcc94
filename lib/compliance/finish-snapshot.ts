import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import type { ComplianceSnapshot } from '@/lib/db/generated/client.ts';
import { unsafeById } from '@/lib/db/scope.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { logger } from '@/lib/logger.ts';
import { announceSnapshotReady, computeSnapshot, FINISH_TX } from './compute-snapshot.ts';
import { STARTING } from './dtos.ts';
import { failReportsAwaiting, startReportsAwaiting } from './report-queue.ts';

/** A snapshot still `starting` after this long was abandoned by a crashed process; the safety net fails it. */
const STARTING_ABANDONED_MS = 10 * 60 * 1000;

/** A row of finishSnapshot lock (lib/db/columns.ts). */
const snapshotIdRow = z.object({ id: z.string() });

/**
 * Finishes a pending snapshot once none of its scans is queued or running: `ready` from the latest
 * completed scan of each URL, or `failed` when every one of its scans failed. Locked and conditional,
 * so two scans ending at once compute and announce it once. The lock is waited for, not skipped: when the
 * last two scans end together, the second finisher waits for the first (which saw the other scan still
 * running and left it pending) and then finishes it, instead of leaving it to the next minute's tick.
 * Null when it is not (or no longer) pending or still waiting.
 */
export async function finishSnapshot(snapshotId: string): Promise<ComplianceSnapshot | null> {
  return transaction(async (tx) => {
    const [locked] = parseRows(
      snapshotIdRow,
      await tx.$queryRaw`
      SELECT id FROM compliance_snapshots WHERE id = ${snapshotId} AND status = 'pending' FOR UPDATE`,
      'finishSnapshot lock',
    );
    if (!locked) return null;
    const snapshot = await tx.complianceSnapshot.findUniqueOrThrow({ where: unsafeById(snapshotId) });
    const scans = await tx.scanJob.findMany({ where: { id: { in: snapshot.scanIds } }, select: { status: true, error: true } });
    if (scans.some((s) => s.status === 'queued' || s.status === 'running')) return null;
    const target = await tx.complianceTarget.findUniqueOrThrow({ where: unsafeById(snapshot.targetId) });
    if (!scans.some((s) => s.status === 'completed')) {
      const reason = scans.find((s) => s.error)?.error;
      const error = `Every scan of the rescan failed${reason ? `; the first said: ${reason}` : '.'}`;
      await failReportsAwaiting([snapshotId], error, tx);
      return tx.complianceSnapshot.update({ where: unsafeById(snapshotId), data: { status: 'failed', error, readyAt: now() } });
    }
    const computed = await computeSnapshot(tx, target);
    const ready = await tx.complianceSnapshot.update({ where: unsafeById(snapshotId), data: { status: 'ready', readyAt: now(), ...computed.fields } });
    await announceSnapshotReady(tx, ready);
    await startReportsAwaiting(tx, snapshotId);
    return ready;
  }, FINISH_TX);
}

/** The scan workflow's last step: finishes the pending snapshots that waited for this scan. */
export async function finishSnapshotsAwaiting(scanId: string): Promise<number> {
  const waiting = parseRows(
    snapshotIdRow,
    await db.$queryRaw`
    SELECT id FROM compliance_snapshots WHERE status = 'pending' AND ${scanId} = ANY(scan_ids)`,
    'snapshots waiting for a scan',
  );
  let finished = 0;
  for (const { id } of waiting) if (await finishSnapshot(id)) finished++;
  return finished;
}

/** The safety net: pending snapshots none of whose scans is still queued or running (a finish that was missed). */
export async function finishStalledSnapshots(limit = 100): Promise<number> {
  const interrupted = 'The rescan was interrupted while its scans were being queued.';
  const abandoned = parseRows(
    snapshotIdRow,
    await db.$queryRaw`
    UPDATE compliance_snapshots SET status = 'failed', error = ${interrupted}, ready_at = ${now()}
     WHERE status = ${STARTING} AND created_at < ${new Date(now().getTime() - STARTING_ABANDONED_MS)}
    RETURNING id`,
    'abandoned snapshots',
  );
  await failReportsAwaiting(
    abandoned.map((s) => s.id),
    interrupted,
  );
  const stalled = parseRows(
    snapshotIdRow,
    await db.$queryRaw`
    SELECT s.id FROM compliance_snapshots s
     WHERE s.status = 'pending'
       AND NOT EXISTS (SELECT 1 FROM scan_jobs j WHERE j.id = ANY(s.scan_ids) AND j.status IN ('queued', 'running'))
     ORDER BY s.created_at
     LIMIT ${limit}`,
    'stalled snapshots',
  );
  let finished = 0;
  for (const { id } of stalled) {
    try {
      if (await finishSnapshot(id)) finished++;
    } catch (error) {
      logger.error({ err: error, snapshotId: id }, 'finishing a compliance snapshot failed');
    }
  }
  return finished;
}
