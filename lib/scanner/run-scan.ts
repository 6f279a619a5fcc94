import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { config } from '@/lib/config.ts';
import { db, PrismaNs } from '@/lib/db/client.ts';
import { sqlInTenant, unsafeById } from '@/lib/db/scope.ts';
import { newId } from '@/lib/ids.ts';
import { jobsDriver, sendEvents } from '@/lib/jobs/send-event.ts';
import { type CommitTx, transaction } from '@/lib/jobs/transaction.ts';
import { emitWebhookEvent, emitWebhookEvents } from '@/lib/webhooks/emit.ts';
import type { WebhookEventType } from '@/lib/webhooks/schemas.ts';
import { acceptedUrls, loadCrawlState } from './crawl/policy.ts';
import { normalizePageUrl } from './crawl/normalize-url.ts';
import { dismissedIssue, issueKeys } from './issue-identity.ts';
import { IMPACTS, type ScanDetails, scanOptionsOf, type ScanSummary } from './schemas.ts';
import { scoreOfRules } from './score.ts';

/**
 * A scan is a plan and a frontier of pages (scan_pages), each page its own unit of work
 * (lib/scanner/scan-frontier-page.ts). This module starts a scan — marks it running and puts its first
 * pages on the frontier — and ends it once, when the frontier is empty: summary, new/recurring/fixed,
 * score and webhooks. Every step is safe to run again.
 */

/** Why a scan stops before its frontier is empty (scan_jobs.stop_reason). */
export type StopReason = 'canceled' | 'out_of_time' | 'start_failed';

/** A scan's rows as the page work reads them. */
export type ScanRow = Awaited<ReturnType<typeof db.scanJob.findUniqueOrThrow>>;

/** Marks a queued scan running (its budget counts from now); true when it is running, also already. */
export async function markScanRunning(scanId: string): Promise<boolean> {
  const count = await db.$executeRaw`
    UPDATE scan_jobs
       SET started_at = CASE WHEN status = 'queued' THEN now() ELSE started_at END, status = 'running'
     WHERE id = ${scanId} AND status IN ('queued', 'running')`;
  return count > 0;
}

/** The event of one page of a scan; under Inngest its id makes a second send of it start nothing. */
export async function queuePages(tx: CommitTx, scan: { id: string; tenantId: string }, pageIds: string[]): Promise<void> {
  await sendEvents(
    'scan/page.requested',
    pageIds.map((pageId) => ({ scanId: scan.id, pageId, tenantId: scan.tenantId })),
    { tx, idOf: pageEventId },
  );
}

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

const pageEventId = (data: Record<string, unknown>) => `scan-page-${data.pageId as string}`;

/** How long past its budget a running scan may go before it is ended without its pages (endOverdueScans). */
export const OVERDUE_GRACE_MS = 15 * 60_000;

/** A row of overdue scans (lib/db/columns.ts). */
const idRow = z.object({ id: z.string() });

/**
 * The safety net behind the page jobs, under either driver: a scan still running OVERDUE_GRACE_MS past its
 * time budget (its page jobs all failed to end it: a lost event, a bug) is stopped as out of time, its open
 * pages skipped, and ended — so it frees its tenant's open-scan slot and drops its login. Returns how many.
 */
