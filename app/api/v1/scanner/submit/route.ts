import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { createScan } from '@/lib/scanner/create-scan.ts';
import { submitScanRoute } from '@/lib/scanner/routes.ts';

/** The interface's `/scanner/submit`: the same operation as POST /scanner/jobs, marked deprecated. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(submitScanRoute, async ({ principal, body }) => {
    const job = await createScan(principal, { ...body, includeBestPractices: false });
    return reply.accepted(job, {
      Location: `/api/v1/scanner/jobs/${job.id}`,
      Deprecation: 'true',
      Link: '</api/v1/scanner/jobs>; rel="successor-version"',
    });
  }),
});
