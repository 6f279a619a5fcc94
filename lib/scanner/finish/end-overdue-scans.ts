import { idRow, parseRows } from '@/lib/db/columns.ts';
import { config } from '@/lib/config.ts';
import { db } from '@/lib/db/client.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { finishScan } from './finish-scan.ts';
import { stopScan } from './stop-scan.ts';

/** How long past its budget a running scan may go before it is ended without its pages (endOverdueScans). */
export const OVERDUE_GRACE_MS = 15 * 60_000;

/**
 * The safety net behind the page jobs, under either driver: a scan still running OVERDUE_GRACE_MS past its
 * time budget (its page jobs all failed to end it: a lost event, a bug) is stopped as out of time, its open
 * pages skipped, and ended — so it frees its tenant's open-scan slot and drops its login. Returns how many.
 */
export async function endOverdueScans(): Promise<number> {
  const overdue = parseRows(
    idRow,
    await db.$queryRaw`
    SELECT id FROM scan_jobs
     WHERE status = 'running' AND started_at IS NOT NULL
       AND started_at + make_interval(secs => coalesce((options ->> 'budgetMs')::float8, ${config().SCAN_TOTAL_TIMEOUT_MS}) / 1000)
           + make_interval(secs => ${OVERDUE_GRACE_MS / 1000}) < now()
     LIMIT 100`,
    'overdue scans',
  );
  for (const { id } of overdue) {
    await transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM scan_jobs WHERE id = ${id} FOR UPDATE`;
      await stopScan(tx, id, 'out_of_time');
      await tx.$executeRaw`
        UPDATE scan_pages SET status = 'skipped', error = ${"The scan's time budget ran out before this page was scanned."}, finished_at = now()
         WHERE scan_id = ${id} AND status = 'running'`;
    });
    await finishScan(id);
  }
  return overdue.length;
}
