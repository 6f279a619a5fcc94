import { apiRoute, methods } from '@/lib/api/route.ts';
import { sendTestEvent } from '@/lib/webhooks/send-test.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute({ permission: 'webhooks:write' }, ({ principal, params }) => sendTestEvent(principal, params.id!)),
});
