import type { TransformOutput } from '../schemas.ts';

/** Model answers made usable by code rather than by the model (openai-transforms.ts): alt text's length, grammar offsets. */

/** Alt text of at most `max` characters, cut at a word boundary, without a leading "Image of". */
export function fitAltText(raw: string, max: number): string {
  let text = raw.trim().replace(/^(an? )?(image|picture|photo(graph)?|graphic|illustration) (of|showing)\s+/i, '');
  if (text !== raw.trim()) text = text.charAt(0).toUpperCase() + text.slice(1);
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const space = head.search(/\s\S*$/);
  let end = space > max / 2 ? space : max;
  // Never cut a surrogate pair (an emoji) in half.
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end).replace(/[\s,;:–—-]+$/, '');
}

export interface ProposedCorrection {
  original: string;
  replacement: string;
  message: string;
}

/**
 * Places the model's corrections in the text: offsets and lengths in UTF-16 code units, found by searching
 * for each `original` from the end of the previous match (the model lists them in order), else from the
 * start. Corrections that cannot be found, change nothing, or overlap an earlier one are dropped.
 */
export function locateCorrections(text: string, proposed: ProposedCorrection[]): Omit<TransformOutput<'grammar'>, 'language'> {
  const found: TransformOutput<'grammar'>['corrections'] = [];
  let from = 0;
  for (const c of proposed) {
    if (!c.original || c.original === c.replacement) continue;
    let offset = text.indexOf(c.original, from);
    if (offset < 0) offset = text.indexOf(c.original);
    if (offset < 0) continue;
    found.push({ offset, length: c.original.length, original: c.original, replacement: c.replacement, message: c.message });
    from = offset + c.original.length;
  }
  found.sort((a, b) => a.offset - b.offset);
  const corrections: typeof found = [];
  for (const c of found) {
    const previous = corrections.at(-1);
    if (previous && c.offset < previous.offset + previous.length) continue;
    corrections.push(c);
  }
  let result = '';
  let at = 0;
  for (const c of corrections) {
    result += text.slice(at, c.offset) + c.replacement;
    at = c.offset + c.length;
  }
  return { result: result + text.slice(at), corrections };
}
