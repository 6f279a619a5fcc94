import type { db } from '@/lib/db/client.ts';
import { unsafeById } from '@/lib/db/scope.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';

/** A scan's rows as the page work reads them. */
export type ScanRow = Awaited<ReturnType<typeof db.scanJob.findUniqueOrThrow>>;

/** A page's row as the page work reads it. */
export type PageRow = { id: string; scan_id: string; url: string; host: string; depth: number; status: string; attempts: number };

/** The scan's row, locked (the first lock any writer of a scan takes); null when the scan is gone. */
export async function lockScan(tx: CommitTx, scanId: string): Promise<ScanRow | null> {
  await tx.$queryRaw`SELECT id FROM scan_jobs WHERE id = ${scanId} FOR UPDATE`;
  return tx.scanJob.findUnique({ where: unsafeById(scanId) });
}

/** The page's row, locked after its scan's; null when the page is gone. */
export async function lockPage(tx: CommitTx, pageId: string): Promise<PageRow | null> {
  const [page] = await tx.$queryRaw<PageRow[]>`
    SELECT id, scan_id, url, host, depth, status::text AS status, attempts FROM scan_pages WHERE id = ${pageId} FOR UPDATE`;
  return page ?? null;
}
