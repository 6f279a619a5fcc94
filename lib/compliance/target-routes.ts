import { z } from 'zod';
import { defineRoute, idParam, pageOf } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { createTargetInput, criterionId, evaluationDto, evaluationInput, targetDto, updateTargetInput } from './schemas.ts';

const common = { tag: 'compliance' } as const;
const targetParam = idParam('id');
// Any string reaches the service, which answers 400 at `criterion` for one the target's version lacks.
const evaluationParams = targetParam.extend({
  criterion: z
    .string()
    .min(1)
    .describe(criterionId.description ?? 'A success criterion, e.g. 1.4.3.'),
});

export const listTargetsRoute = defineRoute({
  ...common,
  operationId: 'listComplianceTargets',
  method: 'GET',
  path: '/compliance/targets',
  summary: 'The tenant’s compliance targets, newest first',
  permission: 'compliance:read',
  query: pageQuery,
  status: [200],
  response: pageOf(targetDto),
});

export const createTargetRoute = defineRoute({
  ...common,
  operationId: 'createComplianceTarget',
  method: 'POST',
  path: '/compliance/targets',
  summary: 'Add a target (200 with the existing one for the same name)',
  permission: 'compliance:write',
  body: createTargetInput,
  status: [201, 200],
  response: targetDto,
  errors: ['unsafe_url'],
});

export const getTargetRoute = defineRoute({
  ...common,
  operationId: 'getComplianceTarget',
  method: 'GET',
  path: '/compliance/targets/{id}',
  summary: 'One compliance target with its latest snapshot',
  permission: 'compliance:read',
  params: targetParam,
  status: [200],
  response: targetDto,
  errors: ['not_found'],
});

export const updateTargetRoute = defineRoute({
  ...common,
  operationId: 'updateComplianceTarget',
  method: 'PUT',
  path: '/compliance/targets/{id}',
  summary: 'Replace the fields given (null clears deadline and schedule)',
  permission: 'compliance:write',
  params: targetParam,
  body: updateTargetInput,
  status: [200],
  response: targetDto,
  errors: ['not_found', 'unsafe_url', 'conflict'],
});

export const deleteTargetRoute = defineRoute({
  ...common,
  operationId: 'deleteComplianceTarget',
  method: 'DELETE',
  path: '/compliance/targets/{id}',
  summary:
    'Remove a target with its evaluations and snapshots; its reports stay downloadable. A target holding manual evaluations or reports needs compliance:evaluate too (403 otherwise)',
  permission: 'compliance:write',
  params: targetParam,
  status: [204],
  errors: ['not_found'],
});

export const listEvaluationsRoute = defineRoute({
  ...common,
  operationId: 'listComplianceEvaluations',
  method: 'GET',
  path: '/compliance/targets/{id}/evaluations',
  summary: 'A target’s manual evaluations, in criterion order (one page: a version has at most 87 criteria)',
  permission: 'compliance:read',
  params: targetParam,
  status: [200],
  response: pageOf(evaluationDto),
  errors: ['not_found'],
});

export const putEvaluationRoute = defineRoute({
  ...common,
  operationId: 'putComplianceEvaluation',
  method: 'PUT',
  path: '/compliance/targets/{id}/evaluations/{criterion}',
  summary: 'Record what a person found for one success criterion (owners, admins and keys with the compliance scope)',
  permission: 'compliance:evaluate',
  params: evaluationParams,
  body: evaluationInput,
  status: [200],
  response: evaluationDto,
  errors: ['not_found'],
});

export const deleteEvaluationRoute = defineRoute({
  ...common,
  operationId: 'deleteComplianceEvaluation',
  method: 'DELETE',
  path: '/compliance/targets/{id}/evaluations/{criterion}',
  summary: 'Remove one manual evaluation',
  permission: 'compliance:evaluate',
  params: evaluationParams,
  status: [204],
  errors: ['not_found'],
});

/** In the document's order. */
export const COMPLIANCE_TARGET_ROUTES = {
  listTargetsRoute,
  createTargetRoute,
  getTargetRoute,
  updateTargetRoute,
  deleteTargetRoute,
  listEvaluationsRoute,
  putEvaluationRoute,
  deleteEvaluationRoute,
};
