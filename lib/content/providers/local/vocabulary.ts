import easyWords from 'text-readability/easy_words.js';
import type { TransformInput, TransformOutput } from '../../schemas.ts';
import type { EngineOptions } from '../provider.ts';
import { readSentences, type Token } from './nlp.ts';
import { syllables } from './readability.ts';
import { gloss, lookup, WORDNET_POS, type WordNetEntry, type WordNetPos } from './wordnet.ts';

const DEFAULT_GRADE = 6;
/** Dale-Chall's list of words most fourth-graders know: never "difficult". */
const EASY = new Set(easyWords);
const ALL_POS: WordNetPos[] = ['noun', 'verb', 'adj', 'adv'];

/**
 * A word's grade, estimated: a word outside the Dale-Chall list is beyond grade 4, each syllable past the
 * first adds two grades, and a word WordNet's tagged corpus never met (SemCor's ~230,000 words) adds two more.
 * So at the default grade 6, three-syllable words ("component") and rare two-syllable ones ("synthase") count.
 */
export function wordGrade(word: string, entry: WordNetEntry): number {
  if (EASY.has(word)) return 4;
  return Math.min(16, 4 + 2 * (syllables(word) - 1) + (entry.taggedSenses === 0 ? 2 : 0));
}

interface Candidate {
  word: string;
  entry: WordNetEntry;
  grade: number;
  first: number;
}

/**
 * Difficult words of the text with their WordNet definitions: nouns, verbs, adjectives and adverbs (wink's
 * tags; names and stop words left out) in their base form, above the grade asked for, hardest first.
 */
export async function vocabulary(input: TransformInput<'vocabulary'>, options: EngineOptions = {}): Promise<TransformOutput<'vocabulary'>> {
  const above = input.gradeLevel ?? DEFAULT_GRADE;
  const sentences = await readSentences(input.text);
  const seen = new Map<string, Candidate>();
  let position = 0;
  for (const sentence of sentences) {
    options.signal?.throwIfAborted();
    for (const [i, token] of sentence.tokens.entries()) {
      position++;
      if (!isCandidate(token, i === 0)) continue;
      const lemma = token.lemma.toLowerCase();
      if (seen.has(lemma) || EASY.has(lemma) || EASY.has(token.normal)) continue;
      const entry = await findEntry(lemma, token);
      if (!entry || seen.has(entry.lemma)) continue;
      seen.set(entry.lemma, { word: entry.lemma, entry, grade: wordGrade(entry.lemma, entry), first: position });
      if (lemma !== entry.lemma) seen.set(lemma, { word: entry.lemma, entry, grade: -1, first: position });
    }
  }

  const chosen = [...seen.values()]
    .filter((candidate) => candidate.grade > above && !candidate.word.includes('_'))
    .sort((a, b) => b.grade - a.grade || a.entry.taggedSenses - b.entry.taggedSenses || a.first - b.first)
    .slice(0, input.maxWords);
  const words: { word: string; definition: string }[] = [];
  for (const { word, entry } of chosen) {
    const offset = entry.offsets[0];
    const definition = offset === undefined ? '' : await gloss(entry.pos, offset);
    if (definition) words.push({ word, definition });
  }
  return { result: words.map(({ word }) => word).join(', '), words };
}

function isCandidate(token: Token, sentenceStart: boolean): boolean {
  if (token.type !== 'word' || token.stopWord || !WORDNET_POS[token.pos]) return false;
  if (!/^[a-z][a-z-]*[a-z]$/i.test(token.value) || token.value.length < 3) return false;
  // A capital inside a sentence marks a name the tagger did not see as one.
  return sentenceStart || !/^\p{Lu}/u.test(token.value);
}

/** The entry for the tagged part of speech; failing that (the tagger errs), any part of speech WordNet has the word in. */
async function findEntry(lemma: string, token: Token): Promise<WordNetEntry | undefined> {
  const tagged = WORDNET_POS[token.pos];
  for (const pos of tagged ? [tagged, ...ALL_POS.filter((p) => p !== tagged)] : ALL_POS) {
    const entry = (await lookup(lemma, pos)) ?? (lemma === token.normal ? undefined : await lookup(token.normal, pos));
    if (entry) return entry;
  }
  return undefined;
}
