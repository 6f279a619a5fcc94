import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { authorize, effectiveRole, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { AppError, forbidden, notFound } from '@/lib/errors.ts';

/** A row of owners lock (lib/db/columns.ts). */
const ownerRow = z.object({ id: z.string() });

/**
 * Removes a member of the caller's tenant. The row stays as a tombstone so that removing it again
 * answers success; an id that never belonged to this tenant is 404. The last active owner stays.
 */
export async function removeMember(ctx: Principal, memberId: string): Promise<void> {
  authorize(ctx, 'members:write');
  await db.$transaction(async (tx) => {
    const member = await tx.member.findFirst({ where: { ...inTenant(ctx), id: memberId } });
    if (!member) throw notFound('Member');
    if (member.removedAt) return;
    if (member.role === 'owner') {
      if (effectiveRole(ctx) !== 'owner') throw forbidden('Only owners can remove owners.');
      if (member.status === 'active') {
        // Lock the tenant's owners so two concurrent removals cannot both pass this check.
        const owners = parseRows(
          ownerRow,
          await tx.$queryRaw`
          SELECT id FROM members
           WHERE ${sqlInTenant(ctx)} AND role = 'owner' AND status = 'active' AND removed_at IS NULL
           FOR UPDATE`,
          'owners lock',
        );
        if (owners.length <= 1) throw new AppError('last_owner', 'A tenant needs at least one owner; make someone else owner first.');
      }
    }
    await tx.member.update({
      where: { id: member.id },
      data: { removedAt: now(), inviteTokenHash: null, inviteExpiresAt: null },
    });
  });
}
