import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { deleteDismissal } from '@/lib/scanner/dismissals.ts';
import { deleteDismissalRoute } from '@/lib/scanner/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  DELETE: apiRoute(deleteDismissalRoute, async ({ principal, params }) => {
    await deleteDismissal(principal, params.id);
    return reply.noContent();
  }),
});
