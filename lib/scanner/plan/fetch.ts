import { AppError } from '@/lib/errors.ts';
import { FetchFailedError, type SafeFetchInit, type SafeResponse, safeFetch } from '@/lib/net/ssrf.ts';

/**
 * How the crawl modules reach a site: `safeFetch` (lib/net/ssrf.ts) unless a caller substitutes one with the
 * same contract (tests pass one with `allowPrivate: true` to reach their server on 127.0.0.1).
 */
export type CrawlFetch = (url: string, init: SafeFetchInit) => Promise<SafeResponse>;

export const defaultFetch: CrawlFetch = safeFetch;

/**
 * The product token the scanner announces, and the one robots.txt groups are matched against
 * (`User-agent: A11yPlatformScanner`). The scanner's browser sends it at the end of a desktop Chrome's user
 * agent (lib/scanner/render/browser.ts, scannerUserAgent), the crawl's own fetches in SCANNER_USER_AGENT.
 */
export const SCANNER_USER_AGENT_TOKEN = 'A11yPlatformScanner';

/** What robots.txt and sitemap fetches send as User-Agent. */
export const SCANNER_USER_AGENT = `Mozilla/5.0 (compatible; ${SCANNER_USER_AGENT_TOKEN}/1.0)`;

/** At most this many characters of a URL in a public message. */
const URL_IN_MESSAGE = 200;

/** A URL for a public message: cut, and without controls. */
export function displayUrl(url: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: controls are what is removed
  const clean = url.replace(/[\u0000-\u001f\u007f]/g, '');
  return clean.length > URL_IN_MESSAGE ? `${clean.slice(0, URL_IN_MESSAGE - 1)}…` : clean;
}

/**
 * A public reason for a failed fetch: the SSRF guard's own public messages (they are written to be shown, and
 * never name an address), the byte cap, a timeout or a network failure. `null` for anything else (a bug: the
 * caller keeps its own generic wording).
 */
export function fetchFailure(error: unknown): string | null {
  if (error instanceof AppError && (error.code === 'unsafe_url' || error.code === 'payload_too_large')) return error.message;
  if (error instanceof FetchFailedError) return error.message;
  return null;
}
