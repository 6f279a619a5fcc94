import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { checkedFindings, PRELOAD } from './engine.ts';
import { ScanFailedError } from '../../render/errors.ts';
import { MAX_PAGE_FINDINGS, MAX_TEXT } from '../../merge/findings.ts';

/** The rules of this axe build, with what the engine's options rely on (not in axe's public types). */
const rules = (axe as unknown as { _audit: { rules: { id: string; preload: boolean; tags: string[] }[] } })._audit.rules;

describe('the axe engine', () => {
  it('preloads only what the rules a scan runs need: media for no-autoplay-audio, no CSSOM', () => {
    // axe's default preload also fetches every stylesheet again for the CSSOM, which only the
    // experimental css-orientation-lock reads; a new rule that preloads must be looked at here.
    expect(PRELOAD.assets).toEqual(['media']);
    const preloading = rules.filter((r) => r.preload).map((r) => ({ id: r.id, experimental: r.tags.includes('experimental') }));
    expect(preloading).toEqual(
      expect.arrayContaining([
        { id: 'css-orientation-lock', experimental: true },
        { id: 'no-autoplay-audio', experimental: false },
      ]),
    );
    expect(preloading).toHaveLength(2);
  });
});

describe("the engine's answer", () => {
  const node = (i: number) => ({ target: [`#n${i}`], html: `<img id="n${i}">`, impact: 'critical', failureSummary: 'Fix this' });
  const violation = (nodes: unknown[], extra: object = {}) => ({
    id: 'image-alt',
    impact: 'critical',
    tags: ['wcag2a', 'wcag111'],
    description: 'Images need alternate text',
    help: 'Images must have alternate text',
    helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/image-alt',
    nodes,
    ...extra,
  });
  const answer = (violations: unknown[], extra: object = {}) => ({ version: axe.version, violations, dropped: 0, ...extra });

  it('is refused unless it comes from the axe we ship, in the shape we expect', () => {
    for (const raw of [answer([], { version: '9.9.9' }), { violations: [] }, null, 'forged', answer([], { dropped: -1 })]) {
      expect(() => checkedFindings(raw, 'https://example.com/')).toThrow(ScanFailedError);
    }
  });

  it('keeps at most 1,000 elements of 100,000, counting the rest and what the world left out already', () => {
    const nodes = Array.from({ length: 100_000 }, (_, i) => node(i));
    const { findings, dropped } = checkedFindings(answer([violation(nodes)], { dropped: 7 }), 'https://example.com/');
    expect(findings).toHaveLength(MAX_PAGE_FINDINGS);
    expect(dropped).toBe(100_000 - MAX_PAGE_FINDINGS + 7);
  });

  it('drops malformed violations and elements, and cuts long strings', () => {
    const long = 'x'.repeat(3_999);
    const { findings, dropped } = checkedFindings(
      answer([
        violation([node(1), { target: 'not an array', html: '<p>' }, { ...node(2), impact: 'fatal' }]),
        violation([node(3)], { id: 'Not a rule id!' }),
        violation([node(4), node(5)], { tags: 'wcag2a' }),
        violation([{ ...node(6), target: [long, [long, long]], html: `<p title="${long.slice(0, 3_000)}">`, failureSummary: long }], { help: long }),
      ]),
      `https://example.com/${long}`,
    );
    expect(findings.map((f) => f.selector.slice(0, 3))).toEqual(['#n1', 'xxx']);
    expect(dropped).toBe(2 + 1 + 2);
    const cut = findings[1]!;
    for (const text of [cut.help, cut.failureSummary, cut.pageUrl]) {
      expect(text.length).toBe(MAX_TEXT);
      expect(text.endsWith('…')).toBe(true);
    }
    // Each frame level and shadow step gets its share: all three stay, each cut.
    expect(cut.selector.length).toBeLessThanOrEqual(MAX_TEXT);
    expect(cut.selector).toMatch(/^x+… \|> x+… >>> x+…$/);
    expect(Buffer.byteLength(cut.html)).toBeLessThanOrEqual(1024);
  });

  it("keeps axe's contrast measurement for the contrast rules only, and only in the shape we expect", () => {
    const measured = {
      fgColor: '#BBBBBB',
      bgColor: '#ffffff',
      contrastRatio: 1.92,
      expectedContrastRatio: '4.5:1',
      fontSize: '12.0pt (16px)',
      fontWeight: 'normal',
      shadowColor: null,
    };
    const contrast = (id: string, data: unknown) => violation([{ ...node(1), contrast: data }], { id });
    const { findings, dropped } = checkedFindings(
      answer([
        contrast('color-contrast', measured),
        contrast('color-contrast-enhanced', { ...measured, expectedContrastRatio: '7:1', shadowColor: '#000000' }),
        contrast('image-alt', measured),
        contrast('color-contrast', { ...measured, fgColor: 'red' }),
        contrast('color-contrast', { ...measured, contrastRatio: Number.NaN }),
        contrast('color-contrast', { ...measured, expectedContrastRatio: '4.5:1; <script>' }),
        contrast('color-contrast', null),
      ]),
      'https://example.com/',
    );
    expect(dropped).toBe(0);
    expect(findings.map((f) => f.contrast)).toEqual([
      { fgColor: '#bbbbbb', bgColor: '#ffffff', contrastRatio: 1.92, expectedContrastRatio: '4.5:1', fontSize: '12.0pt (16px)', fontWeight: 'normal' },
      {
        fgColor: '#bbbbbb',
        bgColor: '#ffffff',
        contrastRatio: 1.92,
        expectedContrastRatio: '7:1',
        fontSize: '12.0pt (16px)',
        fontWeight: 'normal',
        shadowColor: '#000000',
      },
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect('contrast' in findings[2]!).toBe(false);
  });
});
