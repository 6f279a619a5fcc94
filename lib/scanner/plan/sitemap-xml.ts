import { httpOrigin, normalizeParsed } from './normalize-url.ts';

/**
 * Reads the `<loc>`s of one sitemap file (sitemaps.org 0.9): `<urlset><url><loc>` (pages) or
 * `<sitemapindex><sitemap><loc>` (more sitemaps). A site's sitemap is hostile input, so this is a small
 * XML scanner of our own rather than a general parser: one pass over the text with indexOf, no regular
 * expression that can backtrack, no DTD and no entities but XML's five and character references (no
 * expansion bombs), nesting at most MAX_DEPTH, a `<loc>` read up to MAX_LOC_SCAN characters, and it stops as
 * soon as it has what was asked for. Linear in the input.
 *
 * Pure and without I/O: it runs in a compute worker (tasks.ts) for large files and inline for small ones.
 */

export type SitemapKind = 'urlset' | 'sitemapindex';

/** A `<loc>` longer than this (after entities) is not a URL we take (the protocol's own limit). */
export const MAX_LOC_LENGTH = 2_048;
/** Characters of a `<loc>`'s raw text collected at most (entities make the raw text longer than the URL). */
const MAX_LOC_SCAN = 4 * MAX_LOC_LENGTH;
/** Elements nested deeper than this make the file malformed for us (a sitemap needs 3, extensions 5). */
export const MAX_DEPTH = 32;

export interface ReadSitemapInput {
  /** The file, decompressed: UTF-8 bytes (as a worker receives them) or text. */
  content: Uint8Array | string;
  /** Only http(s) URLs of this origin are kept. */
  origin: string;
  /** New page URLs to collect at most; reading stops once there are this many. */
  limit: number;
  /** Page URLs already collected (from other files): not returned again. */
  known?: string[];
  /** Sitemap URLs of an index to collect at most. */
  maxSitemaps: number;
}

export interface SitemapRead {
  /** What the root element says the file is; null when it is not a sitemap. */
  kind: SitemapKind | null;
  /** New page URLs (urlset), normalised, in document order, without duplicates. */
  urls: string[];
  /** Sitemap URLs (sitemapindex), normalised, without duplicates. */
  sitemaps: string[];
  /** Entries on another origin, left out. */
  offsite: number;
  /** Entries that are not http(s) URLs (or longer than MAX_LOC_LENGTH), left out. */
  invalid: number;
  /** Why the file is not a (well-formed) sitemap, for a public message ("is not a sitemap…"); entries read before that point are kept. */
  error: string | null;
  /** The error is that the file ends inside an element (as a file cut at a size cap does). */
  endsEarly: boolean;
  /** Reading stopped at `limit` (or `maxSitemaps`): the file may hold more. */
  full: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return ENTITIES[name]!;
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** A name from the file, for a message: short and printable. */
function clip(name: string): string {
  const clean = name.replace(/[^\x21-\x7e]/g, '?');
  return clean.length > 40 ? `${clean.slice(0, 39)}…` : clean;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 0x0a) line++;
  return line;
}

type Visit = (kind: SitemapKind, loc: string) => boolean;

/**
 * The scanner: calls `visit` with each `<loc>` of an entry, in order, until it answers false. Returns the
 * file's kind and, when it is not a well-formed sitemap, why.
 */
