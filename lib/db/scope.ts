import type { Principal } from '@/lib/auth/permissions.ts';

/**
 * The one way services scope a query to the caller's tenant: spread it into every `where`.
 * A query that deliberately crosses tenants is written inline and its function named `unsafe…`.
 */
export function inTenant(principal: Pick<Principal, 'tenantId'>): { tenantId: string } {
  return { tenantId: principal.tenantId };
}
