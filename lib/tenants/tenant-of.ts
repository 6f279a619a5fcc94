import type { Principal } from '@/lib/auth/permissions.ts';
import { notFound } from '@/lib/errors.ts';

/**
 * Paths such as /tenants/{id}/api-keys name a tenant; a principal may only reach its own. Any other id,
 * existing or not, is the same 404.
 */
export function assertOwnTenant(principal: Principal, tenantId: string): void {
  if (principal.tenantId !== tenantId) throw notFound('Tenant');
}
