import type { CommitTx } from '@/lib/jobs/transaction.ts';

/** Ends a page as skipped (not scanned), with a public reason when there is one. */
export async function skipPage(tx: CommitTx, pageId: string, error: string | null = null): Promise<void> {
  await tx.$executeRaw`UPDATE scan_pages SET status = 'skipped', error = ${error}, finished_at = now() WHERE id = ${pageId}`;
}
