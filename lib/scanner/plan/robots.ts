// Over 300 lines: one RFC 9309 robots.txt reader, its parser, its limits and its matcher, which must agree.
import { AppError } from '@/lib/errors.ts';
import { FetchFailedError } from '@/lib/net/ssrf.ts';
import { type CrawlFetch, defaultFetch, SCANNER_USER_AGENT, SCANNER_USER_AGENT_TOKEN } from './fetch.ts';
import { httpOrigin, normalizePageUrl, sameOrigin } from './normalize-url.ts';
import { compileWildcard, type WildcardMatcher } from './wildcard.ts';

export { SCANNER_USER_AGENT_TOKEN } from './fetch.ts';

/**
 * robots.txt as RFC 9309 reads it, for the scanner's crawl. Our own parser rather than the robots-parser
 * package: its matcher costs O(pattern × path) per rule, with nothing bounding the rules, so a hostile 500 KiB
 * robots.txt could hold the event loop for seconds on every URL checked. Here every rule matches in linear time
 * (wildcard.ts) and the rules that can cost a scan of the path (those with `*`) are bounded.
 */

export interface RobotsPolicy {
  /** Whether the crawl may fetch `url`. URLs of other origins than the robots.txt's are never allowed. */
  isAllowed(url: string): boolean;
  /** The group's Crawl-delay in ms (not in RFC 9309, widely honoured), at most ROBOTS_LIMITS.maxCrawlDelayMs; null when none. */
  crawlDelayMs: number | null;
  /** Sitemap lines naming http(s) URLs of the same origin, normalised, without duplicates, at most ROBOTS_LIMITS.maxSitemaps. */
  sitemaps: string[];
  /**
   * What the policy came from, for the log: `parsed` (2xx), `unavailable` (4xx, or more redirects than
   * followed: everything allowed), `unreachable` (5xx, 429, network failure, refused by the SSRF guard, or more
   * than ROBOTS_LIMITS.maxWildcardRules wildcard rules for us: nothing allowed).
   */
  outcome: RobotsSource['outcome'];
}

export const ROBOTS_LIMITS = {
  /** Google's limit, and RFC 9309's floor for what a crawler must parse (500 KiB). */
  maxBytes: 500 * 1024,
  /** Crawl-delays over this are shortened to it: a site cannot stall a scan past its time budget. */
  maxCrawlDelayMs: 30_000,
  /**
   * Rules with `*` in the groups that apply to us. Each such rule may read the whole path, so past this many the
   * file is treated as unreachable (nothing allowed): disallowing more than asked is always within the rules.
   */
  maxWildcardRules: 1_000,
  maxSitemaps: 50,
} as const;

/** A rule of the groups that apply to us, as kept: JSON, so a scan can store it and every page job obey the same rules. */
export interface RobotsRule {
  allow: boolean;
  /** Normalised (normalizeRobotsPath), a final `$` included. */
  pattern: string;
}

/**
 * What a crawl keeps of a site's robots.txt (plain JSON; `policyOfSource` turns it into a RobotsPolicy):
 * only the rules of the groups that apply to our user agent, so it is smaller than the file.
 */
export type RobotsSource =
  | { outcome: 'parsed'; rules: RobotsRule[]; crawlDelayMs: number | null; sitemaps: string[] }
  | { outcome: 'unavailable' }
  | { outcome: 'unreachable' };

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * RFC 9309 §2.2.2: characters outside US-ASCII are compared percent-encoded (UTF-8), escapes of unreserved
 * characters decoded, and other escapes in upper case, on both sides, so `/caf%c3%a9`, `/café` and `/caf%C3%A9` agree.
 */
