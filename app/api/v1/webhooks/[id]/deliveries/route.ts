import { apiRoute, methods } from '@/lib/http/route.ts';
import { listDeliveries } from '@/lib/webhooks/list-deliveries.ts';
import { listDeliveriesRoute } from '@/lib/webhooks/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listDeliveriesRoute, ({ principal, params, query }) => listDeliveries(principal, params.id, query)),
});
