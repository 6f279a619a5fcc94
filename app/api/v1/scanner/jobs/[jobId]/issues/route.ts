import { apiRoute, methods } from '@/lib/api/route.ts';
import { listIssues } from '@/lib/scanner/read-scans.ts';
import { listIssuesQuery } from '@/lib/scanner/schemas.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({ permission: 'scanner:read', query: listIssuesQuery }, ({ principal, params, query }) => listIssues(principal, params.jobId!, query)),
});
