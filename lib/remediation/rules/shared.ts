import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { Suggestion } from '../schemas.ts';
import type { AnalyzedFinding, RuleFix } from '../types.ts';

/**
 * What every fixer shares: finding the finding's element in a cheerio document (the one the fixer reads
 * and, later, the fresh parse the verify step applies fixes to) and building suggestions.
 */

/** Advice is sure of the problem (the engine found it) but leaves the fix to a person. */
export const ADVICE_CONFIDENCE = 0.6;

/** Attributes that fixes change: an element is still itself when another fix has changed one of these. */
const MUTABLE = new Set(['id', 'lang', 'aria-label', 'style', 'tabindex', 'autocomplete', 'aria-level']);
/** Elements whose markup is the whole document: found by their selector alone. */
const ROOTS = new Set(['html', 'head', 'body']);
const HEADING = /^h[1-6]$/;

/** axe joins selectors across iframes (` |> `) and shadow roots (` >>> `): not reachable in the top document. */
export function addressable(selector: string): boolean {
  return selector.trim() !== '' && !selector.includes(' |> ') && !selector.includes(' >>> ') && !selector.includes('>>>');
}

interface Signature {
  tag: string;
  attrs: Record<string, string>;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'", nbsp: '\u00a0' };

function decode(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The element the engine reported, as far as its (possibly truncated) outer HTML tells. */
function signatureOf(html: string): Signature | null {
  const open = /^\s*<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/.exec(html);
  if (!open?.[1]) return null;
  const attrs: Record<string, string> = {};
  for (const m of (open[2] ?? '').matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '');
  }
  const text = normalise(decode(html.replace(/<[^>]*>?/g, ' ')))
    .replace(/(\.\.\.|…)$/, '')
    .trim();
  return { tag: open[1].toLowerCase(), attrs, text };
}

/** Elements (scripts and styles included) among any nodes. */
export function isElement(node: AnyNode): node is Element {
  return 'attribs' in node;
}

export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function sameTag(a: string, b: string): boolean {
  return a === b || (HEADING.test(a) && HEADING.test(b));
}

function matches(doc: CheerioAPI, el: Element, sig: Signature): boolean {
  if (!sameTag(el.tagName.toLowerCase(), sig.tag)) return false;
  for (const [name, value] of Object.entries(sig.attrs)) {
    if (!MUTABLE.has(name) && el.attribs[name] !== value) return false;
  }
  // Text is compared on a short prefix: the reported markup may be cut off.
  const prefix = sig.text.slice(0, 80).trim();
  return prefix === '' || normalise(doc(el).text()).startsWith(prefix);
}

/**
 * The finding's element in `doc`: the selector's one match when it still looks like the reported
 * element, otherwise the one element that does (another fix may have moved it, e.g. removed an earlier
 * sibling). Null when it cannot be told apart: better no fix than one on the wrong element.
 */
export function locate(doc: CheerioAPI, finding: Pick<AnalyzedFinding, 'selector' | 'html'>): Cheerio<Element> | null {
  if (!addressable(finding.selector)) return null;
  let found: Cheerio<Element> | null = null;
  try {
    found = doc(finding.selector).filter((_, el): el is Element => isElement(el));
  } catch {
    found = null; // expected: a selector css-select cannot read
  }
  const sig = signatureOf(finding.html);
  if (found?.length === 1) {
    const el = found.get(0)!;
    if (!sig || ROOTS.has(sig.tag) || matches(doc, el, sig)) return found;
  }
  if (!sig || ROOTS.has(sig.tag)) return null;
  const query = HEADING.test(sig.tag) ? 'h1, h2, h3, h4, h5, h6' : sig.tag;
  const candidates = doc(query)
    .filter((_, el): el is Element => isElement(el))
    .filter((_, el) => matches(doc, el, sig));
  return candidates.length === 1 ? candidates : null;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** `<tag a="b">` of an element, optionally with attributes changed (null removes one). */
export function openingTag(el: Element, changes: Record<string, string | null> = {}): string {
  const attrs: Record<string, string> = { ...el.attribs };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete attrs[name];
    else attrs[name] = value;
  }
  const rendered = Object.entries(attrs).map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`));
  return `<${el.tagName}${rendered.join('')}>`;
}

interface SuggestionParts {
  problem: string;
  kind: Suggestion['fix']['kind'];
  before: string;
  after: string;
  confidence: number;
  contrast?: Suggestion['contrast'];
}

export function suggestion(finding: AnalyzedFinding, parts: SuggestionParts): RuleFix['suggestion'] {
  return {
    ruleId: finding.ruleId,
    wcag: finding.wcag,
    selector: finding.selector,
    fingerprint: finding.fingerprint,
    problem: parts.problem,
    fix: { kind: parts.kind, before: parts.before, after: parts.after },
    source: 'rule',
    confidence: parts.confidence,
    ...(parts.contrast ? { contrast: parts.contrast } : {}),
  };
}

/** What a person must do, in words; never applied. */
export function advise(finding: AnalyzedFinding, problem: string, todo: string, before?: string): RuleFix {
  return { suggestion: suggestion(finding, { problem, kind: 'advice', before: before ?? finding.html, after: todo, confidence: ADVICE_CONFIDENCE }) };
}

/**
 * A fix that sets attributes on the finding's element: before and after are its opening tag; `apply`
 * finds the element again in the document it is given and sets the same attributes.
 */
export function setAttributes(finding: AnalyzedFinding, el: Cheerio<Element>, attrs: Record<string, string>, problem: string, confidence: number): RuleFix {
  const node = el.get(0)!;
  return {
    suggestion: suggestion(finding, { problem, kind: 'attribute', before: openingTag(node), after: openingTag(node, attrs), confidence }),
    apply: (doc) => {
      const target = locate(doc, finding);
      if (!target) return false;
      target.attr(attrs);
      return true;
    },
  };
}

/** "first_name", "firstName", "user-email" → "First name", "User email"; null for ids that say nothing. */
export function humanise(name: string | undefined): string | null {
  if (!name) return null;
  const words = name
    .replace(/\[\]$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const letters = words.join('').replace(/[^a-z]/g, '');
  // Generated ids (":r1:", "input-3", "f7a9c2") name nothing.
  if (letters.length < 2 || words.every((w) => /\d/.test(w) || w.length < 2)) return null;
  if (words.length === 1 && /^[a-f0-9]{6,}$/.test(words[0]!)) return null;
  const sentence = words.filter((w) => !/^\d+$/.test(w)).join(' ');
  return sentence ? sentence[0]!.toUpperCase() + sentence.slice(1) : null;
}
