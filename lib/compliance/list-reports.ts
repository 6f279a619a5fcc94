import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { afterCursor, newestFirst, type Page, type PageQuery, toPage } from '@/lib/pagination.ts';
import { REPORT_DTO_FIELDS, toReportDto } from './dtos.ts';
import type { ReportDto } from './schemas.ts';

export async function listReports(ctx: Principal, query: PageQuery & { targetId?: string }): Promise<Page<ReportDto>> {
  authorize(ctx, 'compliance:read');
  const rows = await db.complianceReport.findMany({
    where: { ...inTenant(ctx), ...(query.targetId ? { targetId: query.targetId } : {}), ...afterCursor(query.cursor) },
    orderBy: newestFirst,
    take: query.limit + 1,
    select: REPORT_DTO_FIELDS,
  });
  return toPage(rows, query.limit, toReportDto);
}
