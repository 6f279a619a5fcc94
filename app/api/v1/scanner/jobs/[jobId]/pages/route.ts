import { apiRoute, methods } from '@/lib/api/route.ts';
import { listScanPages } from '@/lib/scanner/read-scans.ts';
import { listScanPagesRoute } from '@/lib/scanner/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listScanPagesRoute, ({ principal, params, query }) => listScanPages(principal, params.jobId, query)),
});
