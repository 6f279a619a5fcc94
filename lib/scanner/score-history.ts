import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import type { ScanSummary } from './schemas.ts';

export interface ScorePointDto {
  scanId: string;
  completedAt: string;
  standard: string;
  score: number;
  total: number;
}

/**
 * The scores of the latest `limit` completed scans of one URL, oldest first: the trend a page shows
 * beside a scan. Served by the (tenant, url, completedAt) index.
 */
export async function getScoreHistory(ctx: Principal, input: { url: string; limit?: number }): Promise<ScorePointDto[]> {
  authorize(ctx, 'scanner:read');
  const rows = await db.scanJob.findMany({
    where: { ...inTenant(ctx), url: input.url, status: 'completed', completedAt: { not: null } },
    orderBy: [{ completedAt: 'desc' }, { id: 'desc' }],
    take: Math.min(Math.max(input.limit ?? 12, 1), 100),
    select: { id: true, completedAt: true, standard: true, summary: true },
  });
  return rows
    .filter((row) => row.summary !== null)
    .reverse()
    .map((row) => {
      const summary = row.summary as unknown as ScanSummary;
      return { scanId: row.id, completedAt: row.completedAt!.toISOString(), standard: row.standard, score: summary.score, total: summary.total };
    });
}
