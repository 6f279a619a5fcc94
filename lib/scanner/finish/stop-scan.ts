import type { CommitTx } from '@/lib/jobs/transaction.ts';

/** Why a scan stops before its frontier is empty (scan_jobs.stop_reason). */
export type StopReason = 'canceled' | 'out_of_time' | 'start_failed';

/**
 * Stops a running scan from taking new pages: its queued pages are skipped (their jobs end at once) and
 * the reason kept; pages being scanned finish. The first reason stays.
 */
export async function stopScan(tx: CommitTx, scanId: string, reason: StopReason, error: string | null = null): Promise<void> {
  await tx.$executeRaw`
    UPDATE scan_jobs SET stop_reason = coalesce(stop_reason, ${reason}), error = coalesce(error, ${error})
     WHERE id = ${scanId}`;
  await tx.$executeRaw`
    UPDATE scan_pages SET status = 'skipped', finished_at = now()
     WHERE scan_id = ${scanId} AND status = 'queued'`;
}
