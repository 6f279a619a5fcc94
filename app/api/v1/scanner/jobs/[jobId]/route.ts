import { apiRoute, methods } from '@/lib/api/route.ts';
import { getScan } from '@/lib/scanner/read-scans.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({ permission: 'scanner:read' }, ({ principal, params }) => getScan(principal, params.jobId!)),
});
