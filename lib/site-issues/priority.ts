import { db, PrismaNs } from '@/lib/db/client.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';

/**
 * Fix priority from real use (docs/site-issues.md, "Priority"). For each tracked issue of a site that is
 * open, in progress or reopened:
 *
 *   priority = impact weight × (1 + ln occurrences) × (1 + ln(1 + people) + 2 × ln(1 + relying))
 *
 * - impact weight: critical 8, serious 4, moderate 2, minor 1;
 * - occurrences: the pages it was found on in the scan that last saw it;
 * - people: distinct end users whose usage events of the last 30 days carry the path of one of those pages;
 * - relying: those of them who used a feature that serves one of the issue's success criteria (a contrast
 *   failure and people turning on high contrast, 1.4.3), counted twice over.
 *
 * Fixed, accepted and false-positive issues have priority 0, so the list sorts what is left to do first.
 * Logarithms keep one crowded page from outweighing impact: a critical barrier on one page with nobody
 * measured (8) still ranks above a minor one on 100 pages (1 × 5.6). One statement over the stored rows.
 */
export async function updatePriorities(tx: CommitTx | PrismaNs.TransactionClient, siteId: string, at: Date = new Date()): Promise<void> {
  const since = new Date(at.getTime() - USAGE_WINDOW_MS);
  await tx.$executeRaw`
    WITH active AS (
      SELECT t.id, t.tenant_id, t.wcag, t.occurrences, t.impact, t.last_seen_scan_id
        FROM tracked_issues t
       WHERE t.site_id = ${siteId} AND t.status IN ('open', 'in_progress', 'reopened')),
    pages AS (
      SELECT DISTINCT a.id AS issue_id, ${pathOf(PrismaNs.raw('i.page_url'))} AS path
        FROM active a JOIN scan_issues i ON i.tracked_issue_id = a.id AND i.job_id = a.last_seen_scan_id),
    usage AS (
      SELECT p.issue_id,
             count(DISTINCT e.external_user_id)::float8 AS people,
             count(DISTINCT e.external_user_id) FILTER (WHERE f.wcag_criteria && a.wcag)::float8 AS relying
        FROM pages p
        JOIN active a ON a.id = p.issue_id
        JOIN analytics_events e ON e.tenant_id = a.tenant_id AND e.page_path = p.path AND e.occurred_at >= ${since}
        LEFT JOIN features f ON f.code = e.feature_code
       GROUP BY p.issue_id)
    UPDATE tracked_issues t
       SET priority = CASE WHEN a.id IS NULL THEN 0 ELSE round((
             (CASE t.impact WHEN 'critical' THEN 8 WHEN 'serious' THEN 4 WHEN 'moderate' THEN 2 ELSE 1 END)
             * (1 + ln(greatest(t.occurrences, 1)))
             * (1 + ln(1 + coalesce(u.people, 0)) + 2 * ln(1 + coalesce(u.relying, 0))))::numeric, 3)::float8 END
      FROM tracked_issues s
      LEFT JOIN active a ON a.id = s.id
      LEFT JOIN usage u ON u.issue_id = s.id
     WHERE t.id = s.id AND s.site_id = ${siteId}`;
}

/** The usage a priority counts: the last 30 days. */
const USAGE_WINDOW_MS = 30 * 24 * 3_600_000;

/** A stored page URL's path as the widget sends it: no scheme and host, no query or fragment, no trailing slash but the root's. */
function pathOf(url: PrismaNs.Sql): PrismaNs.Sql {
  return PrismaNs.sql`coalesce(nullif(rtrim(regexp_replace(regexp_replace(${url}, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*', ''), '[?#].*$', ''), '/'), ''), '/')`;
}

/**
 * Usage moves between scans: every site with issues left to fix gets its priorities counted again over the
 * last 30 days, one site per transaction, so the list's order follows this month's visitors, not the scan's day.
 */
export async function unsafeRefreshAllPriorities(at: Date = new Date()): Promise<{ sites: number }> {
  const sites = await db.trackedIssue.findMany({
    where: { status: { in: ['open', 'in_progress', 'reopened'] } },
    distinct: ['siteId'],
    select: { siteId: true },
  });
  for (const { siteId } of sites) await db.$transaction((tx) => updatePriorities(tx, siteId, at));
  return { sites: sites.length };
}
