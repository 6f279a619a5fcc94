import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { logger } from '@/lib/logger.ts';
import { safeFetch } from '@/lib/net/ssrf.ts';
import { emitWebhookEvent, emitWebhookEvents } from '@/lib/webhooks/emit.ts';
import type { WebhookEventType } from '@/lib/webhooks/schemas.ts';
import { ScanFailedError } from './engine/errors.ts';
import { fingerprint } from './engine/fingerprint.ts';
import { scanPage } from './engine/scan-page.ts';
import type { EngineFinding, PageScan, WcagStandard } from './engine/types.ts';
import type { ScanDetails, ScanOptions, ScanSummary } from './schemas.ts';
import { score } from './score.ts';

/**
 * The work of one scan job, in the steps the scan workflow records (inngest/workflows/scan-page.ts).
 * Each step is safe to run again: a retried scan replaces what an interrupted attempt stored.
 */

const pageTimeoutMs = () => Number(process.env.SCAN_PAGE_TIMEOUT_MS ?? 30_000);
/** The whole scan's time budget, crawl included (SCAN_TOTAL_TIMEOUT_MS, default 10 min). */
const totalTimeoutMs = () => Number(process.env.SCAN_TOTAL_TIMEOUT_MS ?? 600_000);

export async function markScanRunning(scanId: string): Promise<boolean> {
  const { count } = await db.scanJob.updateMany({
    where: { id: scanId, status: { in: ['queued', 'running'] } },
    data: { status: 'running', startedAt: new Date(), error: null },
  });
  return count > 0;
}

interface Crawled {
  scans: PageScan[];
  pages: ScanDetails['pages'];
  /** The time budget ran out before the crawl was done: `scans` are the pages finished by then. */
  outOfTime: boolean;
}

/** Scans the start page and, when asked, same-origin pages found from it (breadth first). */
async function crawl(startUrl: string, standard: WcagStandard, options: ScanOptions, deadline: number): Promise<Crawled> {
  const maxPages = options.crawl?.maxPages ?? 1;
  const maxDepth = options.crawl ? options.crawl.maxDepth : 0;
  const origin = new URL(startUrl).origin;
  const queue: { url: string; depth: number }[] = [{ url: startUrl, depth: 0 }];
  if (options.crawl?.sitemap) for (const url of await sitemapUrls(origin)) queue.push({ url, depth: 1 });
  const seen = new Set(queue.map((q) => q.url));
  const scans: PageScan[] = [];
  let outOfTime = false;
  while (queue.length && scans.length < maxPages) {
    if (Date.now() >= deadline) {
      outOfTime = true;
      break;
    }
    const { url, depth } = queue.shift()!;
    let scan: PageScan;
    try {
      // A page gets no more than what is left of the scan's budget.
      const timeoutMs = Math.max(1, Math.min(pageTimeoutMs(), deadline - Date.now()));
      scan = await scanPage(url, { standard, includeBestPractices: options.includeBestPractices, viewport: options.viewport, timeoutMs });
    } catch (error) {
      if (Date.now() >= deadline && !(error instanceof ScanFailedError && error.reason === 'browser_crash')) {
        if (scans.length === 0) throw new ScanFailedError('timeout', outOfTimeMessage(0), { cause: error });
        outOfTime = true;
        break;
      }
      // The start page decides the scan; a page found while crawling that fails is skipped.
      if (scans.length === 0) throw error;
      logger.warn({ url, err: error }, 'crawled page failed; skipped');
      continue;
    }
    scans.push(scan);
    if (depth < maxDepth) {
      for (const link of scan.links) {
        if (!seen.has(link) && new URL(link).origin === origin) {
          seen.add(link);
          queue.push({ url: link, depth: depth + 1 });
        }
      }
    }
  }
  return { scans, pages: scans.map((s) => ({ url: s.url, finalUrl: s.finalUrl, title: s.title, issues: s.findings.length })), outOfTime };
}

function outOfTimeMessage(pages: number): string {
  const budget = `${Number((totalTimeoutMs() / 60_000).toFixed(1))} min`;
  return pages === 0
    ? `The scan did not finish within its time budget of ${budget}; no page was scanned.`
    : `The scan did not finish within its time budget of ${budget}; the ${pages} page${pages === 1 ? '' : 's'} scanned by then are kept with their issues.`;
}

async function sitemapUrls(origin: string): Promise<string[]> {
  try {
    const res = await safeFetch(`${origin}/sitemap.xml`, { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 });
    if (res.status !== 200) return [];
    const urls = [...res.body.toString('utf8').matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]!.trim());
    return urls.filter((u) => URL.canParse(u) && new URL(u).origin === origin).slice(0, 200);
  } catch {
    return [];
  }
}

export type ScanOutcome = { status: 'completed'; summary: ScanSummary } | { status: 'failed'; error: string };

/**
 * Loads and analyses the page(s), stores every finding as an issue marked new or recurring against the
 * previous completed scan of the same URL, and completes the job — or fails it with a public reason
 * when the page itself cannot be scanned (timeout, HTTP error) or there is no browser to scan in
 * (`no_browser`: no retry finds one). Browser crashes are thrown: retried.
 */
