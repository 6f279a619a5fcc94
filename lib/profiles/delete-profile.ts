import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';

/** Deletes the profile and all its settings; deleting an absent profile succeeds too. */
export async function deleteProfile(ctx: Principal, userId: string): Promise<void> {
  authorize(ctx, 'profiles:write');
  await db.profile.deleteMany({ where: { ...inTenant(ctx), userId } });
}
