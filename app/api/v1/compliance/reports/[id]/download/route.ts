import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { downloadReportRoute } from '@/lib/compliance/routes.ts';
import { downloadReport } from '@/lib/compliance/download-report.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(downloadReportRoute, async ({ principal, params, query }) => {
    const file = await downloadReport(principal, params.id, query.format);
    return reply.ok(file.body, {
      'Content-Type': file.contentType,
      'Content-Disposition': file.contentDisposition,
      ...(file.contentSecurityPolicy ? { 'Content-Security-Policy': file.contentSecurityPolicy } : {}),
    });
  }),
});