export async function performScan(scanId: string): Promise<ScanOutcome> {
  const job = await db.scanJob.findUniqueOrThrow({ where: { id: scanId } });
  const options = job.options as unknown as ScanOptions;
  const started = Date.now();
  let crawled: Crawled;
  try {
    crawled = await crawl(job.url, job.standard as WcagStandard, options, started + totalTimeoutMs());
  } catch (error) {
    if (error instanceof ScanFailedError && error.reason !== 'browser_crash') {
      await failScan(scanId, error.message);
      return { status: 'failed', error: error.message };
    }
    throw error;
  }

  const findings = crawled.scans.flatMap((s) => s.findings);
  const fingerprinted = findings.map((f) => ({ ...f, fingerprint: fingerprint(f) }));
  const { before, dismissed } = await comparisonBase(job);
  const now = new Set(fingerprinted.map((f) => f.fingerprint));
  const counted = fingerprinted.filter((f) => !dismissed.has(f.fingerprint));
  const summary: ScanSummary = {
    total: counted.length,
    critical: counted.filter((f) => f.impact === 'critical').length,
    serious: counted.filter((f) => f.impact === 'serious').length,
    moderate: counted.filter((f) => f.impact === 'moderate').length,
    minor: counted.filter((f) => f.impact === 'minor').length,
    score: score(counted),
    new: fingerprinted.filter((f) => !before.has(f.fingerprint)).length,
    recurring: fingerprinted.filter((f) => before.has(f.fingerprint)).length,
    fixed: [...before].filter((fp) => !now.has(fp)).length,
    dismissed: fingerprinted.length - counted.length,
  };
  const first = crawled.scans[0]!;
  const details: ScanDetails = {
    engines: first.engines,
    pageTitle: first.title || null,
    finalUrl: first.finalUrl,
    timings: {
      loadMs: crawled.scans.reduce((n, s) => n + s.timings.loadMs, 0),
      analyzeMs: crawled.scans.reduce((n, s) => n + s.timings.analyzeMs, 0),
      totalMs: Date.now() - started,
    },
    pages: crawled.pages,
  };

  // Out of time: the scan fails, and the pages finished by then keep their issues and summary.
  const error = crawled.outOfTime ? outOfTimeMessage(crawled.scans.length) : null;
  await transaction(async (tx) => {
    await tx.scanIssue.deleteMany({ where: { jobId: scanId } });
    await tx.scanIssue.createMany({ data: fingerprinted.map((f) => issueRow(f, scanId, job.tenantId, before.has(f.fingerprint))) });
    await tx.scanJob.update({
      where: { id: scanId },
      data: {
        status: error ? 'failed' : 'completed',
        error,
        completedAt: new Date(),
        pagesScanned: crawled.scans.length,
        summary: summary as object,
        details: details as object,
      },
    });
    const data = { scanId, url: job.url, standard: job.standard, summary, ...(error ? { error } : {}) };
    const done: WebhookEventType = error ? 'scan.failed' : 'scan.completed';
    const types: WebhookEventType[] = summary.total > 0 ? [done, 'scan.issues_detected'] : [done];
    await emitWebhookEvents(
      job.tenantId,
      types.map((type) => ({ type, data })),
      { tx },
    );
  });
  return error ? { status: 'failed', error } : { status: 'completed', summary };
}

/**
 * What a finished scan is compared with, read in one statement once its pages are scanned: the issue
 * fingerprints of the previous completed scan of the same URL (created before this one), and the
 * tenant's dismissed fingerprints.
 */
async function comparisonBase(job: { id: string; tenantId: string; url: string; createdAt: Date }) {
  const rows = await db.$queryRaw<{ dismissed: boolean; fingerprint: string }[]>`
    WITH previous AS (
      SELECT id FROM scan_jobs
       WHERE tenant_id = ${job.tenantId} AND url = ${job.url} AND status = 'completed'
         AND id <> ${job.id} AND created_at < ${job.createdAt}
       ORDER BY completed_at DESC
       LIMIT 1)
    SELECT false AS dismissed, fingerprint FROM scan_issues WHERE job_id = (SELECT id FROM previous)
    UNION ALL
    SELECT true, fingerprint FROM scan_dismissals WHERE tenant_id = ${job.tenantId}`;
  return {
    before: new Set(rows.filter((r) => !r.dismissed).map((r) => r.fingerprint)),
    dismissed: new Set(rows.filter((r) => r.dismissed).map((r) => r.fingerprint)),
  };
}

function issueRow(f: EngineFinding & { fingerprint: string }, jobId: string, tenantId: string, recurring: boolean) {
  return {
    id: newId('iss'),
    jobId,
    tenantId,
    ruleId: f.ruleId,
    impact: f.impact,
    wcag: f.wcag,
    level: f.level,
    description: f.description,
    help: f.help,
    helpUrl: f.helpUrl,
    pageUrl: f.pageUrl,
    selector: f.selector,
    html: f.html,
    failureSummary: f.failureSummary,
    fingerprint: f.fingerprint,
    engine: f.engine,
    bestPractice: f.bestPractice,
    occurrence: recurring ? 'recurring' : 'new',
  };
}

/** Ends a scan as failed with a public reason, and tells the tenant's webhooks. */
export async function failScan(scanId: string, error: string): Promise<void> {
  await transaction(async (tx) => {
    const job = await tx.scanJob.update({ where: { id: scanId }, data: { status: 'failed', error, completedAt: new Date() } });
    await emitWebhookEvent(job.tenantId, 'scan.failed', { scanId, url: job.url, standard: job.standard, error }, { tx });
  });
}
