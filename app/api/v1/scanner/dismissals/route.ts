import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/api/route.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { createDismissal, listDismissals } from '@/lib/scanner/dismissals.ts';
import { createDismissalInput } from '@/lib/scanner/schemas.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({ permission: 'scanner:read', query: pageQuery }, ({ principal, query }) => listDismissals(principal, query)),
  POST: apiRoute({ permission: 'scanner:write', body: createDismissalInput }, async ({ principal, body }) => {
    const { dismissal, created } = await createDismissal(principal, body);
    return reply.createdOrExisting(created, dismissal);
  }),
});
