import { apiRoute, methods } from '@/lib/http/route.ts';
import { sendTestEvent } from '@/lib/webhooks/send-test.ts';
import { sendTestEventRoute } from '@/lib/webhooks/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(sendTestEventRoute, ({ principal, params }) => sendTestEvent(principal, params.id)),
});
