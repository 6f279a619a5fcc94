import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { logEvents } from '@/lib/analytics/log-events.ts';
import { logEventsRoute } from '@/lib/analytics/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(logEventsRoute, async ({ principal, body }) => reply.accepted(await logEvents(principal, body))),
});
