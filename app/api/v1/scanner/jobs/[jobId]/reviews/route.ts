import { apiRoute, methods } from '@/lib/http/route.ts';
import { listReviews } from '@/lib/scanner/read-scans.ts';
import { listReviewsRoute } from '@/lib/scanner/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listReviewsRoute, ({ principal, params, query }) => listReviews(principal, params.jobId, query)),
});
