import { apiRoute, methods } from '@/lib/http/route.ts';
import { remediateHtml } from '@/lib/remediation/remediate.ts';
import { remediateHtmlRoute } from '@/lib/remediation/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(remediateHtmlRoute, ({ principal, body, req }) => remediateHtml(principal, body, req.signal)),
});
