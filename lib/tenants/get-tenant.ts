import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { ownTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { toTenantDto, type TenantDto } from './schemas.ts';

export async function getTenant(ctx: Principal, tenantId: string): Promise<TenantDto> {
  authorize(ctx, 'tenant:read');
  const tenant = await db.tenant.findFirst({ where: reachableTenant(ctx, tenantId) });
  if (!tenant) throw notFound('Tenant');
  return toTenantDto(tenant);
}

/** The tenant `tenantId`, but only if the principal may reach it; otherwise a where that matches nothing. */
export function reachableTenant(ctx: Principal, tenantId: string) {
  if (ctx.kind === 'user') {
    return { id: tenantId, members: { some: { userId: ctx.userId, status: 'active' as const, removedAt: null } } };
  }
  return { id: tenantId, AND: [ownTenant(ctx)] };
}
