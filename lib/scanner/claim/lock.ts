import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import type { db } from '@/lib/db/client.ts';
import { unsafeById } from '@/lib/db/scope.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';

/** A scan's rows as the page work reads them. */
export type ScanRow = Awaited<ReturnType<typeof db.scanJob.findUniqueOrThrow>>;

/** A row of scan page lock (lib/db/columns.ts). */
const pageRow = z.object({
  id: z.string(),
  scan_id: z.string(),
  url: z.string(),
  host: z.string(),
  depth: z.number(),
  status: z.string(),
  attempts: z.number(),
});

/** A page's row as the page work reads it. */
export type PageRow = z.output<typeof pageRow>;

/** The scan's row, locked (the first lock any writer of a scan takes); null when the scan is gone. */
export async function lockScan(tx: CommitTx, scanId: string): Promise<ScanRow | null> {
  await tx.$queryRaw`SELECT id FROM scan_jobs WHERE id = ${scanId} FOR UPDATE`;
  return tx.scanJob.findUnique({ where: unsafeById(scanId) });
}

/** The page's row, locked after its scan's; null when the page is gone. */
export async function lockPage(tx: CommitTx, pageId: string): Promise<PageRow | null> {
  const [page] = parseRows(
    pageRow,
    await tx.$queryRaw`
    SELECT id, scan_id, url, host, depth, status::text AS status, attempts FROM scan_pages WHERE id = ${pageId} FOR UPDATE`,
    'scan page lock',
  );
  return page ?? null;
}
