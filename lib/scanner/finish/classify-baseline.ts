import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { PrismaNs } from '@/lib/db/client.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';
import type { ScanBaseline } from '../baseline-schemas.ts';
import { issueKeys, issuesDismissedByTenant } from '../issue-identity.ts';
import type { ScanSummary } from '../schemas.ts';

/** A row of baseline counts (lib/db/columns.ts). */
const countsRow = z.object({ new: z.number(), existing: z.number(), accepted: z.number(), falsePositive: z.number() });

const COUNTS = PrismaNs.sql`
  SELECT count(*) FILTER (WHERE baseline = 'new')::int AS new,
         count(*) FILTER (WHERE baseline = 'existing')::int AS existing,
         count(*) FILTER (WHERE baseline = 'accepted')::int AS accepted,
         count(*) FILTER (WHERE baseline = 'false_positive')::int AS "falsePositive"
    FROM classified`;

/**
 * In the scan's final transaction (finishScan), before a site scan's tracking changes its tracked issues: each
 * of the scan's issues gets what its baseline makes of it (docs/baselines.md), and the counts come back for the
 * summary. One statement whatever the number of issues: an UPDATE over the scan's rows that returns what it
 * set, counted. Matching is by the fingerprint without the page (track_key), so a component that moved to
 * another page, or a preview deployment on another host, is not new; a dismissal by the tenant makes an issue
 * `false_positive` whatever the baseline says.
 */
export async function classifyByBaseline(
  tx: CommitTx,
  job: { id: string; tenantId: string },
  baseline: ScanBaseline,
): Promise<NonNullable<ScanSummary['baseline']>> {
  const statement =
    baseline.kind === 'site'
      ? // The site's tracked issues as they stand before this scan is tracked: fixed (it came back) or none is new.
        PrismaNs.sql`
        WITH classified AS (
          UPDATE scan_issues c
             SET baseline = CASE
                 WHEN c.id IN (${issuesDismissedByTenant(job, job.id)}) THEN 'false_positive'
                 WHEN m.status IN ('accepted', 'false_positive') THEN m.status
                 WHEN m.status IN ('open', 'in_progress', 'reopened') THEN 'existing'
                 ELSE 'new' END
            FROM (SELECT i.id, t.status FROM scan_issues i
                    LEFT JOIN tracked_issues t ON t.site_id = ${baseline.siteId} AND t.fingerprint = i.track_key
                   WHERE i.job_id = ${job.id}) m
           WHERE c.job_id = ${job.id} AND c.id = m.id
          RETURNING c.baseline)
        ${COUNTS}`
      : // A scan (none for `previous` without one: every issue new). Its issues' keys count too, so an issue
        // stored before track keys, or found by another set of engines on the same page, is matched as occurrence is.
        PrismaNs.sql`
        WITH before_tracks AS (SELECT DISTINCT b.track_key AS k FROM scan_issues b WHERE b.job_id = ${baseline.scanId} AND b.track_key IS NOT NULL),
        before_keys AS (SELECT DISTINCT k FROM scan_issues b, unnest(${issueKeys('b')}) AS k WHERE b.job_id = ${baseline.scanId}),
        classified AS (
          UPDATE scan_issues c
             SET baseline = CASE
                 WHEN c.id IN (${issuesDismissedByTenant(job, job.id)}) THEN 'false_positive'
                 WHEN c.track_key IN (SELECT k FROM before_tracks)
                   OR EXISTS (SELECT 1 FROM unnest(${issueKeys('c')}) AS k WHERE k IN (SELECT k FROM before_keys)) THEN 'existing'
                 ELSE 'new' END
           WHERE c.job_id = ${job.id}
          RETURNING c.baseline)
        ${COUNTS}`;
  const [counts] = parseRows(countsRow, await tx.$queryRaw(statement), 'baseline counts');
  return counts ?? { new: 0, existing: 0, accepted: 0, falsePositive: 0 };
}
