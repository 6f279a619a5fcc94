import type { TransformInput, TransformOutput } from '../../schemas.ts';
import type { EngineOptions } from '../provider.ts';
import { CONTENT_POS, readSentences, type Sentence } from './nlp.ts';

/** Share of the sentences each length keeps (at least one sentence). */
const SHARE = { short: 0.15, medium: 0.3, long: 0.5 } as const;
/** The opening sentence usually states the topic; each paragraph's first sentence, its point. */
const FIRST_SENTENCE_BONUS = 1.5;
const PARAGRAPH_START_BONUS = 1.2;
/** Fragments and headings say little on their own. */
const MIN_WORDS = 5;

/**
 * An extractive summary: sentences scored by how frequent their content words (lemmas of nouns, verbs,
 * adjectives, adverbs and names, without stop words) are in the whole text, favouring the opening of the text
 * and of each paragraph; the best are returned in their original order, paragraphs kept apart.
 */
export async function summarize(input: TransformInput<'summarize'>, options: EngineOptions = {}): Promise<TransformOutput<'summarize'>> {
  const sentences = await readSentences(input.text);
  options.signal?.throwIfAborted();
  const keep = Math.max(1, Math.round(sentences.length * SHARE[input.length]));
  if (keep >= sentences.length) return { result: input.text };

  const terms = sentences.map(contentTerms);
  const frequency = new Map<string, number>();
  for (const term of terms.flat()) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const top = Math.max(1, ...frequency.values());

  const scored = sentences.map((sentence, i) => {
    const own = terms[i] ?? [];
    // Mean weight of the content words, damped by length so long sentences are not chosen for length alone.
    let score = own.reduce((sum, term) => sum + (frequency.get(term) ?? 0) / top, 0) / Math.sqrt(Math.max(1, own.length));
    if (i === 0) score *= FIRST_SENTENCE_BONUS;
    else if (sentences[i - 1]?.paragraph !== sentence.paragraph) score *= PARAGRAPH_START_BONUS;
    if (sentence.tokens.filter((token) => token.type === 'word').length < MIN_WORDS) score *= 0.5;
    return { i, score };
  });
  const chosen = scored
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, keep)
    .map(({ i }) => i)
    .sort((a, b) => a - b);

  let result = '';
  let paragraph: number | undefined;
  for (const i of chosen) {
    const sentence = sentences[i] as Sentence;
    if (paragraph !== undefined) result += sentence.paragraph === paragraph ? ' ' : '\n\n';
    result += sentence.text;
    paragraph = sentence.paragraph;
  }
  return { result };
}

function contentTerms(sentence: Sentence): string[] {
  return sentence.tokens.filter((token) => token.type === 'word' && !token.stopWord && CONTENT_POS.has(token.pos)).map((token) => token.lemma.toLowerCase());
}
