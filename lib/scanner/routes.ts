import { z } from 'zod';
import { defineRoute, idParam, isoDate, pageOf } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import {
  createDismissalInput,
  createScanInput,
  listIssuesQuery,
  listScanPagesQuery,
  listScansQuery,
  scanIssueDto,
  scanReviewDto,
  listReviewsQuery,
  scanJobDto,
  scanPageDto,
  submitScanInput,
} from './schemas.ts';

export const dismissalDto = z.object({
  id: z.string(),
  fingerprint: z.string(),
  reason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: isoDate,
});

const common = { tag: 'scanner' } as const;
const jobParam = idParam('jobId');
const location = { Location: 'The job: /api/v1/scanner/jobs/{id}.' };

export const createScanRoute = defineRoute({
  ...common,
  operationId: 'createScan',
  method: 'POST',
  path: '/scanner/jobs',
  summary: 'Queue a WCAG scan of a page (or a crawl of a site)',
  permission: 'scanner:write',
  body: createScanInput,
  status: [202],
  response: scanJobDto,
  responseHeaders: location,
  errors: ['unsafe_url', 'conflict'],
});

export const listScansRoute = defineRoute({
  ...common,
  operationId: 'listScans',
  method: 'GET',
  path: '/scanner/jobs',
  summary: 'Scan jobs, newest first',
  permission: 'scanner:read',
  query: listScansQuery,
  status: [200],
  response: pageOf(scanJobDto),
});

export const getScanRoute = defineRoute({
  ...common,
  operationId: 'getScan',
  method: 'GET',
  path: '/scanner/jobs/{jobId}',
  summary: 'One scan job, its status and summary',
  permission: 'scanner:read',
  params: jobParam,
  status: [200],
  response: scanJobDto,
  errors: ['not_found'],
});

export const cancelScanRoute = defineRoute({
  ...common,
  operationId: 'cancelScan',
  method: 'POST',
  path: '/scanner/jobs/{jobId}/cancel',
  summary: 'Cancel a queued or running scan: pages being scanned finish, nothing new starts; it ends canceled',
  permission: 'scanner:write',
  params: jobParam,
  status: [202],
  response: scanJobDto,
  errors: ['not_found', 'conflict'],
});

export const listScanPagesRoute = defineRoute({
  ...common,
  operationId: 'listScanPages',
  method: 'GET',
  path: '/scanner/jobs/{jobId}/pages',
  summary: 'A scan’s pages with their status, score and issue counts',
  permission: 'scanner:read',
  params: jobParam,
  query: listScanPagesQuery,
  status: [200],
  response: pageOf(scanPageDto),
  errors: ['not_found'],
});

export const listIssuesRoute = defineRoute({
  ...common,
  operationId: 'listScanIssues',
  method: 'GET',
  path: '/scanner/jobs/{jobId}/issues',
  summary: 'A scan’s issues, most severe first',
  permission: 'scanner:read',
  params: jobParam,
  query: listIssuesQuery,
  status: [200],
  response: pageOf(scanIssueDto),
  errors: ['not_found'],
});

export const listReviewsRoute = defineRoute({
  ...common,
  operationId: 'listScanReviews',
  method: 'GET',
  path: '/scanner/jobs/{jobId}/reviews',
  summary: 'What the engines ask a person to check on a scan’s pages (kept apart from its issues)',
  permission: 'scanner:read',
  params: jobParam,
  query: listReviewsQuery,
  status: [200],
  response: pageOf(scanReviewDto),
  errors: ['not_found'],
});

export const submitScanRoute = defineRoute({
  ...common,
  operationId: 'submitScan',
  method: 'POST',
  path: '/scanner/submit',
  summary: 'Deprecated alias of POST /scanner/jobs',
  deprecated: true,
  permission: 'scanner:write',
  body: submitScanInput,
  status: [202],
  response: scanJobDto,
  responseHeaders: { ...location, Deprecation: '`true`.', Link: 'The successor: </api/v1/scanner/jobs>; rel="successor-version".' },
  errors: ['unsafe_url', 'conflict'],
});

export const listDismissalsRoute = defineRoute({
  ...common,
  operationId: 'listDismissals',
  method: 'GET',
  path: '/scanner/dismissals',
  summary: 'Issue fingerprints dismissed as false positives or accepted',
  permission: 'scanner:read',
  query: pageQuery,
  status: [200],
  response: pageOf(dismissalDto),
});

export const createDismissalRoute = defineRoute({
  ...common,
  operationId: 'createDismissal',
  method: 'POST',
  path: '/scanner/dismissals',
  summary: 'Dismiss an issue fingerprint (200 with the existing dismissal of the same fingerprint)',
  permission: 'scanner:write',
  body: createDismissalInput,
  status: [201, 200],
  response: dismissalDto,
  errors: ['conflict'],
});

export const deleteDismissalRoute = defineRoute({
  ...common,
  operationId: 'deleteDismissal',
  method: 'DELETE',
  path: '/scanner/dismissals/{id}',
  summary: 'Undo a dismissal',
  permission: 'scanner:write',
  params: idParam('id'),
  status: [204],
  errors: ['not_found'],
});
