import { type ReadSitemapInput, readSitemapXml, type SitemapRead } from './sitemap-xml.ts';

/** The crawl's work in a compute worker (lib/compute): reading a large sitemap file off the event loop. */

export function readSitemapTask(input: ReadSitemapInput): SitemapRead {
  return readSitemapXml(input);
}
