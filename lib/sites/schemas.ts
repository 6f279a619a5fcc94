import { z } from 'zod';
import { isoDate } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { createScanInput, IMPACTS, scanJobDto } from '@/lib/scanner/schemas.ts';
import { ENGINE_NAMES } from '@/lib/scanner/engines/names.ts';
import { scanAuthInput } from '@/lib/scanner/scan-auth-input.ts';
import { scanEngineList } from '@/lib/settings/tenant-settings.ts';
import { wcagStandard } from '@/lib/tenants/schemas.ts';

/**
 * The wire shapes of sites (lib/sites): a tenant's property, crawled on demand or on a schedule. The crawl
 * settings are a site scan's (POST /scanner/jobs `crawl`), so a site's run is the scan a caller would ask for.
 */

const crawlInput = createScanInput.shape.crawl.unwrap();

/** A 5-field cron expression and the IANA time zone it is read in; checked by croner and the plan (lib/sites/schedule.ts). */
export const scheduleInput = z.object({
  cron: z.string().trim().min(9).max(200).describe('A 5-field cron expression (minute hour day-of-month month day-of-week), e.g. "0 3 * * 1".'),
  timezone: z.string().trim().min(1).max(64).default('UTC').describe('An IANA time zone, e.g. "Europe/London" (default UTC).'),
});

/** Below it a regression sends no site.regressed: the least impact that counts, and the least number of new or reopened issues. */
export const alertInput = z.object({
  minImpact: z.enum(IMPACTS).default('minor'),
  minNew: z.number().int().min(1).max(100_000).default(1),
});

export const createSiteInput = z.object({
  url: z.string().trim().min(1).max(2048).describe('The start URL; normalised (one site per start URL).'),
  name: z.string().trim().min(1).max(200).optional().describe("Default: the start URL's host."),
  standard: wcagStandard.optional(),
  engines: scanEngineList.optional(),
  crawl: crawlInput.optional(),
  includeBestPractices: z.boolean().default(false),
  auth: scanAuthInput.optional(),
  schedule: scheduleInput.nullable().optional(),
  alert: alertInput.optional(),
});
export type CreateSiteInput = z.output<typeof createSiteInput>;

/** PUT /sites/{id}: the fields given replace the site's; those left out keep their values (`schedule: null` removes it, `auth: null` the login). */
export const updateSiteInput = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  standard: wcagStandard.optional(),
  engines: scanEngineList.optional(),
  crawl: crawlInput.optional(),
  includeBestPractices: z.boolean().optional(),
  auth: scanAuthInput.nullable().optional(),
  schedule: scheduleInput.nullable().optional(),
  alert: alertInput.optional(),
});
export type UpdateSiteInput = z.output<typeof updateSiteInput>;

/** DELETE /sites/{id}: the site's URL, as returned, confirms that its scans and tracked issues go with it. */
export const deleteSiteInput = z.object({ confirm: z.string().max(2048) });

export const listSitesQuery = pageQuery;
export const listSiteScansQuery = pageQuery;

const count = z.number().int();
const byImpact = z.object({ total: count, critical: count, serious: count, moderate: count, minor: count });

export const siteDto = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  standard: z.string(),
  engines: z.array(z.enum(ENGINE_NAMES)),
  crawl: scanJobDto.shape.options.shape.crawl.unwrap(),
  includeBestPractices: z.boolean(),
  login: z
    .object({ headers: z.array(z.string()), cookies: z.array(z.string()) })
    .nullable()
    .describe('Names only; values are never returned.'),
  schedule: z.object({ cron: z.string(), timezone: z.string() }).nullable(),
  nextRunAt: isoDate.nullable().describe('When the next scheduled run is due; null without a schedule.'),
  skippedRuns: count.describe('Scheduled runs not started because a run of the site was still open.'),
  lastSkippedAt: isoDate.nullable(),
  alert: z.object({ minImpact: z.enum(IMPACTS), minNew: count }),
  latestScan: z
    .object({
      id: z.string(),
      status: scanJobDto.shape.status,
      createdAt: isoDate,
      completedAt: isoDate.nullable(),
      pagesScanned: count,
      score: z.number().nullable(),
      summary: scanJobDto.shape.summary,
    })
    .nullable()
    .describe('The newest scan of the site, whatever its status.'),
  openIssues: byImpact.describe('Tracked issues open, in progress or reopened, by impact (accepted and false positives left out).'),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type SiteDto = z.infer<typeof siteDto>;
