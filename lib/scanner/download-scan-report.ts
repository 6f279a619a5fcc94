import { z } from 'zod';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { contentDisposition } from '@/lib/content-disposition.ts';
import { parseRows } from '@/lib/db/columns.ts';
import { db } from '@/lib/db/client.ts';
import type { ScanJob } from '@/lib/db/generated/client.ts';
import { inTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import type { Logger } from '@/lib/logger.ts';
import { esc } from '@/lib/report-html.ts';
import { scanDetailsOf, scanSummaryOf } from './columns.ts';
import { batches, EXPORT_BATCH_SIZE, textStream } from './export/stream.ts';
import type { ExportDownload } from './export-issues.ts';
import { documentEnd, documentStart, facts, row, SCAN_REPORT_CSP, tableEnd, tableStart } from './report/html.ts';
import { IMPACTS } from './schemas.ts';

/** Occurrences the report shows of one issue; the exports have every one. */
export const REPORT_OCCURRENCES_SHOWN = 50;

/**
 * A scan's report as an accessible standalone HTML document, streamed: its summary, its pages (read in
 * keyset batches by URL) and its issues grouped by the site's tracked issue (a site's scan) or by the
 * barrier's track key, each with its first 50 occurrences. The job is checked before the stream starts.
 */
export async function downloadScanReport(ctx: Principal, scanId: string, log: Logger, options: { batchSize?: number } = {}): Promise<ExportDownload> {
  authorize(ctx, 'scanner:read');
  const job = await db.scanJob.findFirst({ where: { ...inTenant(ctx), id: scanId } });
  if (!job) throw notFound('Scan job');
  const body = textStream(reportPieces(ctx, job, options.batchSize ?? EXPORT_BATCH_SIZE), log, 'scan report');
  return {
    body,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': contentDisposition(`scan-${job.id}-report.html`),
      'Content-Security-Policy': SCAN_REPORT_CSP,
      'Cache-Control': 'no-store',
    },
  };
}

const date = (d: Date | null) => (d ? `${d.toISOString().replace('T', ' ').slice(0, 16)} UTC` : 'not yet');

async function* reportPieces(ctx: Principal, job: ScanJob, batchSize: number): AsyncGenerator<string> {
  const summary = scanSummaryOf(job);
  const details = scanDetailsOf(job);
  yield documentStart(`Accessibility scan report: ${job.url}`, `<h1>Accessibility scan report</h1>\n<p>${esc(job.url)}</p>`);

  yield '<section aria-labelledby="summary">\n<h2 id="summary">Summary</h2>\n';
  yield facts([
    ['URL', job.url],
    ['Standard', job.standard],
    ['Engines', details?.engines.length ? details.engines.map((e) => `${e.name} ${e.version}`).join(', ') : job.engines.join(', ')],
    ['Status', job.status],
    ['Queued', date(job.createdAt)],
    ['Completed', date(job.completedAt)],
    ['Pages scanned', job.pagesScanned],
    ['Score', summary ? `${summary.score} of 100` : 'none yet'],
  ]);
  if (summary) {
    yield tableStart('Issues by impact', [{ label: 'Impact' }, { label: 'Issues', num: true }]);
    for (const impact of IMPACTS) yield row([esc(impact), esc(summary[impact])], { rowHeader: true, num: [1] });
    yield row(['Total', esc(summary.total)], { rowHeader: true, num: [1] });
    yield tableEnd;
  } else yield '<p>The scan has no counts yet: it has not completed.</p>\n';
  yield '</section>\n';

  yield '<section aria-labelledby="pages">\n<h2 id="pages">Pages</h2>\n';
  let pages = 0;
  for await (const batch of batches(pageReader(ctx, job.id), batchSize)) {
    if (pages === 0)
      yield tableStart('Scanned pages by URL', [{ label: 'URL' }, { label: 'Status' }, { label: 'Score', num: true }, { label: 'Issues', num: true }]);
    pages += batch.length;
    yield batch
      .map((p) => row([esc(p.url), esc(p.status), p.score === null ? 'none' : esc(p.score), esc(p.issues)], { rowHeader: true, num: [2, 3] }))
      .join('');
  }
  yield pages > 0 ? tableEnd : '<p>No pages were recorded for this scan.</p>\n';
  yield '</section>\n';

  yield '<section aria-labelledby="issues">\n<h2 id="issues">Issues</h2>\n';
  yield `<p>${job.siteId ? 'Grouped by the site’s tracked issue, with its status and triage.' : 'Grouped by barrier: one group per rule and element across pages.'} Each group shows its first ${REPORT_OCCURRENCES_SHOWN} occurrences by page; the CSV and JSON Lines exports have them all.</p>\n`;
  let open = false;
  for await (const batch of batches(occurrenceReader(ctx, job.id), batchSize)) {
    let out = '';
    for (const o of batch) {
      if (o.n === 1) {
        if (open) out += `${tableEnd}</section>\n`;
        out += groupStart(o);
        open = true;
      }
      out += row([esc(o.page_url), `<code>${esc(o.selector)}</code>`, `<code>${esc(o.html)}</code>`]);
    }
    yield out;
  }
  yield open ? `${tableEnd}</section>\n` : '<p>No issues were found.</p>\n';
  yield '</section>\n';
  yield documentEnd(`<p>Scan ${esc(job.id)}. Report made ${esc(date(new Date()))}.</p>`);
}

