import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Capture } from '@/scripts/engine-fixtures.ts';
import { HTMLCS_ENGINE, htmlcsFindings, htmlcsHelpUrl } from './htmlcs/adapter.ts';
import { IBM_ENGINE, ibmFindings } from './ibm/adapter.ts';
import { AXE_ENGINE, mergeEngines } from '../merge/merge.ts';
import type { EngineFinding } from './types.ts';

/** What the engines answered on W3C ACT test cases of the committed sample (scripts/engine-fixtures.ts). */
const capture = (name: string) => JSON.parse(readFileSync(`test/fixtures/engines/${name}.json`, 'utf8')) as Capture;
const IMAGE_FAILED = capture('23a2a8-fef9a3ad');
const IMAGE_PASSED = capture('23a2a8-2f35ed62');
const LINK_FAILED = capture('c487ae-e7290271');

const PAGE = 'https://act.example/case';
// All rules: these tests read the engines' answers; which rules are on by default is off-by-default.test.ts's.
const options = { pageUrl: PAGE, standard: 'WCAG22_AA', includeBestPractices: false, allRules: true } as const;

/** axe's own findings of a capture, with the criteria axe/engine.ts reads from these rules' tags. */
function axeFindings(c: Capture, criteria: Record<string, string[]>): EngineFinding[] {
  return c.axe.flatMap((v) =>
    (v.ruleId in criteria ? v.nodes : []).map((n) => ({
      engine: AXE_ENGINE,
      ruleId: v.ruleId,
      impact: 'serious' as const,
      wcag: criteria[v.ruleId]!,
      level: 'A' as const,
      description: v.ruleId,
      help: v.ruleId,
      helpUrl: '',
      pageUrl: PAGE,
      selector: n.selector,
      html: n.html,
      failureSummary: v.ruleId,
      bestPractice: false,
    })),
  );
}

describe('IBM adapter', () => {
  it('reads a failed image case: the violation with its criterion and ACT rule, potential results as review', () => {
    const { findings, dropped } = ibmFindings(IMAGE_FAILED.ibm, options);
    expect(dropped).toBe(0);
    const image = findings.find((f) => f.ruleId === 'img_alt_valid');
    expect(image).toMatchObject({ engine: IBM_ENGINE, selector: 'img', wcag: ['1.1.1'], level: 'A', act: ['23a2a8'], bestPractice: false });
    expect(image?.review).toBeUndefined();
    expect(image?.helpUrl).toBe('https://able.ibm.com/rules/archives/latest/doc/en-US/img_alt_valid.html');
    expect(findings.find((f) => f.ruleId === 'html_skipnav_exists')).toMatchObject({ review: true, wcag: ['2.4.1'] });
    expect(findings.every((f) => f.wcag.length > 0)).toBe(true);
  });

  it('reports no image violation on a passed case', () => {
    const { findings } = ibmFindings(IMAGE_PASSED.ibm, options);
    expect(findings.filter((f) => f.wcag.includes('1.1.1') && !f.review)).toEqual([]);
  });

  it('keeps best-practice results only when asked, and criteria only of the scan’s standard', () => {
    const raw = [{ ruleId: 'element_id_unique', value: ['VIOLATION', 'FAIL'], reasonId: 'Fail_1', message: 'dup id', selector: '#a', html: '<p id="a">' }];
    expect(ibmFindings(raw, options).findings).toEqual([]);
    expect(ibmFindings(raw, { ...options, includeBestPractices: true }).findings).toMatchObject([{ bestPractice: true, wcag: [], level: null }]);
    // 2.5.8 Target Size (Minimum) is a 2.2 criterion: not reported on a 2.1 scan.
    const target = [
      { ruleId: 'target_spacing_sufficient', value: ['VIOLATION', 'FAIL'], reasonId: 'violation_spacing', message: 'm', selector: 'a', html: '<a>' },
    ];
    expect(ibmFindings(target, options).findings.map((f) => f.wcag)).toEqual([['2.5.8']]);
    expect(ibmFindings(target, { ...options, standard: 'WCAG21_AA' }).findings).toEqual([]);
  });
});

describe('HTMLCS adapter', () => {
  it('reads errors as violations and warnings as review, and leaves notices out', () => {
    const failed = htmlcsFindings(IMAGE_FAILED.htmlcs, options);
    expect(failed.dropped).toBe(0);
    expect(failed.findings).toMatchObject([
      { engine: HTMLCS_ENGINE, ruleId: 'Principle1.Guideline1_1.1_1_1.H37', selector: 'img', wcag: ['1.1.1'], level: 'A' },
    ]);
    expect(failed.findings[0]?.review).toBeUndefined();
    expect(failed.findings[0]?.helpUrl).toBe('https://www.w3.org/WAI/WCAG22/Techniques/html/H37');
    const passed = htmlcsFindings(IMAGE_PASSED.htmlcs, options);
    expect(passed.findings.map((f) => [f.ruleId, f.review])).toEqual([['Principle1.Guideline1_1.1_1_1.H67.2', true]]);
  });

  it('names the W3C page of the technique', () => {
    expect(htmlcsHelpUrl('Principle1.Guideline1_4.1_4_3.G18_or_G145.Fail')).toBe('https://www.w3.org/WAI/WCAG22/Techniques/general/G18');
    expect(htmlcsHelpUrl('Principle1.Guideline1_1.1_1_1.H53,ARIA6')).toBe('https://www.w3.org/WAI/WCAG22/Techniques/html/H53');
    expect(htmlcsHelpUrl('Principle1.Guideline1_1.1_1_1.X')).toBe('https://www.w3.org/WAI/WCAG22/Techniques/');
  });
});

