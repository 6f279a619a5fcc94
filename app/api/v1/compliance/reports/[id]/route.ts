import { apiRoute, methods } from '@/lib/http/route.ts';
import { getReportRoute } from '@/lib/compliance/report-routes.ts';
import { getReport } from '@/lib/compliance/reports.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getReportRoute, ({ principal, params }) => getReport(principal, params.id)),
});
