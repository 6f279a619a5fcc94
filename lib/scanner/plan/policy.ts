import { defineTask, runTask } from '@/lib/compute/pool.ts';
import { logger } from '@/lib/logger.ts';
import type { CrawlOptions } from '../schemas.ts';
import { crawlStateOf } from './crawl-state.ts';
import type { StoredCrawlRules } from './rules.ts';
import { fetchRobotsSource, policyOfSource } from './robots.ts';
import { sitemapUrls } from './sitemap.ts';

type Tasks = typeof import('./tasks.ts');
const acceptedUrlsTask = defineTask<Tasks, 'acceptedUrlsTask'>('lib/scanner/plan/tasks.ts', 'acceptedUrlsTask', {
  budgetMs: 10_000,
  label: 'crawl rules',
});

/**
 * The URLs the crawl's rules accept, at most `max`, judged in a compute worker: a site's robots.txt may hold
 * 1,000 wildcard rules and a page 200 links of 2,048 characters (seconds of matching, linear as it is),
 * which must not hold the event loop. Past its budget the batch is dropped (logged): the crawl goes on
 * without those URLs rather than hold anything.
 */
export async function acceptedUrls(
  scan: { id: string; tenantId: string; url: string; options: unknown; crawlState: unknown },
  urls: string[],
  max: number,
  rules?: StoredCrawlRules,
): Promise<string[]> {
  if (!urls.length || max <= 0) return [];
  const crawl = (scan.options as { crawl?: CrawlOptions }).crawl;
  const state = crawlStateOf(scan);
  const given = rules ?? { origin: state.origin ?? new URL(scan.url).origin, robots: state.robots ?? null };
  try {
    return await runTask(acceptedUrlsTask, { rules: given, include: crawl?.include, exclude: crawl?.exclude, urls, max }, { tenantId: scan.tenantId });
  } catch (error) {
    logger.warn({ scanId: scan.id, urls: urls.length, err: error }, 'crawl rules could not be applied within their budget; URLs dropped');
    return [];
  }
}

/** Sitemap URLs one scan reads at most, beside its own page limit. */
const MAX_SITEMAP_URLS = 50_000;

/**
 * Reads the site's rules for a new scan: robots.txt (when obeyed, or to find sitemaps) and, when asked,
 * the sitemaps' URLs (robots.txt's Sitemap lines on the origin, else /sitemap.xml).
 */
export async function loadCrawlState(
  startUrl: string,
  crawl: CrawlOptions | undefined,
  context: { tenantId: string; signal?: AbortSignal },
): Promise<{ sitemapUrls: string[]; sitemapErrors: string[]; stored: StoredCrawlRules }> {
  const origin = new URL(startUrl).origin;
  if (!crawl) return { sitemapUrls: [], sitemapErrors: [], stored: { origin, robots: null } };
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
  return { sitemapUrls: urls, sitemapErrors: errors, stored };
}

/**
 * The rules again for the origin the start page ended on, when a redirect took it to another (http to
 * https, example.com to www.example.com): the crawl follows the site there, under that origin's robots.txt.
 */
export async function rulesForOrigin(origin: string, crawl: CrawlOptions | undefined): Promise<StoredCrawlRules> {
  return { origin, robots: crawl?.respectRobots ? await fetchRobotsSource(origin) : null };
}

/** robots.txt's Crawl-delay for our user agent as the scan stored it, when robots.txt is obeyed. */
export function crawlDelayOf(scan: { crawlState: unknown }): number | null {
  const robots = crawlStateOf(scan).robots;
  return robots?.outcome === 'parsed' ? robots.crawlDelayMs : null;
}
