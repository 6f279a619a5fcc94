import { db } from '@/lib/db/client.ts';
import { sendEvent } from '@/lib/jobs/send-event.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';

/**
 * Reports asked for a snapshot that is not ready yet wait for it, `queued`, with no workflow started. When
 * the snapshot becomes ready, in the transaction that makes it so (which holds its row's lock, as
 * createReport does while it reads the status), each waiting report's workflow is started; when it fails,
 * the waiting reports fail, saying why.
 */

/** The snapshot is ready: start the reports that waited for it. */
export async function startReportsAwaiting(tx: CommitTx, snapshotId: string): Promise<number> {
  const waiting = await tx.complianceReport.findMany({ where: { snapshotId, status: 'queued' }, select: { id: true, tenantId: true } });
  for (const report of waiting) await sendEvent('compliance/report.requested', { reportId: report.id, tenantId: report.tenantId }, { tx });
  return waiting.length;
}

/** The snapshot failed: so do the reports that waited for it. */
export async function failReportsAwaiting(snapshotIds: string[], why: string | null, tx: Pick<typeof db, 'complianceReport'> = db): Promise<number> {
  if (!snapshotIds.length) return 0;
  const { count } = await tx.complianceReport.updateMany({
    where: { snapshotId: { in: snapshotIds }, status: 'queued' },
    data: { status: 'failed', error: `The snapshot the report waited for failed${why ? `: ${why}` : '.'}`.slice(0, 2000) },
  });
  return count;
}
