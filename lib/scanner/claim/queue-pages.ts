import { sendEvents } from '@/lib/jobs/send-event.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';

/** The event of one page of a scan; under Inngest its id makes a second send of it start nothing. */
export async function queuePages(tx: CommitTx, scan: { id: string; tenantId: string }, pageIds: string[]): Promise<void> {
  await sendEvents(
    'scan/page.requested',
    pageIds.map((pageId) => ({ scanId: scan.id, pageId, tenantId: scan.tenantId })),
    { tx, idOf: pageEventId },
  );
}

/** A page's event id: under Inngest, a second event of the same page starts nothing. */
export const pageEventId = (data: Record<string, unknown>) => `scan-page-${data.pageId as string}`;
