import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { afterCursor, newestFirst, type Page, type PageQuery, toPage } from '@/lib/pagination.ts';
import { toSnapshotDto } from './dtos.ts';
import type { SnapshotDto } from './schemas.ts';

export async function listSnapshots(ctx: Principal, query: PageQuery & { targetId?: string }): Promise<Page<SnapshotDto>> {
  authorize(ctx, 'compliance:read');
  const rows = await db.complianceSnapshot.findMany({
    where: { ...inTenant(ctx), ...(query.targetId ? { targetId: query.targetId } : {}), ...afterCursor(query.cursor) },
    orderBy: newestFirst,
    take: query.limit + 1,
    include: { target: { select: { minScore: true } } },
  });
  return toPage(rows, query.limit, (row) => toSnapshotDto(row, row.target.minScore));
}
