import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { scanOptionsOf } from '../schemas.ts';
import { db } from '@/lib/db/client.ts';
import { unsafeById } from '@/lib/db/scope.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { insertPages } from '../claim/insert-pages.ts';
import { queuePages } from '../claim/queue-pages.ts';
import { normalizePageUrl } from './normalize-url.ts';
import { acceptedUrls, loadCrawlState } from './policy.ts';

/**
 * Puts the scan's first pages on its frontier and queues them: the start page (depth 0) and, for a crawl
 * asking for it, the URLs of the site's sitemaps (depth 1) that its filters and robots.txt allow, up to
 * its maxPages. The site's robots.txt is read once here and kept with the scan, so every page job, on
 * whichever instance, obeys the same rules. Run again, it finds its pages already there and adds nothing.
 */

/** A row of scan lock (lib/db/columns.ts). */
const lockedScanRow = z.object({ pages_found: z.number(), status: z.string() });
export async function planScan(scanId: string): Promise<{ pages: number }> {
  const scan = await db.scanJob.findUniqueOrThrow({ where: unsafeById(scanId) });
  if (scan.status !== 'running') return { pages: 0 };
  const options = scanOptionsOf(scan);
  const start = normalizePageUrl(scan.url) ?? scan.url;
  // Reading the site's rules gets a share of the scan's budget, at most a minute.
  const signal = AbortSignal.timeout(Math.min(60_000, options.budgetMs ?? 60_000));
  const state = await loadCrawlState(start, options.crawl, { tenantId: scan.tenantId, signal });
  const maxPages = options.crawl?.maxPages ?? 1;
  const sitemapPages = await acceptedUrls(
    scan,
    state.sitemapUrls.filter((url) => url !== start),
    maxPages - 1,
    state.stored,
  );
  const urls = [{ url: start, depth: 0 }, ...sitemapPages.map((url) => ({ url, depth: 1 }))].slice(0, maxPages);
  return transaction(async (tx) => {
    const [locked] = parseRows(
      lockedScanRow,
      await tx.$queryRaw`
      SELECT pages_found, status::text FROM scan_jobs WHERE id = ${scanId} FOR UPDATE`,
      'scan lock',
    );
    if (locked?.status !== 'running' || locked.pages_found > 0) return { pages: 0 };
    const ids = await insertPages(tx, scan, urls);
    await tx.scanJob.update({
      where: unsafeById(scanId),
      data: { pagesFound: ids.length, crawlState: state.stored as object },
    });
    await queuePages(tx, scan, ids);
    return { pages: ids.length };
  });
}
