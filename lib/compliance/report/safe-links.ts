/**
 * OpenACR readers render notes and remarks as Markdown (raw HTML included, in some), and what we put there
 * carries text people typed (evaluation remarks, product fields). A link there may only be http(s) or
 * mailto: any other destination (`javascript:`, `data:`, `vbscript:`, a relative path) is dropped and the
 * link's text kept; raw HTML tags are escaped so that they read as text.
 */

const SAFE_DESTINATION = /^(?:https?:\/\/|mailto:)/i;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', colon: ':', sol: '/', tab: '\t', newline: '\n', lpar: '(', rpar: ')', quot: '"', apos: "'" };

/**
 * Whether a destination, read as a Markdown or HTML reader would (character references and backslash
 * escapes resolved, whitespace and control characters ignored), starts with an allowed scheme. An
 * unknown named reference stays as written, which no allowed scheme starts with: it fails closed.
 */
export function isSafeLinkDestination(raw: string): boolean {
  const resolved = raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/\\(.)/g, '$1')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: readers skip control characters in a scheme, so we do
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_DESTINATION.test(resolved);
}

/** The destination of an inline link's `(…)`: `<…>` or up to the first space (a title may follow). */
function destinationOf(inside: string): string {
  const trimmed = inside.trim();
  if (!trimmed.startsWith('<')) return trimmed.split(/\s/, 1)[0] ?? '';
  const end = trimmed.indexOf('>');
  return trimmed.slice(1, end < 0 ? undefined : end);
}

// A link reference definition: `[id]: destination "title"` on a line of its own.
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+).*$/gm;
// An inline link or image; its destination may hold one level of balanced parentheses, as CommonMark allows.
const INLINE_LINK = /!?\[([^\]\n]*)\]\(((?:[^()\n]|\([^()\n]*\))*)\)/g;
const AUTOLINK = /<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi;
// What the last pass keeps apart: an inline link (its label is escaped, its destination left alone), an
// autolink (all safe by then), and any other `<` that could open a tag, comment or declaration.
const LINK_OR_TAG = /(!?\[)([^\]\n]*)(\]\((?:[^()\n]|\([^()\n]*\))*\))|<[a-z][a-z0-9+.-]{1,31}:[^\s<>]*>|<(?=[a-z/!?])/gi;
const TAG = /<(?=[a-z/!?])/gi;

function dropUnsafeLinks(text: string): string {
  return text
    .replace(DEFINITION, (line, destination: string) => (isSafeLinkDestination(destination.replace(/^<|>$/g, '')) ? line : ''))
    .replace(INLINE_LINK, (link, label: string, inside: string) => (isSafeLinkDestination(destinationOf(inside)) ? link : label))
    .replace(AUTOLINK, (link, url: string) => (isSafeLinkDestination(url) ? link : ''));
}

/** Whether the character at `at` is escaped: an odd run of backslashes before it. */
function escapedAt(text: string, at: number): boolean {
  let slashes = 0;
  while (at - slashes - 1 >= 0 && text[at - slashes - 1] === '\\') slashes++;
  return slashes % 2 === 1;
}

const escapeTags = (text: string) => text.replace(TAG, (tag, at: number, whole: string) => (escapedAt(whole, at) ? tag : '\\<'));

/** The text with unsafe link destinations dropped and raw HTML escaped; everything else as it was. */
export function withSafeLinks(text: string): string {
  // Until nothing changes: a dropped link's text may close around another one (`[[a](x:1)](x:2)`). Each
  // round shortens the text, so this ends.
  let safe = text;
  for (let next = dropUnsafeLinks(safe); next !== safe; next = dropUnsafeLinks(safe)) safe = next;
  return safe.replace(LINK_OR_TAG, (token, open: string | undefined, label: string | undefined, close: string | undefined, at: number, whole: string) => {
    if (open !== undefined) return `${open}${escapeTags(label ?? '')}${close}`;
    return token !== '<' || escapedAt(whole, at) ? token : '\\<';
  });
}
