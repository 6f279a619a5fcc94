import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { REPORT_DTO_FIELDS, toReportDto } from './dtos.ts';
import type { ReportDto } from './schemas.ts';

export async function getReport(ctx: Principal, id: string): Promise<ReportDto> {
  authorize(ctx, 'compliance:read');
  const row = await db.complianceReport.findFirst({ where: { ...inTenant(ctx), id }, select: REPORT_DTO_FIELDS });
  if (!row) throw notFound('Compliance report');
  return toReportDto(row);
}
