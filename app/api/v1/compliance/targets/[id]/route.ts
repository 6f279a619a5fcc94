import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { deleteTargetRoute, getTargetRoute, updateTargetRoute } from '@/lib/compliance/routes.ts';
import { deleteTarget } from '@/lib/compliance/delete-target.ts';
import { getTarget } from '@/lib/compliance/get-target.ts';
import { updateTarget } from '@/lib/compliance/update-target.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getTargetRoute, ({ principal, params }) => getTarget(principal, params.id)),
  PUT: apiRoute(updateTargetRoute, ({ principal, params, body }) => updateTarget(principal, params.id, body)),
  DELETE: apiRoute(deleteTargetRoute, async ({ principal, params }) => {
    await deleteTarget(principal, params.id);
    return reply.noContent();
  }),
});
