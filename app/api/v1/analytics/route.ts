import { apiRoute, methods } from '@/lib/http/route.ts';
import { getAnalytics } from '@/lib/analytics/get-analytics.ts';
import { getAnalyticsRoute } from '@/lib/analytics/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getAnalyticsRoute, ({ principal, query }) => getAnalytics(principal, query)),
});