describe('what the page answers is checked', () => {
  const good = { ruleId: 'img_alt_valid', value: ['VIOLATION', 'FAIL'], reasonId: 'fail_no_alt', message: 'm', selector: 'img', html: '<img>' };

  it('drops and counts items of the wrong shape, and an answer that is not a list', () => {
    const forged = [
      good,
      null,
      'x',
      { ...good, ruleId: '<script>' },
      { ...good, value: ['VIOLATION', 'OOPS'] },
      { ...good, selector: '' },
      { ...good, html: 7 },
    ];
    expect(ibmFindings(forged, options)).toMatchObject({ findings: [{ ruleId: 'img_alt_valid' }], dropped: 6 });
    expect(ibmFindings({ results: [good] }, options)).toEqual({ findings: [], dropped: 1 });
    const codes = [
      { type: 1, code: 'WCAG2AA.Principle9.Guideline9_9.9_9_9.X', msg: 'm', selector: 'a', html: '<a>' },
      { type: 4, code: 'x', msg: 'm', selector: 'a', html: '<a>' },
    ];
    expect(htmlcsFindings(codes, options)).toEqual({ findings: [], dropped: 2 });
  });

  it('does not take a rule id of the page for one of the map (prototype keys)', () => {
    expect(
      ibmFindings(
        [
          { ...good, ruleId: 'constructor' },
          { ...good, ruleId: '__proto__' },
        ],
        { ...options, includeBestPractices: true },
      ).findings,
    ).toMatchObject([
      { ruleId: 'constructor', wcag: [], bestPractice: true },
      { ruleId: '__proto__', wcag: [], bestPractice: true },
    ]);
  });

  it('keeps at most maxFindings, cuts markup to 1 KiB and text to what is stored', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({
      ...good,
      selector: `img:nth-child(${i + 1})`,
      html: `<img alt="${'é'.repeat(2000)}">`,
      message: 'x'.repeat(5000),
    }));
    const { findings, dropped } = ibmFindings(many, { ...options, maxFindings: 3 });
    expect([findings.length, dropped]).toEqual([3, 2]);
    expect(Buffer.byteLength(findings[0]!.html)).toBeLessThanOrEqual(1024);
    expect(findings[0]!.failureSummary.length).toBeLessThanOrEqual(2000);
  });
});

describe('three engines on one ACT case, merged', () => {
  it('make one corroborated issue of the image all three report, with the fingerprint any one of them gives', () => {
    const axe = axeFindings(IMAGE_FAILED, { 'image-alt': ['1.1.1'] });
    const ibm = ibmFindings(IMAGE_FAILED.ibm, options).findings;
    const htmlcs = htmlcsFindings(IMAGE_FAILED.htmlcs, options).findings;
    const merged = mergeEngines([axe, ibm, htmlcs]);
    const image = merged.issues.find((i) => i.criterion === '1.1.1');
    expect(image).toMatchObject({ selector: 'img', engines: [AXE_ENGINE, IBM_ENGINE, HTMLCS_ENGINE], confidence: 'corroborated' });
    expect(image?.reports.map((r) => r.ruleId)).toEqual(['image-alt', 'img_alt_valid', 'Principle1.Guideline1_1.1_1_1.H37']);
    for (const alone of [[axe], [[], ibm], [[], [], htmlcs]]) {
      expect(mergeEngines(alone).issues.find((i) => i.criterion === '1.1.1')?.fingerprint).toBe(image?.fingerprint);
    }
  });

  it('keep what engines find beyond each other, each issue once', () => {
    const axe = axeFindings(LINK_FAILED, { 'link-name': ['2.4.4', '4.1.2'] });
    const ibm = ibmFindings(LINK_FAILED.ibm, options).findings;
    const htmlcs = htmlcsFindings(LINK_FAILED.htmlcs, options).findings;
    const { issues } = mergeEngines([axe, ibm, htmlcs]);
    const onLink = issues.filter((i) => i.selector === 'a').map((i) => [i.criterion, i.engines]);
    // axe and IBM agree on the link's name (2.4.4, 4.1.2); HTMLCS files the linked image without text under 1.1.1 (H30.2).
    expect(onLink).toEqual([
      ['2.4.4', [AXE_ENGINE, IBM_ENGINE]],
      ['4.1.2', [AXE_ENGINE, IBM_ENGINE]],
      ['1.1.1', [HTMLCS_ENGINE]],
    ]);
  });
});
