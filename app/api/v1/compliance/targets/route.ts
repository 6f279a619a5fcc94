import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { createTargetRoute, listTargetsRoute } from '@/lib/compliance/routes.ts';
import { createTarget } from '@/lib/compliance/create-target.ts';
import { listTargets } from '@/lib/compliance/list-targets.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listTargetsRoute, ({ principal, query }) => listTargets(principal, query)),
  POST: apiRoute(createTargetRoute, async ({ principal, body }) => {
    const { created, target } = await createTarget(principal, body);
    return reply.createdOrExisting(created, target);
  }),
});
