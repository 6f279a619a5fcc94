import { config } from '@/lib/config.ts';
import { db } from '@/lib/db/client.ts';
import { sqlInTenant, unsafeById } from '@/lib/db/scope.ts';
import type { IssueImpact } from '@/lib/db/generated/enums.ts';
import { AppError } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { type CommitTx, transaction } from '@/lib/jobs/transaction.ts';
import { logger } from '@/lib/logger.ts';
import { safeFetch } from '@/lib/net/ssrf.ts';
import { emitWebhookEvent, emitWebhookEvents } from '@/lib/webhooks/emit.ts';
import type { WebhookEventType } from '@/lib/webhooks/schemas.ts';
import { ScanFailedError } from './engine/errors.ts';
import { fingerprint } from './engine/fingerprint.ts';
import { scanPage } from './engine/scan-page.ts';
import { FINDING_LIMITS, type FindingLimits } from './engine/findings.ts';
import type { EngineFinding, PageScan, WcagStandard } from './engine/types.ts';
import type { ScanDetails, ScanOptions, ScanSummary } from './schemas.ts';
import { scoreOfRules } from './score.ts';

/**
 * The work of one scan job, in the steps the scan workflow records (lib/jobs/workflows/scan-page.ts).
 * Each step is safe to run again: a retried scan replaces what an interrupted attempt stored.
 */

const pageTimeoutMs = () => config().SCAN_PAGE_TIMEOUT_MS;
/** The whole scan's time budget, crawl included (SCAN_TOTAL_TIMEOUT_MS, default 10 min). */
const totalTimeoutMs = () => config().SCAN_TOTAL_TIMEOUT_MS;

export async function markScanRunning(scanId: string): Promise<boolean> {
  const { count } = await db.scanJob.updateMany({
    where: { ...unsafeById(scanId), status: { in: ['queued', 'running'] } },
    data: { status: 'running', startedAt: new Date(), error: null },
  });
  return count > 0;
}

/** A page once its findings are stored: what the scan keeps of it (not its findings, not its links). */
type PageDone = Omit<PageScan, 'findings' | 'links'> & { issues: number };

interface Crawled {
  scans: PageDone[];
  pages: ScanDetails['pages'];
  /** The time budget ran out before the crawl was done: `scans` are the pages finished by then. */
  outOfTime: boolean;
}

/** Scans the start page and, when asked, same-origin pages found from it (breadth first). */
async function crawl(
  startUrl: string,
  standard: WcagStandard,
  options: ScanOptions,
  deadline: number,
  maxPageFindings: number,
  store: (scan: PageScan) => Promise<PageDone>,
): Promise<Crawled> {
  const maxPages = options.crawl?.maxPages ?? 1;
  const maxDepth = options.crawl ? options.crawl.maxDepth : 0;
  const origin = new URL(startUrl).origin;
  const queue: { url: string; depth: number }[] = [{ url: startUrl, depth: 0 }];
  if (options.crawl?.sitemap) for (const url of await sitemapUrls(origin)) queue.push({ url, depth: 1 });
  const seen = new Set(queue.map((q) => q.url));
  const scans: PageDone[] = [];
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
      scan = await scanPage(url, {
        standard,
        includeBestPractices: options.includeBestPractices,
        viewport: options.viewport,
        timeoutMs,
        maxFindings: maxPageFindings,
      });
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
    // Stored now, so that a crawl holds one page's findings at a time.
    scans.push(await store(scan));
    if (depth < maxDepth) {
      for (const link of scan.links) {
        if (!seen.has(link) && new URL(link).origin === origin) {
          seen.add(link);
          queue.push({ url: link, depth: depth + 1 });
        }
      }
    }
  }
  return { scans, pages: scans.map((s) => ({ url: s.url, finalUrl: s.finalUrl, title: s.title, issues: s.issues, dropped: s.dropped })), outOfTime };
}

