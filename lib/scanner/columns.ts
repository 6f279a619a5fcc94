import { z } from 'zod';
import { parseColumn } from '@/lib/db/columns.ts';
import type { ScanJob } from '@/lib/db/generated/client.ts';

/**
 * What scan_jobs keeps in its JSON columns (options, summary, details), as the code reads it: each column
 * parsed with its schema where a row is read (lib/db/columns.ts), older rows included.
 */

export const DEFAULT_CONCURRENT_PER_HOST = 2;
export const DEFAULT_HOST_DELAY_MS = 250;

export interface CrawlOptions {
  maxPages: number;
  maxDepth: number;
  sitemap: boolean;
  include?: string[];
  exclude?: string[];
  respectRobots: boolean;
  maxConcurrentPerHost: number;
  delayMs: number;
}

export interface ScanOptions {
  includeBestPractices: boolean;
  viewport?: { width: number; height: number };
  crawl?: CrawlOptions;
  /** The scan's time budget, fixed when it was created (lib/limits/plans.ts, scanBudgetMs). */
  budgetMs?: number;
  /** The names of the login headers and cookies it sends (their values are sealed apart, and deleted when it ends). */
  login?: { headers: string[]; cookies: string[] };
}

/** Where a scan's pages stand: counted from its frontier (scan_pages). */
export interface ScanProgress {
  done: number;
  queued: number;
  running: number;
  failed: number;
  skipped: number;
  pagesPerMinute: number | null;
}

/** What the baseline made of a scan's issues, counted over all of them (dismissed ones included). */
interface BaselineCounts {
  new: number;
  existing: number;
  accepted: number;
  falsePositive: number;
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
  needsReview?: number;
  /** Present when the scan has a baseline. */
  baseline?: BaselineCounts;
}

export interface ScanDetails {
  engines: { name: string; version: string }[];
  pageTitle: string | null;
  finalUrl: string | null;
  timings: { loadMs: number; analyzeMs: number; totalMs: number };
  /** `issues`: stored; `dropped`: found but not stored (past the page's or the scan's cap, or malformed). */
  pages?: { url: string; finalUrl: string; title: string; issues: number; dropped?: number }[];
  /** Findings of all pages not stored (absent on scans stored before the caps). */
  issuesDropped?: number;
}

const count = z.number().int();

/**
 * scan_jobs' JSON columns as stored, parsed where a row is read (lib/db/columns.ts). Older rows: options `{}`
 * (the column's default) and a crawl of maxPages, maxDepth and sitemap alone (the politeness settings take
 * today's defaults); a summary without needsReview; details without issuesDropped or pages.
 */
const storedScanOptions = z.object({
  includeBestPractices: z.boolean().default(false),
  viewport: z.object({ width: count, height: count }).optional(),
  crawl: z
    .object({
      maxPages: count,
      maxDepth: count,
      sitemap: z.boolean(),
      include: z.array(z.string()).optional(),
      exclude: z.array(z.string()).optional(),
      respectRobots: z.boolean().default(true),
      maxConcurrentPerHost: count.default(DEFAULT_CONCURRENT_PER_HOST),
      delayMs: count.default(DEFAULT_HOST_DELAY_MS),
    })
    .optional(),
  budgetMs: count.optional(),
  login: z.object({ headers: z.array(z.string()), cookies: z.array(z.string()) }).optional(),
});
export const storedSummary = z
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
    needsReview: count.optional(),
    baseline: z.object({ new: count, existing: count, accepted: count, falsePositive: count }).optional(),
  })
  .nullable();
const storedDetails = z
  .object({
    engines: z.array(z.object({ name: z.string(), version: z.string() })),
    pageTitle: z.string().nullable(),
    finalUrl: z.string().nullable(),
    timings: z.object({ loadMs: z.number(), analyzeMs: z.number(), totalMs: z.number() }),
    pages: z.array(z.object({ url: z.string(), finalUrl: z.string(), title: z.string(), issues: count, dropped: count.optional() })).optional(),
    issuesDropped: count.optional(),
  })
  .nullable();

export function scanOptionsOf(job: { options: unknown }): ScanOptions {
  return parseColumn(storedScanOptions, job.options, 'scan_jobs.options');
}
export function scanSummaryOf(job: Pick<ScanJob, 'summary'>): ScanSummary | null {
  return parseColumn(storedSummary, job.summary, 'scan_jobs.summary');
}
export function scanDetailsOf(job: Pick<ScanJob, 'details'>): ScanDetails | null {
  return parseColumn(storedDetails, job.details, 'scan_jobs.details');
}
