import type { CrawlOptions } from '../schemas.ts';
import { sameOrigin } from './normalize-url.ts';
import { urlFilter } from './patterns.ts';
import { policyOfSource, type RobotsSource } from './robots.ts';

/**
 * What a crawl may visit, decided once when the scan starts and kept with the scan (scan_jobs.crawl_state),
 * so every page job on every instance obeys the same rules: the start page's origin, the crawl's include
 * and exclude patterns, and the site's robots.txt as fetched then (unless the tenant turned it off).
 */
export interface CrawlPolicy {
  accepts(url: string): boolean;
  /** robots.txt's Crawl-delay for our user agent, when robots.txt is obeyed. */
  crawlDelayMs: number | null;
}

/** What the scan keeps of its crawl's rules. */
export interface StoredCrawlRules {
  origin: string;
  robots: RobotsSource | null;
}

export function policyOf(rules: StoredCrawlRules, crawl: CrawlOptions | undefined): CrawlPolicy {
  const robots = rules.robots ? policyOfSource(rules.robots, rules.origin) : null;
  const filter = urlFilter({ include: crawl?.include, exclude: crawl?.exclude });
  return {
    accepts: (url) => sameOrigin(url, rules.origin) && filter(url) && (robots?.isAllowed(url) ?? true),
    crawlDelayMs: robots?.crawlDelayMs ?? null,
  };
}