function outOfTimeMessage(pages: number): string {
  const ms = totalTimeoutMs();
  const budget = ms >= 60_000 ? `${Number((ms / 60_000).toFixed(1))} min` : `${Number((ms / 1000).toFixed(1))} s`;
  return pages === 0
    ? `The scan did not finish within its time budget of ${budget}; no page was scanned.`
    : pages === 1
      ? `The scan did not finish within its time budget of ${budget}; the page scanned by then is kept with its issues.`
      : `The scan did not finish within its time budget of ${budget}; the ${pages} pages scanned by then are kept with their issues.`;
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
 * Loads and analyses the page(s), storing each page's findings as issues once the page is done (at most
 * `limits.perPage` of a page and `limits.perScan` in all, by default FINDING_LIMITS: 1,000 and 10,000;
 * the rest counted in `details.issuesDropped`), marks them new or recurring
 * against the previous completed scan of the same URL at the end, in SQL, and completes the job — or fails it with a public reason
 * when the page itself cannot be scanned (timeout, HTTP error), leads where the SSRF policy refuses to go
 * (`unsafe_url`'s message), or there is no browser to scan in (`no_browser`: no retry finds one). Browser
 * crashes are thrown: retried.
 */
export async function performScan(scanId: string, limits: FindingLimits = FINDING_LIMITS): Promise<ScanOutcome> {
  const job = await db.scanJob.findUniqueOrThrow({ where: unsafeById(scanId) });
  const options = job.options as unknown as ScanOptions;
  const started = Date.now();
  // Issues are stored page by page as `new`; what an interrupted attempt stored is replaced.
  await db.scanIssue.deleteMany({ where: { jobId: scanId } });
  let stored = 0;
  const store = async (scan: PageScan): Promise<PageDone> => {
    const { findings } = scan;
    const kept = findings.slice(0, Math.max(0, limits.perScan - stored));
    if (kept.length) await db.scanIssue.createMany({ data: kept.map((f) => issueRow({ ...f, fingerprint: fingerprint(f) }, scanId, job.tenantId)) });
    stored += kept.length;
    const { url, finalUrl, title, engines, timings } = scan;
    return { url, finalUrl, title, engines, timings, issues: kept.length, dropped: scan.dropped + findings.length - kept.length };
  };
  let crawled: Crawled;
  try {
    crawled = await crawl(job.url, job.standard as WcagStandard, options, started + totalTimeoutMs(), limits.perPage, store);
  } catch (error) {
    // A page that leads somewhere the SSRF policy refuses (a redirect to a metadata address) is refused
    // for good: another attempt would be led to the same place.
    const final = (error instanceof ScanFailedError && error.reason !== 'browser_crash') || (error instanceof AppError && error.code === 'unsafe_url');
    if (final) {
      if (error instanceof AppError) logger.warn({ scanId, reason: error.internal }, 'scan refused by the SSRF policy');
      await failScan(scanId, error.message);
      return { status: 'failed', error: error.message };
    }
    throw error;
  }

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
    issuesDropped: crawled.scans.reduce((n, s) => n + s.dropped, 0),
  };

  // Out of time: the scan fails, and the pages finished by then keep their issues and summary.
  const error = crawled.outOfTime ? outOfTimeMessage(crawled.scans.length) : null;
  const summary = await transaction(async (tx) => {
    const summary = await compareAndSummarise(tx, job);
    await tx.scanJob.update({
      where: unsafeById(scanId),
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
    return summary;
  });
  return error ? { status: 'failed', error } : { status: 'completed', summary };
}

/**
 * Once every page is stored, in the scan's final transaction and over the stored rows (nothing held in
 * memory): marks the issues whose fingerprint the previous completed scan of the same URL (created
 * before this one) also had as `recurring`, and counts the summary. Dismissed fingerprints of the tenant
 * stay out of the counts by impact and the score; `fixed` are the previous scan's fingerprints gone now.
 */
async function compareAndSummarise(tx: CommitTx, job: { id: string; tenantId: string; url: string; createdAt: Date }): Promise<ScanSummary> {
  const [previous] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM scan_jobs
     WHERE ${sqlInTenant(job)} AND url = ${job.url} AND status = 'completed'
       AND id <> ${job.id} AND created_at < ${job.createdAt}
     ORDER BY completed_at DESC
     LIMIT 1`;
  const previousId = previous?.id ?? null;
  if (previousId) {
    await tx.$executeRaw`
      UPDATE scan_issues SET occurrence = 'recurring'
       WHERE job_id = ${job.id}
         AND fingerprint IN (SELECT fingerprint FROM scan_issues WHERE job_id = ${previousId})`;
  }
  const [counts] = await tx.$queryRaw<Omit<ScanSummary, 'score'>[]>`
    WITH issues AS (
      SELECT i.impact, i.occurrence,
             EXISTS (SELECT 1 FROM scan_dismissals d WHERE ${sqlInTenant(job, 'd')} AND d.fingerprint = i.fingerprint) AS dismissed
        FROM scan_issues i WHERE i.job_id = ${job.id})
    SELECT count(*) FILTER (WHERE NOT dismissed)::int AS total,
           count(*) FILTER (WHERE NOT dismissed AND impact = 'critical')::int AS critical,
           count(*) FILTER (WHERE NOT dismissed AND impact = 'serious')::int AS serious,
           count(*) FILTER (WHERE NOT dismissed AND impact = 'moderate')::int AS moderate,
           count(*) FILTER (WHERE NOT dismissed AND impact = 'minor')::int AS minor,
           count(*) FILTER (WHERE occurrence = 'new')::int AS new,
           count(*) FILTER (WHERE occurrence = 'recurring')::int AS recurring,
           (SELECT count(DISTINCT p.fingerprint)::int FROM scan_issues p
             WHERE p.job_id = ${previousId}
               AND NOT EXISTS (SELECT 1 FROM scan_issues c WHERE c.job_id = ${job.id} AND c.fingerprint = p.fingerprint)) AS fixed,
           count(*) FILTER (WHERE dismissed)::int AS dismissed
      FROM issues`;
  const rules = await tx.$queryRaw<{ ruleId: string; impact: IssueImpact; count: number }[]>`
    SELECT rule_id AS "ruleId", impact, count(*)::int AS count
      FROM scan_issues i
     WHERE i.job_id = ${job.id}
       AND NOT EXISTS (SELECT 1 FROM scan_dismissals d WHERE ${sqlInTenant(job, 'd')} AND d.fingerprint = i.fingerprint)
     GROUP BY rule_id, impact`;
  const c = counts!;
  return {
    total: c.total,
    critical: c.critical,
    serious: c.serious,
    moderate: c.moderate,
    minor: c.minor,
    score: scoreOfRules(rules),
    new: c.new,
    recurring: c.recurring,
    fixed: c.fixed,
    dismissed: c.dismissed,
  };
}

function issueRow(f: EngineFinding & { fingerprint: string }, jobId: string, tenantId: string) {
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
    occurrence: 'new', // until the scan's end compares it (compareAndSummarise)
  };
}

/** Ends a scan as failed with a public reason, and tells the tenant's webhooks. */
export async function failScan(scanId: string, error: string): Promise<void> {
  await transaction(async (tx) => {
    const job = await tx.scanJob.update({ where: unsafeById(scanId), data: { status: 'failed', error, completedAt: new Date() } });
    await emitWebhookEvent(job.tenantId, 'scan.failed', { scanId, url: job.url, standard: job.standard, error }, { tx });
  });
}
