import zlib from 'node:zlib';
import { defineTask, runTask } from '@/lib/compute/pool.ts';
import { AppError } from '@/lib/errors.ts';
import { type CrawlFetch, defaultFetch, displayUrl, fetchFailure, SCANNER_USER_AGENT } from './fetch.ts';
import { httpOrigin, normalizePageUrl, sameOrigin } from './normalize-url.ts';
import { type ReadSitemapInput, readSitemapXml, type SitemapRead } from './sitemap-xml.ts';

/**
 * The page URLs a site's sitemaps list, for seeding a crawl. Everything a site serves is hostile: files are
 * fetched one at a time through safeFetch (the SSRF guard, a byte cap, a timeout), gzip is inflated up to a
 * cap, files over INLINE_PARSE_BYTES are read in a compute worker (a 10 MiB file must not hold the event loop),
 * and the counts of files, index levels and URLs are bounded. A file that fails is an entry in `errors`, a
 * short public sentence naming it; it never throws for what a site serves.
 */

export const SITEMAP_LIMITS = {
  /** URLs one call returns at most, whatever `maxUrls` asks (the protocol's limit for one file). */
  maxUrls: 50_000,
  /** Files read by default, index files included. */
  defaultMaxFiles: 20,
  /** Files one call reads at most, whatever `maxFiles` asks. */
  maxFiles: 100,
  /** Bytes of one file by default, decompressed (and fetched: a gzip file is never larger than its content). */
  defaultMaxBytesPerFile: 10 * 1024 * 1024,
  /** Bytes of one file at most, whatever `maxBytesPerFile` asks (the protocol's own limit). */
  maxBytesPerFile: 50 * 1024 * 1024,
  /** Index files below the listed ones that are followed: listed index → index → sitemap, no deeper. */
  maxNesting: 2,
  /** Files up to this size (decompressed) are read on the main thread: a few hundred entries, about a millisecond. */
  inlineParseBytes: 32 * 1024,
  /** Errors reported at most. */
  maxErrors: 50,
} as const;

type Tasks = typeof import('./tasks.ts');
const readSitemapTask = defineTask<Tasks, 'readSitemapTask'>('lib/scanner/plan/tasks.ts', 'readSitemapTask', {
  budgetMs: 15_000,
  label: 'sitemap reading',
});

export interface SitemapOptions {
  /** The crawl's origin: only sitemaps and page URLs on it are used. */
  origin: string;
  /** Page URLs to return at most (≤ SITEMAP_LIMITS.maxUrls); reading stops once there are this many. */
  maxUrls: number;
  /** Files to read at most, index files included (20 by default, ≤ SITEMAP_LIMITS.maxFiles). */
  maxFiles?: number;
  /** Bytes of one file, decompressed (10 MiB by default, ≤ SITEMAP_LIMITS.maxBytesPerFile). */
  maxBytesPerFile?: number;
  /** safeFetch by default. */
  fetch?: CrawlFetch;
  /** For each file's fetch, redirects included (safeFetch's 10 s by default). */
  timeoutMs?: number;
  /** Stops the reading: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Whose scan it is: large files are read in the compute pool, where tenants take turns. */
  tenantId?: string;
}

