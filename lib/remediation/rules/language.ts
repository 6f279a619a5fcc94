import type { Fixer } from '../types.ts';
import { advise, locate, setAttributes } from './shared.ts';

/**
 * html-has-lang, html-lang-valid (WCAG 3.1.1): `lang` on <html> from the language detected in the
 * page's text. Statistics on a few words are a guess, so the confidence follows the text's length.
 */

function confidenceFor(text: string): number {
  if (text.length >= 300) return 0.9;
  if (text.length >= 80) return 0.75;
  return 0.55;
}

export const fixLanguage: Fixer = (finding, doc, context) => {
  const problem =
    finding.ruleId === 'html-lang-valid'
      ? 'The page declares a language that is not a valid language tag, so screen readers may read it with the wrong voice and pronunciation.'
      : 'The page does not declare its language, so screen readers may read it with the wrong voice and pronunciation.';
  const html = locate(doc, { ...finding, selector: 'html' });
  if (!context.language || !html) {
    return advise(
      finding,
      problem,
      'Declare the language of the page on the html element, e.g. <html lang="en"> for English (a BCP 47 tag); the text was too short or too mixed to tell it.',
    );
  }
  return setAttributes(finding, html, { lang: context.language }, problem, confidenceFor(context.text));
};
