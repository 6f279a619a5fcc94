import { actsAsEndUser, authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { forbidden } from '@/lib/errors.ts';

/**
 * Deletes the profile and all its settings; deleting an absent profile succeeds too. Not through a
 * publishable key: deleting would drop the self-service lock and configuredBy, which end users may not change.
 */
export async function deleteProfile(ctx: Principal, userId: string): Promise<void> {
  authorize(ctx, 'profiles:write');
  if (actsAsEndUser(ctx)) throw forbidden('A publishable key cannot delete profiles; delete from your server with a secret key.');
  await db.profile.deleteMany({ where: { ...inTenant(ctx), userId } });
}
