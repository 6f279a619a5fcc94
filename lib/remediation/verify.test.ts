import type { CheerioAPI } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '@/lib/scanner/render/browser.ts';
import { analyzeHtml } from './analyze.ts';
import type { AnalyzedFinding, RuleFix } from './types.ts';
import { buildFixedHtml } from './verify.ts';

// Starting the browser is not any one test's time.
beforeAll(() => analyzeHtml('<p>warm</p>', 'WCAG22_AA'), 120_000);
afterAll(closeBrowser);

/** The analysis verification runs (remediation's host gives the same from the main thread). */
const analyze = (html: string) => analyzeHtml(html, 'WCAG22_AA');

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Shop</title></head>
<body><main><h1>Shop</h1><img id="logo" src="data:,"><img id="hero" src="data:,">
<label>Email <input type="email" name="email"></label></main></body></html>`;

/** A hand-written fix of the kind the rule fixers make. */
function fix(finding: AnalyzedFinding, apply: (doc: CheerioAPI) => boolean): { fix: RuleFix; finding: AnalyzedFinding } {
  return {
    finding,
    fix: {
      suggestion: {
        ruleId: finding.ruleId,
        wcag: finding.wcag,
        selector: finding.selector,
        fingerprint: finding.fingerprint,
        problem: finding.help,
        fix: { kind: 'attribute', before: finding.html, after: '' },
        source: 'rule',
        confidence: 0.9,
      },
      apply,
    },
  };
}

describe('buildFixedHtml', () => {
  it('keeps fixes that remove their violation, drops one that does not and one that brings a new violation', async () => {
    const { findings } = await analyzeHtml(PAGE, 'WCAG22_AA');
    const by = (rule: string, id?: string) => findings.find((f) => f.ruleId === rule && (!id || f.html.includes(id)))!;
    expect(findings.map((f) => f.ruleId).sort()).toEqual(['html-has-lang', 'image-alt', 'image-alt']);
    const fixes = [
      fix(by('html-has-lang'), (doc) => doc('html').attr('lang', 'en').length > 0),
      // Useless: changes the element, not its problem.
      fix(by('image-alt', 'logo'), (doc) => doc('#logo').attr('title', '').length > 0),
      // Fixes its image, and adds an unnamed button next to it.
      fix(by('image-alt', 'hero'), (doc) => doc('#hero').attr('alt', 'Our new range').after('<button></button>').length > 0),
      // Finds nothing to change.
      fix(by('image-alt', 'logo'), (doc) => doc('#nowhere').attr('alt', 'x').length > 0),
      // Throws.
      fix(by('image-alt', 'logo'), () => {
        throw new Error('cannot read this markup');
      }),
    ];
    const started = Date.now();
    const result = await buildFixedHtml(PAGE, fixes, { analyze, findings, findingsAreOffline: true });
    console.info(`buildFixedHtml, 5 fixes, two rounds: ${Date.now() - started} ms`);
    expect([...result.applied]).toEqual([0]);
    expect(result.dropped).toEqual([
      { index: 1, reason: 'the violation was still found after the change' },
      { index: 2, reason: expect.stringMatching(/^the change brought a new violation: button-name/) },
      { index: 3, reason: 'the element it changes was not found in the markup' },
      { index: 4, reason: 'the change could not be made to this markup' },
    ]);
    expect(result.fixedHtml).toMatch(/^<!DOCTYPE html><html lang="en"><head>/);
    expect(result.fixedHtml).not.toContain('<button>');
    expect(result.fixedHtml).not.toContain('Our new range');
    expect(result.remaining.map((f) => f.ruleId)).toEqual(['image-alt', 'image-alt']);
    // What remains is what analysing fixedHtml finds.
    const again = await analyzeHtml(result.fixedHtml, 'WCAG22_AA');
    expect(again.findings.map((f) => f.fingerprint).sort()).toEqual(result.remaining.map((f) => f.fingerprint).sort());
  });

  describe('a fix that breaks another element', () => {
    // Ordered steps on one fragment: its own analysis, then fixes made for what it found. Two fixes are
    // enough for the search to have a suspect to clear and one to blame (each analysis is a fresh page).
    const html = '<p>Intro</p><img id="a" src="data:,"><img id="b" src="data:,"><footer id="end"></footer>';
    let findings: AnalyzedFinding[] = [];

    it('the fragment, before any fix, has an image-alt violation per image and nothing else', async () => {
      ({ findings } = await analyzeHtml(html, 'WCAG22_AA'));
      expect(findings.map((f) => f.ruleId)).toEqual(['image-alt', 'image-alt']);
    });

    it('blames a new violation elsewhere in the document on the fix that made it', async () => {
      expect(findings).toHaveLength(2);
      const fixes = findings.map((finding, i) =>
        fix(finding, (doc) => {
          const id = /id="(\w)"/.exec(finding.html)![1]!;
          doc(`#${id}`).attr('alt', `Picture ${id}`);
          // The second fix also gives an existing element, far from its image, an invalid role.
          if (i === 1) doc('#end').attr('role', 'buton');
          return true;
        }),
      );
      const result = await buildFixedHtml(html, fixes, { analyze, findings, findingsAreOffline: true });
      expect([...result.applied]).toEqual([0]);
      expect(result.dropped).toEqual([{ index: 1, reason: expect.stringMatching(/^the change brought a new violation: aria-roles/) }]);
      // A fragment stays a fragment.
      expect(result.fixedHtml).toBe('<p>Intro</p><img id="a" src="data:," alt="Picture a"><img id="b" src="data:,"><footer id="end"></footer>');
      expect(result.remaining.map((f) => f.ruleId)).toEqual(['image-alt']);
    });
  });

  it('gives the original back, without scanning, when no fix applies', async () => {
    const { findings } = await analyzeHtml(PAGE, 'WCAG22_AA');
    const result = await buildFixedHtml(PAGE, [fix(findings[0]!, () => false)], { analyze, findings, findingsAreOffline: true });
    expect(result).toEqual({
      fixedHtml: PAGE,
      applied: new Set(),
      dropped: [{ index: 0, reason: 'the element it changes was not found in the markup' }],
      remaining: findings,
    });
  });

  it('analyses the original itself when the findings came from elsewhere (a live page)', async () => {
    const { findings } = await analyzeHtml(PAGE, 'WCAG22_AA');
    const lang = findings.find((f) => f.ruleId === 'html-has-lang')!;
    // A violation the live page had (its stylesheet) that the HTML alone does not show.
    const contrast: AnalyzedFinding = { ...lang, ruleId: 'color-contrast', selector: 'h1', html: '<h1>Shop</h1>', fingerprint: 'x' };
    const result = await buildFixedHtml(
      PAGE,
      [fix(lang, (doc) => doc('html').attr('lang', 'en').length > 0), fix(contrast, (doc) => doc('h1').attr('style', 'color:#000').length > 0)],
      { analyze },
    );
    expect([...result.applied]).toEqual([0]);
    expect(result.dropped).toEqual([{ index: 1, reason: expect.stringMatching(/^it could not be verified/) }]);
  });

  it('gives the original back, every fix dropped, when the deadline passes before an analysis', async () => {
    const { findings } = await analyzeHtml(PAGE, 'WCAG22_AA');
    const lang = findings.find((f) => f.ruleId === 'html-has-lang')!;
    const fixes = [
      fix(lang, (doc) => doc('html').attr('lang', 'en').length > 0),
      fix(findings.find((f) => f.ruleId === 'image-alt')!, (doc) => doc('#logo').attr('alt', 'Logo').length > 0),
    ];
    // A deadline of 0 ms has passed by the first analysis.
    const result = await buildFixedHtml(PAGE, fixes, { analyze, findings, findingsAreOffline: true, deadlineMs: 0 });
    expect(result).toEqual({
      fixedHtml: PAGE,
      applied: new Set(),
      dropped: [
        { index: 0, reason: 'verification ran out of time' },
        { index: 1, reason: 'verification ran out of time' },
      ],
      remaining: findings,
    });
  });

  it('rejects with the reason of an aborted signal, without analysing', async () => {
    const { findings } = await analyzeHtml(PAGE, 'WCAG22_AA');
    const lang = findings.find((f) => f.ruleId === 'html-has-lang')!;
    const reason = new Error('the client went away');
    const controller = new AbortController();
    controller.abort(reason);
    await expect(
      buildFixedHtml(PAGE, [fix(lang, (doc) => doc('html').attr('lang', 'en').length > 0)], {
        analyze,
        findings,
        findingsAreOffline: true,
        signal: controller.signal,
      }),
    ).rejects.toBe(reason);
  });
});
