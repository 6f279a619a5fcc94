import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { afterCursor, newestFirst, toPage, type Page } from '@/lib/pagination.ts';
import { toMemberDto, type ListMembersQuery, type MemberDto } from './schemas.ts';

export async function listMembers(ctx: Principal, query: ListMembersQuery): Promise<Page<MemberDto>> {
  authorize(ctx, 'members:read');
  const rows = await db.member.findMany({
    where: {
      ...inTenant(ctx),
      removedAt: null,
      ...(query.role ? { role: query.role } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...afterCursor(query.cursor),
    },
    orderBy: newestFirst,
    take: query.limit + 1,
  });
  return toPage(rows, query.limit, toMemberDto);
}
