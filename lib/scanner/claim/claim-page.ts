import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { scanOptionsOf } from '../schemas.ts';
import { config } from '@/lib/config.ts';
import { sqlInTenant } from '@/lib/db/scope.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { stopScan } from '../finish/stop-scan.ts';
import { crawlDelayOf } from '../plan/policy.ts';
import { lockPage, lockScan, type PageRow, type ScanRow } from './lock.ts';
import { openPages } from './open-pages.ts';
import { skipPage } from './skip-page.ts';

/** While a host is at its limit of pages at once: look again after 0.5 s, longer the more turns it waited (at most 10 s). */
const busyWaitMs = (turn: number) => Math.min(10_000, 500 * (1 + Math.floor(turn / 10)));
/** The longest a page may have to wait after the last of its host: robots.txt's Crawl-delay cap. */
const MAX_POLITE_DELAY_MS = 30_000;
/**
 * Turns a page may wait for its host before it fails (each turn is two durable steps: Inngest allows a
 * run 1,000). With the back-off that is about 40 minutes.
 */
export const MAX_HOST_WAITS = 300;

type Claim = { kind: 'wait'; waitMs: number } | { kind: 'ended'; frontierEmpty: boolean } | { kind: 'claimed'; page: PageRow; scan: ScanRow };

/** When the scan's time budget ends: no page is claimed, and none is scanned, past it. */
export const budgetEnd = (scan: ScanRow) => (scan.startedAt?.getTime() ?? Date.now()) + (scanOptionsOf(scan).budgetMs ?? config().SCAN_TOTAL_TIMEOUT_MS);

/** A row of host politeness (lib/db/columns.ts). */
const hostRow = z.object({ running: z.number(), since_ms: z.number().nullable() });

/**
 * Takes the page for scanning, in one transaction holding the scan's row (then the page's: the order
 * every writer of a scan keeps): a page ended already, or of a scan that stopped, ends here; past the
 * scan's time budget the scan stops; a host with its tenant's pages at the limit, or loaded less than
 * the crawl's delay ago, makes the page wait (an advisory lock per tenant and host makes the count exact
 * across instances).
 */
export async function claimPage(scanId: string, pageId: string, turn: number): Promise<Claim> {
  return transaction(async (tx) => {
    const scan = await lockScan(tx, scanId);
    const page = await lockPage(tx, pageId);
    if (!scan || !page) return { kind: 'ended', frontierEmpty: false };
    const ended = async (): Promise<Claim> => ({ kind: 'ended', frontierEmpty: (await openPages(tx, scanId)) === 0 });
    if (page.status !== 'queued' && page.status !== 'running') return ended();
    if (scan.status !== 'running' || scan.stopReason) {
      await skipPage(tx, page.id);
      return ended();
    }
    if (Date.now() >= budgetEnd(scan)) {
      // A page still `running` here is one whose worker died: it ends with the scan, not after it.
      await stopScan(tx, scanId, 'out_of_time');
      await skipPage(tx, page.id, "The scan's time budget ran out before this page was scanned.");
      return ended();
    }
    if (page.status === 'queued') {
      const options = scanOptionsOf(scan);
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('scan_host:' || ${scan.tenantId} || ':' || ${page.host}))`;
      // Pages of the tenant's running scans on the host being scanned now, and how long ago the last one
      // started (within the longest delay there can be; measured on the database's clock, as started_at is).
      const [host] = parseRows(
        hostRow,
        await tx.$queryRaw`
        SELECT count(*) FILTER (WHERE p.status = 'running')::int AS running,
               (extract(epoch FROM now() - max(p.started_at)) * 1000)::float8 AS since_ms
          FROM scan_pages p JOIN scan_jobs s ON s.id = p.scan_id AND s.status = 'running'
         WHERE ${sqlInTenant(scan, 'p')} AND p.host = ${page.host}
           AND (p.status = 'running' OR p.started_at > now() - make_interval(secs => ${MAX_POLITE_DELAY_MS / 1000}))`,
        'host politeness',
      );
      const perHost = options.crawl?.maxConcurrentPerHost ?? 1;
      if ((host?.running ?? 0) >= perHost) return { kind: 'wait', waitMs: busyWaitMs(turn) };
      const delayMs = Math.max(options.crawl?.delayMs ?? 0, crawlDelayOf(scan) ?? 0);
      const since = host?.since_ms ?? Number.POSITIVE_INFINITY;
      if (since < delayMs) return { kind: 'wait', waitMs: Math.ceil(delayMs - since) };
    }
    await tx.$executeRaw`
      UPDATE scan_pages SET status = 'running', attempts = attempts + 1, started_at = now() WHERE id = ${page.id}`;
    return { kind: 'claimed', page: { ...page, attempts: page.attempts + 1 }, scan };
  });
}
