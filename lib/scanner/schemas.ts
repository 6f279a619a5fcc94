import { z } from 'zod';
import type { ScanIssue, ScanJob } from '@/lib/db/generated/client.ts';
import { isoDate } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { MAX_CRAWL_DEPTH, MAX_SCAN_PAGES_OVERRIDE } from '@/lib/limits/plans.ts';
import { scanEngineList } from '@/lib/settings/tenant-settings.ts';
import { wcagStandard } from '@/lib/tenants/schemas.ts';
import { urlPatternList } from './plan/patterns.ts';
import { ENGINE_NAMES, orderedEngines } from './engines/names.ts';
import { scanAuthInput } from './scan-auth-input.ts';
import { baselineCountsDto, baselineFilter, baselineInput, issueBaselineDto, issueBaselineOf, scanBaselineDto, scanBaselineOf } from './baseline-schemas.ts';
import { DEFAULT_CONCURRENT_PER_HOST, DEFAULT_HOST_DELAY_MS, type ScanProgress, scanDetailsOf, scanOptionsOf, scanSummaryOf } from './columns.ts';

// The stored shapes moved to ./columns.ts, the dismissal's input to ./dismissal-input.ts; importers of this module keep their names.
export { createDismissalInput, type CreateDismissalInput } from './dismissal-input.ts';
export {
  type CrawlOptions,
  type ScanDetails,
  type ScanOptions,
  type ScanProgress,
  type ScanSummary,
  scanDetailsOf,
  scanOptionsOf,
  storedSummary,
} from './columns.ts';

/** Politeness towards a scanned host: its defaults and bounds (docs/decisions.md, "Site scans"). */
export const MAX_CONCURRENT_PER_HOST = 8;
export const MAX_HOST_DELAY_MS = 10_000;

export const createScanInput = z.object({
  url: z.string().trim().min(1).max(2048),
  /** Default: the tenant's settings.defaultStandard. */
  standard: wcagStandard.optional(),
  includeBestPractices: z.boolean().default(false),
  viewport: z.object({ width: z.number().int().min(320).max(3840), height: z.number().int().min(240).max(4320) }).optional(),
  crawl: z
    .object({
      /** At most the plan's pages per scan (checked against the tenant's plan when the scan is created). */
      maxPages: z.number().int().min(1).max(MAX_SCAN_PAGES_OVERRIDE).default(10),
      maxDepth: z.number().int().min(0).max(MAX_CRAWL_DEPTH).default(1),
      /** Also start from the URLs of the site's sitemaps (robots.txt's, else /sitemap.xml). */
      sitemap: z.boolean().default(false),
      /** Only URLs matching one of these (when given), never those matching one of `exclude`. */
      include: urlPatternList.optional(),
      exclude: urlPatternList.optional(),
      /** Obey the site's robots.txt (default). A tenant may turn it off for its own sites. */
      respectRobots: z.boolean().default(true),
      /** Pages of one host being scanned at once for this tenant. */
      maxConcurrentPerHost: z.number().int().min(1).max(MAX_CONCURRENT_PER_HOST).default(DEFAULT_CONCURRENT_PER_HOST),
      /** The least time between two page loads of one host (robots.txt's Crawl-delay, when longer, wins). */
      delayMs: z.number().int().min(0).max(MAX_HOST_DELAY_MS).default(DEFAULT_HOST_DELAY_MS),
    })
    .optional(),
  /** Pages behind a login: headers and cookies for the scanned origin only, kept sealed until the scan ends. */
  auth: scanAuthInput.optional(),
  /** The rule engines to run (default: the tenant's); several are merged into one issue per element and criterion. */
  engines: scanEngineList
    .optional()
    .describe(
      "Rule engines to run: axe (axe-core), ibm (IBM Equal Access), htmlcs (HTML_CodeSniffer); default: the tenant's settings.defaultEngines (axe alone unless set). Several are merged into one issue per element and WCAG criterion.",
    ),
  baseline: baselineInput.optional(),
});
export type CreateScanInput = z.output<typeof createScanInput>;

/** The deprecated `/scanner/submit` body: the interface's `{ url, standard }`. */
export const submitScanInput = z.object({ url: z.string().trim().min(1).max(2048), standard: wcagStandard.optional() });

export const SCAN_STATUSES = ['queued', 'running', 'completed', 'failed', 'canceled'] as const;
export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

export const listScansQuery = pageQuery.extend({ status: z.enum(SCAN_STATUSES).optional(), url: z.string().max(2048).optional() });
export type ListScansQuery = z.output<typeof listScansQuery>;

