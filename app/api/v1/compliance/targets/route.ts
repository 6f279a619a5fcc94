import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { createTargetRoute, listTargetsRoute } from '@/lib/compliance/target-routes.ts';
import { createTarget, listTargets } from '@/lib/compliance/targets.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listTargetsRoute, ({ principal, query }) => listTargets(principal, query)),
  POST: apiRoute(createTargetRoute, async ({ principal, body }) => {
    const { created, target } = await createTarget(principal, body);
    return reply.createdOrExisting(created, target);
  }),
});