function scan(text: string, visit: Visit): { kind: SitemapKind | null; error: string | null; endsEarly?: boolean } {
  const stack: string[] = [];
  let kind: SitemapKind | null = null;
  let rootClosed = false;
  let loc: string | null = null;
  let locOverflow = false;
  const malformed = (at: number, reason: string) => ({ kind, error: `is not well-formed XML (line ${lineAt(text, at)}: ${reason})` });
  /** The file ends inside something: what a file cut at a size cap looks like. */
  const endsEarly = (at: number, reason: string) => ({ ...malformed(at, reason), endsEarly: true });

  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const textEnd = lt < 0 ? text.length : lt;
    if (textEnd > i) {
      if (loc !== null) {
        if (loc.length + (textEnd - i) <= MAX_LOC_SCAN) loc += text.slice(i, textEnd);
        else locOverflow = true;
      } else if (stack.length === 0) {
        for (let k = i; k < textEnd; k++) if (!isSpace(text.charCodeAt(k))) return malformed(k, 'text outside the root element');
      }
    }
    if (lt < 0) break;

    if (text.length - lt < 9 && ['<!--', '<![CDATA['].some((opening) => opening.startsWith(text.slice(lt)))) {
      return endsEarly(lt, 'the file ends inside a tag');
    }
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4);
      if (close < 0) return endsEarly(lt, 'a comment is not closed');
      i = close + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const close = text.indexOf(']]>', lt + 9);
      if (close < 0) return endsEarly(lt, 'a CDATA section is not closed');
      if (stack.length === 0) return malformed(lt, 'text outside the root element');
      if (loc !== null) {
        if (loc.length + (close - lt - 9) <= MAX_LOC_SCAN)
          loc += text.slice(lt + 9, close).replace(/&/g, '&amp;'); // kept literal through decodeEntities
        else locOverflow = true;
      }
      i = close + 3;
      continue;
    }
    if (text.startsWith('<?', lt)) {
      const close = text.indexOf('?>', lt + 2);
      if (close < 0) return endsEarly(lt, 'a processing instruction is not closed');
      i = close + 2;
      continue;
    }
    if (text.startsWith('<!', lt)) {
      // A DOCTYPE, before the root: skipped, its internal subset included; nothing it declares is used.
      if (kind !== null) return malformed(lt, 'a declaration inside the document');
      const gt = text.indexOf('>', lt + 2);
      const bracket = text.indexOf('[', lt + 2);
      if (gt < 0) return endsEarly(lt, 'a declaration is not closed');
      if (bracket >= 0 && bracket < gt) {
        const closeBracket = text.indexOf(']', bracket);
        const end = closeBracket < 0 ? -1 : text.indexOf('>', closeBracket);
        if (end < 0) return endsEarly(lt, 'a declaration is not closed');
        i = end + 1;
      } else i = gt + 1;
      continue;
    }
    if (text.charCodeAt(lt + 1) === 0x2f /* / */) {
      const gt = text.indexOf('>', lt + 2);
      if (gt < 0) return endsEarly(lt, 'an end tag is not closed');
      const name = text.slice(lt + 2, gt).trim();
      const open = stack.pop();
      if (open === undefined) return malformed(lt, `</${clip(name)}> closes no element`);
      if (name !== open) return malformed(lt, `</${clip(name)}> does not close <${clip(open)}>`);
      if (loc !== null && stack.length === 2) {
        const value = locOverflow ? null : decodeEntities(loc).trim();
        loc = null;
        locOverflow = false;
        if (!visit(kind!, value !== null && value.length <= MAX_LOC_LENGTH ? value : '')) return { kind, error: null };
      }
      if (stack.length === 0) rootClosed = true;
      i = gt + 1;
      continue;
    }

    // A start tag: its name, then up to its `>`, past quoted attribute values (which may hold `>`).
    let j = lt + 1;
    for (; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (isSpace(c) || c === 0x2f || c === 0x3e || c === 0x3c) break;
    }
    const name = text.slice(lt + 1, j);
    if (name === '') return j >= text.length ? endsEarly(lt, 'the file ends inside a tag') : malformed(lt, 'a "<" that starts no tag');
    for (;;) {
      if (j >= text.length) return endsEarly(lt, `<${clip(name)}> is not closed`);
      const c = text.charCodeAt(j);
      if (c === 0x3e) break;
      if (c === 0x3c) return malformed(j, `"<" inside the tag <${clip(name)}>`);
      if (c === 0x22 || c === 0x27) {
        const quote = text.indexOf(c === 0x22 ? '"' : "'", j + 1);
        if (quote < 0) return endsEarly(j, `an attribute value of <${clip(name)}> is not closed`);
        j = quote + 1;
      } else j++;
    }
    const selfClosing = text.charCodeAt(j - 1) === 0x2f;
    i = j + 1;
    if (rootClosed) return malformed(lt, 'a second root element');
    const local = localName(name);
    if (stack.length === 0) {
      kind = local === 'urlset' ? 'urlset' : local === 'sitemapindex' ? 'sitemapindex' : null;
      if (kind === null) return { kind, error: `is not a sitemap (its root element is <${clip(name)}>)` };
    }
    if (selfClosing) continue;
    stack.push(name);
    if (stack.length > MAX_DEPTH) return malformed(lt, `elements are nested more than ${MAX_DEPTH} levels deep`);
    if (stack.length === 3 && local === 'loc' && localName(stack[1]!) === (kind === 'urlset' ? 'url' : 'sitemap')) loc = '';
  }
  if (kind === null) return { kind, error: 'is empty or not XML' };
  if (stack.length > 0) return endsEarly(text.length, `the file ends before <${clip(stack.at(-1)!)}> is closed`);
  return { kind, error: null };
}

/** One sitemap file's entries, filtered to `origin` and normalised (normalizePageUrl). */
export function readSitemapXml(input: ReadSitemapInput): SitemapRead {
  const text = typeof input.content === 'string' ? input.content : new TextDecoder('utf-8').decode(input.content);
  const out: SitemapRead = { kind: null, urls: [], sitemaps: [], offsite: 0, invalid: 0, error: null, endsEarly: false, full: false };
  const origin = httpOrigin(input.origin);
  if (origin === null) throw new TypeError('not an http(s) origin');
  const seen = new Set(input.known ?? []);
  const seenSitemaps = new Set<string>();
  const { kind, error, endsEarly } = scan(text, (entryKind, loc) => {
    const [list, cap, listed] = entryKind === 'urlset' ? [out.urls, input.limit, seen] : [out.sitemaps, input.maxSitemaps, seenSitemaps];
    if (list.length >= cap) {
      out.full = true; // one entry more than taken: stop reading
      return false;
    }
    let parsed: URL | null = null;
    try {
      parsed = loc === '' ? null : new URL(loc);
    } catch {
      // expected: counted as invalid below
    }
    const url = parsed && normalizeParsed(parsed);
    if (!parsed || url === null) out.invalid++;
    else if (parsed.origin !== origin) out.offsite++;
    else if (!listed.has(url)) {
      listed.add(url);
      list.push(url);
    }
    return true;
  });
  out.kind = kind;
  out.error = error;
  out.endsEarly = endsEarly ?? false;
  return out;
}
