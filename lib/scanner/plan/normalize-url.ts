/**
 * The one spelling of a page's URL in a crawl, so the same page is queued, compared and stored once.
 * Pure (no I/O), cheap, and safe to load in a compute worker.
 */

function parse(raw: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(raw) : new URL(raw, base);
  } catch {
    // expected: a link that is not a URL is no URL
    return null;
  }
}

/**
 * `raw` resolved against `base` and normalised: http and https only, no credentials (a URL with
 * `user:password@` is refused, not stripped: nothing of a crawl should carry them), no fragment, scheme and
 * host in lower case and the port only when it is not the scheme's default (the WHATWG parser does both),
 * and no trailing slash on a path other than the root (`/a/` → `/a`; `/` stays). The query stays as given, but an empty one is dropped (`/a?` → `/a`).
 * `null` when it is not such a URL.
 */
export function normalizePageUrl(raw: string, base?: string): string | null {
  const url = parse(raw, base);
  return url && normalizeParsed(url);
}

/** normalizePageUrl for a URL already parsed (it is changed): one parse per URL where many are read. */
export function normalizeParsed(url: URL): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  url.hash = '';
  if (url.search === '') url.search = ''; // `/a?` is `/a`
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.slice(0, -1);
  return url.href;
}

/** The origin of an http(s) URL, or null (other schemes have no origin to compare: `data:` and `file:` are "null"). */
export function httpOrigin(raw: string): string | null {
  const url = parse(raw);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
}

/** Whether two http(s) URLs have the same scheme, host and port. Anything that is not an http(s) URL is on no origin. */
export function sameOrigin(a: string, b: string): boolean {
  const origin = httpOrigin(a);
  return origin !== null && origin === httpOrigin(b);
}

/**
 * The page's `<link rel="canonical">` as a crawl may use it: `canonicalHref` resolved against the page and
 * normalised, when it is on the page's own origin; `null` when it is absent, not an http(s) URL, or elsewhere
 * (a page cannot send a crawl off its site by declaring another site canonical).
 */
export function canonicalWithin(pageUrl: string, canonicalHref: string | null): string | null {
  if (canonicalHref === null || canonicalHref.trim() === '') return null;
  const page = normalizePageUrl(pageUrl);
  if (page === null) return null;
  // Resolved against the page as it was given: `/a/` and `/a` are one page, but not one base for `b`.
  const canonical = normalizePageUrl(canonicalHref, pageUrl);
  return canonical !== null && sameOrigin(page, canonical) ? canonical : null;
}
