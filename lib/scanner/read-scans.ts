import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { afterCursor, decodeOffset, encodeOffset, newestFirst, toPage, type Page } from '@/lib/pagination.ts';
import { isDismissed, setAsideTrackKeys } from './issue-identity.ts';
import {
  type ListScanPagesQuery,
  type ScanPageDto,
  type ScanProgress,
  toScanIssueDto,
  toScanJobDto,
  type ListIssuesQuery,
  type ListScansQuery,
  type ScanIssueDto,
  type ListReviewsQuery,
  type ScanReviewDto,
  toScanReviewDto,
  type ScanJobDto,
} from './schemas.ts';

export async function listScans(ctx: Principal, query: ListScansQuery): Promise<Page<ScanJobDto>> {
  authorize(ctx, 'scanner:read');
  const rows = await db.scanJob.findMany({
    where: { ...inTenant(ctx), ...(query.status ? { status: query.status } : {}), ...(query.url ? { url: query.url } : {}), ...afterCursor(query.cursor) },
    orderBy: newestFirst,
    take: query.limit + 1,
  });
  const progress = await progressOf(ctx, rows.slice(0, query.limit));
  return toPage(rows, query.limit, (row) => toScanJobDto(row, progress.get(row.id) ?? null));
}

export async function getScan(ctx: Principal, scanId: string): Promise<ScanJobDto> {
  authorize(ctx, 'scanner:read');
  const job = await db.scanJob.findFirst({ where: { ...inTenant(ctx), id: scanId } });
  if (!job) throw notFound('Scan job');
  return toScanJobDto(job, (await progressOf(ctx, [job])).get(job.id) ?? null);
}

/** A row of progressOf (lib/db/columns.ts). */
const pageCountRow = z.object({ scan_id: z.string(), status: z.string(), n: z.number() });

/**
 * Where each scan's pages stand, counted from the frontier in one query; pages per minute since the scan
 * started (until it ended). Scans stored before pages were rows have none.
 */
export async function progressOf(
  ctx: Pick<Principal, 'tenantId'>,
  scans: { id: string; status: string; startedAt: Date | null; completedAt: Date | null }[],
): Promise<Map<string, ScanProgress>> {
  if (!scans.length) return new Map();
  const rows = parseRows(
    pageCountRow,
    await db.$queryRaw`
    SELECT scan_id, status::text AS status, count(*)::int AS n
      FROM scan_pages
     WHERE ${sqlInTenant(ctx)} AND scan_id = ANY(${scans.map((s) => s.id)}::text[])
     GROUP BY scan_id, status`,
    'progressOf',
  );
  const counts = new Map<string, Record<string, number>>();
  for (const row of rows) counts.set(row.scan_id, { ...counts.get(row.scan_id), [row.status]: row.n });
  const progress = new Map<string, ScanProgress>();
  for (const scan of scans) {
    // No pages: queued or planning (nothing yet), or an ended scan stored before pages were rows (unknown).
    const c = counts.get(scan.id) ?? (scan.status === 'queued' || scan.status === 'running' ? {} : undefined);
    if (!c) continue;
    const done = c.done ?? 0;
    const minutes = scan.startedAt ? ((scan.completedAt ?? new Date()).getTime() - scan.startedAt.getTime()) / 60_000 : 0;
    progress.set(scan.id, {
      done,
      queued: c.queued ?? 0,
      running: c.running ?? 0,
      failed: c.failed ?? 0,
      skipped: c.skipped ?? 0,
      pagesPerMinute: scan.startedAt && minutes > 0 ? Math.round((done / minutes) * 10) / 10 : null,
    });
  }
  return progress;
}

