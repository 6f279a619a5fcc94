import { apiRoute, methods } from '@/lib/http/route.ts';
import { getTenant } from '@/lib/tenants/get-tenant.ts';
import { getTenantRoute, updateTenantRoute } from '@/lib/tenants/routes.ts';
import { updateTenant } from '@/lib/tenants/update-tenant.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getTenantRoute, ({ principal, params }) => getTenant(principal, params.id)),
  PUT: apiRoute(updateTenantRoute, ({ principal, params, body }) => updateTenant(principal, params.id, body)),
});
