import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/api/route.ts';
import { deleteEndpoint } from '@/lib/webhooks/delete-endpoint.ts';
import { getEndpoint } from '@/lib/webhooks/get-endpoint.ts';
import { updateEndpointInput } from '@/lib/webhooks/schemas.ts';
import { updateEndpoint } from '@/lib/webhooks/update-endpoint.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({ permission: 'webhooks:read' }, ({ principal, params }) => getEndpoint(principal, params.id!)),
  PUT: apiRoute({ permission: 'webhooks:write', body: updateEndpointInput }, ({ principal, params, body }) => updateEndpoint(principal, params.id!, body)),
  DELETE: apiRoute({ permission: 'webhooks:write' }, async ({ principal, params }) => {
    await deleteEndpoint(principal, params.id!);
    return reply.noContent();
  }),
});
