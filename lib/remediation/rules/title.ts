import type { Fixer } from '../types.ts';
import { advise, normalise, suggestion } from './shared.ts';

/** document-title (WCAG 2.4.2): a <title> from the page's first h1, else its first heading. */

const MAX_TITLE = 120;

export const fixTitle: Fixer = (finding, doc) => {
  const problem = 'The page has no title (or an empty one), so people cannot tell it apart from other tabs and windows.';
  const heading = doc('h1').first().length ? doc('h1').first() : doc('h2, h3, h4, h5, h6').first();
  let text = normalise(heading.text());
  if (text.length > MAX_TITLE) text = `${text.slice(0, MAX_TITLE - 1).trimEnd()}…`;
  if (!text) {
    return advise(finding, problem, 'Add a <title> inside <head> that names the page and its purpose, e.g. "Contact us – Example Ltd".');
  }
  const existing = doc('head > title').first();
  const before = existing.length ? doc.html(existing) : '';
  const after = doc.html(doc('<title></title>').text(text));
  return {
    suggestion: suggestion(finding, { problem, kind: 'replace', before, after, confidence: 0.8 }),
    apply: (target) => {
      const head = target('head').first();
      if (!head.length) return false;
      const title = target('head > title').first();
      if (title.length) title.text(text);
      else head.prepend(target('<title></title>').text(text));
      return true;
    },
  };
};
