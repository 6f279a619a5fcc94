import { apiRoute, methods } from '@/lib/api/route.ts';
import { getTenant } from '@/lib/tenants/get-tenant.ts';
import { updateTenantInput } from '@/lib/tenants/schemas.ts';
import { updateTenant } from '@/lib/tenants/update-tenant.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({ permission: 'tenant:read' }, ({ principal, params }) => getTenant(principal, params.id!)),
  PUT: apiRoute({ permission: 'tenant:write', body: updateTenantInput }, ({ principal, params, body }) => updateTenant(principal, params.id!, body)),
});
