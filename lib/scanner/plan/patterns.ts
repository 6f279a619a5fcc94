import { z } from 'zod';
import { normalizePageUrl } from './normalize-url.ts';
import { compileWildcard, type WildcardMatcher } from './wildcard.ts';

/**
 * Include and exclude patterns of a crawl. A pattern is glob-like: `*` matches any run of characters, `/`
 * included, and every other character stands for itself (`?` too: it starts queries). It must match the whole
 * of what it is matched against:
 * - a pattern starting with `/` or `*` is matched against the URL's path and query (`/blog/*`, `*.pdf`,
 *   `/admin*`, `/search?q=*`); the fragment is never part of it;
 * - a pattern starting with `http://` or `https://` is matched against the whole normalised URL
 *   (normalizePageUrl: lower-case scheme and host, no default port, no trailing slash but the root's).
 * Matching is linear in the pattern and the URL (lib/scanner/plan/wildcard.ts), so hostile patterns such as
 * `*a*a*a*a*b` cost no more than plain ones.
 */

export const PATTERN_LIMITS = { maxPatterns: 50, maxLength: 500 } as const;

const FULL_URL = /^https?:\/\//i;

export const urlPattern = z
  .string()
  .trim()
  .min(1, 'A URL pattern cannot be empty.')
  .max(PATTERN_LIMITS.maxLength, `A URL pattern has at most ${PATTERN_LIMITS.maxLength} characters.`)
  .refine((pattern) => pattern === '' || pattern.startsWith('/') || pattern.startsWith('*') || FULL_URL.test(pattern), {
    message: 'A URL pattern starts with /, * or http(s):// (for example /blog/*, *.pdf or https://example.com/docs/*).',
  });

export const urlPatternList = z.array(urlPattern).max(PATTERN_LIMITS.maxPatterns, `At most ${PATTERN_LIMITS.maxPatterns} URL patterns are allowed.`);

/** Spaces, controls and non-ASCII characters as the URL parser writes them in a path (UTF-8, %XX). */
function encodeLikeUrl(pattern: string): string {
  return pattern.replace(/[^\x21-\x7e]+/gu, (run) => {
    let out = '';
    for (const byte of Buffer.from(run, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    return out;
  });
}

interface CompiledPattern {
  fullUrl: boolean;
  matches: WildcardMatcher;
}

function compile(raw: string): CompiledPattern {
  const pattern = encodeLikeUrl(raw.trim());
  if (!FULL_URL.test(pattern)) return { fullUrl: false, matches: compileWildcard(pattern, { anchorEnd: true }) };
  // The normalised URL's scheme and host are lower case; so are the pattern's.
  const pathStart = pattern.indexOf('/', pattern.indexOf('//') + 2);
  const head = pathStart < 0 ? pattern : pattern.slice(0, pathStart);
  const tail = pathStart < 0 ? '' : pattern.slice(pathStart);
  return { fullUrl: true, matches: compileWildcard(head.toLowerCase() + tail, { anchorEnd: true }) };
}

/**
 * A predicate over URLs: included when `include` is empty or any of its patterns matches, and no pattern of
 * `exclude` matches. A URL that is not an http(s) URL (normalizePageUrl says null) is never included.
 * The lists must be within PATTERN_LIMITS (validate callers' lists with `urlPatternList` first); throws otherwise.
 */
export function urlFilter(patterns: { include?: string[]; exclude?: string[] }): (url: string) => boolean {
  const include = urlPatternList.parse(patterns.include ?? []).map(compile);
  const exclude = urlPatternList.parse(patterns.exclude ?? []).map(compile);
  return (raw) => {
    const normalized = normalizePageUrl(raw);
    if (normalized === null) return false;
    const url = new URL(normalized);
    const pathAndQuery = url.pathname + url.search;
    const matches = (pattern: CompiledPattern) => pattern.matches(pattern.fullUrl ? normalized : pathAndQuery);
    return (include.length === 0 || include.some(matches)) && !exclude.some(matches);
  };
}
