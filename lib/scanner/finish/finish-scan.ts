import { crawlStateOf } from '../plan/crawl-state.ts';
import { z } from 'zod';
import { idRow, statusRow, parseRows } from '@/lib/db/columns.ts';
import { scanOptionsOf, IMPACTS } from '../schemas.ts';
import { PrismaNs } from '@/lib/db/client.ts';
import { sqlInTenant, unsafeById } from '@/lib/db/scope.ts';
import { type CommitTx, transaction } from '@/lib/jobs/transaction.ts';
import { emitWebhookEvents } from '@/lib/webhooks/emit.ts';
import type { WebhookEventType } from '@/lib/webhooks/schemas.ts';
import { openPages } from '../claim/open-pages.ts';
import { dismissedIssue, issueKeys } from '../issue-identity.ts';
import type { ScanDetails, ScanSummary } from '../schemas.ts';
import { scanBaselineOf } from '../baseline-schemas.ts';
import { classifyByBaseline } from './classify-baseline.ts';
import { scoreOfRules } from './score.ts';
import type { StopReason } from './stop-scan.ts';

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

/** A row of scan page totals (lib/db/columns.ts). */
const pageTotalsRow = z.object({ done: z.number(), dropped: z.number(), load_ms: z.number(), analyze_ms: z.number() });

/** A row of scan start page (lib/db/columns.ts). */
const startPageRow = z.object({ title: z.string().nullable(), final_url: z.string().nullable(), status: z.string(), error: z.string().nullable() });

/**
 * Ends the scan once its frontier is empty, exactly once (under the scan row's lock, from `running`
 * only): compares its issues with the previous scan of the same URL and kind, and with its baseline
 * when it has one (before a site scan's tracking), counts the summary over
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
      const state = crawlStateOf(job);
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
 * scan's fingerprints gone now. A scan with a baseline has its issues classified against it first
 * (classify-baseline.ts), with their counts in the summary.
 */
async function compareAndSummarise(
  tx: CommitTx,
  job: { id: string; tenantId: string; url: string; createdAt: Date; options: unknown; baseline: unknown },
): Promise<ScanSummary> {
  const site = scanOptionsOf(job).crawl !== undefined;
  const baseline = scanBaselineOf(job);
  const baselineCounts = baseline ? await classifyByBaseline(tx, job, baseline) : null;
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
    ...(baselineCounts ? { baseline: baselineCounts } : {}),
  };
}
