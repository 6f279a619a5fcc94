import { reply } from '@/lib/api/reply.ts';
import { pathOf } from '@/lib/api/spec.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { createScan } from '@/lib/scanner/create-scan.ts';
import { listScans } from '@/lib/scanner/read-scans.ts';
import { createScanRoute, getScanRoute, listScansRoute } from '@/lib/scanner/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listScansRoute, ({ principal, query }) => listScans(principal, query)),
  POST: apiRoute(createScanRoute, async ({ principal, body }) => {
    const job = await createScan(principal, body);
    return reply.accepted(job, { Location: pathOf(getScanRoute, { jobId: job.id }) });
  }),
});
