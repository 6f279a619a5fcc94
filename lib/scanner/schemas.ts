import { z } from 'zod';
import type { ScanIssue, ScanJob } from '@/lib/db/generated/client.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { wcagStandard } from '@/lib/tenants/schemas.ts';
import type { EngineFinding } from './engine/types.ts';

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

export interface ScanJobDto {
  id: string;
  url: string;
  standard: string;
  status: ScanJob['status'];
  options: ScanOptions;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  pagesScanned: number;
  summary: ScanSummary | null;
  error: string | null;
  engines: ScanDetails['engines'];
  pageTitle: string | null;
  finalUrl: string | null;
  timings: ScanDetails['timings'] | null;
  /** Issues found but not stored: past the caps of 1,000 per page and 10,000 per scan (docs/decisions.md). */
  issuesDropped: number;
}

/** An issue as the API shows it: what the engine found, and what storage adds. */
export interface ScanIssueDto extends Omit<EngineFinding, 'level'> {
  id: string;
  /** A, AA or AAA for a WCAG rule; null for a best practice. */
  level: string | null;
  fingerprint: string;
  occurrence: 'new' | 'recurring';
  dismissed: boolean;
}

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