export async function endOverdueScans(): Promise<number> {
  const overdue = parseRows(
    idRow,
    await db.$queryRaw`
    SELECT id FROM scan_jobs
     WHERE status = 'running' AND started_at IS NOT NULL
       AND started_at + make_interval(secs => coalesce((options ->> 'budgetMs')::float8, ${config().SCAN_TOTAL_TIMEOUT_MS}) / 1000)
           + make_interval(secs => ${OVERDUE_GRACE_MS / 1000}) < now()
     LIMIT 100`,
    'overdue scans',
  );
  for (const { id } of overdue) {
    await transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM scan_jobs WHERE id = ${id} FOR UPDATE`;
      await stopScan(tx, id, 'out_of_time');
      await tx.$executeRaw`
        UPDATE scan_pages SET status = 'skipped', error = ${"The scan's time budget ran out before this page was scanned."}, finished_at = now()
         WHERE scan_id = ${id} AND status = 'running'`;
    });
    await finishScan(id);
  }
  return overdue.length;
}

/** A row of scan lock (lib/db/columns.ts). */
const lockedScanRow = z.object({ pages_found: z.number(), status: z.string() });

/**
 * Puts the scan's first pages on its frontier and queues them: the start page (depth 0) and, for a crawl
 * asking for it, the URLs of the site's sitemaps (depth 1) that its filters and robots.txt allow, up to
 * its maxPages. The site's robots.txt is read once here and kept with the scan, so every page job, on
 * whichever instance, obeys the same rules. Run again, it finds its pages already there and adds nothing.
 */
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

/**
 * Stops a running scan from taking new pages: its queued pages are skipped (their jobs end at once) and
 * the reason kept; pages being scanned finish. The first reason stays.
 */
export async function stopScan(tx: CommitTx, scanId: string, reason: StopReason, error: string | null = null): Promise<void> {
  await tx.$executeRaw`
    UPDATE scan_jobs SET stop_reason = coalesce(stop_reason, ${reason}), error = coalesce(error, ${error})
     WHERE id = ${scanId}`;
  await tx.$executeRaw`
    UPDATE scan_pages SET status = 'skipped', finished_at = now()
     WHERE scan_id = ${scanId} AND status = 'queued'`;
}

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

function formatBudget(ms: number): string {
  if (ms >= 3_600_000) return `${Number((ms / 3_600_000).toFixed(1))} h`;
  return ms >= 60_000 ? `${Number((ms / 60_000).toFixed(1))} min` : `${Number((ms / 1000).toFixed(1))} s`;
}

function outOfTimeMessage(budgetMs: number, pages: number): string {
  const budget = formatBudget(budgetMs);
  return pages === 0
    ? `The scan did not finish within its time budget of ${budget}; no page was scanned.`
    : pages === 1
      ? `The scan did not finish within its time budget of ${budget}; the page scanned by then is kept with its issues.`
      : `The scan did not finish within its time budget of ${budget}; the ${pages} pages scanned by then are kept with their issues.`;
}

export type ScanOutcome = { status: 'completed' | 'failed' | 'canceled'; summary: ScanSummary | null; error: string | null };

/** A row of finish scan lock (lib/db/columns.ts). */
const statusRow = z.object({ status: z.string() });

/** A row of scan page totals (lib/db/columns.ts). */
const pageTotalsRow = z.object({ done: z.number(), dropped: z.number(), load_ms: z.number(), analyze_ms: z.number() });

/** A row of scan start page (lib/db/columns.ts). */
const startPageRow = z.object({ title: z.string().nullable(), final_url: z.string().nullable(), status: z.string(), error: z.string().nullable() });

/**
 * Ends the scan once its frontier is empty, exactly once (under the scan row's lock, from `running`
 * only): compares its issues with the previous scan of the same URL and kind, counts the summary over
 * the stored rows, and tells the tenant's webhooks. The outcome: `canceled` when it was canceled;
 * `failed` when its start page could not be scanned (with that page's reason) or the time budget ran
 * out (the pages scanned by then keep their issues); else `completed`. Null when there is nothing to
 * end (pages still open, or ended already).
 */
export async function finishScan(scanId: string): Promise<ScanOutcome | null> {
  return transaction(
    async (tx) => {
      const [locked] = parseRows(statusRow, await tx.$queryRaw`SELECT status::text FROM scan_jobs WHERE id = ${scanId} FOR UPDATE`, 'finish scan lock');
      if (locked?.status !== 'running') return null;
      if ((await openPages(tx, scanId)) > 0) return null;
      const job = await tx.scanJob.findUniqueOrThrow({ where: unsafeById(scanId) });
      const options = scanOptionsOf(job);
      const [pages] = parseRows(
        pageTotalsRow,
        await tx.$queryRaw`
        SELECT count(*) FILTER (WHERE status = 'done')::int AS done,
               coalesce(sum(dropped), 0)::int AS dropped,
               coalesce(sum(load_ms), 0)::int AS load_ms,
               coalesce(sum(analyze_ms), 0)::int AS analyze_ms
          FROM scan_pages WHERE scan_id = ${scanId}`,
        'scan page totals',
      );
      const [start] = parseRows(
        startPageRow,
        await tx.$queryRaw`
        SELECT title, final_url, status::text, error FROM scan_pages WHERE scan_id = ${scanId} AND depth = 0 ORDER BY created_at, id LIMIT 1`,
        'scan start page',
      );
      const done = pages?.done ?? 0;
      const reason = job.stopReason as StopReason | null;
      let status: ScanOutcome['status'] = 'completed';
      let error: string | null = null;
      if (reason === 'canceled') status = 'canceled';
      else if (reason === 'out_of_time') {
        status = 'failed';
        error = outOfTimeMessage(options.budgetMs ?? 0, done);
      } else if (reason === 'start_failed' || done === 0) {
        status = 'failed';
        error = job.error ?? start?.error ?? 'No page of the scan could be scanned.';
      }
      const state = (job.crawlState ?? {}) as { engines?: ScanDetails['engines'] };
      const details: ScanDetails = {
        engines: state.engines ?? [],
        pageTitle: start?.title || null,
        finalUrl: start?.final_url ?? null,
        timings: {
          loadMs: pages?.load_ms ?? 0,
          analyzeMs: pages?.analyze_ms ?? 0,
          totalMs: job.startedAt ? Date.now() - job.startedAt.getTime() : 0,
        },
        issuesDropped: pages?.dropped ?? 0,
      };
      // A scan whose start page failed stored nothing: it gets no summary, as before pages were rows.
      const summary = status === 'failed' && done === 0 ? null : await compareAndSummarise(tx, job);
      await tx.scanJob.update({
        where: unsafeById(scanId),
        data: {
          status,
          error,
          completedAt: new Date(),
          pagesScanned: done,
          summary: summary === null ? PrismaNs.DbNull : (summary as object),
          details: details as object,
          authSealed: null, // the login is the scan's only while it runs
        },
      });
      if (status !== 'canceled') {
        const data = { scanId, url: job.url, standard: job.standard, ...(summary ? { summary } : {}), ...(error ? { error } : {}) };
        const ended: WebhookEventType = status === 'failed' ? 'scan.failed' : 'scan.completed';
        const types: WebhookEventType[] = summary && summary.total > 0 ? [ended, 'scan.issues_detected'] : [ended];
        await emitWebhookEvents(
          job.tenantId,
          types.map((type) => ({ type, data })),
          { tx },
        );
      }
      return { status, summary, error };
    },
    { timeout: 120_000 },
  );
}

/** A row of scan summary counts (lib/db/columns.ts). */
const summaryCountsRow = z.object({
  total: z.number(),
  critical: z.number(),
  serious: z.number(),
  moderate: z.number(),
  minor: z.number(),
  new: z.number(),
  recurring: z.number(),
  fixed: z.number(),
  dismissed: z.number(),
  needsReview: z.number(),
});

/** A row of scan rule counts (lib/db/columns.ts). */
const ruleCountRow = z.object({ ruleId: z.string(), impact: z.enum(IMPACTS), count: z.number() });

/**
 * In the scan's final transaction and over the stored rows (nothing held in memory): marks the issues
 * whose fingerprint the previous completed scan of the same URL and kind (a site scan with site scans, a
 * page with pages; created before this one) also had as `recurring`, and counts the summary. Dismissed
 * fingerprints of the tenant stay out of the counts by impact and the score; `fixed` are the previous
 * scan's fingerprints gone now.
 */
async function compareAndSummarise(tx: CommitTx, job: { id: string; tenantId: string; url: string; createdAt: Date; options: unknown }): Promise<ScanSummary> {
  const site = scanOptionsOf(job).crawl !== undefined;
  const [previous] = parseRows(
    idRow,
    await tx.$queryRaw`
    SELECT id FROM scan_jobs
     WHERE ${sqlInTenant(job)} AND url = ${job.url} AND status = 'completed'
       AND id <> ${job.id} AND created_at < ${job.createdAt}
       AND (options -> 'crawl' IS NOT NULL) = ${site}
     ORDER BY completed_at DESC
     LIMIT 1`,
    'previous scan',
  );
  const previousId = previous?.id ?? null;
  if (previousId) {
    await tx.$executeRaw`
      WITH before AS (SELECT DISTINCT k FROM scan_issues p, unnest(${issueKeys('p')}) AS k WHERE p.job_id = ${previousId})
      UPDATE scan_issues c SET occurrence = 'recurring'
       WHERE c.job_id = ${job.id}
         AND EXISTS (SELECT 1 FROM unnest(${issueKeys('c')}) AS k WHERE k IN (SELECT k FROM before))`;
  }
  const [counts] = parseRows(
    summaryCountsRow,
    await tx.$queryRaw`
    WITH now_keys AS (SELECT DISTINCT k FROM scan_issues c, unnest(${issueKeys('c')}) AS k WHERE c.job_id = ${job.id}),
    issues AS (
      SELECT i.impact, i.occurrence,
             ${dismissedIssue(job, 'i')} AS dismissed
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
               AND NOT EXISTS (SELECT 1 FROM unnest(${issueKeys('p')}) AS k WHERE k IN (SELECT k FROM now_keys))) AS fixed,
           count(*) FILTER (WHERE dismissed)::int AS dismissed,
           (SELECT count(*)::int FROM scan_reviews r WHERE r.job_id = ${job.id}) AS "needsReview"
      FROM issues`,
    'scan summary counts',
  );
  const rules = parseRows(
    ruleCountRow,
    await tx.$queryRaw`
    SELECT rule_id AS "ruleId", impact, count(*)::int AS count
      FROM scan_issues i
     WHERE i.job_id = ${job.id}
       AND NOT ${dismissedIssue(job, 'i')}
     GROUP BY rule_id, impact`,
    'scan rule counts',
  );
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
    needsReview: c.needsReview ?? 0,
  };
}

/**
 * Ends a scan as failed with a public reason, and tells the tenant's webhooks: for a scan that could not
 * be started at all (its start job failed on every attempt). Its pages, if any, are skipped.
 */
export async function failScan(scanId: string, error: string): Promise<void> {
  await transaction(async (tx) => {
    const [locked] = parseRows(statusRow, await tx.$queryRaw`SELECT status::text FROM scan_jobs WHERE id = ${scanId} FOR UPDATE`, 'cancel scan lock');
    if (locked?.status !== 'queued' && locked?.status !== 'running') return;
    await stopScan(tx, scanId, 'start_failed', error);
    const job = await tx.scanJob.update({ where: unsafeById(scanId), data: { status: 'failed', error, completedAt: new Date(), authSealed: null } });
    await emitWebhookEvent(job.tenantId, 'scan.failed', { scanId, url: job.url, standard: job.standard, error }, { tx });
  });
}
