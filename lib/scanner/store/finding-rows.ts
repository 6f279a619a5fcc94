import { PrismaNs } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';
import type { EngineFinding } from '../engines/types.ts';
import { fingerprint, trackKey } from '../merge/fingerprint.ts';
import { issueAliases, type MergedIssue, reportsOf } from '../merge/merge.ts';

/** Rows per INSERT of findings: each slice's rows are built, hashed and sent while the service answers between them. */
const INSERT_SLICE = 200;

/**
 * Inserts a page's findings (up to the page's cap of 1,000) in statements of INSERT_SLICE rows, each
 * slice's rows as one JSON parameter. Not Prisma's createMany: its query compiler builds such a statement
 * on the main thread, about a second for 1,000 rows, during which the service answers nothing; and not
 * one statement of all the rows, whose building and writing to the socket held the event loop for over
 * 100 ms. An issue starts as `new` until the scan's end compares it (compareAndSummarise); a review has no
 * occurrence and no aliases.
 */
export async function insertFindings(
  tx: CommitTx,
  table: 'scan_issues' | 'scan_reviews',
  findings: EngineFinding[],
  owner: { jobId: string; tenantId: string; pageId: string },
): Promise<void> {
  for (let at = 0; at < findings.length; at += INSERT_SLICE) {
    await insertRows(
      tx,
      table,
      findings.slice(at, at + INSERT_SLICE).map((f) => findingRow(f, owner.jobId, owner.tenantId, owner.pageId)),
    );
  }
}

async function insertRows(tx: CommitTx, table: 'scan_issues' | 'scan_reviews', rows: ReturnType<typeof findingRow>[]): Promise<void> {
  const issues = table === 'scan_issues';
  await tx.$executeRaw`
    INSERT INTO ${PrismaNs.raw(table)} (id, job_id, tenant_id, page_id, rule_id, impact, wcag, level, description, help, help_url, page_url,
                                         selector, html, failure_summary, fingerprint, engine, best_practice, reports
                                         ${PrismaNs.raw(issues ? ', aliases, track_key, occurrence' : '')})
    SELECT r.id, r."jobId", r."tenantId", r."pageId", r."ruleId", r.impact::"IssueImpact", r.wcag, r.level, r.description, r.help, r."helpUrl",
           r."pageUrl", r.selector, r.html, r."failureSummary", r.fingerprint, r.engine, r."bestPractice", r.reports
           ${PrismaNs.raw(issues ? ', r.aliases, r."trackKey", \'new\'' : '')}
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
             id text, "jobId" text, "tenantId" text, "pageId" text, "ruleId" text, impact text, wcag text[], level text, description text,
             help text, "helpUrl" text, "pageUrl" text, selector text, html text, "failureSummary" text, fingerprint text, engine text,
             "bestPractice" boolean, reports jsonb, aliases text[], "trackKey" text)`;
}

/**
 * The stored row of a finding (an issue or a review): a merged one keeps its fingerprint (the same whichever
 * engines found it) and its engines' reports; one of axe alone gets axe's fingerprint and its one report.
 * Either way its aliases are the fingerprints a scan of another set of engines would give it.
 */
function findingRow(f: EngineFinding, jobId: string, tenantId: string, pageId: string) {
  const merged = f as Partial<MergedIssue>;
  const identity = { ...f, fingerprint: merged.fingerprint || fingerprint(f), reports: merged.reports };
  return {
    id: newId(f.review ? 'rev' : 'iss'),
    jobId,
    tenantId,
    pageId,
    ruleId: f.ruleId,
    impact: f.impact,
    wcag: f.wcag,
    level: f.level,
    description: f.description,
    help: f.help,
    helpUrl: f.helpUrl,
    pageUrl: f.pageUrl,
    selector: f.selector,
    html: f.html,
    failureSummary: f.failureSummary,
    fingerprint: identity.fingerprint,
    engine: f.engine,
    bestPractice: f.bestPractice,
    reports: reportsOf(identity),
    // A review is stored without aliases (it has no occurrence across scans to keep).
    aliases: f.review ? [] : issueAliases(identity),
    // The identity across a site's pages and scans (lib/sites): stored on every issue, used by a site's scans.
    trackKey: f.review ? null : trackKey(f),
  };
}
