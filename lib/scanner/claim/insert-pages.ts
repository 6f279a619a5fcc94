import { idRow, parseRows } from '@/lib/db/columns.ts';
import { newId } from '@/lib/ids.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';

/** Adds pages to a scan's frontier; a URL already there is not added again. Returns the new pages' ids. */

export async function insertPages(tx: CommitTx, scan: { id: string; tenantId: string }, pages: { url: string; depth: number }[]): Promise<string[]> {
  if (!pages.length) return [];
  const rows = pages.map((p) => ({ id: newId('pag'), url: p.url, host: new URL(p.url).host, depth: p.depth }));
  const inserted = parseRows(
    idRow,
    await tx.$queryRaw`
    INSERT INTO scan_pages (id, scan_id, tenant_id, url, host, depth)
    SELECT r.id, ${scan.id}, ${scan.tenantId}, r.url, r.host, r.depth
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id text, url text, host text, depth int)
    ON CONFLICT (scan_id, url) DO NOTHING
    RETURNING id`,
    'inserted scan pages',
  );
  return inserted.map((r) => r.id);
}
