import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/api/route.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { createEndpoint } from '@/lib/webhooks/create-endpoint.ts';
import { listEndpoints } from '@/lib/webhooks/list-endpoints.ts';
import { createEndpointInput, type CreatedEndpointDto } from '@/lib/webhooks/schemas.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({ permission: 'webhooks:read', query: pageQuery }, ({ principal, query }) => listEndpoints(principal, query)),
  POST: apiRoute({ permission: 'webhooks:write', body: createEndpointInput }, async ({ principal, body }) => {
    const { created, endpoint } = await createEndpoint(principal, body);
    // An Idempotency-Key replay returns the endpoint, never the signing secret a second time.
    const { secret: _shownOnce, ...replay } = endpoint as Partial<CreatedEndpointDto>;
    return reply.createdOrExisting(created, endpoint, { replay });
  }),
});
