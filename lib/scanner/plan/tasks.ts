import type { CrawlOptions } from '../schemas.ts';
import { policyOf, type StoredCrawlRules } from './rules.ts';
import { type ReadSitemapInput, readSitemapXml, type SitemapRead } from './sitemap-xml.ts';

/** The crawl's work in a compute worker (lib/compute): reading a large sitemap file, and judging URLs by the crawl's rules, off the event loop. */

export function readSitemapTask(input: ReadSitemapInput): SitemapRead {
  return readSitemapXml(input);
}

/** The URLs `rules` and the crawl's patterns accept, in order, at most `max`. */
export function acceptedUrlsTask(input: { rules: StoredCrawlRules; include?: string[]; exclude?: string[]; urls: string[]; max: number }): string[] {
  const policy = policyOf(input.rules, { include: input.include, exclude: input.exclude } as CrawlOptions);
  const accepted: string[] = [];
  for (const url of input.urls) {
    if (accepted.length >= input.max) break;
    if (policy.accepts(url)) accepted.push(url);
  }
  return accepted;
}
