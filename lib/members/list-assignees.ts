import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';

export interface Assignee {
  userId: string;
  name: string;
}

/**
 * The people work can be assigned to (a tracked issue's assignee): the tenant's active members, by their
 * user id, named as the team page names them. For those who triage, so `scanner:write`.
 */
export async function listAssignees(ctx: Principal): Promise<Assignee[]> {
  authorize(ctx, 'scanner:write');
  const rows = await db.member.findMany({
    where: { ...inTenant(ctx), status: 'active', removedAt: null, userId: { not: null } },
    select: { userId: true, name: true, email: true },
    orderBy: [{ name: 'asc' }, { email: 'asc' }],
    take: 500,
  });
  return rows.flatMap((m) => (m.userId ? [{ userId: m.userId, name: m.name ?? m.email }] : []));
}
