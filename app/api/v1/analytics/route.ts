import { apiRoute, methods } from '@/lib/api/route.ts';
import { getAnalytics } from '@/lib/analytics/get-analytics.ts';
import { getAnalyticsRoute } from '@/lib/analytics/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getAnalyticsRoute, ({ principal, query }) => getAnalytics(principal, query)),
});
