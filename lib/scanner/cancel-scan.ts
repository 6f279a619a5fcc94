import { statusRow, parseRows } from '@/lib/db/columns.ts';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { sqlInTenant } from '@/lib/db/scope.ts';
import { conflict, notFound } from '@/lib/errors.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { getScan } from './read-scans.ts';
import { finishScan } from './finish/finish-scan.ts';
import { openPages } from './claim/open-pages.ts';
import { stopScan } from './finish/stop-scan.ts';
import type { ScanJobDto } from './schemas.ts';

/**
 * Cancels a scan. A queued scan ends `canceled` at once; a running one stops taking pages (its queued
 * pages are skipped), the pages being scanned finish and are kept, and the scan ends `canceled` when the
 * last of them is stored — at once when none is. A scan that has ended already is 409 `conflict`.
 */
export async function cancelScan(ctx: Principal, scanId: string): Promise<ScanJobDto> {
  authorize(ctx, 'scanner:write');
  const ended = await transaction(async (tx) => {
    const [scan] = parseRows(
      statusRow,
      await tx.$queryRaw`
      SELECT status::text FROM scan_jobs WHERE ${sqlInTenant(ctx)} AND id = ${scanId} FOR UPDATE`,
      'cancelScan lock',
    );
    if (!scan) throw notFound('Scan job');
    if (scan.status !== 'queued' && scan.status !== 'running') throw conflict(`The scan has ended already (${scan.status}): there is nothing to cancel.`);
    await stopScan(tx, scanId, 'canceled');
    if (scan.status === 'queued') {
      await tx.$executeRaw`UPDATE scan_jobs SET status = 'canceled', completed_at = now(), auth_sealed = NULL WHERE id = ${scanId}`;
      return true;
    }
    return (await openPages(tx, scanId)) === 0;
  });
  // Nothing is being scanned: the scan ends now rather than when a page job finds it stopped. Compliance
  // snapshots waiting for it see it ended when next read or by the scheduler's tick.
  if (ended) await finishScan(scanId);
  return getScan(ctx, scanId);
}
