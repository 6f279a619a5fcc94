import { sqlInTenant } from '@/lib/db/scope.ts';
import { z } from 'zod';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { parseColumn, parseRows } from '@/lib/db/columns.ts';
import { db } from '@/lib/db/client.ts';
import { storedSummary } from '@/lib/scanner/columns.ts';
import { IMPACTS } from '@/lib/scanner/schemas.ts';
import type { siteTrendDto } from './schemas.ts';
import { siteOf } from './site-scope.ts';

const scanRow = z.object({ id: z.string(), completed_at: z.date().nullable(), summary: z.unknown() });
const countRow = z.object({ job_id: z.string(), impact: z.enum(IMPACTS), n: z.number() });

/**
 * The site's last `limit` completed, tracked scans, oldest first: each with its score and the tracked
 * issues it found by impact (each issue at its most severe occurrence in that scan), leaving out those
 * people accepted or marked false positives (as they are now).
 */
export async function siteTrend(ctx: Principal, siteId: string, limit = 20): Promise<z.infer<typeof siteTrendDto>> {
  authorize(ctx, 'scanner:read');
  const site = await siteOf(db, ctx, siteId);
  const scans = parseRows(
    scanRow,
    await db.$queryRaw`
    SELECT id, completed_at, summary FROM scan_jobs
     WHERE ${sqlInTenant(site)} AND site_id = ${site.id} AND status = 'completed' AND tracked_at IS NOT NULL
     ORDER BY tracked_at DESC, id DESC LIMIT ${limit}`,
    'site trend scans',
  ).reverse();
  const ids = scans.map((s) => s.id);
  const counts = parseRows(
    countRow,
    await db.$queryRaw`
    SELECT job_id, impact::text AS impact, count(*)::int AS n FROM (
      SELECT i.job_id, i.tracked_issue_id, min(i.impact) AS impact
        FROM scan_issues i JOIN tracked_issues t ON t.id = i.tracked_issue_id
       WHERE i.job_id = ANY(${ids}::text[]) AND t.status NOT IN ('accepted', 'false_positive')
       GROUP BY i.job_id, i.tracked_issue_id) per_issue
     GROUP BY job_id, impact`,
    'site trend counts',
  );
  return {
    siteId: site.id,
    scans: scans.map((scan) => {
      const issues = { critical: 0, serious: 0, moderate: 0, minor: 0, total: 0 };
      for (const c of counts.filter((row) => row.job_id === scan.id)) {
        issues[c.impact] += c.n;
        issues.total += c.n;
      }
      return {
        scanId: scan.id,
        completedAt: (scan.completed_at ?? new Date(0)).toISOString(),
        score: parseColumn(storedSummary, scan.summary ?? null, 'scan_jobs.summary')?.score ?? null,
        issues,
      };
    }),
  };
}
