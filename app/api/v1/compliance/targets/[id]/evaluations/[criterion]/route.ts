import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { deleteEvaluation } from '@/lib/compliance/delete-evaluation.ts';
import { putEvaluation } from '@/lib/compliance/put-evaluation.ts';
import { deleteEvaluationRoute, putEvaluationRoute } from '@/lib/compliance/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  PUT: apiRoute(putEvaluationRoute, ({ principal, params, body }) => putEvaluation(principal, params.id, params.criterion, body)),
  DELETE: apiRoute(deleteEvaluationRoute, async ({ principal, params }) => {
    await deleteEvaluation(principal, params.id, params.criterion);
    return reply.noContent();
  }),
});