export function normalizeRobotsPath(path: string): string {
  const encoded = path.replace(/[^\x21-\x7e]+/gu, (run) => {
    let out = '';
    for (const byte of Buffer.from(run, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    return out;
  });
  return encoded.replace(/%([0-9a-fA-F]{2})/g, (encodedChar, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : encodedChar.toUpperCase();
  });
}

/** The product token of a User-agent line: up to the first space or `/` (`Foo/1.2` → `foo`), lower case. */
function productToken(value: string): string {
  return value.split(/[\s/]/, 1)[0]!.toLowerCase();
}

function originOf(raw: string): string {
  const origin = httpOrigin(raw);
  if (origin === null) throw new TypeError(`not an http(s) origin: ${raw.slice(0, 200)}`);
  return origin;
}

function policy(origin: string, outcome: RobotsPolicy['outcome'], allowed: (pathAndQuery: string) => boolean, rest?: Partial<RobotsPolicy>): RobotsPolicy {
  return {
    isAllowed(raw) {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        // expected: a URL that does not parse is not allowed
        return false;
      }
      if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
      if (url.pathname === '/robots.txt') return true; // RFC 9309 §2.2.2: always allowed
      return allowed(url.pathname + url.search);
    },
    crawlDelayMs: rest?.crawlDelayMs ?? null,
    sitemaps: rest?.sitemaps ?? [],
    outcome,
  };
}

interface CompiledRule {
  allow: boolean;
  length: number;
  matches: WildcardMatcher;
}

/**
 * The policy a kept RobotsSource stands for, on `origin`. `unavailable` allows everything (RFC 9309 §2.3.1.3);
 * `unreachable` allows nothing (§2.3.1.4: a complete disallow); `parsed` applies its rules: the most specific
 * (longest pattern) that matches the URL's path and query decides, Allow on a tie, and no match allows.
 */
export function policyOfSource(source: RobotsSource, origin: string): RobotsPolicy {
  const site = originOf(origin);
  if (source.outcome === 'unavailable') return policy(site, 'unavailable', () => true);
  if (source.outcome !== 'parsed' || !Array.isArray(source.rules)) return policy(site, 'unreachable', () => false);
  if (source.rules.filter((rule) => rule.pattern.includes('*')).length > ROBOTS_LIMITS.maxWildcardRules) return policy(site, 'unreachable', () => false);
  const rules: CompiledRule[] = source.rules.map(({ allow, pattern }) => {
    const anchored = pattern.endsWith('$');
    return { allow, length: pattern.length, matches: compileWildcard(anchored ? pattern.slice(0, -1) : pattern, { anchorEnd: anchored }) };
  });
  // The most specific rule first, Allow before Disallow on a tie: the first that matches decides.
  rules.sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
  return policy(
    site,
    'parsed',
    (pathAndQuery) => {
      const path = normalizeRobotsPath(pathAndQuery);
      for (const rule of rules) if (rule.matches(path)) return rule.allow;
      return true;
    },
    { crawlDelayMs: source.crawlDelayMs, sitemaps: source.sitemaps },
  );
}

/**
 * What applies to us in a robots.txt served by `origin` (with 2xx). Groups are one or more User-agent lines
 * and the rules after them; the groups naming SCANNER_USER_AGENT_TOKEN (case-insensitively, by product token)
 * apply, merged, or else those of `*`, or else none (everything allowed). `*` in a rule is a wildcard, a final
 * `$` anchors it at the end, an empty Disallow disallows nothing. Sitemap lines count wherever they stand; only
 * http(s) URLs of `origin` are kept. Linear in the text: lines split on CR, LF or CRLF, `#` starts a comment.
 * More than ROBOTS_LIMITS.maxWildcardRules rules with `*` apply to us: `unreachable` (nothing allowed).
 */
export function extractRobots(text: string, origin: string): RobotsSource {
  const site = originOf(origin);
  const ours = SCANNER_USER_AGENT_TOKEN.toLowerCase();
  const rules = { specific: new Map<string, RobotsRule>(), star: new Map<string, RobotsRule>() };
  const delays = { specific: -1, star: -1 };
  let haveSpecific = false;
  let haveStar = false;
  const sitemaps = new Set<string>();

  let agents: string[] = [];
  let inAgentLines = false;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (const raw of body.split(/\r\n|\r|\n/)) {
    const hash = raw.indexOf('#');
    const line = hash >= 0 ? raw.slice(0, hash) : raw;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!inAgentLines) agents = [];
      inAgentLines = true;
      const token = productToken(value);
      if (token) agents.push(token);
      if (token === ours) haveSpecific = true;
      if (token === '*') haveStar = true;
      continue;
    }
    if (key === 'sitemap') {
      // Not a group member: it neither ends nor continues a run of User-agent lines.
      if (sitemaps.size < ROBOTS_LIMITS.maxSitemaps) {
        const url = normalizePageUrl(value, `${site}/robots.txt`);
        if (url !== null && sameOrigin(url, site)) sitemaps.add(url);
      }
      continue;
    }
    if (key !== 'allow' && key !== 'disallow' && key !== 'crawl-delay') continue;
    inAgentLines = false;
    const forUs = agents.includes(ours);
    const forAll = agents.includes('*');
    if (!forUs && !forAll) continue; // another crawler's group, or a rule before any User-agent line
    if (key === 'crawl-delay') {
      const seconds = Number(value);
      if (value !== '' && Number.isFinite(seconds) && seconds >= 0) {
        if (forUs) delays.specific = Math.max(delays.specific, seconds);
        if (forAll) delays.star = Math.max(delays.star, seconds);
      }
      continue;
    }
    if (value === '') continue; // `Disallow:` disallows nothing; `Allow:` allows nothing more
    const rule = { allow: key === 'allow', pattern: normalizeRobotsPath(value) };
    const id = `${rule.allow ? 'A' : 'D'}${rule.pattern}`;
    if (forUs) rules.specific.set(id, rule);
    if (forAll) rules.star.set(id, rule);
  }

  const applying = [...(haveSpecific ? rules.specific : haveStar ? rules.star : new Map<string, RobotsRule>()).values()];
  if (applying.filter((rule) => rule.pattern.includes('*')).length > ROBOTS_LIMITS.maxWildcardRules) return { outcome: 'unreachable' };
  const delay = haveSpecific ? delays.specific : delays.star;
  return {
    outcome: 'parsed',
    rules: applying,
    crawlDelayMs: delay >= 0 ? Math.min(Math.round(delay * 1000), ROBOTS_LIMITS.maxCrawlDelayMs) : null,
    sitemaps: [...sitemaps],
  };
}

