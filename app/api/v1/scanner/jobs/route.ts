import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { createScan } from '@/lib/scanner/create-scan.ts';
import { listScans } from '@/lib/scanner/read-scans.ts';
import { createScanRoute, listScansRoute } from '@/lib/scanner/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listScansRoute, ({ principal, query }) => listScans(principal, query)),
  POST: apiRoute(createScanRoute, async ({ principal, body }) => {
    const job = await createScan(principal, body);
    return reply.accepted(job, { Location: `/api/v1/scanner/jobs/${job.id}` });
  }),
});
