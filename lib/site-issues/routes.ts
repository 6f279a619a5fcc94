import { reply } from '@/lib/api/reply.ts';
import { defineRoute, idParam, pageOf } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { EXPORT_DESCRIPTION } from '@/lib/scanner/export/rows.ts';
import { bulkTriage } from './bulk-triage.ts';
import { exportSiteIssues } from './export-issues.ts';
import { getTrackedIssue, listTrackedIssues } from './read-issues.ts';
import {
  bulkTriageDto,
  bulkTriageInput,
  changesDto,
  changesQuery,
  exportSiteIssuesQuery,
  listTrackedIssuesQuery,
  occurrenceDto,
  siteTrendDto,
  siteTrendQuery,
  trackedIssueDto,
  trackedIssueEventDto,
  triageInput,
} from './schemas.ts';
import { siteChanges } from './site-changes.ts';
import { siteTrend } from './site-trend.ts';
import { triageIssue } from './triage-issue.ts';

// The same tag as the sites themselves (lib/sites/routes.ts): one section of the document.
const common = { tag: 'sites' } as const;
const siteParam = idParam('siteId');
const issueParam = idParam('siteId', 'issueId');

export const listTrackedIssuesRoute = defineRoute({
  ...common,
  operationId: 'listSiteIssues',
  method: 'GET',
  path: '/sites/{siteId}/issues',
  summary: 'A site’s tracked issues (each barrier once across its pages and scans), by fix priority',
  permission: 'scanner:read',
  params: siteParam,
  query: listTrackedIssuesQuery,
  status: [200],
  response: pageOf(trackedIssueDto),
  errors: ['not_found'],
  sdk: {
    resource: 'siteIssues',
    method: 'list',
    doc: 'Tracked issues of a site, highest fix priority first, filtered by status, impact, rule, criterion, page, since or text.',
    args: ['siteId'],
    resourceDoc: "A site's tracked issues: each barrier once across its pages and scans, its status, triage and history.",
  },
  handler: ({ principal, params, query }) => listTrackedIssues(principal, params.siteId, query),
});

export const exportSiteIssuesRoute = defineRoute({
  ...common,
  operationId: 'exportSiteIssues',
  method: 'GET',
  path: '/sites/{siteId}/issues/export',
  summary: 'A site’s tracked issues with their occurrences, streamed as CSV or JSON Lines',
  description: `${EXPORT_DESCRIPTION} For a site, issueId is the tracked issue's id, each issue's rows are its occurrences in the scan that last saw it (scanId), status and triageStatus are its tracked status, and a fixed issue is one row with empty page fields. Filtered by status, impact (comma-separated) and ruleId.`,
  permission: 'scanner:read',
  params: siteParam,
  query: exportSiteIssuesQuery,
  status: [200],
  responseContentTypes: {
    'text/csv; charset=utf-8': 'format=csv (the default): RFC 4180 with a header row',
    'application/x-ndjson': 'format=jsonl: one JSON object per line',
  },
  responseHeaders: {
    'Content-Disposition': 'attachment; filename="site-<host>-issues-<date>.csv" (or .jsonl), with filename*.',
    'Cache-Control': '`no-store`.',
  },
  errors: ['not_found'],
  sdk: {
    resource: 'siteIssues',
    method: 'export',
    doc: "A site's tracked issues with every occurrence as CSV (default) or JSON Lines, as a stream of bytes; filtered by status, impact and ruleId.",
    args: ['siteId'],
    stream: true,
  },
  handler: async ({ principal, params, query, log }) => {
    const file = await exportSiteIssues(principal, params.siteId, query, log);
    return reply.ok(file.body, file.headers);
  },
});

export const getTrackedIssueRoute = defineRoute({
  ...common,
  operationId: 'getSiteIssue',
  method: 'GET',
  path: '/sites/{siteId}/issues/{issueId}',
  summary: 'One tracked issue: its occurrences in the scan that last saw it (paged) and its history',
  permission: 'scanner:read',
  params: issueParam,
  query: pageQuery,
  status: [200],
  response: trackedIssueDto.extend({ pages: pageOf(occurrenceDto), history: trackedIssueEventDto.array() }),
  errors: ['not_found'],
  sdk: {
    resource: 'siteIssues',
    method: 'get',
    doc: 'One tracked issue with its pages (paged by `cursor`) and history, newest first.',
    args: ['siteId', 'issueId'],
  },
  handler: ({ principal, params, query }) => getTrackedIssue(principal, params.siteId, params.issueId, query),
});

export const triageIssueRoute = defineRoute({
  ...common,
  operationId: 'triageSiteIssue',
  method: 'PUT',
  path: '/sites/{siteId}/issues/{issueId}',
  summary: 'Triage a tracked issue: status (open, in_progress, accepted, false_positive), reason, assignee',
  permission: 'scanner:write',
  params: issueParam,
  body: triageInput,
  status: [200],
  response: trackedIssueDto,
  errors: ['not_found', 'reason_required'],
  sdk: {
    resource: 'siteIssues',
    method: 'triage',
    doc: 'Sets the status (a reason is required for `accepted` and `false_positive`) and the assignee; kept in its history.',
    args: ['siteId', 'issueId'],
  },
  handler: ({ principal, params, body }) => triageIssue(principal, params.siteId, params.issueId, body),
});

export const bulkTriageRoute = defineRoute({
  ...common,
  operationId: 'bulkTriageSiteIssues',
  method: 'POST',
  path: '/sites/{siteId}/issues/triage',
  summary: 'Triage up to 1,000 tracked issues matching a filter at once',
  permission: 'scanner:write',
  params: siteParam,
  body: bulkTriageInput,
  status: [200],
  response: bulkTriageDto,
  errors: ['not_found', 'reason_required'],
  sdk: {
    resource: 'siteIssues',
    method: 'bulkTriage',
    doc: 'One change to every issue matching the filter (ids, rule, selectorPrefix, status), at most 1,000, in one transaction.',
    args: ['siteId'],
  },
  handler: ({ principal, params, body }) => bulkTriage(principal, params.siteId, body),
});

export const siteChangesRoute = defineRoute({
  ...common,
  operationId: 'getSiteChanges',
  method: 'GET',
  path: '/sites/{siteId}/changes',
  summary: 'What changed between two completed scans of a site: new, fixed, reopened, unchanged',
  permission: 'scanner:read',
  params: siteParam,
  query: changesQuery,
  status: [200],
  response: changesDto,
  errors: ['not_found'],
  sdk: {
    resource: 'siteIssues',
    method: 'changes',
    doc: 'New, fixed and reopened issues between `from` and `to` (default: the last two scans).',
    args: ['siteId'],
  },
  handler: ({ principal, params, query }) => siteChanges(principal, params.siteId, query),
});

export const siteTrendRoute = defineRoute({
  ...common,
  operationId: 'getSiteTrend',
  method: 'GET',
  path: '/sites/{siteId}/trend',
  summary: 'A site’s score and tracked issues by impact over its last completed scans, oldest first',
  permission: 'scanner:read',
  params: siteParam,
  query: siteTrendQuery,
  status: [200],
  response: siteTrendDto,
  errors: ['not_found'],
  sdk: { resource: 'siteIssues', method: 'trend', doc: 'Score and issues by impact over the last `limit` scans (default 20), oldest first.', args: ['siteId'] },
  handler: ({ principal, params, query }) => siteTrend(principal, params.siteId, query.limit),
});
