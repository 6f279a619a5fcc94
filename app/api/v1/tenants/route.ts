import { apiRoute, methods } from '@/lib/http/route.ts';
import { listTenants } from '@/lib/tenants/list-tenants.ts';
import { listTenantsRoute } from '@/lib/tenants/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listTenantsRoute, ({ principal }) => listTenants(principal)),
});
