import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../contrast.ts';
import { withColor } from './color-contrast.ts';
import { fixFor } from './index.ts';
import { locate } from './shared.ts';
import { english, finding, page } from './test-helpers.ts';

const greyOnWhite = {
  fgColor: '#999999',
  bgColor: '#ffffff',
  contrastRatio: 2.84,
  expectedContrastRatio: '4.5:1',
  fontSize: '12.0pt (16px)',
  fontWeight: 'normal',
};

describe('color-contrast', () => {
  it('suggests the nearest passing colour of the same hue with both ratios, and sets it inline', () => {
    const doc = page('<p class="muted" style="margin: 0">Small print</p>');
    const fix = fixFor(
      finding({ ruleId: 'color-contrast', selector: '.muted', html: '<p class="muted" style="margin: 0">Small print</p>', contrast: greyOnWhite }),
      doc,
      english,
    )!;
    expect(fix.suggestion.contrast).toEqual({
      foreground: '#999999',
      background: '#ffffff',
      ratio: 2.84,
      required: 4.5,
      fontSize: '12.0pt (16px)',
      fontWeight: 'normal',
      suggestedForeground: '#767676',
      suggestedRatio: 4.54,
    });
    expect(fix.suggestion.fix).toEqual({
      kind: 'attribute',
      before: '<p class="muted" style="margin: 0">',
      after: '<p class="muted" style="margin: 0; color: #767676">',
    });
    expect(fix.suggestion.confidence).toBeGreaterThanOrEqual(0.9);
    expect(fix.apply!(doc)).toBe(true);
    expect(doc('p').attr('style')).toBe('margin: 0; color: #767676');
  });

  it('reaches 3:1 for large text and keeps a colour hue', () => {
    const doc = page('<h1 style="color: #88aaff">Big</h1>');
    const fix = fixFor(
      finding({
        ruleId: 'color-contrast',
        selector: 'h1',
        html: '<h1 style="color: #88aaff">Big</h1>',
        contrast: { ...greyOnWhite, fgColor: '#88aaff', expectedContrastRatio: '3:1', fontSize: '24.0pt (32px)', fontWeight: 'bold' },
      }),
      doc,
      english,
    )!;
    const suggested = fix.suggestion.contrast!.suggestedForeground!;
    expect(contrastRatio(suggested, '#ffffff')).toBeGreaterThan(3);
    expect(contrastRatio(suggested, '#ffffff')).toBeLessThan(4.5);
    fix.apply!(doc);
    expect(doc('h1').attr('style')).toBe(`color: ${suggested}`);
  });

  it('uses !important only when a stylesheet colour is !important', () => {
    const doc = page('<p class="x">Text</p>', '<style>.x { color: #aaa !important }</style>');
    const fix = fixFor(finding({ ruleId: 'color-contrast', selector: '.x', html: '<p class="x">Text</p>', contrast: greyOnWhite }), doc, english)!;
    expect(fix.suggestion.fix.after).toBe('<p class="x" style="color: #767676 !important">');
  });

  it('advises changing the background when no text colour reaches the ratio', () => {
    const doc = page('<p>Text</p>');
    const fix = fixFor(
      finding({
        ruleId: 'color-contrast-enhanced',
        selector: 'p',
        html: '<p>Text</p>',
        contrast: { ...greyOnWhite, fgColor: '#777777', bgColor: '#777777', expectedContrastRatio: '7:1' },
      }),
      doc,
      english,
    )!;
    expect(fix.suggestion.fix.kind).toBe('advice');
    expect(fix.suggestion.fix.after).toMatch(/background/);
    expect(fix.suggestion.contrast?.suggestedForeground).toBeNull();
    expect(fix.apply).toBeUndefined();
  });

  it('has nothing without the engine’s colour data', () => {
    const doc = page('<p>Text</p>');
    expect(fixFor(finding({ ruleId: 'color-contrast', selector: 'p', html: '<p>Text</p>' }), doc, english)).toBeNull();
  });
});

describe('withColor', () => {
  it('replaces an existing colour and keeps the rest', () => {
    expect(withColor('color: red; font-weight: bold;', '#123456', false)).toBe('font-weight: bold; color: #123456');
    expect(withColor(undefined, '#123456', true)).toBe('color: #123456 !important');
    expect(withColor('background-color: #fff', '#123456', false)).toBe('background-color: #fff; color: #123456');
  });
});

describe('locate', () => {
  it('finds the element again after an earlier sibling was removed, and refuses a different one', () => {
    const doc = page('<h2></h2><p class="a">First</p><p class="b">Second</p>');
    const target = { selector: 'body > p:nth-child(3)', html: '<p class="b">Second</p>' };
    expect(locate(doc, target)?.text()).toBe('Second');
    doc('h2').remove();
    // nth-child(3) now matches nothing; the element is found by what it is.
    expect(locate(doc, target)?.text()).toBe('Second');
    expect(locate(doc, { selector: 'body > p:nth-child(1)', html: '<p class="b">Second</p>' })?.text()).toBe('Second');
    expect(locate(doc, { selector: '.a', html: '<p class="a">Other text</p>' })).toBeNull();
  });

  it('refuses selectors into frames and shadow roots', () => {
    const doc = page('<button>x</button>');
    expect(locate(doc, { selector: 'iframe |> button', html: '<button>x</button>' })).toBeNull();
    expect(locate(doc, { selector: 'my-el >>> button', html: '<button>x</button>' })).toBeNull();
  });

  it('falls back to what the element is when css-select cannot read the selector, if that is unambiguous', () => {
    expect(locate(page('<button>x</button>'), { selector: 'button:::nope', html: '<button>x</button>' })?.text()).toBe('x');
    expect(locate(page('<button>x</button><button>x</button>'), { selector: 'button:::nope', html: '<button>x</button>' })).toBeNull();
  });
});
