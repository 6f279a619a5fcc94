// Over 300 lines: the scanner's 13 endpoints, one spec each; the route table reads one routes.ts per domain.
import { z } from 'zod';
import { defineRoute, idParam, isoDate, pageOf, pathOf } from '@/lib/api/spec.ts';
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
import { reply } from '@/lib/api/reply.ts';
import { deleteDismissal, createDismissal, listDismissals } from './dismissals.ts';
import { cancelScan } from './cancel-scan.ts';
import { listIssues, listScanPages, listReviews, getScan, listScans } from './read-scans.ts';
import { createScan } from './create-scan.ts';
import { downloadScanReport } from './download-scan-report.ts';
import { EXPORT_DESCRIPTION, exportFormatQuery } from './export/rows.ts';
import { exportScanIssues } from './export-issues.ts';

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
  errors: ['unsafe_url', 'not_found', 'conflict'],
  sdk: {
    resource: 'scanner',
    method: 'createJob',
    doc: 'Queues a scan (202); poll `getJob` or subscribe to the `scan.completed` webhook.',
    types: { body: 'CreateScanJobInput', response: 'ScanJob' },
  },
  handler: async ({ principal, body }) => {
    const job = await createScan(principal, body);
    return reply.accepted(job, { Location: pathOf(getScanRoute, { jobId: job.id }) });
  },
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
  sdk: {
    resource: 'scanner',
    method: 'listJobs',
    doc: 'Scan jobs, newest first, filtered by `status` and `url`.',
    types: { query: 'ListScanJobsParams', response: 'Page<ScanJob>' },
    resourceDoc: 'WCAG scans: a job per URL (or crawl), producing issues.',
  },
  handler: ({ principal, query }) => listScans(principal, query),
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
  sdk: { resource: 'scanner', method: 'getJob', doc: "One job's status and summary.", args: ['jobId'], types: { response: 'ScanJob' } },
  handler: ({ principal, params }) => getScan(principal, params.jobId),
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
  sdk: {
    resource: 'scanner',
    method: 'cancelJob',
    doc: 'Stops a queued or running job: pages not yet scanned are left out; the answer is the job as it stands.',
    args: ['jobId'],
    types: { response: 'ScanJob' },
  },
  handler: async ({ principal, params }) => reply.accepted(await cancelScan(principal, params.jobId)),
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
  sdk: { resource: 'scanner', method: 'listPages', doc: 'The pages of a job (a crawl has many), with each page’s status and issue count.', args: ['jobId'] },
  handler: ({ principal, params, query }) => listScanPages(principal, params.jobId, query),
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
  sdk: {
    resource: 'scanner',
    method: 'listIssues',
    doc: 'Issues a job found, filtered by `impact`, `ruleId` and `baseline` (what the job’s baseline made of them).',
    args: ['jobId'],
    types: { query: 'ListScanIssuesParams', response: 'Page<ScanIssue>' },
  },
  handler: ({ principal, params, query }) => listIssues(principal, params.jobId, query),
});

export const exportIssuesRoute = defineRoute({
  ...common,
  operationId: 'exportScanIssues',
  method: 'GET',
  path: '/scanner/jobs/{jobId}/issues/export',
  summary: 'Every occurrence a scan found, streamed as CSV or JSON Lines',
  description: `${EXPORT_DESCRIPTION} For a scan, issueId is the occurrence's own id and status is new or recurring; triageStatus, reason, assignee and the dates are its tracked issue's, on a site's scan.`,
  permission: 'scanner:read',
  params: jobParam,
  query: exportFormatQuery,
  status: [200],
  responseContentTypes: {
    'text/csv; charset=utf-8': 'format=csv (the default): RFC 4180 with a header row',
    'application/x-ndjson': 'format=jsonl: one JSON object per line',
  },
  responseHeaders: {
    'Content-Disposition': 'attachment; filename="scan-<id>-issues.csv" (or .jsonl), with filename*.',
    'Cache-Control': '`no-store`.',
  },
  errors: ['not_found'],
  sdk: {
    resource: 'scanner',
    method: 'exportIssues',
    doc: 'Every occurrence of a job as CSV (default) or JSON Lines, as a stream of bytes.',
    args: ['jobId'],
    stream: true,
  },
  handler: async ({ principal, params, query, log }) => {
    const file = await exportScanIssues(principal, params.jobId, { format: query.format }, log);
    return reply.ok(file.body, file.headers);
  },
});

export const downloadScanReportRoute = defineRoute({
  ...common,
  operationId: 'downloadScanReport',
  method: 'GET',
  path: '/scanner/jobs/{jobId}/report',
  summary: 'A scan’s report as an accessible standalone HTML document',
  description:
    'Summary, pages and issues grouped by tracked issue (a site’s scan) or by barrier, each with its first 50 occurrences (the exports have them all). Streamed; every value a scanned page wrote is escaped.',
  permission: 'scanner:read',
  params: jobParam,
  status: [200],
  responseContentTypes: { 'text/html; charset=utf-8': 'the report, runs no script and loads nothing' },
  responseHeaders: {
    'Content-Disposition': 'attachment; filename="scan-<id>-report.html", with filename*.',
    'Content-Security-Policy': "default-src 'none' with inline styles only.",
    'Cache-Control': '`no-store`.',
  },
  errors: ['not_found'],
  sdk: { resource: 'scanner', method: 'downloadReport', doc: "The job's HTML report, as a stream of bytes.", args: ['jobId'], stream: true },
  handler: async ({ principal, params, log }) => {
    const file = await downloadScanReport(principal, params.jobId, log);
    return reply.ok(file.body, file.headers);
  },
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
  sdk: {
    resource: 'scanner',
    method: 'listReviews',
    doc: 'Findings that need a person’s review (the engines could not decide), page by page.',
    args: ['jobId'],
  },
  handler: ({ principal, params, query }) => listReviews(principal, params.jobId, query),
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
  sdk: { omit: 'A deprecated alias of POST /scanner/jobs: the SDK offers `scanner.createJob`.' },
  handler: async ({ principal, body }) => {
    const job = await createScan(principal, { ...body, includeBestPractices: false });
    return reply.accepted(job, {
      Location: pathOf(getScanRoute, { jobId: job.id }),
      Deprecation: 'true',
      Link: `<${pathOf(createScanRoute, {})}>; rel="successor-version"`,
    });
  },
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
  sdk: {
    resource: 'scanner',
    method: 'listDismissals',
    doc: 'Dismissed fingerprints (false positives), newest first.',
    types: { query: 'PageParams', response: 'Page<ScanDismissal>' },
  },
  handler: ({ principal, query }) => listDismissals(principal, query),
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
  errors: ['conflict', 'reason_required'],
  sdk: {
    resource: 'scanner',
    method: 'createDismissal',
    doc: 'Dismisses an issue fingerprint for the tenant (201), or returns its existing dismissal (200).',
    types: { body: 'CreateDismissalInput', response: 'ScanDismissal' },
  },
  handler: async ({ principal, body }) => {
    const { dismissal, created } = await createDismissal(principal, body);
    return reply.createdOrExisting(created, dismissal);
  },
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
  sdk: {
    resource: 'scanner',
    method: 'deleteDismissal',
    doc: 'Removes a dismissal (also when already gone): later scans count the fingerprint again.',
    args: ['dismissalId'],
  },
  handler: async ({ principal, params }) => {
    await deleteDismissal(principal, params.id);
    return reply.noContent();
  },
});