/** A robots.txt (served with 2xx by `origin`) as a policy: extractRobots, then policyOfSource. */
export function parseRobots(text: string, origin: string): RobotsPolicy {
  return policyOfSource(extractRobots(text, origin), origin);
}

export interface LoadRobotsOptions {
  /** safeFetch by default. */
  fetch?: CrawlFetch;
  /** Bytes of robots.txt read; ROBOTS_LIMITS.maxBytes (500 KiB) by default. */
  maxBytes?: number;
  /** For the whole fetch, redirects included (10 s by default). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The 2xx body, or what the outcome says to do without one. */
type Fetched = { body: Buffer; truncated: boolean } | { outcome: 'unavailable' | 'unreachable' };

async function fetchRobots(url: string, options: LoadRobotsOptions, maxBytes: number): Promise<Fetched> {
  const fetch = options.fetch ?? defaultFetch;
  const init = {
    maxBytes,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    headers: { 'User-Agent': SCANNER_USER_AGENT, Accept: 'text/plain, */*;q=0.5' },
  };
  // 3xx arrives here only without a Location (safeFetch follows the others): unavailable, as a 4xx.
  const judge = (status: number) =>
    status >= 200 && status < 300 ? null : status >= 300 && status < 500 && status !== 429 ? ('unavailable' as const) : ('unreachable' as const);
  try {
    const res = await fetch(url, init);
    const outcome = judge(res.status);
    return outcome ? { outcome } : { body: res.body, truncated: false };
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    // RFC 9309 §2.5: at least the first 500 KiB are parsed. safeFetch refuses a longer body whole, so ask for
    // that much with a Range request; a server that ignores Range leaves the file unread (complete disallow).
    if (error instanceof AppError && error.code === 'payload_too_large') {
      try {
        const res = await fetch(url, { ...init, headers: { ...init.headers, Range: `bytes=0-${maxBytes - 1}` } });
        if (res.status === 206) return { body: res.body, truncated: true };
        const outcome = judge(res.status); // a 200 now within the cap: the file changed in between
        return outcome ? { outcome } : { body: res.body, truncated: false };
      } catch {
        if (options.signal?.aborted) throw options.signal.reason;
        return { outcome: 'unreachable' };
      }
    }
    // §2.3.1.2: past the redirects a crawler follows (safeFetch's five), the file may be taken as unavailable.
    if (error instanceof FetchFailedError && error.reason === 'too_many_redirects') return { outcome: 'unavailable' };
    return { outcome: 'unreachable' };
  }
}

/**
 * Fetches `${origin}/robots.txt` through safeFetch (the SSRF guard, redirects as it follows them, at most
 * 500 KiB) and keeps what applies to us, as RFC 9309 says:
 * - 2xx: the file is parsed (extractRobots); a file over the cap is read through a Range request for its
 *   first 500 KiB, its last, cut line left out;
 * - 4xx other than 429 (404 included), a 3xx without Location, and a redirect chain longer than safeFetch
 *   follows: `unavailable`, everything is allowed;
 * - 5xx, 429, a network failure or timeout, a refusal by the SSRF guard, and a file over the cap that Range
 *   cannot cut: `unreachable`, NOTHING is allowed (a complete disallow: a crawl keeps to its start page).
 * Never throws for what the site does; only when `options.signal` aborts, or `origin` is not an http(s) URL.
 */
export async function fetchRobotsSource(origin: string, options: LoadRobotsOptions = {}): Promise<RobotsSource> {
  const site = originOf(origin);
  const maxBytes = Math.max(1, Math.min(options.maxBytes ?? ROBOTS_LIMITS.maxBytes, ROBOTS_LIMITS.maxBytes));
  const fetched = await fetchRobots(`${site}/robots.txt`, options, maxBytes);
  if ('outcome' in fetched) return { outcome: fetched.outcome };
  let text = fetched.body.toString('utf8');
  if (fetched.truncated) {
    // The cut may fall inside a line (`Allow: /public-but-not-x` read as `Allow: /pub`): drop the partial line.
    const lastBreak = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
    text = lastBreak < 0 ? '' : text.slice(0, lastBreak + 1);
  }
  return extractRobots(text, site);
}

/**
 * The crawl's policy for `origin` from its robots.txt: fetchRobotsSource, then policyOfSource. A 2xx file is
 * obeyed; a 4xx (404 included) allows everything; a 5xx, a 429 or a network failure disallows everything.
 */
export async function loadRobots(origin: string, options: LoadRobotsOptions = {}): Promise<RobotsPolicy> {
  return policyOfSource(await fetchRobotsSource(origin, options), origin);
}
