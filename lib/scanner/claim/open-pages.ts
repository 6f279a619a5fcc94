import type { CommitTx } from '@/lib/jobs/transaction.ts';

/** Pages of the scan still queued or being scanned. */
export async function openPages(tx: CommitTx, scanId: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM scan_pages WHERE scan_id = ${scanId} AND status IN ('queued', 'running')`;
  return row?.n ?? 0;
}
