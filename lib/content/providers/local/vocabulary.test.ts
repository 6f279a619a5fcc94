import { describe, expect, it } from 'vitest';
import { DENSE } from './text-fixtures.ts';
import { vocabulary } from './vocabulary.ts';

const options = { tenantId: 'tenant_test' };

describe('vocabulary', () => {
  it('finds difficult words in their base form, each with a WordNet definition and no example sentence', async () => {
    const answer = await vocabulary({ text: DENSE, maxWords: 10 }, options);
    expect(answer.words).toHaveLength(10);
    for (const { word, definition } of answer.words) {
      expect(word).toMatch(/^[a-z-]+$/);
      expect(definition.length).toBeGreaterThan(5);
      expect(definition).not.toContain('"');
    }
    expect(answer.result).toBe(answer.words.map((w) => w.word).join(', '));
    expect(answer.words).toContainEqual({ word: 'heterogeneity', definition: 'the quality of being diverse and not comparable in kind' });
  });

  it('respects maxWords and lists each word once', async () => {
    const text = `${DENSE} The investigations were longitudinal. Investigation of heterogeneous populations continues.`;
    const answer = await vocabulary({ text, maxWords: 30 }, options);
    const words = answer.words.map((w) => w.word);
    expect(new Set(words).size).toBe(words.length);
    expect(words.filter((w) => w === 'investigation')).toHaveLength(1);
    expect((await vocabulary({ text, maxWords: 3 }, options)).words).toHaveLength(3);
  });

  it('leaves out easy words, names and stop words, and asks more of a higher grade', async () => {
    const text = 'Mary walked to the river with her dog. They played in the water all afternoon, and then Mary went home.';
    expect((await vocabulary({ text, maxWords: 10 }, options)).words).toEqual([]);
    const low = await vocabulary({ text: DENSE, maxWords: 50, gradeLevel: 4 }, options);
    const high = await vocabulary({ text: DENSE, maxWords: 50, gradeLevel: 12 }, options);
    expect(high.words.length).toBeGreaterThan(0);
    expect(high.words.length).toBeLessThan(low.words.length);
  });
});
