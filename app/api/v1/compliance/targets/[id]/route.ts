import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { deleteTargetRoute, getTargetRoute, updateTargetRoute } from '@/lib/compliance/target-routes.ts';
import { deleteTarget, getTarget, updateTarget } from '@/lib/compliance/targets.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getTargetRoute, ({ principal, params }) => getTarget(principal, params.id)),
  PUT: apiRoute(updateTargetRoute, ({ principal, params, body }) => updateTarget(principal, params.id, body)),
  DELETE: apiRoute(deleteTargetRoute, async ({ principal, params }) => {
    await deleteTarget(principal, params.id);
    return reply.noContent();
  }),
});
