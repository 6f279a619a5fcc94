import { describe, expect, it } from 'vitest';
import { readSentences } from './nlp.ts';
import { summarize } from './summarize.ts';
import { ARTICLE, DENSE } from './text-fixtures.ts';

const options = { tenantId: 'tenant_test' };

/** The positions of the summary's sentences in the original; -1 for one that is not there. */
async function positionsIn(original: string, summary: string): Promise<number[]> {
  const sentences = (await readSentences(original)).map((s) => s.text);
  return (await readSentences(summary)).map((s) => sentences.indexOf(s.text));
}

describe('summarize', () => {
  it('keeps more sentences for longer summaries, taken whole from the original and in its order', async () => {
    const lengths: number[] = [];
    for (const length of ['short', 'medium', 'long'] as const) {
      const { result } = await summarize({ text: ARTICLE, length }, options);
      const positions = await positionsIn(ARTICLE, result);
      expect(positions.length).toBeGreaterThanOrEqual(1);
      expect(positions).not.toContain(-1);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      lengths.push(result.length);
    }
    const [short = 0, medium = 0, long = 0] = lengths;
    expect(short).toBeLessThanOrEqual(medium);
    expect(medium).toBeLessThanOrEqual(long);
    expect(long).toBeLessThan(ARTICLE.length);
  });

  it('opens with the topic sentence and keeps paragraphs apart', async () => {
    const { result } = await summarize({ text: ARTICLE, length: 'long' }, options);
    expect(result.startsWith('Photosynthesis is the process by which green plants make their own food.')).toBe(true);
    expect(result).toContain('\n\n');
  });

  it('returns a text of one sentence as it is', async () => {
    const text = 'Photosynthesis turns light, water and carbon dioxide into sugar and oxygen.';
    expect(await summarize({ text, length: 'short' }, options)).toEqual({ result: text });
  });

  it('keeps at least one sentence', async () => {
    const { result } = await summarize({ text: DENSE, length: 'short' }, options);
    expect(await positionsIn(DENSE, result)).toHaveLength(1);
  });
});
