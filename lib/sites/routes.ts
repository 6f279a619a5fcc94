import { defineRoute, idParam, pageOf, pathOf } from '@/lib/api/spec.ts';
import { reply } from '@/lib/api/reply.ts';
import { getScanRoute } from '@/lib/scanner/routes.ts';
import { scanJobDto } from '@/lib/scanner/schemas.ts';
import { createSiteInput, deleteSiteInput, listSiteScansQuery, listSitesQuery, siteDto, updateSiteInput } from './schemas.ts';
import { createSite } from './create-site.ts';
import { deleteSite } from './delete-site.ts';
import { listSiteScans } from './list-site-scans.ts';
import { getSite, listSites } from './read-sites.ts';
import { runSite } from './run-site.ts';
import { updateSite } from './update-site.ts';

const common = { tag: 'sites' } as const;
const siteParam = idParam('id');

export const listSitesRoute = defineRoute({
  ...common,
  operationId: 'listSites',
  method: 'GET',
  path: '/sites',
  summary: 'The tenant’s sites, newest first, each with its latest scan, open tracked issues and next run',
  permission: 'scanner:read',
  query: listSitesQuery,
  status: [200],
  response: pageOf(siteDto),
  sdk: {
    resource: 'sites',
    method: 'list',
    doc: 'Sites, newest first, with their latest scan, open issues by impact and next scheduled run.',
    resourceDoc: 'Sites watched over time: crawl settings, a schedule, their runs.',
  },
  handler: ({ principal, query }) => listSites(principal, query),
});

export const createSiteRoute = defineRoute({
  ...common,
  operationId: 'createSite',
  method: 'POST',
  path: '/sites',
  summary: 'Add a site (200 with the existing one for the same normalised start URL); beyond the plan’s number of sites 409',
  permission: 'scanner:write',
  body: createSiteInput,
  status: [201, 200],
  response: siteDto,
  responseHeaders: { Location: 'The site: /api/v1/sites/{id}.' },
  errors: ['unsafe_url', 'conflict'],
  sdk: { resource: 'sites', method: 'create', doc: 'Adds a site, or returns the existing one with the same start URL (200).' },
  handler: async ({ principal, body }) => {
    const { site, created } = await createSite(principal, body);
    return reply.createdOrExisting(created, site, { headers: { Location: pathOf(getSiteRoute, { id: site.id }) } });
  },
});

export const getSiteRoute = defineRoute({
  ...common,
  operationId: 'getSite',
  method: 'GET',
  path: '/sites/{id}',
  summary: 'One site with its latest scan’s summary and score, open tracked issues by impact, and next run',
  permission: 'scanner:read',
  params: siteParam,
  status: [200],
  response: siteDto,
  errors: ['not_found'],
  sdk: { resource: 'sites', method: 'get', doc: 'One site with its latest scan, open issues by impact and next run.', args: ['siteId'] },
  handler: ({ principal, params }) => getSite(principal, params.id),
});

export const updateSiteRoute = defineRoute({
  ...common,
  operationId: 'updateSite',
  method: 'PUT',
  path: '/sites/{id}',
  summary: 'Replace the fields given (schedule: null removes the schedule, auth: null the login); the URL cannot change',
  permission: 'scanner:write',
  params: siteParam,
  body: updateSiteInput,
  status: [200],
  response: siteDto,
  errors: ['not_found'],
  sdk: { resource: 'sites', method: 'update', doc: 'Replaces the fields given; `schedule: null` removes the schedule.', args: ['siteId'] },
  handler: ({ principal, params, body }) => updateSite(principal, params.id, body),
});

export const deleteSiteRoute = defineRoute({
  ...common,
  operationId: 'deleteSite',
  method: 'DELETE',
  path: '/sites/{id}',
  summary: 'Remove a site with its scans and tracked issues; `confirm` must repeat its URL (also 204 when already gone)',
  permission: 'scanner:write',
  params: siteParam,
  body: deleteSiteInput,
  status: [204],
  errors: ['not_found'],
  sdk: { resource: 'sites', method: 'delete', doc: "Removes a site with its scans and tracked issues; `confirm` repeats the site's URL.", args: ['siteId'] },
  handler: async ({ principal, params, body }) => {
    await deleteSite(principal, params.id, body);
    return reply.noContent();
  },
});

export const runSiteRoute = defineRoute({
  ...common,
  operationId: 'runSite',
  method: 'POST',
  path: '/sites/{id}/scans',
  summary: 'Scan the site now (202 with the scan); 409 while a scan of it is queued or running',
  permission: 'scanner:write',
  params: siteParam,
  status: [202],
  response: scanJobDto,
  responseHeaders: { Location: 'The scan: /api/v1/scanner/jobs/{id}.' },
  errors: ['not_found', 'unsafe_url', 'conflict'],
  sdk: { resource: 'sites', method: 'run', doc: 'Starts a scan of the site now (202); poll `scanner.getJob`.', args: ['siteId'] },
  handler: async ({ principal, params }) => {
    const job = await runSite(principal, params.id, 'api');
    return reply.accepted(job, { Location: pathOf(getScanRoute, { jobId: job.id }) });
  },
});

export const listSiteScansRoute = defineRoute({
  ...common,
  operationId: 'listSiteScans',
  method: 'GET',
  path: '/sites/{id}/scans',
  summary: 'The site’s scans, newest first',
  permission: 'scanner:read',
  params: siteParam,
  query: listSiteScansQuery,
  status: [200],
  response: pageOf(scanJobDto),
  errors: ['not_found'],
  sdk: { resource: 'sites', method: 'listScans', doc: "The site's scans, newest first.", args: ['siteId'] },
  handler: ({ principal, params, query }) => listSiteScans(principal, params.id, query),
});
