import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { readProfile } from './read-profile.ts';
import type { ProfileDto } from './schemas.ts';

/** A missing profile is not an error: it answers `exists: false` with the defaults. */
export async function getProfile(ctx: Principal, userId: string): Promise<ProfileDto> {
  authorize(ctx, 'profiles:read');
  return readProfile(db, ctx.tenantId, userId);
}
