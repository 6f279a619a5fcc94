import { apiRoute, methods } from '@/lib/api/route.ts';
import { listDeliveries } from '@/lib/webhooks/list-deliveries.ts';
import { listDeliveriesQuery } from '@/lib/webhooks/schemas.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({ permission: 'webhooks:read', query: listDeliveriesQuery }, ({ principal, params, query }) => listDeliveries(principal, params.id!, query)),
});