const pageRow = z.object({ url: z.string(), status: z.string(), score: z.number().nullable(), issues: z.number().int() });

function pageReader(ctx: Principal, scanId: string) {
  return async (after: string | null, limit: number) => {
    const rows = await db.scanPage.findMany({
      where: { ...inTenant(ctx), scanId, ...(after === null ? {} : { url: { gt: after } }) },
      orderBy: { url: 'asc' },
      take: limit,
      select: { url: true, status: true, score: true, issues: true },
    });
    return { rows: parseRows(pageRow, rows, 'scan report pages'), last: rows.at(-1)?.url ?? null };
  };
}

const occurrenceRow = z.object({
  rank: z.number().int(),
  n: z.number().int(),
  total: z.number().int(),
  rule_id: z.string(),
  impact: z.string(),
  wcag: z.array(z.string()),
  help: z.string(),
  help_url: z.string(),
  page_url: z.string(),
  selector: z.string(),
  html: z.string(),
  tracked_issue_id: z.string().nullable(),
  status: z.string().nullable(),
  reason: z.string().nullable(),
  assignee: z.string().nullable(),
  first_seen_at: z.date().nullable(),
  last_seen_at: z.date().nullable(),
});
type OccurrenceRow = z.output<typeof occurrenceRow>;

/**
 * A scan's occurrences by group (most severe first, then rule), the first 50 of each by page URL, in
 * keyset batches over (group rank, place in group). A scan stores at most 10,000 issues, so ranking them
 * again for each batch costs the database little.
 */
function occurrenceReader(ctx: Principal, scanId: string) {
  return async (after: readonly [number, number] | null, limit: number) => {
    const [rank, n] = after ?? [0, 0];
    const rows = parseRows(
      occurrenceRow,
      await db.$queryRaw`
      WITH o AS (
        SELECT s.id, s.rule_id, s.impact, s.wcag, s.help, s.help_url, s.page_url, s.selector, s.html, s.tracked_issue_id,
               coalesce(s.tracked_issue_id, s.track_key, s.fingerprint) AS group_key
          FROM scan_issues s
         WHERE ${sqlInTenant(ctx, 's')} AND s.job_id = ${scanId}
      ), g AS (
        SELECT o.*, min(o.impact) OVER w AS group_impact, min(o.rule_id) OVER w AS group_rule, count(*) OVER w AS total,
               row_number() OVER (PARTITION BY o.group_key ORDER BY o.page_url, o.id) AS n
          FROM o WINDOW w AS (PARTITION BY o.group_key)
      ), r AS (
        SELECT g.*, dense_rank() OVER (ORDER BY g.group_impact, g.group_rule, g.group_key) AS rank
          FROM g WHERE g.n <= ${REPORT_OCCURRENCES_SHOWN}
      )
      SELECT r.rank::int AS rank, r.n::int AS n, r.total::int AS total, r.rule_id, r.impact::text AS impact, r.wcag, r.help, r.help_url,
             r.page_url, r.selector, r.html, r.tracked_issue_id, t.status, t.reason, coalesce(u.email, t.assignee_id) AS assignee,
             t.first_seen_at, t.last_seen_at
        FROM r
        LEFT JOIN tracked_issues t ON t.id = r.tracked_issue_id
        LEFT JOIN users u ON u.id = t.assignee_id
       WHERE (r.rank, r.n) > (${rank}, ${n})
       ORDER BY r.rank, r.n
       LIMIT ${limit}`,
      'scan report occurrences',
    );
    const last = rows.at(-1);
    return { rows, last: last ? ([last.rank, last.n] as const) : null };
  };
}

/** A group's heading, its facts (the tracked issue's, where there is one) and its occurrence table's start. */
function groupStart(o: OccurrenceRow): string {
  const id = `issue-${o.rank}`;
  const entries: [string, unknown][] = [
    ['Rule', o.rule_id],
    ['Impact', o.impact],
    ['WCAG criteria', o.wcag.length ? o.wcag.join(', ') : 'none (a best practice)'],
    ['Occurrences', o.total],
    ['Rule help', o.help_url],
  ];
  if (o.tracked_issue_id && o.status) {
    entries.push(
      ['Tracked issue', o.tracked_issue_id],
      ['Status', o.status],
      ['Reason', o.reason ?? 'none'],
      ['Assignee', o.assignee ?? 'nobody'],
      ['First seen', date(o.first_seen_at)],
      ['Last seen', date(o.last_seen_at)],
    );
  }
  const capped =
    o.total > REPORT_OCCURRENCES_SHOWN
      ? `<p class="note">The first ${REPORT_OCCURRENCES_SHOWN} of ${o.total} occurrences are shown; the CSV export has them all.</p>\n`
      : '';
  return `<section aria-labelledby="${id}">\n<h3 id="${id}">${esc(o.help)}</h3>\n${facts(entries)}\n${capped}${tableStart(`Where ${o.rule_id} occurs`, [
    { label: 'Page' },
    { label: 'Selector' },
    { label: 'HTML' },
  ])}`;
}
