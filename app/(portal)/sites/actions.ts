'use server';

import { z } from 'zod';
import { AppError } from '@/lib/errors.ts';
import { portalAction } from '@/lib/portal/action.ts';
import { bulkTriage } from '@/lib/site-issues/bulk-triage.ts';
import { bulkTriageRoute, triageIssueRoute } from '@/lib/site-issues/routes.ts';
import { bulkTriageInput, triageInput } from '@/lib/site-issues/schemas.ts';
import { triageIssue } from '@/lib/site-issues/triage-issue.ts';
import { createSite } from '@/lib/sites/create-site.ts';
import { deleteSite } from '@/lib/sites/delete-site.ts';
import { createSiteRoute, deleteSiteRoute, runSiteRoute, updateSiteRoute } from '@/lib/sites/routes.ts';
import { runSite } from '@/lib/sites/run-site.ts';
import { checkSchedule, nextRuns } from '@/lib/sites/schedule.ts';
import { createSiteInput, deleteSiteInput, scheduleInput, updateSiteInput } from '@/lib/sites/schemas.ts';
import { updateSite } from '@/lib/sites/update-site.ts';

const id = z.string().min(1).max(100);

/** An SSRF refusal is about the URL the person typed: shown on that field. */
function onUrlField(error: unknown): never {
  if (error instanceof AppError && error.code === 'unsafe_url') {
    throw new AppError('unsafe_url', error.message, { details: [{ path: 'url', message: error.message }], internal: error.internal, cause: error });
  }
  throw error;
}

export const createSiteAction = portalAction({ input: createSiteInput, operation: createSiteRoute, creates: true }, async (ctx, input) => {
  const { site, created } = await createSite(ctx.principal, input).catch(onUrlField);
  return { id: site.id, created };
});

export const updateSiteAction = portalAction(
  { input: updateSiteInput.extend({ siteId: id }), operation: updateSiteRoute },
  async (ctx, { siteId, ...change }) => {
    const site = await updateSite(ctx.principal, siteId, change);
    return { nextRunAt: site.nextRunAt };
  },
);

export const deleteSiteAction = portalAction(
  { input: deleteSiteInput.extend({ siteId: id }), operation: deleteSiteRoute },
  async (ctx, { siteId, confirm }) => {
    await deleteSite(ctx.principal, siteId, { confirm });
  },
);

export const runSiteAction = portalAction({ input: z.object({ siteId: id }), operation: runSiteRoute }, async (ctx, { siteId }) => {
  const scan = await runSite(ctx.principal, siteId, 'portal');
  return { scanId: scan.id };
});

/**
 * The next three runs of a schedule as it is typed, after the checks saving makes (five fields, a time zone,
 * the plan's shortest interval), so a refusal shows before the form is sent. Nothing is saved.
 */
export const previewScheduleAction = portalAction({ input: scheduleInput, permission: 'scanner:read' }, async (ctx, schedule) => {
  checkSchedule(schedule, ctx.tenant.plan);
  return nextRuns(schedule, 3).map((at) => at.toISOString());
});

export const triageIssueAction = portalAction(
  { input: triageInput.extend({ siteId: id, issueId: id }), operation: triageIssueRoute },
  async (ctx, { siteId, issueId, ...change }) => {
    const issue = await triageIssue(ctx.principal, siteId, issueId, change);
    return { status: issue.status };
  },
);

export const bulkTriageAction = portalAction({ input: bulkTriageInput.extend({ siteId: id }), operation: bulkTriageRoute }, (ctx, { siteId, ...body }) =>
  bulkTriage(ctx.principal, siteId, body),
);
