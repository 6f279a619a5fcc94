import { apiRoute, methods } from '@/lib/http/route.ts';
import { remediateUrl } from '@/lib/remediation/remediate.ts';
import { remediateUrlRoute } from '@/lib/remediation/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(remediateUrlRoute, ({ principal, body, req }) => remediateUrl(principal, body, req.signal)),
});
