import { z } from 'zod';
import { now } from '@/lib/clock.ts';
import { idRow, parseRows } from '@/lib/db/columns.ts';
import { db } from '@/lib/db/client.ts';
import { deleteInBatches } from '@/lib/db/delete-in-batches.ts';
import { PLAN_SITE_LIMITS } from '@/lib/limits/plans.ts';

const DAY_MS = 86_400_000;

/** A row of the remaining-rows check (lib/db/columns.ts). */
const leftRow = z.object({ left: z.boolean() });

/**
 * Deletes sites' scans past their plan's retention (starter 30 days, pro 90, enterprise 365, counted from
 * when a scan ended), with their issues, reviews and pages — of every tenant, so `unsafe`. Kept whatever
 * their age: a site's latest completed scan (what the site and its tracked issues show), a scan a tracked
 * issue names as where it was last seen, and a scan a compliance snapshot was taken from (a report may
 * still be generated from it). Bounded work per run: at most `maxScans` scans, their rows deleted
 * 1,000 a statement and `maxBatches` statements per table; a scan whose rows are not all gone keeps its row,
 * and the next run (lib/workflows/site-schedules.ts) goes on with it. Scans that are not a site's runs are
 * not touched.
 */
export async function unsafePruneSiteScans({ maxScans = 10, maxBatches = 5 } = {}): Promise<{ scans: number; rows: number }> {
  const at = now().getTime();
  const cutoff = (plan: keyof typeof PLAN_SITE_LIMITS) => new Date(at - PLAN_SITE_LIMITS[plan].scanRetentionDays * DAY_MS);
  const expired = parseRows(
    idRow,
    await db.$queryRaw`
    SELECT j.id
      FROM scan_jobs j
      JOIN tenants t ON t.id = j.tenant_id
     WHERE j.site_id IS NOT NULL
       AND j.status IN ('completed', 'failed', 'canceled')
       AND j.completed_at < CASE t.plan::text WHEN 'starter' THEN ${cutoff('starter')}::timestamptz
                                              WHEN 'pro' THEN ${cutoff('pro')}::timestamptz
                                              ELSE ${cutoff('enterprise')}::timestamptz END
       AND j.id IS DISTINCT FROM (
             SELECT l.id FROM scan_jobs l
              WHERE l.site_id = j.site_id AND l.status = 'completed'
              ORDER BY l.completed_at DESC NULLS LAST, l.id DESC LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM tracked_issues ti WHERE ti.site_id = j.site_id AND ti.last_seen_scan_id = j.id)
       AND NOT EXISTS (SELECT 1 FROM compliance_snapshots cs WHERE cs.tenant_id = j.tenant_id AND j.id = ANY(cs.scan_ids))
     ORDER BY j.completed_at, j.id
     LIMIT ${maxScans}`,
    'unsafePruneSiteScans',
  );
  let scans = 0;
  let rows = 0;
  for (const { id } of expired) {
    rows += await deleteInBatches(
      (limit) => db.$executeRaw`DELETE FROM scan_issues WHERE id IN (SELECT id FROM scan_issues WHERE job_id = ${id} LIMIT ${limit})`,
      { maxBatches },
    );
    rows += await deleteInBatches(
      (limit) => db.$executeRaw`DELETE FROM scan_reviews WHERE id IN (SELECT id FROM scan_reviews WHERE job_id = ${id} LIMIT ${limit})`,
      { maxBatches },
    );
    rows += await deleteInBatches(
      (limit) => db.$executeRaw`DELETE FROM scan_pages WHERE id IN (SELECT id FROM scan_pages WHERE scan_id = ${id} LIMIT ${limit})`,
      { maxBatches },
    );
    const [check] = parseRows(
      leftRow,
      await db.$queryRaw`
      SELECT EXISTS (SELECT 1 FROM scan_issues WHERE job_id = ${id})
          OR EXISTS (SELECT 1 FROM scan_reviews WHERE job_id = ${id})
          OR EXISTS (SELECT 1 FROM scan_pages WHERE scan_id = ${id}) AS left`,
      'unsafePruneSiteScans left',
    );
    if (check?.left) break; // this run's share is spent on a big scan; the next run finishes it
    rows += await db.$executeRaw`DELETE FROM scan_jobs WHERE id = ${id}`;
    scans++;
  }
  return { scans, rows };
}
