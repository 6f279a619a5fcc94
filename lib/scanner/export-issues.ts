import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { parseRows } from '@/lib/db/columns.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import type { Logger } from '@/lib/logger.ts';
import { exportSqlRow, type ExportFormat, toExportRow } from './export/rows.ts';
import { exportHeaders, exportStream } from './export/stream.ts';

export interface ExportDownload {
  body: ReadableStream<Uint8Array>;
  headers: Record<string, string>;
}

/**
 * Every occurrence a scan stored, one row each, streamed in keyset batches by id (scan_issues' (job_id, id)
 * index). Where the occurrence belongs to a site's tracked issue, that issue's triage and dates come along.
 * The job is checked before the stream starts: an unknown or another tenant's job is a plain 404.
 */
export async function exportScanIssues(
  ctx: Principal,
  scanId: string,
  input: { format: ExportFormat; batchSize?: number },
  log: Logger,
): Promise<ExportDownload> {
  authorize(ctx, 'scanner:read');
  const job = await db.scanJob.findFirst({ where: { ...inTenant(ctx), id: scanId }, select: { id: true } });
  if (!job) throw notFound('Scan job');
  const body = exportStream<string>({
    format: input.format,
    log,
    ...(input.batchSize ? { batchSize: input.batchSize } : {}),
    read: async (after, limit) => {
      const rows = parseRows(
        exportSqlRow,
        await db.$queryRaw`
        SELECT o.id AS issue_id, o.tracked_issue_id, o.page_url, o.rule_id, o.impact::text AS impact, o.wcag, o.level,
               o.selector, o.html, o.description, o.help, o.help_url, o.engine, o.reports, t.engines AS tracked_engines,
               o.fingerprint, o.track_key, o.occurrence AS status, t.first_seen_at, t.last_seen_at,
               t.status AS triage_status, t.reason, coalesce(u.email, t.assignee_id) AS assignee, o.job_id AS scan_id
          FROM scan_issues o
          LEFT JOIN tracked_issues t ON t.id = o.tracked_issue_id
          LEFT JOIN users u ON u.id = t.assignee_id
         WHERE ${sqlInTenant(ctx, 'o')} AND o.job_id = ${job.id} AND o.id > ${after ?? ''}
         ORDER BY o.id
         LIMIT ${limit}`,
        'scan issue export',
      );
      return { rows: rows.map(toExportRow), last: rows.at(-1)?.issue_id ?? null };
    },
  });
  return { body, headers: exportHeaders(input.format, `scan-${job.id}-issues`) };
}
