import { apiRoute, methods } from '@/lib/http/route.ts';
import { listEvaluations } from '@/lib/compliance/evaluations.ts';
import { listEvaluationsRoute } from '@/lib/compliance/target-routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listEvaluationsRoute, ({ principal, params }) => listEvaluations(principal, params.id)),
});
