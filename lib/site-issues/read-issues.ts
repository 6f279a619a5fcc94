import type { z } from 'zod';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { parseRows, idRow } from '@/lib/db/columns.ts';
import { db, type PrismaNs } from '@/lib/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { decodeOffset, encodeOffset, type Page, type PageQuery } from '@/lib/pagination.ts';
import { siteOf, toEventDto, toIssueDto } from './site-scope.ts';
import type { listTrackedIssuesQuery, occurrenceDto, TrackedIssueDto, trackedIssueEventDto } from './schemas.ts';

type ListQuery = z.output<typeof listTrackedIssuesQuery>;

/** The newest events a detail shows (an issue's history grows by at most a few a scan). */
const HISTORY_LIMIT = 200;

/** A cursor of the issue list: the position (priority, id) of the last issue of the page before. */
function encodePosition(issue: { priority: number; id: string }): string {
  return Buffer.from(JSON.stringify([issue.priority, issue.id])).toString('base64url');
}

function decodePosition(cursor: string): { priority: number; id: string } {
  try {
    const [priority, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof priority !== 'number' || !Number.isFinite(priority) || typeof id !== 'string') throw new Error('bad cursor');
    return { priority, id };
  } catch {
    // expected: a cursor we did not issue: the validation error below
    throw new AppError('validation_failed', 'The cursor is not valid.', {
      details: [{ path: 'cursor', message: 'Use the nextCursor value of a previous page.' }],
    });
  }
}

/**
 * A site's tracked issues, by fix priority (highest first, then id), filtered by status, impact, rule, WCAG
 * criterion, a page they were on in the scan that last saw them, first seen since, or text.
 */
export async function listTrackedIssues(ctx: Principal, siteId: string, query: ListQuery): Promise<Page<TrackedIssueDto>> {
  authorize(ctx, 'scanner:read');
  const site = await siteOf(db, ctx, siteId);
  const where: PrismaNs.TrackedIssueWhereInput = { tenantId: site.tenantId, siteId: site.id };
  if (query.status) where.status = { in: query.status };
  if (query.impact) where.impact = { in: query.impact };
  if (query.rule) where.ruleId = query.rule;
  if (query.criterion) where.wcag = { has: query.criterion };
  if (query.since) where.firstSeenAt = { gte: new Date(query.since) };
  if (query.q) {
    const contains = { contains: query.q, mode: 'insensitive' as const };
    where.OR = [{ ruleId: contains }, { help: contains }, { selector: contains }, { html: contains }];
  }
  const and: PrismaNs.TrackedIssueWhereInput[] = [];
  if (query.page) {
    const onPage = parseRows(
      idRow,
      await db.$queryRaw`
      SELECT DISTINCT t.id FROM tracked_issues t
        JOIN scan_issues o ON o.tracked_issue_id = t.id AND o.job_id = t.last_seen_scan_id
       WHERE t.site_id = ${site.id} AND o.page_url = ${query.page}`,
      'tracked issues on a page',
    );
    and.push({ id: { in: onPage.map((r) => r.id) } });
  }
  if (query.cursor) {
    const after = decodePosition(query.cursor);
    and.push({ OR: [{ priority: { lt: after.priority } }, { priority: after.priority, id: { gt: after.id } }] });
  }
  if (and.length > 0) where.AND = and;
  const rows = await db.trackedIssue.findMany({ where, orderBy: [{ priority: 'desc' }, { id: 'asc' }], take: query.limit + 1 });
  const more = rows.length > query.limit;
  const kept = more ? rows.slice(0, query.limit) : rows;
  const last = kept.at(-1);
  return { data: kept.map(toIssueDto), nextCursor: more && last ? encodePosition(last) : null };
}

export type TrackedIssueDetail = TrackedIssueDto & {
  pages: Page<z.infer<typeof occurrenceDto>>;
  history: z.infer<typeof trackedIssueEventDto>[];
};

/**
 * One tracked issue with its occurrences in the scan that last saw it (paged by page URL: the page, the
 * element's selector and markup there) and its history, newest first (the latest 200 changes).
 */
export async function getTrackedIssue(ctx: Principal, siteId: string, issueId: string, page: PageQuery): Promise<TrackedIssueDetail> {
  authorize(ctx, 'scanner:read');
  const site = await siteOf(db, ctx, siteId);
  const issue = await db.trackedIssue.findFirst({ where: { tenantId: site.tenantId, siteId: site.id, id: issueId } });
  if (!issue) throw new AppError('not_found', 'Tracked issue not found.');
  const offset = decodeOffset(page.cursor);
  const [occurrences, events] = await Promise.all([
    db.scanIssue.findMany({
      where: { tenantId: site.tenantId, trackedIssueId: issue.id, jobId: issue.lastSeenScanId },
      orderBy: [{ pageUrl: 'asc' }, { id: 'asc' }],
      skip: offset,
      take: page.limit + 1,
      select: { jobId: true, pageUrl: true, selector: true, html: true },
    }),
    db.trackedIssueEvent.findMany({ where: { tenantId: site.tenantId, issueId: issue.id }, orderBy: [{ at: 'desc' }, { id: 'desc' }], take: HISTORY_LIMIT }),
  ]);
  const more = occurrences.length > page.limit;
  return {
    ...toIssueDto(issue),
    pages: {
      data: occurrences.slice(0, page.limit).map((o) => ({ scanId: o.jobId, pageUrl: o.pageUrl, selector: o.selector, html: o.html })),
      nextCursor: more ? encodeOffset(offset + page.limit) : null,
    },
    history: events.map(toEventDto),
  };
}
