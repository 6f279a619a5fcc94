import { apiRoute, methods } from '@/lib/http/route.ts';
import { listEvaluations } from '@/lib/compliance/list-evaluations.ts';
import { listEvaluationsRoute } from '@/lib/compliance/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listEvaluationsRoute, ({ principal, params }) => listEvaluations(principal, params.id)),
});
