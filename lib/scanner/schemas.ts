import { z } from 'zod';
import type { ScanIssue, ScanJob } from '@/lib/db/generated/client.ts';
import { isoDate } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { wcagStandard } from '@/lib/tenants/schemas.ts';

export const createScanInput = z.object({
  url: z.string().trim().min(1).max(2048),
  /** Default: the tenant's settings.defaultStandard. */
  standard: wcagStandard.optional(),
  includeBestPractices: z.boolean().default(false),
  viewport: z.object({ width: z.number().int().min(320).max(3840), height: z.number().int().min(240).max(4320) }).optional(),
  crawl: z
    .object({
      maxPages: z.number().int().min(1).max(50).default(10),
      maxDepth: z.number().int().min(0).max(3).default(1),
      /** Also start from the URLs of the site's /sitemap.xml. */
      sitemap: z.boolean().default(false),
    })
    .optional(),
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
  ruleId: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListIssuesQuery = z.output<typeof listIssuesQuery>;

export const createDismissalInput = z.object({
  fingerprint: z.string().regex(/^[0-9a-f]{32}$/, 'A fingerprint as found on an issue (32 hex characters).'),
  reason: z.string().trim().max(500).optional(),
});
export type CreateDismissalInput = z.output<typeof createDismissalInput>;

export interface ScanOptions {
  includeBestPractices: boolean;
  viewport?: { width: number; height: number };
  crawl?: { maxPages: number; maxDepth: number; sitemap: boolean };
}

export interface ScanSummary {
  total: number;
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  score: number;
  new: number;
  recurring: number;
  fixed: number;
  dismissed: number;
}

export interface ScanDetails {
  engines: { name: string; version: string }[];
  pageTitle: string | null;
  finalUrl: string | null;
  timings: { loadMs: number; analyzeMs: number; totalMs: number };
  /** `issues`: stored; `dropped`: found but not stored (past the page's or the scan's cap, or malformed). */
  pages: { url: string; finalUrl: string; title: string; issues: number; dropped?: number }[];
  /** Findings of all pages not stored (absent on scans stored before the caps). */
  issuesDropped?: number;
}

const count = z.number().int();

export const scanJobDto = z.object({
  id: z.string(),
  url: z.string(),
  standard: z.string(),
  status: z.enum(SCAN_STATUSES),
  options: z.object({
    includeBestPractices: z.boolean(),
    viewport: z.object({ width: count, height: count }).optional(),
    crawl: z.object({ maxPages: count, maxDepth: count, sitemap: z.boolean() }).optional(),
  }),
  createdAt: isoDate,
  startedAt: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  pagesScanned: count,
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
    })
    .nullable(),
  error: z.string().nullable(),
  engines: z.array(z.object({ name: z.string(), version: z.string() })),
  pageTitle: z.string().nullable(),
  finalUrl: z.string().nullable(),
  timings: z.object({ loadMs: z.number(), analyzeMs: z.number(), totalMs: z.number() }).nullable(),
  issuesDropped: count.describe('Issues found but not stored: past the caps of 1,000 per page and 10,000 per scan.'),
});

export const scanIssueDto = z.object({
  id: z.string(),
  engine: z.string(),
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
  occurrence: z.enum(['new', 'recurring']),
  dismissed: z.boolean(),
});

export type ScanJobDto = z.infer<typeof scanJobDto>;
export type ScanIssueDto = z.infer<typeof scanIssueDto>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toScanJobDto(job: ScanJob): ScanJobDto {
  const details = job.details as ScanDetails | null;
  return {
    id: job.id,
    url: job.url,
    standard: job.standard,
    status: job.status,
    options: job.options as unknown as ScanOptions,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    completedAt: iso(job.completedAt),
    pagesScanned: job.pagesScanned,
    summary: job.summary as ScanSummary | null,
    error: job.error,
    engines: details?.engines ?? [],
    pageTitle: details?.pageTitle ?? null,
    finalUrl: details?.finalUrl ?? null,
    timings: details?.timings ?? null,
    issuesDropped: details?.issuesDropped ?? 0,
  };
}

export function toScanIssueDto(issue: ScanIssue, dismissed: boolean): ScanIssueDto {
  return {
    id: issue.id,
    ruleId: issue.ruleId,
    impact: issue.impact,
    wcag: issue.wcag,
    level: issue.level,
    description: issue.description,
    help: issue.help,
    helpUrl: issue.helpUrl,
    pageUrl: issue.pageUrl,
    selector: issue.selector,
    html: issue.html,
    failureSummary: issue.failureSummary,
    fingerprint: issue.fingerprint,
    occurrence: issue.occurrence as 'new' | 'recurring',
    dismissed,
    bestPractice: issue.bestPractice,
    engine: issue.engine,
  };
}
