import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { assertOwnTenant } from '@/lib/tenants/tenant-of.ts';
import { forgetCachedKey } from './authenticate.ts';

/** Revokes a key of the caller's tenant. Revoking a revoked key succeeds again (idempotent delete). */
export async function revokeApiKey(ctx: Principal, tenantId: string, keyId: string): Promise<void> {
  authorize(ctx, 'keys:write');
  assertOwnTenant(ctx, tenantId);
  const key = await db.apiKey.findFirst({ where: { ...inTenant(ctx), id: keyId }, select: { hash: true, revokedAt: true } });
  if (!key) throw notFound('API key');
  if (!key.revokedAt) {
    await db.apiKey.updateMany({ where: { ...inTenant(ctx), id: keyId, revokedAt: null }, data: { revokedAt: now() } });
  }
  forgetCachedKey(key.hash);
}
