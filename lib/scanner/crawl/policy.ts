import { LRUCache } from 'lru-cache';
import type { CrawlOptions } from '../schemas.ts';
import { sameOrigin } from './normalize-url.ts';
import { urlFilter } from './patterns.ts';
import { fetchRobotsSource, policyOfSource, type RobotsSource } from './robots.ts';
import { sitemapUrls } from './sitemap.ts';

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
interface StoredCrawlRules {
  origin: string;
  robots: RobotsSource | null;
}

/** Sitemap URLs one scan reads at most, beside its own page limit. */
const MAX_SITEMAP_URLS = 50_000;

function policyOf(rules: StoredCrawlRules, crawl: CrawlOptions | undefined): CrawlPolicy {
  const robots = rules.robots ? policyOfSource(rules.robots, rules.origin) : null;
  const filter = urlFilter({ include: crawl?.include, exclude: crawl?.exclude });
  return {
    accepts: (url) => sameOrigin(url, rules.origin) && filter(url) && (robots?.isAllowed(url) ?? true),
    crawlDelayMs: robots?.crawlDelayMs ?? null,
  };
}

/**
 * Reads the site's rules for a new scan: robots.txt (when obeyed, or to find sitemaps) and, when asked,
 * the sitemaps' URLs (robots.txt's Sitemap lines on the origin, else /sitemap.xml).
 */
export async function loadCrawlState(
  startUrl: string,
  crawl: CrawlOptions | undefined,
  context: { tenantId: string; signal?: AbortSignal },
): Promise<{ policy: CrawlPolicy; sitemapUrls: string[]; sitemapErrors: string[]; stored: StoredCrawlRules }> {
  const origin = new URL(startUrl).origin;
  if (!crawl) return { policy: policyOf({ origin, robots: null }, crawl), sitemapUrls: [], sitemapErrors: [], stored: { origin, robots: null } };
  const robots = crawl.respectRobots || crawl.sitemap ? await fetchRobotsSource(origin) : null;
  const stored: StoredCrawlRules = { origin, robots: crawl.respectRobots ? robots : null };
  let urls: string[] = [];
  let errors: string[] = [];
  if (crawl.sitemap) {
    const declared = robots ? policyOfSource(robots, origin).sitemaps : [];
    const found = await sitemapUrls(declared.length ? declared : [`${origin}/sitemap.xml`], {
      origin,
      maxUrls: Math.min(MAX_SITEMAP_URLS, crawl.maxPages * 2),
      tenantId: context.tenantId,
      signal: context.signal,
    });
    urls = found.urls;
    errors = found.errors;
  }
  return { policy: policyOf(stored, crawl), sitemapUrls: urls, sitemapErrors: errors, stored };
}

/**
 * The rules again for the origin the start page ended on, when a redirect took it to another (http to
 * https, example.com to www.example.com): the crawl follows the site there, under that origin's robots.txt.
 */
export async function rulesForOrigin(origin: string, crawl: CrawlOptions | undefined): Promise<StoredCrawlRules> {
  return { origin, robots: crawl?.respectRobots ? await fetchRobotsSource(origin) : null };
}

/** Parsed rules by scan, so a page job does not parse robots.txt again for every page. */
const cache = new LRUCache<string, CrawlPolicy>({ max: 200 });

type ScanWithRules = { id: string; url: string; options: unknown; crawlState: unknown };

/** The crawl rules of a running scan, as stored when it started (or `rules` in their place). */
export function crawlPolicyOf(scan: ScanWithRules, rules?: StoredCrawlRules): CrawlPolicy {
  const crawl = (scan.options as { crawl?: CrawlOptions }).crawl;
  if (rules) return policyOf(rules, crawl);
  const state = (scan.crawlState ?? {}) as Partial<StoredCrawlRules>;
  const origin = state.origin ?? new URL(scan.url).origin;
  // Keyed by origin too: another instance may have moved the crawl to where the start page redirected.
  const key = `${scan.id} ${origin}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const policy = policyOf({ origin, robots: state.robots ?? null }, crawl);
  cache.set(key, policy);
  return policy;
}
