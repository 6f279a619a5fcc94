import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { deleteEndpoint } from '@/lib/webhooks/delete-endpoint.ts';
import { getEndpoint } from '@/lib/webhooks/get-endpoint.ts';
import { deleteEndpointRoute, getEndpointRoute, updateEndpointRoute } from '@/lib/webhooks/routes.ts';
import { updateEndpoint } from '@/lib/webhooks/update-endpoint.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getEndpointRoute, ({ principal, params }) => getEndpoint(principal, params.id)),
  PUT: apiRoute(updateEndpointRoute, ({ principal, params, body }) => updateEndpoint(principal, params.id, body)),
  DELETE: apiRoute(deleteEndpointRoute, async ({ principal, params }) => {
    await deleteEndpoint(principal, params.id);
    return reply.noContent();
  }),
});
