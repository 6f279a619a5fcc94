import type { Plan, Role } from '@/lib/db/generated/enums.ts';
import { withLiveSession } from '@/lib/auth/sessions.ts';
import { db } from '@/lib/db/client.ts';

export interface Membership {
  memberId: string;
  role: Role;
  tenant: { id: string; name: string; plan: Plan };
}

/**
 * The tenants a portal user is an active member of, oldest membership first. Scoped by user, not tenant.
 * With `liveSession`, none unless that session of the user is live (checked in the same query).
 */
export async function membershipsOfUser(userId: string, options: { liveSession?: string } = {}): Promise<Membership[]> {
  const rows = await db.member.findMany({
    where: { userId, status: 'active', removedAt: null, ...(options.liveSession ? { user: withLiveSession(options.liveSession) } : {}) },
    select: { id: true, role: true, tenant: { select: { id: true, name: true, plan: true } } },
    orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({ memberId: r.id, role: r.role, tenant: r.tenant }));
}
