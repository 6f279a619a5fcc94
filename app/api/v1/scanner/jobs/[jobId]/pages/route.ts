import { apiRoute, methods } from '@/lib/http/route.ts';
import { listScanPages } from '@/lib/scanner/read-scans.ts';
import { listScanPagesRoute } from '@/lib/scanner/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listScanPagesRoute, ({ principal, params, query }) => listScanPages(principal, params.jobId, query)),
});
