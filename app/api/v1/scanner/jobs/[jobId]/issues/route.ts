import { apiRoute, methods } from '@/lib/http/route.ts';
import { listIssues } from '@/lib/scanner/read-scans.ts';
import { listIssuesRoute } from '@/lib/scanner/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listIssuesRoute, ({ principal, params, query }) => listIssues(principal, params.jobId, query)),
});
