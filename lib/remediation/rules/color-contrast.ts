import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { contrastRatio, fixContrast, requiredRatio, roundRatio } from '../contrast.ts';
import type { ContrastInfo } from '../schemas.ts';
import type { Fixer } from '../types.ts';
import { locate, openingTag, suggestion } from './shared.ts';

/**
 * color-contrast, color-contrast-enhanced (WCAG 1.4.3, 1.4.6): from axe's own measurement, a text colour
 * of the same hue that reaches the ratio axe required, set as an inline `color`. The inline style wins
 * over stylesheet rules unless one of them is `!important`; only then is the new colour marked so too.
 */

/** A stylesheet or inline rule that sets a colour with !important. */
const IMPORTANT_COLOR = /(^|[\s;{])color\s*:[^;}]*!\s*important/i;

function needsImportant(doc: CheerioAPI, el: Cheerio<Element>): boolean {
  const css = doc('style')
    .toArray()
    .map((s) => doc(s).text())
    .join('\n');
  return IMPORTANT_COLOR.test(css) || IMPORTANT_COLOR.test(el.attr('style') ?? '');
}

/** The element's style with `color` replaced by the new one (other declarations kept). */
export function withColor(style: string | undefined, color: string, important: boolean): string {
  const kept = (style ?? '')
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^color\s*:/i.test(d));
  return [...kept, `color: ${color}${important ? ' !important' : ''}`].join('; ');
}

export const fixColorContrast: Fixer = (finding, doc) => {
  const data = finding.contrast;
  if (!data?.fgColor || !data.bgColor) return null;
  const required = requiredRatio(data.expectedContrastRatio, data.fontSize, data.fontWeight);
  const ratio = roundRatio(contrastRatio(data.fgColor, data.bgColor));
  const fixed = fixContrast({ foreground: data.fgColor, background: data.bgColor, required });
  const contrast: ContrastInfo = {
    foreground: data.fgColor,
    background: data.bgColor,
    ratio,
    required,
    fontSize: data.fontSize,
    fontWeight: data.fontWeight,
    suggestedForeground: fixed?.color ?? null,
    suggestedRatio: fixed ? roundRatio(fixed.ratio) : null,
  };
  const problem = `The text colour ${data.fgColor} on ${data.bgColor} has a contrast ratio of ${ratio.toFixed(2)}:1; this text needs more than ${required}:1 to be readable by people with low vision.`;
  const el = locate(doc, finding);

  if (!fixed || !el) {
    const todo = fixed
      ? `Change the text colour to ${fixed.color} (${roundRatio(fixed.ratio).toFixed(2)}:1).`
      : `No text colour reaches ${required}:1 on ${data.bgColor}: change the background colour instead.`;
    return { suggestion: suggestion(finding, { problem, kind: 'advice', before: finding.html, after: todo, confidence: 0.6, contrast }) };
  }

  const important = needsImportant(doc, el);
  const node = el.get(0)!;
  const how = fixed.keptHue
    ? ` ${fixed.color} keeps the hue and reaches ${roundRatio(fixed.ratio).toFixed(2)}:1.`
    : ` No colour of this hue reaches it, so ${fixed.color} (${roundRatio(fixed.ratio).toFixed(2)}:1) is suggested instead.`;
  return {
    suggestion: suggestion(finding, {
      problem: problem + how,
      kind: 'attribute',
      before: openingTag(node),
      after: openingTag(node, { style: withColor(el.attr('style'), fixed.color, important) }),
      confidence: fixed.keptHue ? 0.9 : 0.8,
      contrast,
    }),
    apply: (target) => {
      const found = locate(target, finding);
      if (!found) return false;
      found.attr('style', withColor(found.attr('style'), fixed.color, needsImportant(target, found)));
      return true;
    },
  };
};
