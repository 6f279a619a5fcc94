import { describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint.ts';
import { issueAliases, issueFingerprint, issueKey, legacyFingerprints, mergeEngineSteps, mergeEngines, reportsOf } from './merge.ts';
import type { EngineFinding } from '../engines/types.ts';

const AXE = 'axe-core';
const IBM = 'ibm-equal-access';

const PAGE = 'https://shop.example/products';
const IMG = { selector: 'main > img.hero', html: '<img class="hero" src="/hero.png">' };
const LINK = { selector: 'nav > a:nth-child(2)', html: '<a href="/cart"></a>' };

function finding(engine: string, ruleId: string, wcag: string[], element = IMG, extra: Partial<EngineFinding> = {}): EngineFinding {
  return {
    engine,
    ruleId,
    impact: 'serious',
    wcag,
    level: wcag.length ? 'A' : null,
    description: `${ruleId} description`,
    help: `${ruleId} help`,
    helpUrl: `https://help.example/${ruleId}`,
    pageUrl: PAGE,
    ...element,
    failureSummary: `${engine} says ${ruleId}`,
    bestPractice: wcag.length === 0,
    ...extra,
  };
}

const axeImage = finding(AXE, 'image-alt', ['1.1.1']);
const ibmImage = finding(IBM, 'img_alt_valid', ['1.1.1'], IMG, { act: ['23a2a8'] });
const htmlcsImage = finding('htmlcs', 'Principle1.Guideline1_1.1_1_1.H37', ['1.1.1']);
const axeLink = finding(AXE, 'link-name', ['2.4.4', '4.1.2'], LINK);
const ibmLink = finding(IBM, 'a_text_purpose', ['2.4.4'], LINK);
const htmlcsLink = finding('htmlcs', 'Principle4.Guideline4_1.4_1_2.H91.A.NoContent', ['4.1.2'], LINK);

describe('mergeEngines', () => {
  it('makes one issue of several engines reporting the same element and criterion, with each engine’s rule and message', () => {
    const { issues } = mergeEngines([[axeImage], [ibmImage], [htmlcsImage]]);
    expect(issues).toHaveLength(1);
    const [issue] = issues;
    expect(issue).toMatchObject({ criterion: '1.1.1', wcag: ['1.1.1'], engines: [AXE, IBM, 'htmlcs'], confidence: 'corroborated', ruleId: 'image-alt' });
    expect(issue!.reports).toEqual([
      { engine: AXE, ruleId: 'image-alt', message: 'axe-core says image-alt' },
      { engine: IBM, ruleId: 'img_alt_valid', message: 'ibm-equal-access says img_alt_valid', act: ['23a2a8'] },
      { engine: 'htmlcs', ruleId: 'Principle1.Guideline1_1.1_1_1.H37', message: 'htmlcs says Principle1.Guideline1_1.1_1_1.H37' },
    ]);
  });

  it('matches elements by the normalised selector', () => {
    const noisy = { ...ibmImage, selector: '  main  >\n img.hero ' };
    expect(mergeEngines([[axeImage], [noisy]]).issues.map((i) => i.engines)).toEqual([[AXE, IBM]]);
  });

  it('keeps one engine’s finding as single confidence, and different elements or criteria apart', () => {
    const { issues } = mergeEngines([[axeImage], [finding(IBM, 'img_alt_valid', ['1.1.1'], LINK)], [finding('htmlcs', 'x.G18', ['1.4.3'])]]);
    expect(issues.map((i) => [i.engines, i.criterion, i.selector, i.confidence])).toEqual([
      [[AXE], '1.1.1', IMG.selector, 'single'],
      [[IBM], '1.1.1', LINK.selector, 'single'],
      [['htmlcs'], '1.4.3', IMG.selector, 'single'],
    ]);
  });

  it('splits a finding of several criteria into one issue per criterion, each merged with the engines that share it', () => {
    const { issues } = mergeEngines([[axeLink], [ibmLink], [htmlcsLink]]);
    expect(issues.map((i) => [i.criterion, i.engines, i.reports.map((r) => r.ruleId)])).toEqual([
      ['2.4.4', [AXE, IBM], ['link-name', 'a_text_purpose']],
      ['4.1.2', [AXE, 'htmlcs'], ['link-name', 'Principle4.Guideline4_1.4_1_2.H91.A.NoContent']],
    ]);
  });

  it('keeps the gravest impact and the first engine’s contrast measurement', () => {
    const contrast = { fgColor: '#777777', bgColor: '#888888', contrastRatio: 1.3, expectedContrastRatio: '4.5:1', fontSize: null, fontWeight: null };
    const a = finding(AXE, 'color-contrast', ['1.4.3'], IMG, { impact: 'moderate', contrast });
    const b = finding('htmlcs', 'x.G18.Fail', ['1.4.3'], IMG, { impact: 'critical' });
    const [issue] = mergeEngines([[a], [b]]).issues;
    expect(issue).toMatchObject({ impact: 'critical', contrast, engines: [AXE, 'htmlcs'] });
  });

  it('never merges best-practice findings of different engines (they share no criterion)', () => {
    const { issues } = mergeEngines([[finding(AXE, 'region', [])], [finding(IBM, 'aria_content_in_landmark', [])]]);
    expect(issues.map((i) => [i.engines, i.criterion, i.confidence])).toEqual([
      [[AXE], null, 'single'],
      [[IBM], null, 'single'],
    ]);
  });

  it('counts an engine once, however many of its rules report the issue', () => {
    const [issue] = mergeEngines([[ibmImage, finding(IBM, 'img_alt_null', ['1.1.1'])]]).issues;
    expect(issue).toMatchObject({ engines: [IBM], confidence: 'single' });
    expect(issue!.reports.map((r) => r.ruleId)).toEqual(['img_alt_null', 'img_alt_valid']);
  });

  it('keeps "needs review" apart: it neither merges into nor corroborates a violation', () => {
    const review = { ...htmlcsImage, review: true };
    const otherReview = finding(IBM, 'element_tabbable_visible', ['2.4.7'], LINK, { review: true });
    const { issues, needsReview } = mergeEngines([[axeImage], [otherReview], [review]]);
    expect(issues.map((i) => [i.criterion, i.engines, i.confidence])).toEqual([['1.1.1', [AXE], 'single']]);
    // The review of the image's 1.1.1 is already a violation; the link's 2.4.7 stays to be checked.
    expect(needsReview.map((i) => [i.criterion, i.engines, i.review])).toEqual([['2.4.7', [IBM], true]]);
  });

  it('merges reviews of several engines with each other', () => {
    const { issues, needsReview } = mergeEngines([[{ ...ibmImage, review: true }], [{ ...htmlcsImage, review: true }]]);
    expect(issues).toEqual([]);
    expect(needsReview.map((i) => [i.engines, i.confidence])).toEqual([[[IBM, 'htmlcs'], 'corroborated']]);
  });
});

describe('the order of merged issues', () => {
  it('is by impact, then criterion in numeric order (best practice last), then selector as people read it, then engine and rule', () => {
    const at = (selector: string) => ({ selector, html: `<i class="${selector}"></i>` });
    const { issues } = mergeEngines([
      [
        finding(AXE, 'region', [], at('b'), { impact: 'moderate' }),
        finding(AXE, 'color-contrast', ['1.4.3'], at('b')),
        finding(AXE, 'non-text-contrast', ['1.4.11'], at('a')),
        finding(AXE, 'image-alt', ['1.1.1'], at('img-10')),
        finding(AXE, 'image-alt', ['1.1.1'], at('Img-2')),
        finding(AXE, 'image-alt', ['1.1.1'], at('img-2')),
        finding(AXE, 'button-name', ['4.1.2'], at('a'), { impact: 'critical' }),
      ],
      [finding(IBM, 'aria_hidden_nontabbable', ['1.4.11'], at('a')), finding(IBM, 'text_contrast_sufficient', ['1.4.3'], at('0'))],
    ]);
    expect(issues.map((i) => [i.impact, i.criterion, i.selector, i.engine])).toEqual([
      ['critical', '4.1.2', 'a', AXE],
      ['serious', '1.1.1', 'img-10', AXE],
      ['serious', '1.1.1', 'img-2', AXE],
      ['serious', '1.1.1', 'Img-2', AXE],
      ['serious', '1.4.3', '0', IBM],
      ['serious', '1.4.3', 'b', AXE],
      ['serious', '1.4.11', 'a', AXE],
      ['moderate', null, 'b', AXE],
    ]);
  });

  it('comes from steps that pause every few hundred findings, which run through give the same merge', () => {
    const many = (engine: string, ruleId: string) =>
      Array.from({ length: 600 }, (_, i) => finding(engine, ruleId, ['1.1.1'], { selector: `main > img:nth-child(${i + 1})`, html: '<img>' }));
    const lists = [many(AXE, 'image-alt'), many(IBM, 'img_alt_valid')];
    const steps = mergeEngineSteps(lists, 1_000);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    // 1,200 findings grouped and 600 issues fingerprinted, a pause at least every 250 of each.
    expect(pauses).toBeGreaterThanOrEqual(Math.floor(1_200 / 250) + Math.floor(600 / 250));
    expect(step.value).toEqual(mergeEngines(lists, 1_000));
    expect(step.value.issues).toHaveLength(600);
    expect(step.value.issues.every((i) => i.confidence === 'corroborated')).toBe(true);
  });
});

describe('fingerprints of merged issues', () => {
  const sets: [string, EngineFinding[][]][] = [
    [AXE, [[axeImage]]],
    [IBM, [[ibmImage]]],
    ['htmlcs', [[htmlcsImage]]],
    ['axe+ibm', [[axeImage], [ibmImage]]],
    ['ibm+htmlcs', [[ibmImage], [htmlcsImage]]],
    ['all three', [[axeImage], [ibmImage], [htmlcsImage]]],
    ['all three, another order', [[htmlcsImage], [axeImage], [ibmImage]]],
  ];

  it('do not depend on which engines found the issue, so new/recurring/fixed hold across a change of engines', () => {
    const prints = sets.map(([name, lists]) => {
      const { issues } = mergeEngines(lists);
      expect(issues, name).toHaveLength(1);
      return issues[0]!.fingerprint;
    });
    expect(new Set(prints).size).toBe(1);
    expect(prints[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('stay stable per criterion when an engine adds or drops one criterion of a multi-criterion rule', () => {
    const axeOnly = mergeEngines([[axeLink]]).issues;
    const all = mergeEngines([[axeLink], [ibmLink], [htmlcsLink]]).issues;
    const ibmOnly = mergeEngines([[], [ibmLink]]).issues;
    expect(all.map((i) => i.fingerprint)).toEqual(axeOnly.map((i) => i.fingerprint));
    expect(ibmOnly.map((i) => i.fingerprint)).toEqual([all[0]!.fingerprint]);
  });

  it('still tell different problems apart', () => {
    const onThisPage = mergeEngines([[axeImage, axeLink]]).issues;
    const onAnother = mergeEngines([[{ ...axeImage, pageUrl: 'https://shop.example/cart' }]]).issues;
    expect(new Set([...onThisPage, ...onAnother].map((i) => i.fingerprint)).size).toBe(4);
  });

  it('hash the criterion, or for best practice the rule (axe’s bare, as axe-only scans stored it)', () => {
    expect(issueKey(IBM, 'img_alt_valid', '1.1.1')).toBe('wcag:1.1.1');
    expect(issueKey(AXE, 'region', null)).toBe('region');
    expect(issueKey(IBM, 'aria_content_in_landmark', null)).toBe('ibm-equal-access:aria_content_in_landmark');
    const [region] = mergeEngines([[finding(AXE, 'region', [])]]).issues;
    expect(region!.fingerprint).toBe(fingerprint(finding(AXE, 'region', [])));
    expect(issueFingerprint(region!)).toBe(region!.fingerprint);
  });

  it('name the fingerprints axe alone stored before the merge, to bridge a comparison with older scans', () => {
    const [issue] = mergeEngines([[axeImage], [ibmImage]]).issues;
    expect(legacyFingerprints(issue!)).toEqual([fingerprint(axeImage)]);
    const [ibmOnly] = mergeEngines([[ibmImage]]).issues;
    expect(legacyFingerprints(ibmOnly!)).toEqual([]);
  });

  it('keep elements apart that differ only in a long number (the fingerprint masks those, the merge must not)', () => {
    const nth = (n: number) => ({ selector: `main > img:nth-child(${n})`, html: '<img src="/a.png">' });
    const issues = mergeEngines([
      [finding(AXE, 'image-alt', ['1.1.1'], nth(100)), finding(AXE, 'image-alt', ['1.1.1'], nth(200))],
      [finding(IBM, 'img_alt_valid', ['1.1.1'], nth(200))],
    ]).issues;
    expect(issues.map((i) => [i.selector, i.engines])).toEqual([
      ['main > img:nth-child(100)', [AXE]],
      ['main > img:nth-child(200)', [AXE, IBM]],
    ]);
  });

  it('alias each other both ways: an axe-alone finding answers to the merged issues of its criteria, and they to it', () => {
    const axeAlone = { ...axeLink, fingerprint: fingerprint(axeLink) };
    const merged = mergeEngines([[axeLink], [ibmLink], [htmlcsLink]]).issues;
    expect(merged.map((i) => i.criterion).sort()).toEqual(['2.4.4', '4.1.2']);
    // The axe-alone finding of two criteria answers to both merged issues, each of which answers to it.
    expect(issueAliases(axeAlone).sort()).toEqual(merged.map((i) => i.fingerprint).sort());
    for (const issue of merged) expect(issueAliases(issue)).toEqual([axeAlone.fingerprint]);
    // Found by another engine alone, an issue has no axe key; a best practice of axe has the same key either way.
    expect(issueAliases(mergeEngines([[ibmImage]]).issues[0]!)).toEqual([]);
    const region = finding(AXE, 'region', []);
    expect(issueAliases({ ...region, fingerprint: fingerprint(region) })).toEqual([]);
    expect(issueAliases(mergeEngines([[region], [ibmImage]]).issues.find((i) => i.ruleId === 'region')!)).toEqual([]);
    // The one report of a finding of one engine, as a merged issue would list it.
    expect(reportsOf(axeLink)).toEqual([{ engine: AXE, ruleId: 'link-name', message: axeLink.failureSummary || axeLink.help }]);
  });
});
