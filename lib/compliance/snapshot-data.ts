import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { PrismaNs, type Tx } from '@/lib/db/client.ts';
import type { IssueImpact } from '@/lib/db/generated/enums.ts';
import { sqlInTenant } from '@/lib/db/scope.ts';
import { dismissedIssue, issueKeys } from '@/lib/scanner/issue-identity.ts';
import { IMPACTS } from '@/lib/scanner/schemas.ts';
import { scoreOfRules } from '@/lib/scanner/finish/score.ts';
import { type CriterionFindings, MAX_EXAMPLES, MAX_PAGES } from './evaluate-criteria.ts';

/**
 * What a snapshot reads from the scans, in SQL over the stored issues (a target of 100 pages may hold a
 * million findings; none of them is loaded one by one). Dismissed fingerprints of the tenant are left
 * out everywhere, as of the snapshot's computation.
 */

/** The tenant, and the site whose crawls the target covers whole (null: none). */
type Scoped = { tenantId: string; siteId?: string | null };

/**
 * Only the issues of the page a scan started from: a target names pages, and the latest scan of one of
 * them may be a site scan that crawled on from there (its other pages are not the target's). Issues stored
 * before pages were rows of their own (page_id null) are kept, as those scans covered their URL alone or
 * could not tell their pages apart. A crawl of the target's site is the target's whole: every page of it.
 */
function onTargetPages(scope: Scoped): PrismaNs.Sql {
  const ofSite = scope.siteId ? PrismaNs.sql` OR EXISTS (SELECT 1 FROM scan_jobs sj WHERE sj.id = i.job_id AND sj.site_id = ${scope.siteId})` : PrismaNs.empty;
  return PrismaNs.sql`(i.page_id IS NULL OR EXISTS (SELECT 1 FROM scan_pages sp WHERE sp.id = i.page_id AND sp.depth = 0)${ofSite})`;
}

