// Over 300 lines: the compliance domain's 15 endpoints, one spec each; the route table reads one routes.ts per domain.
import { z } from 'zod';
import { defineRoute, idParam, pageOf, pathOf } from '@/lib/api/spec.ts';
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
import { reply } from '@/lib/api/reply.ts';
import { downloadReport } from './download-report.ts';
import { getReport } from './get-report.ts';
import { createReport } from './create-report.ts';
import { listReports } from './list-reports.ts';
import { getSnapshot } from './get-snapshot.ts';
import { createSnapshot } from './create-snapshot.ts';
import { listSnapshots } from './list-snapshots.ts';
import { deleteEvaluation } from './delete-evaluation.ts';
import { putEvaluation } from './put-evaluation.ts';
import { listEvaluations } from './list-evaluations.ts';
import { deleteTarget } from './delete-target.ts';
import { getTarget } from './get-target.ts';
import { updateTarget } from './update-target.ts';
import { createTarget } from './create-target.ts';
import { listTargets } from './list-targets.ts';

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
  sdk: {
    resource: 'compliance',
    method: 'listTargets',
    doc: 'Compliance targets, newest first.',
    types: { query: 'PageParams', response: 'Page<ComplianceTarget>' },
    resourceDoc: 'Compliance targets, their manual evaluations, snapshots and reports.',
  },
  handler: ({ principal, query }) => listTargets(principal, query),
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
  sdk: {
    resource: 'compliance',
    method: 'createTarget',
    doc: 'Creates a target, or returns the existing one with the same name (200).',
    types: { body: 'CreateComplianceTargetInput', response: 'ComplianceTarget' },
  },
  handler: async ({ principal, body }) => {
    const { created, target } = await createTarget(principal, body);
    return reply.createdOrExisting(created, target);
  },
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
  sdk: {
    resource: 'compliance',
    method: 'getTarget',
    doc: 'One target with its latest snapshot.',
    args: ['targetId'],
    types: { response: 'ComplianceTarget' },
  },
  handler: ({ principal, params }) => getTarget(principal, params.id),
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
  sdk: {
    resource: 'compliance',
    method: 'updateTarget',
    doc: 'Replaces the fields given (null clears deadline and schedule).',
    args: ['targetId'],
    types: { body: 'UpdateComplianceTargetInput', response: 'ComplianceTarget' },
  },
  handler: ({ principal, params, body }) => updateTarget(principal, params.id, body),
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
  sdk: {
    resource: 'compliance',
    method: 'deleteTarget',
    doc: 'Removes a target with its evaluations, snapshots and reports (also when already gone).',
    args: ['targetId'],
  },
  handler: async ({ principal, params }) => {
    await deleteTarget(principal, params.id);
    return reply.noContent();
  },
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
  sdk: {
    resource: 'compliance',
    method: 'listEvaluations',
    doc: "A target's manual evaluations, in criterion order.",
    args: ['targetId'],
    types: { response: 'Page<ComplianceEvaluation>' },
  },
  handler: ({ principal, params }) => listEvaluations(principal, params.id),
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
  sdk: {
    resource: 'compliance',
    method: 'putEvaluation',
    doc: "Records what a person found for one success criterion (`'1.4.3'`); the key needs the compliance scope.",
    args: ['targetId', 'criterion'],
    types: { body: 'PutComplianceEvaluationInput', response: 'ComplianceEvaluation' },
  },
  handler: ({ principal, params, body }) => putEvaluation(principal, params.id, params.criterion, body),
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
  sdk: { resource: 'compliance', method: 'deleteEvaluation', doc: 'Removes one evaluation (also when there is none).', args: ['targetId', 'criterion'] },
  handler: async ({ principal, params }) => {
    await deleteEvaluation(principal, params.id, params.criterion);
    return reply.noContent();
  },
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
  sdk: {
    resource: 'compliance',
    method: 'listSnapshots',
    doc: "Snapshots, newest first (`targetId` for one target's).",
    types: { query: 'ListComplianceSnapshotsParams', response: 'Page<ComplianceSnapshot>' },
  },
  handler: ({ principal, query }) => listSnapshots(principal, query),
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
  sdk: {
    resource: 'compliance',
    method: 'createSnapshot',
    doc: 'Takes a snapshot from the latest completed scan of each URL (201, `ready`), or with `rescan: true` scans every URL first (202, `pending`: poll `getSnapshot` or subscribe to `snapshot.ready`).',
    types: { body: 'CreateComplianceSnapshotInput', response: 'ComplianceSnapshot' },
  },
  handler: async ({ principal, body }) => {
    const snapshot = await createSnapshot(principal, body);
    const location = { Location: pathOf(getSnapshotRoute, { id: snapshot.id }) };
    // Pending while its rescans run: accepted, not yet made.
    return snapshot.status === 'pending' ? reply.accepted(snapshot, location) : reply.created(snapshot, { headers: location });
  },
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
  sdk: {
    resource: 'compliance',
    method: 'getSnapshot',
    doc: 'One snapshot with its criteria and what changed since the previous one.',
    args: ['snapshotId'],
    types: { response: 'ComplianceSnapshot' },
  },
  handler: ({ principal, params }) => getSnapshot(principal, params.id),
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
  sdk: {
    resource: 'compliance',
    method: 'listReports',
    doc: "Reports, newest first (`targetId` for one target's).",
    types: { query: 'ListComplianceReportsParams', response: 'Page<ComplianceReport>' },
  },
  handler: ({ principal, query }) => listReports(principal, query),
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
  sdk: {
    resource: 'compliance',
    method: 'createReport',
    doc: "Queues a VPAT or compliance report of a ready snapshot (the target's latest by default; 409 without one): 202 `queued`; poll `getReport` or subscribe to `report.ready`.",
    types: { body: 'CreateComplianceReportInput', response: 'ComplianceReport' },
  },
  handler: async ({ principal, body }) => {
    const report = await createReport(principal, body);
    return reply.accepted(report, { Location: pathOf(getReportRoute, { id: report.id }) });
  },
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
  sdk: {
    resource: 'compliance',
    method: 'getReport',
    doc: 'One report: its status, whether it is a draft, and its downloads once ready.',
    args: ['reportId'],
    types: { response: 'ComplianceReport' },
  },
  handler: ({ principal, params }) => getReport(principal, params.id),
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
  sdk: {
    resource: 'compliance',
    method: 'downloadReport',
    doc: "A ready report's file: PDF by default, `html`, or for a VPAT `openacr` (409 `report_not_ready` before).",
    args: ['reportId'],
  },
  handler: async ({ principal, params, query }) => {
    const file = await downloadReport(principal, params.id, query.format);
    return reply.ok(file.body, {
      'Content-Type': file.contentType,
      'Content-Disposition': file.contentDisposition,
      ...(file.contentSecurityPolicy ? { 'Content-Security-Policy': file.contentSecurityPolicy } : {}),
    });
  },
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
