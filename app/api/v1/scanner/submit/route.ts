import { reply } from '@/lib/api/reply.ts';
import { pathOf } from '@/lib/api/spec.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { createScan } from '@/lib/scanner/create-scan.ts';
import { createScanRoute, getScanRoute, submitScanRoute } from '@/lib/scanner/routes.ts';

/** The interface's `/scanner/submit`: the same operation as POST /scanner/jobs, marked deprecated. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(submitScanRoute, async ({ principal, body }) => {
    const job = await createScan(principal, { ...body, includeBestPractices: false });
    return reply.accepted(job, {
      Location: pathOf(getScanRoute, { jobId: job.id }),
      Deprecation: 'true',
      Link: `<${pathOf(createScanRoute, {})}>; rel="successor-version"`,
    });
  }),
});
