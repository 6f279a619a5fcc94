import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { sqlInTenant } from '@/lib/db/scope.ts';
import { storedSummary } from './schemas.ts';

export interface ScorePointDto {
  scanId: string;
  completedAt: string;
  standard: string;
  score: number;
  total: number;
  /** Pages the scan scanned (1 for a single page). */
  pagesScanned: number;
}

/**
 * What a scan covered: `site` (a crawl from the URL: `options.crawl` present) or `page` (that one page).
 * Their scores measure different things (a 15-page crawl against one page), so they never share a trend,
 * as `recurring`/`fixed` already compare a scan only with the previous one of its kind.
 */
export type ScanKind = 'site' | 'page';

export function scanKind(options: { crawl?: unknown }): ScanKind {
  return options.crawl === undefined ? 'page' : 'site';
}

/** A row of getScoreHistory (lib/db/columns.ts). */
const scorePointRow = z.object({ id: z.string(), completed_at: z.date(), standard: z.string(), summary: storedSummary, pages_scanned: z.number() });

/**
 * The scores of the latest `limit` completed scans of one URL and one kind, oldest first: the trend a
 * page shows beside a scan. Served by the (tenant, url, completedAt) index.
 */
export async function getScoreHistory(ctx: Principal, input: { url: string; kind: ScanKind; limit?: number }): Promise<ScorePointDto[]> {
  authorize(ctx, 'scanner:read');
  const limit = Math.min(Math.max(input.limit ?? 12, 1), 100);
  const rows = parseRows(
    scorePointRow,
    await db.$queryRaw`
    SELECT id, completed_at, standard, summary, pages_scanned
      FROM scan_jobs
     WHERE ${sqlInTenant(ctx)} AND url = ${input.url} AND status = 'completed' AND completed_at IS NOT NULL
       AND (options -> 'crawl' IS NULL) = ${input.kind === 'page'}
     ORDER BY completed_at DESC, id DESC
     LIMIT ${limit}`,
    'getScoreHistory',
  );
  return rows
    .filter((row) => row.summary !== null)
    .reverse()
    .map((row) => ({
      scanId: row.id,
      completedAt: row.completed_at.toISOString(),
      standard: row.standard,
      score: row.summary!.score,
      total: row.summary!.total,
      pagesScanned: row.pages_scanned,
    }));
}
