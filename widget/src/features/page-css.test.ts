import { describe, expect, it } from 'vitest';
import { pageCss } from './page-css.ts';
import { colourOf, numberOf } from './values.ts';

const ctx = { forcedColors: false, asset: (name: string) => `https://a11y.example/widget/${name}.svg` };
const css = (entries: [string, string | null][], forcedColors = false) => pageCss(new Map(entries), { ...ctx, forcedColors });

describe('the page stylesheet', () => {
  it('is empty with no feature on: the page is left as it was', () => {
    expect(css([])).toBe('');
  });

  it('never names the widget’s own element in a rule that restyles the page', () => {
    const all = css([
      ['high-contrast', null],
      ['bold-text', null],
      ['line-height', '2'],
      ['hide-images', null],
    ]);
    for (const rule of all.split('\n').filter((r) => r.startsWith('html, body, body *') || r.startsWith('body :not('))) {
      expect(rule).toContain('a11y-widget-root');
    }
  });

  it('keeps values inside the catalogue’s ranges and falls back to the default for anything unreadable', () => {
    const active = new Map<string, string | null>([
      ['line-height', '99'],
      ['letter-spacing', '-4'],
      ['word-spacing', 'wide'],
      ['saturation', ''],
    ]);
    expect(numberOf(active, 'line-height')).toBe(3);
    expect(numberOf(active, 'letter-spacing')).toBe(0);
    expect(numberOf(active, 'word-spacing')).toBe(0.16);
    expect(numberOf(active, 'saturation')).toBe(50);
    expect(css([['line-height', '99']])).toContain('line-height: 3 !important');
  });

  it('lets only #rrggbb colours reach CSS: anything else is the feature’s default', () => {
    const hostile = 'red; } body { display: none } x {';
    expect(colourOf(new Map([['text-colour', hostile]]), 'text-colour')).toBe('#000000');
    expect(colourOf(new Map([['link-colour', '#ABC']]), 'link-colour')).toBe('#aabbcc');
    const out = css([['text-colour', hostile]]);
    expect(out).not.toContain('display: none');
    expect(out).toContain('color: #000000 !important');
  });

  it('applies WCAG 1.4.12’s text spacing from the catalogue’s values', () => {
    const out = css([
      ['line-height', '1.5'],
      ['letter-spacing', '0.12'],
      ['word-spacing', '0.16'],
      ['paragraph-spacing', '2'],
    ]);
    expect(out).toContain('line-height: 1.5 !important');
    expect(out).toContain('letter-spacing: 0.12em !important');
    expect(out).toContain('word-spacing: 0.16em !important');
    expect(out).toContain('margin-block-end: 2em !important');
  });

  it('stays out of the way of the system’s forced colours: no palette, colours or filters', () => {
    const colourful: [string, string | null][] = [
      ['high-contrast', null],
      ['text-colour', '#ff0000'],
      ['monochrome', null],
      ['colour-blindness-filter', 'protanopia'],
      ['bold-text', null],
    ];
    expect(css(colourful)).toContain('filter:');
    const forced = css(colourful, true);
    expect(forced).not.toMatch(/filter|background-color|color: #ff0000/);
    expect(forced).toContain('font-weight: 700');
  });

  it('combines filters on the root element and turns pictures and the widget back when inverting; colour blindness is not among them', () => {
    const out = css([
      ['invert-colours', null],
      ['saturation', '120'],
      ['colour-blindness-filter', 'tritanopia'],
    ]);
    // The colour-blindness matrix is applied behind a layer of the widget's own, not by an SVG filter on the page.
    expect(out).toContain('html { filter: invert(1) hue-rotate(180deg) saturate(1.2) !important; }');
    expect(out).not.toContain('url(');
    expect(out).toContain('a11y-widget-root) { filter: invert(1) hue-rotate(180deg) !important; }');
  });

  it('points the big cursor at the service’s content-hashed asset', () => {
    expect(css([['big-cursor', 'extra-large-white']])).toContain('url("https://a11y.example/widget/cursor-extra-large-white.svg") 6 4, auto');
    expect(css([['big-cursor', 'javascript:alert(1)']])).toContain('cursor-large-black.svg');
  });
});
