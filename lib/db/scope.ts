import { PrismaNs } from '@/lib/db/client.ts';
import { notFound } from '@/lib/errors.ts';

/**
 * The one way services scope a query to the caller's tenant: `inTenant` for Prisma, `sqlInTenant` for raw
 * SQL, `ownTenant` for the tenants table itself. A query that deliberately crosses tenants (by id in a
 * background job, key authentication, the admin CLI) lives in a function named `unsafe…`.
 *
 * `named` is the tenant id a path names (/tenants/{id}/…): a principal reaches only its own, and any other
 * id, existing or not, is the same 404 as a missing tenant.
 */
// Any principal (lib/auth/permissions.ts) fits: only its tenant matters here, and db stays below auth.
type Scoped = { tenantId: string };

function checkNamed(principal: Scoped, named: string | undefined): void {
  if (named !== undefined && named !== principal.tenantId) throw notFound('Tenant');
}

/** Prisma: spread into every `where` (and the `data` of a create). */
export function inTenant(principal: Scoped, named?: string): { tenantId: string } {
  checkNamed(principal, named);
  return { tenantId: principal.tenantId };
}

/** Prisma, on the tenants table: the caller's own tenant row. */
export function ownTenant(principal: Scoped, named?: string): { id: string } {
  checkNamed(principal, named);
  return { id: principal.tenantId };
}

/**
 * Prisma, unscoped: a row by id in whichever tenant holds it. Only for ids that come from our own jobs or
 * services, never from a caller (a background step re-reading what its event names, the admin CLI); the
 * row carries its tenant for what follows.
 */
export function unsafeById(id: string): { id: string } {
  return { id };
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Raw SQL: `tenant_id = <the caller's tenant>` as a bound parameter, qualified as `<alias>.tenant_id` when given. */
export function sqlInTenant(principal: Scoped, alias?: string): PrismaNs.Sql {
  if (alias !== undefined && !IDENTIFIER.test(alias)) throw new Error(`sqlInTenant: "${alias}" is not a table alias`);
  return PrismaNs.sql`${PrismaNs.raw(alias ? `${alias}.tenant_id` : 'tenant_id')} = ${principal.tenantId}`;
}
