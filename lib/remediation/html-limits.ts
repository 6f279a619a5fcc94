import { Parser } from 'htmlparser2';
import { type ErrorDetail, validationFailed } from '@/lib/errors.ts';

/**
 * How much HTML remediation builds a document of, checked before any document is built, in one streaming
 * pass of htmlparser2's tokenizer (linear in the input; it keeps at most MAX_DEPTH open elements, so its
 * stack stays small). The HTML parser that builds the document (parse5, as browsers parse) grows much
 * faster than its input on some shapes: 20,000 nested elements took 11 s, one element with 40,000
 * attributes 20 s. Real pages stay far inside these limits: browsers themselves stop nesting at 512 in
 * places, and an element with more than a few dozen attributes is machine-made.
 */

export const MAX_DEPTH = 1_000;
export const MAX_ELEMENTS = 50_000;
export const MAX_ATTRIBUTES = 256;

/** Elements htmlparser2 never keeps open (it closes them as it opens them). */
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

export interface HtmlShape {
  /** Deepest nesting of open elements, up to MAX_DEPTH + 1. */
  depth: number;
  elements: number;
  /** Most attributes on one element. */
  attributes: number;
}

class OverLimit extends Error {}

/** The shape of `html` as far as the limits need it; the pass stops at the first limit passed. */
export function measureHtml(html: string): HtmlShape {
  const shape: HtmlShape = { depth: 0, elements: 0, attributes: 0 };
  let open = 0;
  let attributes = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        shape.elements++;
        attributes = 0;
        if (!VOID.has(name)) open++;
        if (open > shape.depth) shape.depth = open;
        if (shape.depth > MAX_DEPTH || shape.elements > MAX_ELEMENTS) throw new OverLimit();
      },
      onattribute() {
        attributes++;
        if (attributes > shape.attributes) shape.attributes = attributes;
        if (attributes > MAX_ATTRIBUTES) throw new OverLimit();
      },
      onclosetag(name) {
        if (!VOID.has(name)) open--;
      },
    },
    { decodeEntities: false },
  );
  try {
    parser.end(html);
  } catch (error) {
    if (!(error instanceof OverLimit)) throw error;
  }
  return shape;
}

/** What of `shape` is over the limits, in words; empty when nothing is. */
export function overLimits(shape: HtmlShape): string[] {
  const problems: string[] = [];
  if (shape.depth > MAX_DEPTH) problems.push(`elements are nested more than ${MAX_DEPTH.toLocaleString('en')} levels deep`);
  if (shape.elements > MAX_ELEMENTS) problems.push(`it has more than ${MAX_ELEMENTS.toLocaleString('en')} elements`);
  if (shape.attributes > MAX_ATTRIBUTES) problems.push(`an element has more than ${MAX_ATTRIBUTES.toLocaleString('en')} attributes`);
  return problems;
}

/** 400 `validation_failed` at `path` when submitted HTML is over a limit. */
export function assertWithinLimits(html: string, path = 'html'): void {
  const problems = overLimits(measureHtml(html));
  if (problems.length === 0) return;
  const details: ErrorDetail[] = problems.map((message) => ({ path, message }));
  throw validationFailed(details, `The HTML is too large to remediate: ${problems.join('; ')}.`);
}
