import { z } from 'zod';
import { defineRoute, idParam, pageOf } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import {
  createReportInput,
  createSnapshotInput,
  createTargetInput,
  criterionId,
  downloadQuery,
  evaluationDto,
  evaluationInput,
  listReportsQuery,
  listSnapshotsQuery,
  reportDto,
  snapshotDto,
  targetDto,
  updateTargetInput,
} from './schemas.ts';

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

export const listSnapshotsRoute = defineRoute({
  ...common,
  operationId: 'listComplianceSnapshots',
  method: 'GET',
  path: '/compliance/snapshots',
  summary: 'Compliance snapshots, newest first (of one target with targetId)',
  permission: 'compliance:read',
  query: listSnapshotsQuery,
  status: [200],
  response: pageOf(snapshotDto),
});

export const createSnapshotRoute = defineRoute({
  ...common,
  operationId: 'createComplianceSnapshot',
  method: 'POST',
  path: '/compliance/snapshots',
  summary: 'Take a snapshot: 201 ready from the latest scans, or 202 pending while rescans run (rescan: true)',
  permission: 'compliance:write',
  body: createSnapshotInput,
  status: [201, 202],
  response: snapshotDto,
  responseHeaders: { Location: 'The snapshot: /api/v1/compliance/snapshots/{id}.' },
  errors: ['not_found', 'unsafe_url'],
});

export const getSnapshotRoute = defineRoute({
  ...common,
  operationId: 'getComplianceSnapshot',
  method: 'GET',
  path: '/compliance/snapshots/{id}',
  summary: 'One compliance snapshot, with its criteria and the changes since the previous one',
  permission: 'compliance:read',
  params: idParam('id'),
  status: [200],
  response: snapshotDto,
  errors: ['not_found'],
});

export const listReportsRoute = defineRoute({
  ...common,
  operationId: 'listComplianceReports',
  method: 'GET',
  path: '/compliance/reports',
  summary: 'Compliance reports (VPATs and compliance reports), newest first (of one target with targetId)',
  permission: 'compliance:read',
  query: listReportsQuery,
  status: [200],
  response: pageOf(reportDto),
});

export const createReportRoute = defineRoute({
  ...common,
  operationId: 'createComplianceReport',
  method: 'POST',
  path: '/compliance/reports',
  summary:
    'Generate a VPAT 2.5 (WCAG edition) or a compliance report: 202 queued. Of the snapshot given, else the target’s latest, else one taken now (the report waits for a pending snapshot)',
  permission: 'compliance:write',
  body: createReportInput,
  status: [202],
  response: reportDto,
  responseHeaders: { Location: 'The report: /api/v1/compliance/reports/{id}.' },
  errors: ['not_found', 'conflict', 'unsafe_url'],
});

export const getReportRoute = defineRoute({
  ...common,
  operationId: 'getComplianceReport',
  method: 'GET',
  path: '/compliance/reports/{id}',
  summary: 'One compliance report: its status and, once ready, its downloads',
  permission: 'compliance:read',
  params: idParam('id'),
  status: [200],
  response: reportDto,
  errors: ['not_found'],
});

export const downloadReportRoute = defineRoute({
  ...common,
  operationId: 'downloadComplianceReport',
  method: 'GET',
  path: '/compliance/reports/{id}/download',
  summary: 'Download a ready report: tagged PDF, accessible HTML, or for a VPAT OpenACR YAML; 409 report_not_ready before',
  permission: 'compliance:read',
  params: idParam('id'),
  query: downloadQuery,
  status: [200],
  responseContentTypes: {
    'application/pdf': 'the report as a tagged PDF with bookmarks (format=pdf, the default)',
    'text/html; charset=utf-8': 'the report as an accessible standalone HTML document (format=html)',
    'application/yaml': 'a VPAT as OpenACR YAML, GSA schema 0.1.0 (format=openacr)',
  },
  responseHeaders: {
    'Content-Disposition': 'attachment; filename="…" and filename*=UTF-8\'\'… (e.g. vpat-acme-portal-2026-03-10.pdf).',
    'Content-Security-Policy': "format=html: default-src 'none' with inline styles and data: images only (the document runs no script and loads nothing).",
  },
  errors: ['not_found', 'report_not_ready'],
});

/** Every compliance route, in the document's order. */
export const COMPLIANCE_ROUTES = {
  listTargetsRoute,
  createTargetRoute,
  getTargetRoute,
  updateTargetRoute,
  deleteTargetRoute,
  listEvaluationsRoute,
  putEvaluationRoute,
  deleteEvaluationRoute,
  listSnapshotsRoute,
  createSnapshotRoute,
  getSnapshotRoute,
  listReportsRoute,
  createReportRoute,
  getReportRoute,
  downloadReportRoute,
};