export const listIssuesQuery = pageQuery.extend({
  impact: z.enum(IMPACTS).optional(),
  baseline: baselineFilter,
  ruleId: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListIssuesQuery = z.output<typeof listIssuesQuery>;

export const listReviewsQuery = pageQuery.extend({
  ruleId: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListReviewsQuery = z.output<typeof listReviewsQuery>;

export const SCAN_PAGE_STATUSES = ['queued', 'running', 'done', 'failed', 'skipped'] as const;

export const listScanPagesQuery = pageQuery.extend({
  status: z.enum(SCAN_PAGE_STATUSES).optional(),
  /** `crawl` (default): the order the crawl found them, start page first. */
  sort: z.enum(['crawl', 'url', 'score', 'issues']).default('crawl'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListScanPagesQuery = z.output<typeof listScanPagesQuery>;

export const scanPageDto = z.object({
  id: z.string(),
  url: z.string(),
  finalUrl: z.string().nullable(),
  title: z.string().nullable(),
  depth: z.number().int().describe('Links from the start page (0); sitemap pages are 1.'),
  status: z.enum(SCAN_PAGE_STATUSES),
  attempts: z.number().int(),
  issues: z.number().int(),
  issuesDropped: z.number().int(),
  score: z.number().nullable().describe("The page's own score over its stored issues (dismissals not applied); null until it is done."),
  error: z.string().nullable().describe("Why it failed or was skipped; for a page done, which of several engines failed on it (the others' issues are kept)."),
  startedAt: isoDate.nullable(),
  finishedAt: isoDate.nullable(),
});
export type ScanPageDto = z.infer<typeof scanPageDto>;

const count = z.number().int();

export const scanJobDto = z.object({
  id: z.string(),
  url: z.string(),
  standard: z.string(),
  status: z.enum(SCAN_STATUSES),
  options: z.object({
    includeBestPractices: z.boolean(),
    viewport: z.object({ width: count, height: count }).optional(),
    crawl: z
      .object({
        maxPages: count,
        maxDepth: count,
        sitemap: z.boolean(),
        include: z.array(z.string()).optional(),
        exclude: z.array(z.string()).optional(),
        respectRobots: z.boolean(),
        maxConcurrentPerHost: count,
        delayMs: count,
      })
      .optional(),
    engines: z.array(z.enum(ENGINE_NAMES)).describe('The rule engines the scan runs, in priority order (their versions: `engines`).'),
    login: z
      .object({ headers: z.array(z.string()), cookies: z.array(z.string()) })
      .optional()
      .describe('The names of the login headers and cookies sent to the scanned origin; their values are never returned, and deleted when the scan ends.'),
  }),
  timeBudgetMs: count.describe('The time the scan may take in all, crawl included; past it the pages scanned by then are kept and the scan fails.'),
  createdAt: isoDate,
  startedAt: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  pagesScanned: count,
  progress: z
    .object({
      done: count.describe('Pages scanned and stored.'),
      queued: count.describe('Pages found and waiting.'),
      running: count.describe('Pages being scanned now.'),
      failed: count.describe('Pages that could not be scanned (their errors are on GET /scanner/jobs/{id}/pages).'),
      skipped: count.describe('Pages found but not scanned: the scan was canceled, ran out of time or its start page failed.'),
      pagesPerMinute: z.number().nullable().describe('Pages done per minute since the scan started; null before it started.'),
    })
    .optional()
    .describe("Where the scan's pages stand; absent on scans stored before pages were counted."),
  summary: z
    .object({
      total: count,
      critical: count,
      serious: count,
      moderate: count,
      minor: count,
      score: z.number(),
      new: count,
      recurring: count,
      fixed: count,
      dismissed: count,
      needsReview: count
        .optional()
        .describe('What the engines asked a person to check, kept apart from the issues (GET /scanner/jobs/{id}/reviews); absent on scans stored before.'),
      baseline: baselineCountsDto.optional(),
    })
    .nullable(),
  error: z.string().nullable(),
  engines: z.array(z.object({ name: z.string(), version: z.string() })),
  pageTitle: z.string().nullable(),
  finalUrl: z.string().nullable(),
  timings: z.object({ loadMs: z.number(), analyzeMs: z.number(), totalMs: z.number() }).nullable(),
  issuesDropped: count.describe('Issues found but not stored: past the caps of 1,000 per page and 10,000 per scan.'),
  baseline: scanBaselineDto,
});

export const engineReportDto = z.object({
  engine: z.string().describe("The engine, by the name the job's `engines` give it (axe-core, ibm-equal-access, htmlcs)."),
  ruleId: z.string().describe("The engine's own rule id (an IBM rule, an HTML_CodeSniffer sniff code)."),
  message: z.string().describe('What the engine said of this element.'),
  act: z.array(z.string()).optional().describe('W3C ACT rule ids the engine maps its rule to, where it publishes them.'),
});

const issueFields = {
  id: z.string(),
  engine: z.string().describe('The engine whose finding the issue shows (the first of `engines`).'),
  ruleId: z.string(),
  impact: z.enum(IMPACTS),
  wcag: z.array(z.string()),
  level: z.string().nullable().describe('A, AA or AAA for a WCAG rule; null for a best practice.'),
  description: z.string(),
  help: z.string(),
  helpUrl: z.string(),
  pageUrl: z.string(),
  selector: z.string(),
  html: z.string(),
  failureSummary: z.string(),
  bestPractice: z.boolean(),
  fingerprint: z.string(),
  engines: z.array(engineReportDto).describe('Every engine that reported it, in priority order, with its rule and message.'),
  confidence: z
    .enum(['single', 'corroborated'])
    .describe('`corroborated` when two or more engines report it; `single` when one does (always, on a scan of one engine).'),
};

export const scanIssueDto = z.object({
  ...issueFields,
  occurrence: z.enum(['new', 'recurring']),
  dismissed: z.boolean(),
  baseline: issueBaselineDto.optional(),
  trackKey: z
    .string()
    .nullable()
    .describe('The fingerprint without the page: one value for the same barrier on every page and in every scan (null on issues stored before it).'),
});

export const scanReviewDto = z.object(issueFields).describe('What an engine asks a person to check: not a violation, and in no count or score.');

export type ScanJobDto = z.infer<typeof scanJobDto>;
export type ScanIssueDto = z.infer<typeof scanIssueDto>;
export type ScanReviewDto = z.infer<typeof scanReviewDto>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toScanJobDto(job: ScanJob, progress: ScanProgress | null = null): ScanJobDto {
  const details = scanDetailsOf(job);
  const { budgetMs, ...options } = scanOptionsOf(job);
  return {
    id: job.id,
    url: job.url,
    standard: job.standard,
    status: job.status,
    options: { ...options, engines: orderedEngines(job.engines ?? []) },
    timeBudgetMs: budgetMs ?? 0,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    completedAt: iso(job.completedAt),
    pagesScanned: job.pagesScanned,
    ...(progress ? { progress } : {}),
    summary: scanSummaryOf(job),
    error: job.error,
    engines: details?.engines ?? [],
    pageTitle: details?.pageTitle ?? null,
    finalUrl: details?.finalUrl ?? null,
    timings: details?.timings ?? null,
    issuesDropped: details?.issuesDropped ?? 0,
    baseline: scanBaselineOf(job),
  };
}

type StoredFinding = Omit<ScanIssue, 'occurrence' | 'aliases' | 'trackKey' | 'trackedIssueId' | 'baseline'>;

/** The engines' reports of a stored issue; an issue stored before them has its one engine's finding. */
export function reportsOfRow(row: Pick<StoredFinding, 'reports' | 'engine' | 'ruleId' | 'failureSummary' | 'help'>): z.infer<typeof engineReportDto>[] {
  const parsed = z.array(engineReportDto).safeParse(row.reports);
  if (parsed.success && parsed.data.length) return parsed.data;
  return [{ engine: row.engine, ruleId: row.ruleId, message: row.failureSummary || row.help }];
}

export function toScanReviewDto(row: StoredFinding): ScanReviewDto {
  const engines = reportsOfRow(row);
  return {
    id: row.id,
    ruleId: row.ruleId,
    impact: row.impact,
    wcag: row.wcag,
    level: row.level,
    description: row.description,
    help: row.help,
    helpUrl: row.helpUrl,
    pageUrl: row.pageUrl,
    selector: row.selector,
    html: row.html,
    failureSummary: row.failureSummary,
    fingerprint: row.fingerprint,
    bestPractice: row.bestPractice,
    engine: row.engine,
    engines,
    confidence: new Set(engines.map((r) => r.engine)).size > 1 ? 'corroborated' : 'single',
  };
}

export function toScanIssueDto(issue: ScanIssue, dismissed: boolean): ScanIssueDto {
  return { ...toScanReviewDto(issue), occurrence: issue.occurrence as 'new' | 'recurring', dismissed, trackKey: issue.trackKey, ...issueBaselineOf(issue) };
}
