import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { cancelScan } from '@/lib/scanner/cancel-scan.ts';
import { cancelScanRoute } from '@/lib/scanner/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(cancelScanRoute, async ({ principal, params }) => reply.accepted(await cancelScan(principal, params.jobId))),
});
