import { crawlStateOf } from './plan/crawl-state.ts';
import { scanOptionsOf } from './schemas.ts';
import { config } from '@/lib/config.ts';
import { AppError } from '@/lib/errors.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { logger } from '@/lib/logger.ts';
import { budgetEnd, claimPage, MAX_HOST_WAITS } from './claim/claim-page.ts';
import { lockPage, lockScan, type ScanRow } from './claim/lock.ts';
import { openPages } from './claim/open-pages.ts';
import type { PageStep } from './claim/page-step.ts';
import { skipPage } from './claim/skip-page.ts';
import { orderedEngines } from './engines/names.ts';
import { scanEnginesFor } from './engines/registry.ts';
import type { PageScan, WcagStandard } from './engines/types.ts';
import { stopScan } from './finish/stop-scan.ts';
import { FINDING_LIMITS, type FindingLimits } from './merge/findings.ts';
import { ScanFailedError } from './render/errors.ts';
import { scanPage } from './render/scan-page.ts';
import { unsealScanAuth } from './scan-auth.ts';
import { storePage } from './store/store-page.ts';

/**
 * One page of a scan's frontier through the stages: claimed (claim/claim-page.ts), rendered and analysed
 * (render/scan-page.ts), stored (store/store-page.ts). Each call answers what the page's workflow does next
 * (claim/page-step.ts).
 */

/**
 * Where a scan's login goes: the origin of the URL the tenant gave, and nowhere else — also when the start
 * page redirected the crawl elsewhere (a shop's domain to its platform's), except from http to https on
 * the same host.
 */
function loginOrigin(scan: ScanRow): string {
  const given = new URL(scan.url);
  const crawled = crawlStateOf(scan).origin;
  if (crawled && given.protocol === 'http:' && URL.canParse(crawled)) {
    const moved = new URL(crawled);
    if (moved.protocol === 'https:' && moved.hostname === given.hostname) return moved.origin;
  }
  return given.origin;
}

/** Claims, scans and stores one page (see PageStep). Browser crashes are thrown: the page's job retries. */
export async function scanFrontierPage(scanId: string, pageId: string, limits: FindingLimits = FINDING_LIMITS, turn = 0): Promise<PageStep> {
  if (turn >= MAX_HOST_WAITS) {
    return failPage(scanId, pageId, "The page waited too long for its host: the tenant's other pages of that host kept it busy.");
  }
  const claim = await claimPage(scanId, pageId, turn);
  if (claim.kind === 'wait') return { waitMs: claim.waitMs };
  if (claim.kind === 'ended') return { ended: true, frontierEmpty: claim.frontierEmpty };
  const { page, scan } = claim;
  const options = scanOptionsOf(scan);
  const auth = scan.authSealed ? unsealScanAuth(scan.authSealed) : null;
  if (scan.authSealed && !auth)
    return failPage(scanId, pageId, "The scan's login headers and cookies could not be read: the service's secret changed since it was queued.");
  const origin = loginOrigin(scan);
  let result: PageScan;
  try {
    // A page gets no more than what is left of the scan's budget.
    const timeoutMs = Math.max(1, Math.min(config().SCAN_PAGE_TIMEOUT_MS, budgetEnd(scan) - Date.now()));
    result = await scanPage(page.url, {
      standard: scan.standard as WcagStandard,
      includeBestPractices: options.includeBestPractices,
      viewport: options.viewport,
      timeoutMs,
      maxFindings: limits.perPage,
      engines: scanEnginesFor(orderedEngines(scan.engines ?? [])),
      ...(auth ? { login: { origin, ...auth } } : {}),
    });
  } catch (error) {
    // A page that leads somewhere the SSRF policy refuses (a redirect to a metadata address) is refused
    // for good, as a page that answers 404 or times out: another attempt would meet the same.
    const final = (error instanceof ScanFailedError && error.reason !== 'browser_crash') || (error instanceof AppError && error.code === 'unsafe_url');
    if (!final) throw error;
    // The page ran into the end of the scan's budget (it had what was left of it): the scan is out of time.
    if (error instanceof ScanFailedError && Date.now() >= budgetEnd(scan)) return outOfTime(scanId, pageId);
    if (error instanceof AppError) logger.warn({ scanId, pageId, reason: error.internal }, 'scan page refused by the SSRF policy');
    return failPage(scanId, pageId, error.message, error instanceof ScanFailedError ? error.status : undefined);
  }
  return storePage(scan, page, result, limits);
}

/** The scan's time budget ran out while the page was being scanned: the scan stops, the page is not counted. */
async function outOfTime(scanId: string, pageId: string): Promise<PageStep> {
  return transaction(async (tx) => {
    await lockScan(tx, scanId);
    await stopScan(tx, scanId, 'out_of_time');
    await skipPage(tx, pageId, "The scan's time budget ran out while this page was being scanned.");
    return { ended: true, frontierEmpty: (await openPages(tx, scanId)) === 0 };
  });
}

/**
 * Ends a page as failed with a public reason (and the HTTP status it answered with, when it answered with
 * an error: a 404 or 410 says the page is gone). The start page decides the scan: when it fails, the scan
 * stops taking pages and will fail with its reason.
 */
export async function failPage(scanId: string, pageId: string, error: string, httpStatus?: number): Promise<PageStep> {
  return transaction(async (tx) => {
    const scan = await lockScan(tx, scanId);
    const page = await lockPage(tx, pageId);
    if (scan && page && (page.status === 'running' || page.status === 'queued')) {
      await tx.$executeRaw`UPDATE scan_pages SET status = 'failed', error = ${error}, http_status = ${httpStatus ?? null}::int, finished_at = now() WHERE id = ${pageId}`;
      if (page.depth === 0) await stopScan(tx, scanId, 'start_failed', error);
    }
    return { ended: true, frontierEmpty: (await openPages(tx, scanId)) === 0 };
  });
}
