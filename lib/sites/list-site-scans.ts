import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { afterCursor, newestFirst, type Page, type PageQuery, toPage } from '@/lib/pagination.ts';
import { progressOf } from '@/lib/scanner/read-scans.ts';
import { type ScanJobDto, toScanJobDto } from '@/lib/scanner/schemas.ts';

/** The site's scans (runs), newest first, as GET /scanner/jobs shows them. */
export async function listSiteScans(ctx: Principal, id: string, query: PageQuery): Promise<Page<ScanJobDto>> {
  authorize(ctx, 'scanner:read');
  const site = await db.site.findFirst({ where: { ...inTenant(ctx), id }, select: { id: true } });
  if (!site) throw notFound('Site');
  const rows = await db.scanJob.findMany({
    where: { ...inTenant(ctx), siteId: id, ...afterCursor(query.cursor) },
    orderBy: newestFirst,
    take: query.limit + 1,
  });
  const progress = await progressOf(ctx, rows.slice(0, query.limit));
  return toPage(rows, query.limit, (row) => toScanJobDto(row, progress.get(row.id) ?? null));
}
