import { statusRow, parseRows } from '@/lib/db/columns.ts';
import { unsafeById } from '@/lib/db/scope.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { emitWebhookEvent } from '@/lib/webhooks/emit.ts';
import { stopScan } from './stop-scan.ts';

/**
 * Ends a scan as failed with a public reason, and tells the tenant's webhooks: for a scan that could not
 * be started at all (its start job failed on every attempt). Its pages, if any, are skipped.
 */

export async function failScan(scanId: string, error: string): Promise<void> {
  await transaction(async (tx) => {
    const [locked] = parseRows(statusRow, await tx.$queryRaw`SELECT status::text FROM scan_jobs WHERE id = ${scanId} FOR UPDATE`, 'cancel scan lock');
    if (locked?.status !== 'queued' && locked?.status !== 'running') return;
    await stopScan(tx, scanId, 'start_failed', error);
    const job = await tx.scanJob.update({ where: unsafeById(scanId), data: { status: 'failed', error, completedAt: new Date(), authSealed: null } });
    await emitWebhookEvent(job.tenantId, 'scan.failed', { scanId, url: job.url, standard: job.standard, error }, { tx });
  });
}
