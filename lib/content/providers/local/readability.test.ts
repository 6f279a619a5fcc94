import { describe, expect, it } from 'vitest';
import { gradeLevel, readabilityCounts } from './readability.ts';

describe('gradeLevel', () => {
  it('is 0 for a text without words', () => {
    expect(gradeLevel('')).toBe(0);
    expect(gradeLevel(' \n\n ')).toBe(0);
  });

  it('never goes below 0 and has one decimal', () => {
    expect(gradeLevel('The cat sat on the mat. It was warm.')).toBe(0);
    const grade = gradeLevel('Researchers examined how reading instruction affects comprehension in secondary schools.');
    expect(Math.round(grade * 10) / 10).toBe(grade);
  });

  it('scores a simple sentence below a complex one', () => {
    const simple = gradeLevel('We went to the park. The dog ran fast. We had fun.');
    const complex = gradeLevel(
      'Notwithstanding considerable methodological heterogeneity, the investigators demonstrated statistically significant associations between socioeconomic determinants and longitudinal educational attainment.',
    );
    expect(simple).toBeLessThan(3);
    expect(complex).toBeGreaterThan(16);
  });

  it('matches the Flesch-Kincaid formula on counted words, sentences and syllables', () => {
    // 10 words, 2 sentences, 17 syllables: 0.39 * 5 + 11.8 * 1.7 - 15.59 = 6.42
    const text = 'The teacher read a story. The children listened very quietly.';
    expect(readabilityCounts(text)).toEqual({ words: 10, sentences: 2, syllables: 17 });
    expect(gradeLevel(text)).toBe(6.4);
  });

  it('counts paragraphs and sentences after curly quotes separately', () => {
    expect(readabilityCounts('The first paragraph has words\n\nThe second one has more').sentences).toBe(2);
    expect(readabilityCounts('She said “we should go now.” Then they left the room.').sentences).toBe(2);
  });
});
