import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { db, PrismaNs } from '@/lib/db/client.ts';
import { sqlInTenant } from '@/lib/db/scope.ts';

/**
 * An issue answers to its fingerprint and its aliases, the fingerprints a scan of another set of engines
 * gives the same problem (engine/merge.ts, issueAliases): two issues are the same problem when their keys
 * meet, and a dismissal of any of an issue's keys dismisses it. Over the stored rows, in SQL.
 */

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/** The keys of the issue row under `alias`, as a text[] expression. */
export function issueKeys(alias: string): PrismaNs.Sql {
  if (!ALIAS.test(alias)) throw new Error(`issueKeys: "${alias}" is not a table alias`);
  return PrismaNs.raw(`(${alias}.aliases || ${alias}.fingerprint)`);
}

/**
 * The ids of the scan's issues of which the tenant dismissed a key, as a query for `id IN (…)`: one hash join
 * of their keys with the tenant's dismissals, which PostgreSQL evaluates once per statement (dismissedIssue's
 * probe row by row cost 0.6 s over 10,000 issues and 300 dismissals).
 */
export function issuesDismissedByTenant(scope: { tenantId: string }, scanId: string): PrismaNs.Sql {
  return PrismaNs.sql`SELECT di.id FROM scan_issues di CROSS JOIN LATERAL unnest(${issueKeys('di')}) AS dk
      JOIN scan_dismissals d ON d.fingerprint = dk AND ${sqlInTenant(scope, 'd')}
     WHERE di.job_id = ${scanId}`;
}

/**
 * True when the tenant dismissed one of the keys of the issue row (of scan_issues) under `alias`, or when the
 * row is a finding of a site's scan whose tracked issue (same site, same track key) people marked `accepted`
 * or `false_positive` (docs/site-issues.md): both leave the score and the counts. Read as of the query, so a
 * scan's summary (counted when it ends, before its tracking) leaves out what was triaged before it ended.
 * `false_positives_only`: an accepted barrier is still a barrier where conformance is judged (a criterion it
 * fails is not met, and the VPAT says it was accepted); only the score and the counts leave it out.
 */
export function dismissedIssue(scope: { tenantId: string }, alias: string, setAside: 'accepted_too' | 'false_positives_only' = 'accepted_too'): PrismaNs.Sql {
  if (!ALIAS.test(alias)) throw new Error(`dismissedIssue: "${alias}" is not a table alias`);
  const row = PrismaNs.raw(alias);
  const statuses = setAside === 'accepted_too' ? PrismaNs.sql`('accepted', 'false_positive')` : PrismaNs.sql`('false_positive')`;
  return PrismaNs.sql`(EXISTS (SELECT 1 FROM scan_dismissals d WHERE ${sqlInTenant(scope, 'd')} AND d.fingerprint = ANY(${issueKeys(alias)}))
    OR (${row}.track_key IS NOT NULL AND EXISTS (
      SELECT 1 FROM scan_jobs sj JOIN tracked_issues ti ON ti.site_id = sj.site_id
       WHERE sj.id = ${row}.job_id AND ti.fingerprint = ${row}.track_key AND ti.status IN ${statuses})))`;
}

/** The keys of an issue read through Prisma, to test against a set of dismissed fingerprints. */
export function keysOf(issue: { fingerprint: string; aliases?: string[] | null }): string[] {
  return [issue.fingerprint, ...(issue.aliases ?? [])];
}

/**
 * The track keys of the scan's site whose tracked issues people set aside (`accepted`, `false_positive`):
 * findings with them count as dismissed, as in dismissedIssue(). Empty for a scan of no site.
 */
export async function setAsideTrackKeys(scanId: string): Promise<Set<string>> {
  const rows = parseRows(
    z.object({ fingerprint: z.string() }),
    await db.$queryRaw`
    SELECT ti.fingerprint FROM scan_jobs sj JOIN tracked_issues ti ON ti.site_id = sj.site_id
     WHERE sj.id = ${scanId} AND ti.status IN ('accepted', 'false_positive')`,
    'set-aside track keys',
  );
  return new Set(rows.map((r) => r.fingerprint));
}

export const isDismissed = (
  issue: { fingerprint: string; aliases?: string[] | null; trackKey?: string | null },
  dismissed: ReadonlySet<string>,
  setAside: ReadonlySet<string> = new Set(),
) => keysOf(issue).some((key) => dismissed.has(key)) || (issue.trackKey != null && setAside.has(issue.trackKey));