/** The pages of one scan, with their scores and issue counts; sorted as asked, offset-paged. */
export async function listScanPages(ctx: Principal, scanId: string, query: ListScanPagesQuery): Promise<Page<ScanPageDto>> {
  authorize(ctx, 'scanner:read');
  const job = await db.scanJob.findFirst({ where: { ...inTenant(ctx), id: scanId }, select: { id: true } });
  if (!job) throw notFound('Scan job');
  const offset = decodeOffset(query.cursor);
  const direction = query.order;
  const orderBy =
    query.sort === 'url'
      ? [{ url: direction }, { id: 'asc' as const }]
      : query.sort === 'score'
        ? [{ score: { sort: direction, nulls: 'last' as const } }, { url: 'asc' as const }]
        : query.sort === 'issues'
          ? [{ issues: direction }, { url: 'asc' as const }]
          : [{ depth: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];
  const rows = await db.scanPage.findMany({
    where: { ...inTenant(ctx), scanId, ...(query.status ? { status: query.status } : {}) },
    orderBy,
    skip: offset,
    take: query.limit + 1,
  });
  return {
    data: rows.slice(0, query.limit).map((p) => ({
      id: p.id,
      url: p.url,
      finalUrl: p.finalUrl,
      title: p.title,
      depth: p.depth,
      status: p.status,
      attempts: p.attempts,
      issues: p.issues,
      issuesDropped: p.dropped,
      score: p.score,
      error: p.error,
      startedAt: p.startedAt?.toISOString() ?? null,
      finishedAt: p.finishedAt?.toISOString() ?? null,
    })),
    nextCursor: rows.length > query.limit ? encodeOffset(offset + query.limit) : null,
  };
}

/** Issues of one scan, most severe first; dismissed ones stay listed, flagged. */
export async function listIssues(ctx: Principal, scanId: string, query: ListIssuesQuery): Promise<Page<ScanIssueDto>> {
  authorize(ctx, 'scanner:read');
  const job = await db.scanJob.findFirst({ where: { ...inTenant(ctx), id: scanId }, select: { id: true } });
  if (!job) throw notFound('Scan job');
  // Issues are ordered by severity, then id; the cursor is the position in that order.
  const offset = decodeOffset(query.cursor);
  const where = {
    jobId: scanId,
    ...(query.impact ? { impact: query.impact } : {}),
    ...(query.ruleId ? { ruleId: query.ruleId } : {}),
    // On a scan without a baseline no issue has one: the page is empty, as for any filter nothing matches.
    ...(query.baseline ? { baseline: query.baseline } : {}),
  };
  const [rows, dismissed, setAside] = await Promise.all([
    db.scanIssue.findMany({ where, orderBy: [{ impact: 'asc' }, { ruleId: 'asc' }, { id: 'asc' }], skip: offset, take: query.limit + 1 }),
    db.scanDismissal.findMany({ where: inTenant(ctx), select: { fingerprint: true } }),
    setAsideTrackKeys(scanId),
  ]);
  const dismissedSet = new Set(dismissed.map((d) => d.fingerprint));
  const page = rows.slice(0, query.limit);
  return {
    data: page.map((issue) => toScanIssueDto(issue, isDismissed(issue, dismissedSet, setAside))),
    nextCursor: rows.length > query.limit ? encodeOffset(offset + query.limit) : null,
  };
}

/** What the engines asked a person to check on a scan's pages (none on a scan of axe alone), by rule then id. */
export async function listReviews(ctx: Principal, scanId: string, query: ListReviewsQuery): Promise<Page<ScanReviewDto>> {
  authorize(ctx, 'scanner:read');
  const job = await db.scanJob.findFirst({ where: { ...inTenant(ctx), id: scanId }, select: { id: true } });
  if (!job) throw notFound('Scan job');
  const offset = decodeOffset(query.cursor);
  const rows = await db.scanReview.findMany({
    where: { ...inTenant(ctx), jobId: scanId, ...(query.ruleId ? { ruleId: query.ruleId } : {}) },
    orderBy: [{ ruleId: 'asc' }, { id: 'asc' }],
    skip: offset,
    take: query.limit + 1,
  });
  return { data: rows.slice(0, query.limit).map(toScanReviewDto), nextCursor: rows.length > query.limit ? encodeOffset(offset + query.limit) : null };
}
