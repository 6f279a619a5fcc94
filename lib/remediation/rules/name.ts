import type { Fixer } from '../types.ts';
import { advise, locate, normalise, setAttributes } from './shared.ts';

/**
 * button-name, link-name, input-button-name, aria-command-name (WCAG 2.4.4, 4.1.2): an `aria-label`
 * from what already names the control to sighted users: its title, an icon's alt text or an SVG's
 * <title>. Anything else needs a person (or, where configured, a language model: the lead's ai.ts).
 */

const NOUNS: Record<string, string> = {
  'button-name': 'button',
  'input-button-name': 'button',
  'link-name': 'link',
  'aria-command-name': 'control',
};

export const fixName: Fixer = (finding, doc) => {
  const noun = NOUNS[finding.ruleId] ?? 'control';
  const problem = `This ${noun} has no accessible name, so screen reader users hear only "${noun}" without knowing what it does.`;
  const todo =
    noun === 'link'
      ? 'Give the link text that says where it goes: visible words inside it, or an aria-label when it shows only an icon.'
      : `Give the ${noun} a name that says what it does: visible text, or an aria-label when it shows only an icon.`;
  const el = locate(doc, finding);
  if (!el) return advise(finding, problem, todo);

  const title = normalise(el.attr('title') ?? '');
  if (title) return setAttributes(finding, el, { 'aria-label': title }, `${problem} Its title was used as its name.`, 0.85);

  const alt = el
    .find('img[alt]')
    .toArray()
    .map((img) => normalise(img.attribs.alt ?? ''))
    .find(Boolean);
  if (alt) return setAttributes(finding, el, { 'aria-label': alt }, `${problem} Its icon's alt text was used as its name.`, 0.8);

  const svgTitle = el
    .find('svg title')
    .toArray()
    .map((t) => normalise(doc(t).text()))
    .find(Boolean);
  if (svgTitle) return setAttributes(finding, el, { 'aria-label': svgTitle }, `${problem} Its icon's SVG title was used as its name.`, 0.75);

  if (el.is('input') && ['submit', 'reset', 'button'].includes((el.attr('type') ?? '').toLowerCase())) {
    return advise(finding, problem, `Give the ${noun} a value that says what it does, e.g. value="Send message".`);
  }
  return advise(finding, problem, todo);
};
