import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { afterCursor, decodeOffset, encodeOffset, newestFirst, toPage, type Page } from '@/lib/pagination.ts';
import { toScanIssueDto, toScanJobDto, type ListIssuesQuery, type ListScansQuery, type ScanIssueDto, type ScanJobDto } from './schemas.ts';

export async function listScans(ctx: Principal, query: ListScansQuery): Promise<Page<ScanJobDto>> {
  authorize(ctx, 'scanner:read');
  const rows = await db.scanJob.findMany({
    where: { ...inTenant(ctx), ...(query.status ? { status: query.status } : {}), ...(query.url ? { url: query.url } : {}), ...afterCursor(query.cursor) },
    orderBy: newestFirst,
    take: query.limit + 1,
  });
  return toPage(rows, query.limit, toScanJobDto);
}

export async function getScan(ctx: Principal, scanId: string): Promise<ScanJobDto> {
  authorize(ctx, 'scanner:read');
  const job = await db.scanJob.findFirst({ where: { ...inTenant(ctx), id: scanId } });
  if (!job) throw notFound('Scan job');
  return toScanJobDto(job);
}

/** Issues of one scan, most severe first; dismissed ones stay listed, flagged. */
export async function listIssues(ctx: Principal, scanId: string, query: ListIssuesQuery): Promise<Page<ScanIssueDto>> {
  authorize(ctx, 'scanner:read');
  const job = await db.scanJob.findFirst({ where: { ...inTenant(ctx), id: scanId }, select: { id: true } });
  if (!job) throw notFound('Scan job');
  // Issues are ordered by severity, then id; the cursor is the position in that order.
  const offset = decodeOffset(query.cursor);
  const where = { jobId: scanId, ...(query.impact ? { impact: query.impact } : {}), ...(query.ruleId ? { ruleId: query.ruleId } : {}) };
  const [rows, dismissed] = await Promise.all([
    db.scanIssue.findMany({ where, orderBy: [{ impact: 'asc' }, { ruleId: 'asc' }, { id: 'asc' }], skip: offset, take: query.limit + 1 }),
    db.scanDismissal.findMany({ where: inTenant(ctx), select: { fingerprint: true } }),
  ]);
  const dismissedSet = new Set(dismissed.map((d) => d.fingerprint));
  const page = rows.slice(0, query.limit);
  return {
    data: page.map((issue) => toScanIssueDto(issue, dismissedSet.has(issue.fingerprint))),
    nextCursor: rows.length > query.limit ? encodeOffset(offset + query.limit) : null,
  };
}
