import { describe, expect, it } from 'vitest';
import type { Automation } from './catalogue.ts';
import { type CatalogueCriterion, type CriterionFindings, evaluateCriteria, meanScore, snapshotChanges } from './evaluate-criteria.ts';
import type { EvaluationDto } from './schemas.ts';
import { criterion } from '@/lib/wcag/criteria.ts';

// Five criteria of WCAG 2.1 (it still has 4.1.1), as lib/wcag states them.
const CRITERIA: CatalogueCriterion[] = ['1.1.1', '1.2.2', '1.4.3', '2.4.5', '4.1.1'].map((id) => criterion(id, '2.1')!);
const AUTOMATION: Record<string, Automation> = {
  '1.1.1': 'finds_failures',
  '1.2.2': 'finds_failures',
  '1.4.3': 'finds_failures',
  '2.4.5': 'needs_person',
  '4.1.1': 'settles_fail_and_pass',
};
const evaluation = (criterion: string, result: EvaluationDto['result']): EvaluationDto => ({
  criterion,
  result,
  remarks: '',
  evaluatedBy: 'ann@example.com',
  evaluatedAt: '2026-11-20T10:00:00.000Z',
});

function evaluate(findings: Record<string, CriterionFindings>, evaluations: EvaluationDto[] = [], pagesScanned = 2) {
  const results = evaluateCriteria({
    criteria: CRITERIA,
    automation: AUTOMATION,
    findings: new Map(Object.entries(findings)),
    evaluations: new Map(evaluations.map((e) => [e.criterion, e])),
    pagesScanned,
  });
  return Object.fromEntries(results.map((r) => [r.criterion, r]));
}

describe('evaluateCriteria', () => {
  it('fails criteria with findings (pages ≤20, examples ≤5) and passes only what automation settles both ways', () => {
    const pages = Array.from({ length: 25 }, (_, i) => `https://example.com/${i}`);
    const r = evaluate({ '1.1.1': { issueCount: 30, pages, examples: ['a', 'b', 'c', 'd', 'e', 'f'] } });
    expect(r['1.1.1']).toMatchObject({ result: 'fail', source: 'automated', issueCount: 30, level: 'A', title: 'Non-text Content' });
    expect(r['1.1.1']!.pages).toHaveLength(20);
    expect(r['1.1.1']!.examples).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(r['1.4.3']).toMatchObject({ result: 'not_evaluated', source: 'none', issueCount: 0, pages: [], examples: [], evaluation: null });
    expect(r['2.4.5']).toMatchObject({ result: 'not_evaluated', source: 'none' });
    expect(r['4.1.1']).toMatchObject({ result: 'pass', source: 'automated' });
  });

  it('passes nothing when no page was scanned', () => {
    expect(evaluate({}, [], 0)['4.1.1']).toMatchObject({ result: 'not_evaluated' });
  });

  it('lets a person settle what automation cannot: supports → pass, partially/does not support → fail, not applicable', () => {
    const r = evaluate({}, [
      evaluation('1.1.1', 'partially_supports'),
      evaluation('1.2.2', 'not_applicable'),
      evaluation('1.4.3', 'does_not_support'),
      evaluation('2.4.5', 'supports'),
    ]);
    expect(r['1.1.1']).toMatchObject({ result: 'fail', source: 'manual', issueCount: 0, evaluation: { result: 'partially_supports' } });
    expect(r['1.2.2']).toMatchObject({ result: 'not_applicable', source: 'manual' });
    expect(r['1.4.3']).toMatchObject({ result: 'fail', source: 'manual' });
    expect(r['2.4.5']).toMatchObject({ result: 'pass', source: 'manual', evaluation: { evaluatedBy: 'ann@example.com' } });
  });

  it('keeps an automated failure against a person’s "supports" or "not applicable", with the evaluation attached', () => {
    const found = { issueCount: 1, pages: ['https://example.com/'], examples: ['img'] };
    const r = evaluate({ '1.1.1': found, '1.4.3': found }, [evaluation('1.1.1', 'supports'), evaluation('1.4.3', 'not_applicable')]);
    expect(r['1.1.1']).toMatchObject({ result: 'fail', source: 'automated', evaluation: { result: 'supports' } });
    expect(r['1.4.3']).toMatchObject({ result: 'fail', source: 'automated', evaluation: { result: 'not_applicable' } });
  });
});

describe('meanScore and snapshotChanges', () => {
  it('averages the scanned URLs’ scores, rounded; null without any', () => {
    expect(meanScore([90, 85])).toBe(88);
    expect(meanScore([])).toBeNull();
  });

  it('lists the criteria whose result changed, the issue counts and the score change', () => {
    const changes = snapshotChanges(
      {
        id: 'snp_prev',
        score: 80,
        criteria: [
          { criterion: '1.1.1', result: 'fail' },
          { criterion: '1.4.3', result: 'fail' },
        ],
      },
      {
        score: 92,
        criteria: [
          { criterion: '1.1.1', result: 'not_evaluated' },
          { criterion: '1.4.3', result: 'fail' },
          { criterion: '2.5.8', result: 'pass' },
        ],
      },
      { issuesNew: 1, issuesFixed: 3 },
    );
    expect(changes).toEqual({
      previousSnapshotId: 'snp_prev',
      criteria: [{ criterion: '1.1.1', from: 'fail', to: 'not_evaluated' }],
      issuesNew: 1,
      issuesFixed: 3,
      scoreChange: 12,
    });
    expect(
      snapshotChanges({ id: 'snp_prev', score: null, criteria: [] }, { score: 90, criteria: [] }, { issuesNew: 0, issuesFixed: 0 }).scoreChange,
    ).toBeNull();
  });
});
