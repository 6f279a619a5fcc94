import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { db } from '@/lib/db/client.ts';
import { jobsDriver, sendEvents } from '@/lib/jobs/send-event.ts';
import { pageEventId } from './queue-pages.ts';

/** Queued pages of running scans older than this get their event again (sweepFrontiers). */
export const FRONTIER_SWEEP_AFTER_MS = 10 * 60_000;
const FRONTIER_SWEEP_BATCH = 5_000;

/** A row of stale scan pages (lib/db/columns.ts). */
const stalePageRow = z.object({ id: z.string(), scan_id: z.string(), tenant_id: z.string() });

/**
 * Under Inngest, a page's event is sent after the transaction that put the page on the frontier commits;
 * a process that dies between the two leaves the page queued with no event to run it. Every few minutes
 * the queued pages of running scans older than FRONTIER_SWEEP_AFTER_MS are sent again with their own
 * event ids, which Inngest keeps one event for: a page whose event is only waiting its turn runs once,
 * a page whose event was lost runs now. (The embedded driver writes a page's job in the same transaction,
 * so it has nothing to sweep.) Returns how many pages' events were sent.
 */
export async function sweepFrontiers(olderThanMs = FRONTIER_SWEEP_AFTER_MS): Promise<number> {
  if (jobsDriver() !== 'inngest') return 0;
  const stale = parseRows(
    stalePageRow,
    await db.$queryRaw`
    SELECT p.id, p.scan_id, p.tenant_id
      FROM scan_pages p JOIN scan_jobs s ON s.id = p.scan_id
     WHERE p.status = 'queued' AND s.status = 'running' AND p.created_at < ${new Date(Date.now() - olderThanMs)}
     ORDER BY p.created_at
     LIMIT ${FRONTIER_SWEEP_BATCH}`,
    'stale scan pages',
  );
  const byScan = new Map<string, { tenantId: string; pageIds: string[] }>();
  for (const row of stale) {
    const scan = byScan.get(row.scan_id) ?? { tenantId: row.tenant_id, pageIds: [] };
    scan.pageIds.push(row.id);
    byScan.set(row.scan_id, scan);
  }
  for (const [scanId, { tenantId, pageIds }] of byScan) {
    await sendEvents(
      'scan/page.requested',
      pageIds.map((pageId) => ({ scanId, pageId, tenantId })),
      { idOf: pageEventId },
    );
  }
  return stale.length;
}
