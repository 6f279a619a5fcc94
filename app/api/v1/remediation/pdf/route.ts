import { apiRoute, methods } from '@/lib/http/route.ts';
import { remediatePdf } from '@/lib/remediation/remediate.ts';
import { remediatePdfRoute } from '@/lib/remediation/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(remediatePdfRoute, ({ principal, body, req }) => remediatePdf(principal, body, req.signal)),
});
