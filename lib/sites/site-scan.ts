import { z } from 'zod';
import { config } from '@/lib/config.ts';
import { parseRows } from '@/lib/db/columns.ts';
import type { ScanJob, Site } from '@/lib/db/generated/client.ts';
import type { Plan } from '@/lib/db/generated/enums.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';
import { maxScanPages, PLAN_WORK_LIMITS, scanBudgetMs } from '@/lib/limits/plans.ts';
import { queueScan } from '@/lib/scanner/queue-scan.ts';
import type { ScanOptions } from '@/lib/scanner/schemas.ts';
import { siteCrawlOf, siteLoginOf } from './columns.ts';

/** A row of openScanOf (lib/db/columns.ts). */
const openRow = z.object({ id: z.string() });

/**
 * Locks the site's row (FOR UPDATE, or SKIP LOCKED for the scheduler, which leaves a site being run to the
 * next tick) so that checking for an open run and queueing one are one step per site on every instance.
 * Null when the site is gone (or locked, with `skipLocked`).
 */
export async function lockSite(tx: CommitTx, siteId: string, { skipLocked = false } = {}): Promise<Site | null> {
  const rows = parseRows(
    openRow,
    skipLocked
      ? await tx.$queryRaw`SELECT id FROM sites WHERE id = ${siteId} FOR UPDATE SKIP LOCKED`
      : await tx.$queryRaw`SELECT id FROM sites WHERE id = ${siteId} FOR UPDATE`,
    'lockSite',
  );
  if (!rows.length) return null;
  return tx.site.findUnique({ where: { id: siteId } });
}

/** The site's scan queued or running, if any (at most one: runs of a site are serialised on its row). */
export async function openScanOf(tx: CommitTx, siteId: string): Promise<string | null> {
  const rows = parseRows(
    openRow,
    await tx.$queryRaw`SELECT id FROM scan_jobs WHERE site_id = ${siteId} AND status IN ('queued', 'running') LIMIT 1`,
    'openScanOf',
  );
  return rows[0]?.id ?? null;
}

/**
 * Queues a run of the site (its URL already through the SSRF policy): the scan a caller would ask for with
 * the site's settings, its login copied sealed, its pages capped at what the plan allows today (a plan
 * changed since the site was saved). 429 at the plan's cap of open scans (lib/scanner/queue-scan.ts).
 */
export function queueSiteScan(
  tx: CommitTx,
  site: Site,
  tenant: { plan: Plan; maxScanPages: number | null },
  trigger: 'api' | 'schedule' | 'portal',
): Promise<ScanJob> {
  const saved = siteCrawlOf(site);
  const crawl = { ...saved, maxPages: Math.min(saved.maxPages, maxScanPages(tenant)) };
  const login = siteLoginOf(site);
  const options: ScanOptions = {
    includeBestPractices: site.includeBestPractices,
    crawl,
    budgetMs: scanBudgetMs(config().SCAN_TOTAL_TIMEOUT_MS, crawl.maxPages, PLAN_WORK_LIMITS[tenant.plan].runningPages),
    ...(login && site.authSealed ? { login } : {}),
  };
  return queueScan(tx, {
    tenantId: site.tenantId,
    plan: tenant.plan,
    url: site.url,
    standard: site.standard,
    engines: site.engines,
    options,
    authSealed: site.authSealed,
    siteId: site.id,
    trigger,
    // A run says what is new against the site's tracked issues (docs/baselines.md).
    baseline: { kind: 'site', scanId: null, siteId: site.id },
  });
}
