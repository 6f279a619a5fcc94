import { apiRoute, methods } from '@/lib/api/route.ts';
import { getAnalytics } from '@/lib/analytics/get-analytics.ts';
import { analyticsQuery } from '@/lib/analytics/schemas.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({ permission: 'analytics:read', query: analyticsQuery }, ({ principal, query }) => getAnalytics(principal, query)),
});
