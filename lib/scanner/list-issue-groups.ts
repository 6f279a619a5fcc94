import { z } from 'zod';
import { idRow, parseRows } from '@/lib/db/columns.ts';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import type { IssueImpact } from '@/lib/db/generated/enums.ts';
import { inTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { isDismissed, setAsideTrackKeys } from './issue-identity.ts';
import { IMPACTS, toScanIssueDto, type ScanIssueDto } from './schemas.ts';

/** One failing rule at one impact, with how often it fails and its first occurrences. */

/** A row of issue counts per rule (lib/db/columns.ts). */
const ruleCountRow = z.object({ ruleId: z.string(), impact: z.enum(IMPACTS), count: z.number(), pages: z.number() });
export interface IssueGroupDto {
  ruleId: string;
  impact: IssueImpact;
  help: string;
  description: string;
  helpUrl: string;
  wcag: string[];
  level: string | null;
  bestPractice: boolean;
  count: number;
  /** Pages of the scan it fails on (a site scan's pages; 1 for a single page). */
  pages: number;
  dismissed: number;
  occurrences: ScanIssueDto[];
}

/**
 * A scan's issues grouped by rule and impact across its pages, most severe first. Each group carries its
 * full count, the number of pages it fails on, and at most `perRule` occurrences, so a page with a
 * thousand unlabeled images stays readable; the rest are a `listIssues({ ruleId })` away.
 */
export async function listIssueGroups(ctx: Principal, scanId: string, input: { perRule?: number } = {}): Promise<IssueGroupDto[]> {
  authorize(ctx, 'scanner:read');
  const job = await db.scanJob.findFirst({ where: { ...inTenant(ctx), id: scanId }, select: { id: true } });
  if (!job) throw notFound('Scan job');
  const perRule = Math.min(Math.max(input.perRule ?? 10, 1), 200);
  const where = { jobId: scanId, ...inTenant(ctx) };

  const [firstIdRows, countRows, dismissals, setAside] = await Promise.all([
    db.$queryRaw`
      SELECT id FROM (
        SELECT id, row_number() OVER (PARTITION BY rule_id, impact ORDER BY id) AS position
        FROM scan_issues WHERE job_id = ${scanId} AND ${sqlInTenant(ctx)}
      ) ranked
      WHERE position <= ${perRule}`,
    // Pages by their row; issues stored before pages were rows by their URL.
    db.$queryRaw`
      SELECT rule_id AS "ruleId", impact, count(*)::int AS count, count(DISTINCT coalesce(page_id, page_url))::int AS pages
        FROM scan_issues WHERE job_id = ${scanId} AND ${sqlInTenant(ctx)}
       GROUP BY rule_id, impact`,
    db.scanDismissal.findMany({ where: inTenant(ctx), select: { fingerprint: true } }),
    setAsideTrackKeys(scanId),
  ]);
  const firstIds = parseRows(idRow, firstIdRows, 'first issues per rule');
  const counts = parseRows(ruleCountRow, countRows, 'issue counts per rule');
  const dismissedSet = new Set(dismissals.map((d) => d.fingerprint));
  const [occurrences, dismissedCounts] = await Promise.all([
    db.scanIssue.findMany({ where: { ...where, id: { in: firstIds.map((r) => r.id) } }, orderBy: [{ impact: 'asc' }, { ruleId: 'asc' }, { id: 'asc' }] }),
    dismissedSet.size || setAside.size
      ? db.scanIssue.groupBy({
          by: ['ruleId', 'impact'],
          where: {
            ...where,
            OR: [{ fingerprint: { in: [...dismissedSet] } }, { aliases: { hasSome: [...dismissedSet] } }, { trackKey: { in: [...setAside] } }],
          },
          _count: { _all: true },
        })
      : Promise.resolve([]),
  ]);

  const key = (g: { ruleId: string; impact: IssueImpact }) => `${g.impact}\u0000${g.ruleId}`;
  const total = new Map(counts.map((c) => [key(c), c]));
  const dismissed = new Map(dismissedCounts.map((c) => [key(c), c._count._all]));
  const groups = new Map<string, IssueGroupDto>();
  for (const issue of occurrences) {
    const group = groups.get(key(issue)) ?? {
      ruleId: issue.ruleId,
      impact: issue.impact,
      help: issue.help,
      description: issue.description,
      helpUrl: issue.helpUrl,
      wcag: issue.wcag,
      level: issue.level,
      bestPractice: issue.bestPractice,
      count: total.get(key(issue))?.count ?? 0,
      pages: total.get(key(issue))?.pages ?? 0,
      dismissed: dismissed.get(key(issue)) ?? 0,
      occurrences: [],
    };
    group.occurrences.push(toScanIssueDto(issue, isDismissed(issue, dismissedSet, setAside)));
    groups.set(key(issue), group);
  }
  return [...groups.values()];
}
