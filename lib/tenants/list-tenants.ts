import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { ownTenant } from '@/lib/db/scope.ts';
import type { Page } from '@/lib/pagination.ts';
import { toTenantDto, type TenantDto } from './schemas.ts';

/** An API key sees its own tenant; a portal user sees every tenant they are an active member of. */
export async function listTenants(ctx: Principal): Promise<Page<TenantDto>> {
  authorize(ctx, 'tenant:read');
  const where = ctx.kind === 'user' ? { members: { some: { userId: ctx.userId, status: 'active' as const, removedAt: null } } } : ownTenant(ctx);
  const tenants = await db.tenant.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 200 });
  return { data: tenants.map(toTenantDto), nextCursor: null };
}
