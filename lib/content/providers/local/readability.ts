import readability from 'text-readability';
import { maskLongRuns } from './text-limits.ts';

export interface ReadabilityCounts {
  words: number;
  sentences: number;
  syllables: number;
}

/** Blank lines separate paragraphs; the separators are kept (odd indices) so a text can be rebuilt exactly. */
export function splitParagraphs(text: string): string[] {
  return text.split(/(\n[ \t]*\n\s*)/);
}

/**
 * Words, sentences and syllables as text-readability counts them, summed over paragraphs: its sentence
 * splitter only ends a sentence at punctuation followed by one space or newline and a capital, so a blank
 * line or a closing curly quote would otherwise join two sentences.
 */
export function readabilityCounts(text: string): ReadabilityCounts {
  const counts: ReadabilityCounts = { words: 0, sentences: 0, syllables: 0 };
  // text-readability's syllable count is quadratic in a word's length: runs no word is long are not words.
  for (const paragraph of maskLongRuns(text).split(/\n[ \t]*\n/)) {
    const plain = paragraph.replace(/[\u201C\u201D]/g, '"').replace(/[\u2018\u2019]/g, "'");
    const words = readability.lexiconCount(plain);
    if (words === 0) continue;
    counts.words += words;
    counts.sentences += readability.sentenceCount(plain);
    counts.syllables += readability.syllableCount(plain);
  }
  return counts;
}

/** Flesch-Kincaid grade from counts, unrounded (text-readability rounds its averages first, in steps of about 1.2 grades). */
export function gradeFromCounts({ words, sentences, syllables }: ReadabilityCounts): number {
  if (words === 0) return 0;
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

/** Flesch-Kincaid grade level, one decimal, never below 0; 0 for a text without words. */
export function gradeLevel(text: string): number {
  const grade = gradeFromCounts(readabilityCounts(text));
  return Math.max(0, Math.round(grade * 10) / 10);
}

/** Syllables of one word. */
export function syllables(word: string): number {
  return readability.syllableCount(word);
}
