import { apiRoute, methods } from '@/lib/api/route.ts';
import { listTenants } from '@/lib/tenants/list-tenants.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({ permission: 'tenant:read' }, ({ principal }) => listTenants(principal)),
});
