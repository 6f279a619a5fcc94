import { apiRoute, methods } from '@/lib/http/route.ts';
import { getReportRoute } from '@/lib/compliance/routes.ts';
import { getReport } from '@/lib/compliance/get-report.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getReportRoute, ({ principal, params }) => getReport(principal, params.id)),
});