/** The ids of the start pages of these scans, for Prisma queries over their issues (see onTargetPages). */
export async function startPageIds(tx: Tx, scope: Scoped, scanIds: string[]): Promise<string[]> {
  if (!scanIds.length) return [];
  const rows = await tx.scanPage.findMany({ where: { tenantId: scope.tenantId, scanId: { in: scanIds }, depth: 0 }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** The latest completed crawl of the target's site, with the pages it scanned; null without a site or a crawl. */
export async function latestSiteCrawl(tx: Tx, scope: Scoped): Promise<{ id: string; url: string; pagesScanned: number } | null> {
  if (!scope.siteId) return null;
  return tx.scanJob.findFirst({
    where: { tenantId: scope.tenantId, siteId: scope.siteId, status: 'completed' },
    orderBy: [{ completedAt: 'desc' }, { id: 'desc' }],
    select: { id: true, url: true, pagesScanned: true },
  });
}

/** A scan's URL in the form scans store it (the parser's normal form), so target URLs match scan_jobs.url. */
export function normaliseUrl(url: string): string {
  try {
    return new URL(url).toString();
  } catch {
    // expected: not a URL: compared as given
    return url;
  }
}

/** A row of latestFinishedScans (lib/db/columns.ts). */
const finishedScanRow = z.object({ id: z.string(), url: z.string(), status: z.enum(['completed', 'failed']), error: z.string().nullable() });

/**
 * The newest finished scan (completed or failed) of each URL: what is known about the page now. A page
 * whose newest scan failed (it answered 404, timed out) is not judged from an older scan of it.
 * URLs never scanned to an end are absent.
 */
export async function latestFinishedScans(
  tx: Tx,
  scope: Scoped,
  urls: string[],
): Promise<{ id: string; url: string; status: 'completed' | 'failed'; error: string | null }[]> {
  if (!urls.length) return [];
  return parseRows(
    finishedScanRow,
    await tx.$queryRaw`
    SELECT DISTINCT ON (url) id, url, status::text AS status, error
      FROM scan_jobs
     WHERE ${sqlInTenant(scope)} AND status IN ('completed', 'failed') AND url = ANY(${urls.map(normaliseUrl)}::text[])
     ORDER BY url, completed_at DESC NULLS LAST, created_at DESC`,
    'latestFinishedScans',
  );
}

/** A row of findingsByCriterion (lib/db/columns.ts). */
const criterionFindingsRow = z.object({ criterion: z.string(), issueCount: z.number(), pages: z.array(z.string()), examples: z.array(z.string()) });

/**
 * Per criterion: the findings tagged with it, the pages (≤20) and example selectors (≤5). False positives are
 * left out; a barrier a person accepted (will not fix) still fails its criteria.
 */
export async function findingsByCriterion(tx: Tx, scope: Scoped, scanIds: string[]): Promise<Map<string, CriterionFindings>> {
  if (!scanIds.length) return new Map();
  const rows = parseRows(
    criterionFindingsRow,
    await tx.$queryRaw`
    WITH tagged AS (
      SELECT c AS criterion, i.page_url, i.selector
        FROM scan_issues i, unnest(i.wcag) AS c
       WHERE ${sqlInTenant(scope, 'i')} AND i.job_id = ANY(${scanIds}::text[]) AND NOT i.best_practice AND ${onTargetPages(scope)}
         AND NOT ${dismissedIssue(scope, 'i', 'false_positives_only')})
    SELECT criterion,
           count(*)::int AS "issueCount",
           (array_agg(DISTINCT page_url ORDER BY page_url))[1:${PrismaNs.raw(String(MAX_PAGES))}] AS pages,
           (array_agg(DISTINCT selector ORDER BY selector))[1:${PrismaNs.raw(String(MAX_EXAMPLES))}] AS examples
      FROM tagged
     GROUP BY criterion`,
    'findingsByCriterion',
  );
  return new Map(rows.map(({ criterion, ...found }) => [criterion, found]));
}

/** A row of scoresAndImpacts (lib/db/columns.ts). */
const ruleCountRow = z.object({ jobId: z.string(), ruleId: z.string(), impact: z.enum(IMPACTS), count: z.number() });

/**
 * Each scan's score recomputed as the scan computes it (lib/scanner/finish/score.ts) over its non-dismissed
 * findings, and the findings counted by impact across the scans: the same numbers as the scans' own
 * summaries unless something was dismissed since.
 */
export async function scoresAndImpacts(tx: Tx, scope: Scoped, scanIds: string[]): Promise<{ scores: number[]; issuesByImpact: Record<IssueImpact, number> }> {
  const issuesByImpact = Object.fromEntries(IMPACTS.map((i) => [i, 0])) as Record<IssueImpact, number>;
  if (!scanIds.length) return { scores: [], issuesByImpact };
  const rows = parseRows(
    ruleCountRow,
    await tx.$queryRaw`
    SELECT i.job_id AS "jobId", i.rule_id AS "ruleId", i.impact, count(*)::int AS count
      FROM scan_issues i
     WHERE ${sqlInTenant(scope, 'i')} AND i.job_id = ANY(${scanIds}::text[]) AND ${onTargetPages(scope)}
       AND NOT ${dismissedIssue(scope, 'i')}
     GROUP BY i.job_id, i.rule_id, i.impact`,
    'scoresAndImpacts',
  );
  const byScan = new Map<string, typeof rows>(scanIds.map((id) => [id, []]));
  for (const row of rows) {
    byScan.get(row.jobId)?.push(row);
    issuesByImpact[row.impact] += row.count;
  }
  return { scores: [...byScan.values()].map((rules) => scoreOfRules(rules)), issuesByImpact };
}

/** A row of fingerprintDiff (lib/db/columns.ts). */
const fingerprintDiffRow = z.object({ issuesNew: z.number(), issuesFixed: z.number() });

/**
 * Distinct non-dismissed fingerprints in the current scans and not the previous (new), and the reverse
 * (fixed); an issue whose aliases meet the other side's keys is the same problem (scanner/issue-identity.ts).
 */
export async function fingerprintDiff(
  tx: Tx,
  scope: Scoped,
  previousScanIds: string[],
  currentScanIds: string[],
): Promise<{ issuesNew: number; issuesFixed: number }> {
  const [row] = parseRows(
    fingerprintDiffRow,
    await tx.$queryRaw`
    WITH live AS (
      SELECT i.job_id, i.fingerprint, ${issueKeys('i')} AS keys
        FROM scan_issues i
       WHERE ${sqlInTenant(scope, 'i')} AND i.job_id = ANY(${[...previousScanIds, ...currentScanIds]}::text[]) AND ${onTargetPages(scope)}
         AND NOT ${dismissedIssue(scope, 'i')}),
    after AS (SELECT fingerprint, keys FROM live WHERE job_id = ANY(${currentScanIds}::text[])),
    before AS (SELECT fingerprint, keys FROM live WHERE job_id = ANY(${previousScanIds}::text[])),
    after_keys AS (SELECT DISTINCT k FROM after, unnest(after.keys) AS k),
    before_keys AS (SELECT DISTINCT k FROM before, unnest(before.keys) AS k)
    SELECT (SELECT count(DISTINCT fingerprint) FROM after
             WHERE NOT EXISTS (SELECT 1 FROM unnest(after.keys) AS k WHERE k IN (SELECT k FROM before_keys)))::int AS "issuesNew",
           (SELECT count(DISTINCT fingerprint) FROM before
             WHERE NOT EXISTS (SELECT 1 FROM unnest(before.keys) AS k WHERE k IN (SELECT k FROM after_keys)))::int AS "issuesFixed"`,
    'fingerprintDiff',
  );
  return row ?? { issuesNew: 0, issuesFixed: 0 };
}
