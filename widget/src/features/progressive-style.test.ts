import { describe, expect, it } from 'vitest';
import { pageCss } from './page-css.ts';
import { scopeCss } from './progressive-style.ts';

const A = 'data-a11yw-g7';

describe('scoping the page stylesheet to one generation’s marks', () => {
  it('limits every selector of a list to marked elements, each keeping its own specificity plus one attribute', () => {
    expect(scopeCss('html, body a[href] { color: #ffffff !important; }', A)).toBe(`:is(html)[${A}], :is(body a[href])[${A}] { color: #ffffff !important; }`);
  });

  it('does not split at commas inside :not(), :is() or attribute values', () => {
    expect(scopeCss('body :not(x, [class*="a,b"]):is(p, li) { font-weight: 700; }', A)).toBe(
      `:is(body :not(x, [class*="a,b"]):is(p, li))[${A}] { font-weight: 700; }`,
    );
  });

  it('puts the mark before a pseudo-element, whose element is implied when none is written', () => {
    expect(scopeCss('*::before, video::cue, body ::highlight(spoken) { color: red; }', A)).toBe(
      `:is(*)[${A}]::before, :is(video)[${A}]::cue, :is(body *)[${A}]::highlight(spoken) { color: red; }`,
    );
  });

  it('scopes every rule the widget writes with every feature on, and leaves declarations alone', () => {
    const codes = ['high-contrast', 'text-colour', 'link-colour', 'invert-colours', 'big-cursor', 'bold-text', 'line-height', 'stop-animations'];
    const css = pageCss(new Map(codes.map((code) => [code, null])), { forcedColors: false, asset: (name) => `/widget/${name}` });
    const scoped = scopeCss(css, A).split('\n');
    expect(scoped).toHaveLength(css.split('\n').length);
    for (const [i, rule] of scoped.entries()) {
      const [selectors, declarations] = rule.split(' {');
      for (const selector of (selectors ?? '').split(/,(?![^(]*\))/)) expect(selector).toContain(`[${A}]`);
      expect(`{${declarations}`).toBe(css.split('\n')[i]?.slice(css.split('\n')[i]?.indexOf('{')));
    }
  });

  it('zooms the chunk roots of the generation for content scaling', () => {
    const css = pageCss(new Map([['content-scaling', '1.5']]), { forcedColors: false, asset: (name) => name });
    expect(css).toBe('{root} { zoom: 1.5 !important; }');
  });
});
