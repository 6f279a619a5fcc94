import { describe, expect, it } from 'vitest';
import { gradeLevel } from './readability.ts';
import { simplify } from './simplify.ts';
import { DENSE } from './text-fixtures.ts';

const options = { tenantId: 'tenant_test' };

describe('simplify', () => {
  it('lowers the grade of a dense academic passage and reports the grades of input and result', async () => {
    const answer = await simplify({ text: DENSE, targetGradeLevel: 8 }, options);
    expect(answer.gradeLevelBefore).toBe(gradeLevel(DENSE));
    expect(answer.gradeLevelAfter).toBe(gradeLevel(answer.result));
    expect(answer.gradeLevelAfter).toBeLessThan(answer.gradeLevelBefore);
    // retext-simplify's plain words, and the semicolon and ", and" clauses made sentences of their own.
    expect(answer.result).toContain('interventions that use systematic');
    expect(answer.result).toContain('To accommodate this heterogeneity');
    expect(answer.result).toContain('knowledge. So, instructional');
    expect(answer.result).toContain('terminology. Many longitudinal studies');
    expect(answer.result).not.toMatch(/ an try| a use/i);
  });

  it('keeps paragraph breaks', async () => {
    const text = `${DENSE}\n\n${DENSE}`;
    const answer = await simplify({ text, targetGradeLevel: 6 }, options);
    expect(answer.result.split('\n\n')).toHaveLength(2);
    expect(answer.gradeLevelAfter).toBe(gradeLevel(answer.result));
  });

  it('returns text already at or below the target unchanged', async () => {
    const text = 'The dog ran to the park. It played with a ball.\n\nThen it went home.';
    const answer = await simplify({ text, targetGradeLevel: 5 }, options);
    expect(answer).toEqual({ result: text, gradeLevelBefore: gradeLevel(text), gradeLevelAfter: gradeLevel(text), targetReached: true });
  });

  it('keeps capitals and fixes the article before a replaced word', async () => {
    const text = 'Utilize the reports carefully whenever the committee requires documentation. An initial assessment was established by administrators.';
    const answer = await simplify({ text, targetGradeLevel: 3 }, options);
    expect(answer.result).toMatch(/^Use the reports/);
    expect(answer.result).toContain('A first assessment');
  });

  it('says whether the target was reached', async () => {
    // One long sentence of short words: split at its clauses, it reads at grade 6 or below.
    const text =
      'We went to the market in the morning to buy some fresh bread; then we walked to the park, and we sat by the lake for an hour while the children played with their friends on the grass.';
    const reached = await simplify({ text, targetGradeLevel: 6 }, options);
    expect(reached.gradeLevelBefore).toBeGreaterThan(6);
    expect(reached).toMatchObject({ targetReached: true, gradeLevelAfter: expect.toSatisfy((g: number) => g <= 6) });
    // The academic passage keeps its long words: grade 8 is out of reach of substitutions and splits.
    const missed = await simplify({ text: DENSE, targetGradeLevel: 8 }, options);
    expect(missed.gradeLevelAfter).toBeGreaterThan(8);
    expect(missed.targetReached).toBe(false);
  });

  it('stops when the caller has hung up', async () => {
    await expect(simplify({ text: DENSE, targetGradeLevel: 8 }, { ...options, signal: AbortSignal.abort() })).rejects.toThrow();
  });
});
