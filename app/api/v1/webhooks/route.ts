import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { createEndpoint } from '@/lib/webhooks/create-endpoint.ts';
import { listEndpoints } from '@/lib/webhooks/list-endpoints.ts';
import { createEndpointRoute, listEndpointsRoute } from '@/lib/webhooks/routes.ts';
import type { CreatedEndpointDto } from '@/lib/webhooks/schemas.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listEndpointsRoute, ({ principal, query }) => listEndpoints(principal, query)),
  POST: apiRoute(createEndpointRoute, async ({ principal, body }) => {
    const { created, endpoint } = await createEndpoint(principal, body);
    // An Idempotency-Key replay returns the endpoint, never the signing secret a second time.
    const { secret: _shownOnce, ...replay } = endpoint as Partial<CreatedEndpointDto>;
    return reply.createdOrExisting(created, endpoint, { replay });
  }),
});
