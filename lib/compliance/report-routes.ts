import { defineRoute, idParam, pageOf } from '@/lib/api/spec.ts';
import { createReportInput, downloadQuery, listReportsQuery, reportDto } from './schemas.ts';

const common = { tag: 'compliance' } as const;

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

export const REPORT_ROUTES = { listReportsRoute, createReportRoute, getReportRoute, downloadReportRoute };
