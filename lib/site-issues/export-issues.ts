import { z } from 'zod';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { parseRows } from '@/lib/db/columns.ts';
import { db, PrismaNs } from '@/lib/db/client.ts';
import { inTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import type { Logger } from '@/lib/logger.ts';
import { exportSqlRow, toExportRow } from '@/lib/scanner/export/rows.ts';
import { exportHeaders, exportStream } from '@/lib/scanner/export/stream.ts';
import { downloadScanReport } from '@/lib/scanner/download-scan-report.ts';
import type { ExportDownload } from '@/lib/scanner/export-issues.ts';
import type { ExportSiteIssuesQuery } from './schemas.ts';
import { siteOf } from './site-scope.ts';

/** Where a site export stands: the last tracked issue and the last occurrence of it ('' for none) sent. */
type Position = readonly [issueId: string, occurrenceId: string];

const siteExportRow = exportSqlRow.extend({ occurrence_id: z.string() });

/**
 * A site's tracked issues, each with its occurrences in the scan that last saw it (one row per element and
 * page); a fixed issue, found nowhere any more, is one row with empty page fields, as is an issue whose
 * occurrences are gone. Streamed in keyset batches by (tracked issue id, occurrence id), filtered as the
 * issue list is (status, impact, rule). The site is checked before the stream starts.
 */
export async function exportSiteIssues(
  ctx: Principal,
  siteId: string,
  query: ExportSiteIssuesQuery & { batchSize?: number },
  log: Logger,
  now: Date = new Date(),
): Promise<ExportDownload> {
  authorize(ctx, 'scanner:read');
  const site = await siteOf(db, ctx, siteId);
  const { url } = await db.site.findUniqueOrThrow({ where: { id: site.id }, select: { url: true } });
  const filters = [PrismaNs.sql`t.site_id = ${site.id}`];
  if (query.status) filters.push(PrismaNs.sql`t.status = ANY(${query.status}::text[])`);
  if (query.impact) filters.push(PrismaNs.sql`t.impact::text = ANY(${query.impact}::text[])`);
  if (query.ruleId) filters.push(PrismaNs.sql`t.rule_id = ${query.ruleId}`);
  const where = PrismaNs.join(filters, ' AND ');
  const body = exportStream<Position>({
    format: query.format,
    log,
    ...(query.batchSize ? { batchSize: query.batchSize } : {}),
    read: async (after, limit) => {
      const [issueId, occurrenceId] = after ?? ['', ''];
      const rows = parseRows(
        siteExportRow,
        await db.$queryRaw`
        SELECT t.id AS issue_id, t.id AS tracked_issue_id, o.page_url, t.rule_id, t.impact::text AS impact, t.wcag, t.level,
               o.selector, o.html, t.description, t.help, t.help_url, o.engine, o.reports, t.engines AS tracked_engines,
               o.fingerprint, t.fingerprint AS track_key, t.status, t.first_seen_at, t.last_seen_at,
               t.status AS triage_status, t.reason, coalesce(u.email, t.assignee_id) AS assignee,
               t.last_seen_scan_id AS scan_id, coalesce(o.id, '') AS occurrence_id
          FROM tracked_issues t
          LEFT JOIN scan_issues o ON o.tracked_issue_id = t.id AND o.job_id = t.last_seen_scan_id AND t.status <> 'fixed'
          LEFT JOIN users u ON u.id = t.assignee_id
         WHERE ${sqlInTenant(ctx, 't')} AND ${where}
           AND t.id >= ${issueId} AND (t.id > ${issueId} OR coalesce(o.id, '') > ${occurrenceId})
         ORDER BY t.id, coalesce(o.id, '')
         LIMIT ${limit}`,
        'site issue export',
      );
      const last = rows.at(-1);
      return { rows: rows.map(toExportRow), last: last ? [last.issue_id, last.occurrence_id] : null };
    },
  });
  const host = new URL(url).hostname;
  return { body, headers: exportHeaders(query.format, `site-${host}-issues-${now.toISOString().slice(0, 10)}`) };
}

/** The HTML report of a site's latest completed scan; 404 for a site without one (or another tenant's). */
export async function downloadSiteReport(ctx: Principal, siteId: string, log: Logger): Promise<ExportDownload> {
  authorize(ctx, 'scanner:read');
  const site = await siteOf(db, ctx, siteId);
  const latest = await db.scanJob.findFirst({
    where: { ...inTenant(ctx), siteId: site.id, status: 'completed' },
    orderBy: [{ completedAt: 'desc' }, { id: 'desc' }],
    select: { id: true },
  });
  if (!latest) throw notFound('Completed scan of the site');
  return downloadScanReport(ctx, latest.id, log);
}