/** A file's decompressed content, stopping at `cap` bytes (`cut`): a gzip bomb costs at most the cap and one chunk. */
function gunzipCapped(data: Uint8Array, cap: number): Promise<{ data: Buffer; cut: boolean }> {
  return new Promise((resolve, reject) => {
    // SYNC_FLUSH at the end: a truncated file yields what it holds (the XML then says it ends early).
    const gunzip = zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (cut: boolean) => {
      if (settled) return;
      settled = true;
      resolve({ data: Buffer.concat(chunks, size), cut });
    };
    gunzip.on('data', (chunk: Buffer) => {
      if (settled) return;
      const room = cap - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        size = cap;
        finish(true);
        gunzip.destroy();
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    gunzip.on('end', () => finish(false));
    gunzip.on('error', (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
    gunzip.end(data);
  });
}

function isGzip(body: Uint8Array): boolean {
  return body.length >= 2 && body[0] === 0x1f && body[1] === 0x8b;
}

function clamp(value: number | undefined, fallback: number, min: number, max: number): number {
  const n = value === undefined || !Number.isFinite(value) ? fallback : Math.floor(value);
  return Math.min(max, Math.max(min, n));
}

function formatBytes(n: number): string {
  if (n >= 1 << 20 && n % (1 << 20) === 0) return `${n / (1 << 20)} MiB`;
  if (n >= 1 << 10 && n % (1 << 10) === 0) return `${n / (1 << 10)} KiB`;
  return `${n} bytes`;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Reads a decompressed file: inline when small, else in the compute pool. Throws only for the pool's refusals. */
async function read(input: ReadSitemapInput, size: number, options: SitemapOptions): Promise<SitemapRead> {
  if (size <= SITEMAP_LIMITS.inlineParseBytes) return readSitemapXml(input);
  return runTask(readSitemapTask, input, { tenantId: options.tenantId ?? 'crawl', signal: options.signal });
}

/**
 * The page URLs listed by `sitemapUrls` and the sitemap indexes among them, at most `maxUrls`, normalised
 * (normalizePageUrl), on `origin` only, without duplicates, in the order read (files breadth first, entries in
 * document order). Each file:
 * - is fetched through safeFetch with the file cap (a larger plain file is refused whole and reported);
 * - is inflated when it is gzip (it starts with 1f 8b, whatever its name or headers say), up to the cap: the
 *   URLs in its first `maxBytesPerFile` bytes are kept and the cut is reported;
 * - is read as `<urlset>` (its `<url><loc>`s) or `<sitemapindex>` (its `<sitemap><loc>`s, followed on the same
 *   origin, SITEMAP_LIMITS.maxNesting levels deep at most, each file once: no cycles);
 * - when it is malformed, keeps the entries read before the fault, which is reported.
 * Sitemaps on other origins (listed, or in an index) are not read; `maxFiles` counts every file fetched.
 */
export async function sitemapUrls(sitemapUrls: string[], options: SitemapOptions): Promise<{ urls: string[]; errors: string[] }> {
  const origin = httpOrigin(options.origin);
  if (origin === null) throw new TypeError(`not an http(s) origin: ${options.origin.slice(0, 200)}`);
  const maxUrls = clamp(options.maxUrls, 0, 0, SITEMAP_LIMITS.maxUrls);
  const maxFiles = clamp(options.maxFiles, SITEMAP_LIMITS.defaultMaxFiles, 0, SITEMAP_LIMITS.maxFiles);
  const maxBytes = clamp(options.maxBytesPerFile, SITEMAP_LIMITS.defaultMaxBytesPerFile, 1, SITEMAP_LIMITS.maxBytesPerFile);
  const fetch = options.fetch ?? defaultFetch;

  const urls: string[] = [];
  const errors: string[] = [];
  const report = (message: string) => {
    if (errors.length < SITEMAP_LIMITS.maxErrors) errors.push(message);
  };
  const queue: { url: string; depth: number }[] = [];
  const seen = new Set<string>();
  const enqueue = (raw: string, depth: number) => {
    const url = normalizePageUrl(raw);
    if (url === null || !sameOrigin(url, origin)) return report(`${displayUrl(raw)} is not a URL of ${origin}; it was not read.`);
    if (seen.has(url)) return; // listed twice, or a cycle of indexes
    seen.add(url);
    queue.push({ url, depth });
  };
  for (const raw of sitemapUrls.slice(0, SITEMAP_LIMITS.maxFiles)) enqueue(raw, 0);

  let files = 0;
  while (queue.length > 0 && urls.length < maxUrls) {
    options.signal?.throwIfAborted();
    if (files >= maxFiles) {
      report(`Only ${plural(maxFiles, 'sitemap file was', 'sitemap files were')} read; ${plural(queue.length, 'more was', 'more were')} not.`);
      break;
    }
    const { url, depth } = queue.shift()!;
    const name = displayUrl(url);
    files++;

    let body: Buffer;
    try {
      const res = await fetch(url, {
        maxBytes,
        timeoutMs: options.timeoutMs,
        signal: options.signal,
        headers: { 'User-Agent': SCANNER_USER_AGENT, Accept: 'application/xml, text/xml;q=0.9, */*;q=0.5' },
      });
      // Where it redirected is read once too: an index listing the file's other name is no cycle.
      const final = normalizePageUrl(res.url);
      if (final !== null) seen.add(final);
      if (res.status < 200 || res.status > 299) {
        report(`${name} answered with HTTP status ${res.status}.`);
        continue;
      }
      body = res.body;
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      report(`${name} could not be fetched: ${fetchFailure(error) ?? 'the request failed.'}`);
      continue;
    }

    let cut = false;
    if (isGzip(body)) {
      try {
        ({ data: body, cut } = await gunzipCapped(body, maxBytes));
      } catch {
        // expected: reported to the scan as an invalid gzip file
        report(`${name} is not a valid gzip file.`);
        continue;
      }
      if (cut) report(`${name} is larger than ${formatBytes(maxBytes)} uncompressed; only its first ${formatBytes(maxBytes)} were read.`);
    }

    let found: SitemapRead;
    try {
      found = await read({ content: body, origin, limit: maxUrls - urls.length, known: urls, maxSitemaps: SITEMAP_LIMITS.maxFiles }, body.length, options);
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      report(`${name} could not be read: ${error instanceof AppError ? error.message : 'reading it failed.'}`);
      continue;
    }
    // A cut file ends early by design: the cut is the error, not the XML's missing end.
    if (found.error && !(cut && found.endsEarly)) report(`${name} ${found.error}.`);
    if (found.offsite > 0) report(`${name} lists ${plural(found.offsite, 'URL', 'URLs')} of other sites; they were left out.`);
    if (found.invalid > 0)
      report(`${name} lists ${plural(found.invalid, 'entry that is', 'entries that are')} not an http(s) URL (or longer than 2,048 characters); left out.`);
    for (const page of found.urls) if (urls.length < maxUrls) urls.push(page);
    if (found.kind === 'sitemapindex' && found.sitemaps.length > 0) {
      if (depth >= SITEMAP_LIMITS.maxNesting) {
        report(`${name} is a sitemap index nested more than ${SITEMAP_LIMITS.maxNesting} levels deep; the sitemaps it lists were not read.`);
      } else {
        for (const child of found.sitemaps) enqueue(child, depth + 1);
      }
    }
  }
  return { urls, errors };
}
