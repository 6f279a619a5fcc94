import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';

/** A row of scan page count (lib/db/columns.ts). */
const countRow = z.object({ n: z.number() });

/** Pages of the scan still queued or being scanned. */
export async function openPages(tx: CommitTx, scanId: string): Promise<number> {
  const [row] = parseRows(
    countRow,
    await tx.$queryRaw`
    SELECT count(*)::int AS n FROM scan_pages WHERE scan_id = ${scanId} AND status IN ('queued', 'running')`,
    'scan page count',
  );
  return row?.n ?? 0;
}
