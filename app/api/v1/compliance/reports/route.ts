import { reply } from '@/lib/api/reply.ts';
import { pathOf } from '@/lib/api/spec.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { createReportRoute, getReportRoute, listReportsRoute } from '@/lib/compliance/routes.ts';
import { createReport } from '@/lib/compliance/create-report.ts';
import { listReports } from '@/lib/compliance/list-reports.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listReportsRoute, ({ principal, query }) => listReports(principal, query)),
  POST: apiRoute(createReportRoute, async ({ principal, body }) => {
    const report = await createReport(principal, body);
    return reply.accepted(report, { Location: pathOf(getReportRoute, { id: report.id }) });
  }),
});
