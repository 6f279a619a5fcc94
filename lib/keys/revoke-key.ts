import { authorize, effectiveRole, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { forbidden, notFound } from '@/lib/errors.ts';
import { forgetCachedKey } from './authenticate.ts';

/** Whether this principal may revoke that key: only where it could have created it (create-key.ts). */
export function canRevokeKey(ctx: Principal, key: { scopes: readonly string[] }): boolean {
  return !key.scopes.includes('admin') || ['owner', 'admin'].includes(effectiveRole(ctx));
}

/**
 * Revokes a key of the caller's tenant. Revoking a revoked key succeeds again (idempotent delete). A key
 * with the admin scope can be revoked only by those who could create one (owners and admins), so a
 * developer cannot cut the owner's automation off.
 */
export async function revokeApiKey(ctx: Principal, tenantId: string, keyId: string): Promise<void> {
  authorize(ctx, 'keys:write');
  const scope = inTenant(ctx, tenantId);
  const key = await db.apiKey.findFirst({ where: { ...scope, id: keyId }, select: { hash: true, revokedAt: true, scopes: true } });
  if (!key) throw notFound('API key');
  if (!canRevokeKey(ctx, key)) throw forbidden('Only owners and admins can revoke keys with the admin scope.');
  if (!key.revokedAt) {
    await db.apiKey.updateMany({ where: { ...scope, id: keyId, revokedAt: null }, data: { revokedAt: now() } });
  }
  forgetCachedKey(key.hash);
}
