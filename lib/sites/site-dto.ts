import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { db } from '@/lib/db/client.ts';
import type { Site } from '@/lib/db/generated/client.ts';
import { inTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { orderedEngines } from '@/lib/scanner/engines/names.ts';
import { toScanJobDto } from '@/lib/scanner/schemas.ts';
import { siteAlertOf, siteCrawlOf, siteLoginOf, siteScheduleOf } from './columns.ts';
import type { SiteDto } from './schemas.ts';

/** Tracked issues that count as open: what people still have to act on (accepted and false positives do not). */
export const OPEN_STATUSES = ['open', 'in_progress', 'reopened'];

/** A row of latestScanIds (lib/db/columns.ts). */
const latestRow = z.object({ site_id: z.string(), id: z.string() });

type Scoped = { tenantId: string };

/** The newest scan of each site, whatever its status: one index scan per site (scan_jobs_site_id_created_at_idx). */
async function latestScans(ctx: Scoped, siteIds: string[]) {
  if (!siteIds.length) return new Map<string, never>();
  const ids = parseRows(
    latestRow,
    await db.$queryRaw`
    SELECT s.id AS site_id, j.id
      FROM unnest(${siteIds}::text[]) AS s(id)
      CROSS JOIN LATERAL (
        SELECT id FROM scan_jobs WHERE ${sqlInTenant(ctx)} AND site_id = s.id ORDER BY created_at DESC, id DESC LIMIT 1) j`,
    'latestScans',
  );
  const scans = await db.scanJob.findMany({ where: { id: { in: ids.map((r) => r.id) } } });
  return new Map(scans.map((scan) => [scan.siteId ?? '', scan] as const));
}

/** Open tracked issues of each site, by impact. */
async function openIssues(ctx: Scoped, siteIds: string[]) {
  const groups = siteIds.length
    ? await db.trackedIssue.groupBy({
        by: ['siteId', 'impact'],
        where: { ...inTenant(ctx), siteId: { in: siteIds }, status: { in: OPEN_STATUSES } },
        _count: { _all: true },
      })
    : [];
  const counts = new Map<string, SiteDto['openIssues']>();
  for (const group of groups) {
    const c = counts.get(group.siteId) ?? { total: 0, critical: 0, serious: 0, moderate: 0, minor: 0 };
    c[group.impact] += group._count._all;
    c.total += group._count._all;
    counts.set(group.siteId, c);
  }
  return counts;
}

/** The sites as the API shows them, with their newest scan and open tracked issues (three queries for any number). */
export async function toSiteDtos(ctx: Scoped, sites: Site[]): Promise<SiteDto[]> {
  const ids = sites.map((s) => s.id);
  const [latest, open] = await Promise.all([latestScans(ctx, ids), openIssues(ctx, ids)]);
  return sites.map((site) => {
    const scan = latest.get(site.id);
    const job = scan ? toScanJobDto(scan) : null;
    return {
      id: site.id,
      name: site.name,
      url: site.url,
      standard: site.standard,
      engines: orderedEngines(site.engines ?? []),
      crawl: siteCrawlOf(site),
      includeBestPractices: site.includeBestPractices,
      login: siteLoginOf(site),
      schedule: siteScheduleOf(site),
      nextRunAt: site.nextRunAt?.toISOString() ?? null,
      skippedRuns: site.skippedRuns,
      lastSkippedAt: site.lastSkippedAt?.toISOString() ?? null,
      alert: siteAlertOf(site),
      latestScan: job && {
        id: job.id,
        status: job.status,
        createdAt: job.createdAt,
        completedAt: job.completedAt,
        pagesScanned: job.pagesScanned,
        score: job.summary?.score ?? null,
        summary: job.summary,
      },
      openIssues: open.get(site.id) ?? { total: 0, critical: 0, serious: 0, moderate: 0, minor: 0 },
      createdAt: site.createdAt.toISOString(),
      updatedAt: site.updatedAt.toISOString(),
    };
  });
}

export async function toSiteDto(ctx: Scoped, site: Site): Promise<SiteDto> {
  const [dto] = await toSiteDtos(ctx, [site]);
  return dto!;
}
