import { hash } from 'node:crypto';

/**
 * A stable identity for "this problem on this page", so a rescan can tell new issues from known ones.
 * Everything that changes between two loads of the same page without the problem changing is normalised
 * away: query strings and fragments, whitespace, generated ids and class hashes, nonces, tokens, styles.
 */
export interface FingerprintInput {
  ruleId: string;
  selector: string;
  html: string;
  pageUrl: string;
}

/** Hex-ish runs with a digit (css-1a2b3c, build hashes, uuids) and long digit runs (ember123, :r12:). */
function maskVolatile(text: string): string {
  return text.replace(/[0-9a-f]{6,}/gi, (run) => (/\d/.test(run) ? '*' : run)).replace(/\d{3,}/g, '*');
}

// A page's findings all name the same page: its URL is parsed once, not once per finding.
let lastPageUrl: { raw: string; normalized: string } | null = null;

export function normalizePageUrl(raw: string): string {
  if (lastPageUrl?.raw === raw) return lastPageUrl.normalized;
  const normalized = parsePageUrl(raw);
  lastPageUrl = { raw, normalized };
  return normalized;
}

function parsePageUrl(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    // expected: not a URL: fingerprinted as given
    return raw.trim();
  }
}

export function normalizeSelector(selector: string): string {
  return maskVolatile(selector.replace(/\s+/g, ' ').trim());
}

// Attributes whose values say nothing about the problem and change per request or per build.
const DROP_VALUE = /^(style|nonce|integrity|.*csrf.*|.*token.*|data-reactid|jsessionid)$/i;

export function normalizeHtml(html: string): string {
  const attributes = html.replace(/([^\s"'<>/=]+)\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+)/g, (_all, name: string, value: string) =>
    DROP_VALUE.test(name) ? name : `${name}=${maskVolatile(value)}`,
  );
  return maskVolatile(
    attributes
      .replace(/\s+/g, ' ')
      .replace(/\s*(\/?>)/g, '$1')
      .replace(/>\s+</g, '><')
      .trim(),
  );
}

/** First 32 hex characters of a SHA-256 over the rule and the normalised page, selector and markup. */
export function fingerprint(f: FingerprintInput): string {
  return fingerprints([f.ruleId], f)[0]!;
}

/** The fingerprint of each rule id at one place (page, selector, markup), which is normalised once for all. */
export function fingerprints(ruleIds: readonly string[], place: Omit<FingerprintInput, 'ruleId'>): string[] {
  if (ruleIds.length === 0) return [];
  const where = [normalizePageUrl(place.pageUrl), normalizeSelector(place.selector), normalizeHtml(place.html)].join('\n');
  return ruleIds.map((ruleId) => hash('sha256', `${ruleId}\n${where}`, 'hex').slice(0, 32));
}

// Values that name an element by its place or its page: ids and the references to them.
const PLACE_ATTRIBUTE = /^(id|for|name|headers|aria-(labelledby|describedby|controls|owns|activedescendant|details|errormessage|flowto))$/i;

/**
 * The barrier's identity across the pages and scans of a site: the rule and the component, not the page.
 * On top of the per-page normalisation, what a component gets from where it is rendered is masked: ids and
 * the references to them, and every number outside a tag name (nth-child indices, `#post-42`, `item 3 of 9`),
 * so one header image without alt on 800 pages is one barrier with 800 occurrences.
 */
export function trackKey(f: Omit<FingerprintInput, 'pageUrl'>): string {
  const selector = normalizeSelector(f.selector).replace(/\d+/g, '#');
  const html = normalizeHtml(f.html)
    .replace(/([^\s"'<>/=]+)=("[^"]*"|'[^']*'|[^\s"'=<>`]+)/g, (all, name: string) => (PLACE_ATTRIBUTE.test(name) ? `${name}=*` : all))
    .replace(/(<\/?[a-zA-Z][a-zA-Z0-9-]*)|\d+/g, (_run, tag: string | undefined) => tag ?? '#');
  return hash('sha256', `${f.ruleId}\n${selector}\n${html}`, 'hex').slice(0, 32);
}
