import { z } from 'zod';
import { parseColumn } from '@/lib/db/columns.ts';

/**
 * scan_jobs.crawl_state, parsed where it is read: what the crawl decided when it started (its origin and the
 * robots.txt it obeys, ./rules.ts) and what the page jobs have counted since (issues and reviews stored, the
 * engines that ran), merged in with `||` as pages finish. Every key is optional: a one-page scan, and scans
 * stored before a key existed, have none of them; NULL is the same as `{}`.
 */
const robotsRule = z.object({ allow: z.boolean(), pattern: z.string() });

/** A robots.txt kept in a shape no longer read is taken as unreachable (nothing allowed), as policyOfSource takes it. */
const robotsSource = z
  .discriminatedUnion('outcome', [
    z.object({
      outcome: z.literal('parsed'),
      rules: z.array(robotsRule),
      crawlDelayMs: z.number().nullable().default(null),
      sitemaps: z.array(z.string()).default([]),
    }),
    z.object({ outcome: z.literal('unavailable') }),
    z.object({ outcome: z.literal('unreachable') }),
  ])
  .catch({ outcome: 'unreachable' as const });

const storedCrawlState = z
  .object({
    origin: z.string().optional(),
    robots: robotsSource.nullable().optional(),
    issuesStored: z.number().int().optional(),
    reviewsStored: z.number().int().optional(),
    engines: z.array(z.object({ name: z.string(), version: z.string() })).optional(),
  })
  .nullable()
  .transform((state) => state ?? {});

export type CrawlState = z.output<typeof storedCrawlState>;

export function crawlStateOf(scan: { crawlState: unknown }): CrawlState {
  return parseColumn(storedCrawlState, scan.crawlState ?? null, 'scan_jobs.crawl_state');
}
