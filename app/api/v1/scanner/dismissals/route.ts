import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { createDismissal, listDismissals } from '@/lib/scanner/dismissals.ts';
import { createDismissalRoute, listDismissalsRoute } from '@/lib/scanner/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listDismissalsRoute, ({ principal, query }) => listDismissals(principal, query)),
  POST: apiRoute(createDismissalRoute, async ({ principal, body }) => {
    const { dismissal, created } = await createDismissal(principal, body);
    return reply.createdOrExisting(created, dismissal);
  }),
});
