import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { afterCursor, newestFirst, type Page, type PageQuery, toPage } from '@/lib/pagination.ts';
import { latestSnapshotSelect, toTargetDto } from './dtos.ts';
import type { TargetDto } from './schemas.ts';

export async function listTargets(ctx: Principal, page: PageQuery): Promise<Page<TargetDto>> {
  authorize(ctx, 'compliance:read');
  const rows = await db.complianceTarget.findMany({
    where: { ...inTenant(ctx), ...afterCursor(page.cursor) },
    orderBy: newestFirst,
    take: page.limit + 1,
    include: latestSnapshotSelect,
  });
  return toPage(rows, page.limit, toTargetDto);
}
