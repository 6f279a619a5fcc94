import type { Cheerio } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { Fixer } from '../types.ts';
import { advise, humanise, locate, normalise, setAttributes } from './shared.ts';

/**
 * label, select-name (WCAG 1.3.1, 4.1.2): an `aria-label` for a form field without a name, taken from
 * the text right before it, else its placeholder, else its name or id made readable. Each is a guess
 * at what the visible label is, so the confidence says so and a person should check it.
 */

const MAX_LABEL = 60;
const MAX_WORDS = 8;
/** Elements whose text may be a field's visible label when they sit right before it. */
const LABEL_LIKE = new Set(['span', 'b', 'strong', 'em', 'i', 'small', 'p', 'div', 'label', 'dt', 'th', 'td', 'legend']);

function usable(text: string): string | null {
  const cleaned = normalise(text)
    .replace(/[\s:*]+$/, '')
    .trim();
  if (!cleaned || cleaned.length > MAX_LABEL || cleaned.split(' ').length > MAX_WORDS) return null;
  return /\p{L}/u.test(cleaned) ? cleaned : null;
}

/** The text immediately before the field: a text node, or a short label-like sibling element. */
function adjacentText(field: Cheerio<Element>): string | null {
  let node: AnyNode | null = field.get(0)?.prev ?? null;
  while (node && ((node.type === 'text' && !node.data.trim()) || node.type === 'comment')) node = node.prev;
  if (!node) return null;
  if (node.type === 'text') return usable(node.data);
  if (node.type === 'tag' && LABEL_LIKE.has(node.tagName.toLowerCase())) {
    const sibling = field.prev();
    if (sibling.find('input, select, textarea, button').length) return null;
    return usable(sibling.text());
  }
  return null;
}

export const fixLabel: Fixer = (finding, doc) => {
  const problem =
    finding.ruleId === 'select-name'
      ? 'This select has no label, so screen reader users are not told what to choose.'
      : 'This form field has no label, so screen reader users are not told what to enter.';
  const field = locate(doc, finding);
  const todo = 'Give the field a visible label tied to it: <label for="field-id">What to enter</label> with a matching id, or wrap the field in the <label>.';
  if (!field) return advise(finding, problem, todo);

  const adjacent = adjacentText(field);
  if (adjacent) {
    return setAttributes(finding, field, { 'aria-label': adjacent }, `${problem} The text just before it was used as its name.`, 0.7);
  }
  const placeholder = usable(field.attr('placeholder') ?? '');
  if (placeholder) {
    return setAttributes(
      finding,
      field,
      { 'aria-label': placeholder },
      `${problem} Its placeholder was used as its name; a visible label is better, since placeholders disappear while typing.`,
      0.5,
    );
  }
  const fromName = humanise(field.attr('name')) ?? humanise(field.attr('id'));
  if (fromName) {
    return setAttributes(
      finding,
      field,
      { 'aria-label': fromName },
      `${problem} A name was made from its name attribute; check that it says what to enter.`,
      0.45,
    );
  }
  return advise(finding, problem, todo);
};
