import { apiRoute, methods } from '@/lib/http/route.ts';
import { getScan } from '@/lib/scanner/read-scans.ts';
import { getScanRoute } from '@/lib/scanner/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getScanRoute, ({ principal, params }) => getScan(principal, params.jobId)),
});
