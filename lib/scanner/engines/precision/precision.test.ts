import { describe, expect, it } from 'vitest';
import { HTMLCS_ENGINE } from '../htmlcs/adapter.ts';
import { IBM_ENGINE } from '../ibm/adapter.ts';
import { caseReports, DECISION_RULE, decisionsOf, isOff, type JudgedCase, ruleFigures, tally, views } from './precision.ts';
import { AXE_ENGINE, mergeEngines } from '../../merge/merge.ts';
import type { EngineFinding } from '../types.ts';

const finding = (engine: string, ruleId: string, wcag: string[], selector = 'img', review = false): EngineFinding => ({
  engine,
  ruleId,
  impact: 'serious',
  wcag,
  level: 'A',
  description: ruleId,
  help: ruleId,
  helpUrl: 'https://example.com',
  pageUrl: 'https://example.com/',
  selector,
  html: `<${selector}>`,
  failureSummary: ruleId,
  bestPractice: false,
  ...(review ? { review: true } : {}),
});

let n = 0;
const judged = (expected: 'failed' | 'passed', criteria: string[], reports: [string, string, string][], extra: Partial<JudgedCase> = {}): JudgedCase => ({
  ruleId: 'act',
  testcaseId: String(n++),
  expected,
  criteria,
  reports: reports.map(([engine, ruleId, criterion]) => ({ engine, ruleId, criterion })),
  ...extra,
});

describe('caseReports', () => {
  it("reads every engine's report of the case's criteria from merged issues, and axe-only findings as they are", () => {
    const { issues, needsReview } = mergeEngines([
      [finding(AXE_ENGINE, 'link-name', ['2.4.4', '4.1.2'], 'a')],
      [finding(IBM_ENGINE, 'a_text_purpose', ['2.4.4'], 'a'), finding(IBM_ENGINE, 'img_alt_valid', ['1.1.1'])],
      [finding(HTMLCS_ENGINE, 'Principle4.Guideline4_1.4_1_2.H91.A.Empty', ['4.1.2'], 'a', true)],
    ]);
    const reports = caseReports([...issues, ...needsReview], ['2.4.4', '4.1.2']);
    expect(reports).toEqual(
      expect.arrayContaining([
        { engine: AXE_ENGINE, ruleId: 'link-name', criterion: '2.4.4' },
        { engine: AXE_ENGINE, ruleId: 'link-name', criterion: '4.1.2' },
        { engine: IBM_ENGINE, ruleId: 'a_text_purpose', criterion: '2.4.4' },
      ]),
    );
    // The image is of another criterion, the HTMLCS warning only needs review.
    expect(reports).toHaveLength(3);
    expect(caseReports([finding(AXE_ENGINE, 'image-alt', ['1.1.1'])], ['1.1.1'])).toEqual([{ engine: AXE_ENGINE, ruleId: 'image-alt', criterion: '1.1.1' }]);
  });
});

describe('per engine and merged tallies, and the precision-first decision', () => {
  const cases: JudgedCase[] = [
    // 1.1.1: IBM's rule flags two passed cases axe does not: off. HTMLCS's flags only one axe flags too: on.
    judged('failed', ['1.1.1'], [[AXE_ENGINE, 'image-alt', '1.1.1']]),
    judged('failed', ['1.1.1'], [[IBM_ENGINE, 'img_alt_valid', '1.1.1']]),
    judged('passed', ['1.1.1'], [[IBM_ENGINE, 'img_alt_valid', '1.1.1']]),
    judged('passed', ['1.1.1'], [[IBM_ENGINE, 'img_alt_valid', '1.1.1']]),
    judged(
      'passed',
      ['1.1.1'],
      [
        [AXE_ENGINE, 'image-alt', '1.1.1'],
        [HTMLCS_ENGINE, 'Principle1.Guideline1_1.1_1_1.H37', '1.1.1'],
      ],
    ),
    judged('failed', ['1.1.1'], [[HTMLCS_ENGINE, 'Principle1.Guideline1_1.1_1_1.H37', '1.1.1']], { failedEngines: [AXE_ENGINE] }),
    // A scan that failed counts for nobody.
    judged('passed', ['1.1.1'], [], { error: 'timeout' }),
    judged('passed', ['2.4.2'], []),
    // 2.2.1: HTMLCS's rule flags as many passed cases as axe, but not the same one: off all the same.
    judged('passed', ['2.2.1'], [[AXE_ENGINE, 'meta-refresh', '2.2.1']]),
    judged('passed', ['2.2.1'], [[HTMLCS_ENGINE, 'Principle2.Guideline2_2.2_2_1.F41.2', '2.2.1']]),
  ];

  it('counts failed cases reported and passed cases flagged per view', () => {
    const v = views({
      off: [
        { engine: 'ibm', ruleId: 'img_alt_valid', criteria: [] },
        { engine: 'htmlcs', ruleId: 'Principle2.Guideline2_2.2_2_1.F41.2', criteria: [] },
      ],
    });
    expect(tally(cases, v.axe!)).toEqual({ failedTotal: 3, failedReported: 1, passedTotal: 6, passedFlagged: 2, errors: 1 });
    expect(tally(cases, v.ibm!)).toMatchObject({ failedReported: 1, passedFlagged: 2 });
    expect(tally(cases, v.htmlcs!)).toMatchObject({ failedReported: 1, passedFlagged: 2 });
    expect(tally(cases, v['merged, all rules']!)).toMatchObject({ failedReported: 3, passedFlagged: 5 });
    expect(tally(cases, v['merged, default']!)).toMatchObject({ failedReported: 2, passedFlagged: 2 });
  });

  it("holds each added rule's passed-case flags per criterion to axe's on the same cases", () => {
    const figures = ruleFigures(cases);
    expect(figures).toEqual([
      {
        engine: 'htmlcs',
        ruleId: 'Principle1.Guideline1_1.1_1_1.H37',
        criteria: [{ criterion: '1.1.1', passedCases: 3, flagged: 1, axeFlagged: 1, flaggedAxeDidNot: 0, failedCases: 3, failedReported: 1, failedAdded: 1 }],
      },
      {
        engine: 'htmlcs',
        ruleId: 'Principle2.Guideline2_2.2_2_1.F41.2',
        criteria: [{ criterion: '2.2.1', passedCases: 2, flagged: 1, axeFlagged: 1, flaggedAxeDidNot: 1, failedCases: 0, failedReported: 0, failedAdded: 0 }],
      },
      {
        engine: 'ibm',
        ruleId: 'img_alt_valid',
        criteria: [{ criterion: '1.1.1', passedCases: 3, flagged: 2, axeFlagged: 1, flaggedAxeDidNot: 2, failedCases: 3, failedReported: 1, failedAdded: 1 }],
      },
    ]);
    expect(figures.map(isOff)).toEqual([false, true, true]);
    const file = decisionsOf(cases, { date: 'd', corpus: 'c', standard: 'WCAG22_AA', cases: { failed: 3, passed: 6 }, versions: {} });
    expect(file.off.map((r) => r.ruleId)).toEqual(['Principle2.Guideline2_2.2_2_1.F41.2', 'img_alt_valid']);
    expect(file.on.map((r) => r.ruleId)).toEqual(['Principle1.Guideline1_1.1_1_1.H37']);
    expect(file.rule).toBe(DECISION_RULE);
  });
});
