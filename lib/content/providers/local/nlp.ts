import type { ItsFunction, PartOfSpeech, WinkMethods } from 'wink-nlp';
import { splitParagraphs } from './readability.ts';
import { maskLongRuns } from './text-limits.ts';

let loading: Promise<WinkMethods> | undefined;

/** wink-nlp with its English model, loaded on first use and then shared by the whole process. */
export function getNlp(): Promise<WinkMethods> {
  loading ??= Promise.all([import('wink-nlp'), import('wink-eng-lite-web-model')]).then(([wink, model]) => wink.default(model.default));
  return loading;
}

export interface Token {
  /** As written. */
  value: string;
  /** Lowercased. */
  normal: string;
  lemma: string;
  pos: PartOfSpeech;
  /** wink's token type: word, number, punctuation, tabCRLF, ... */
  type: string;
  stopWord: boolean;
  /** Offsets into the text given to `readSentences`, UTF-16 code units. */
  start: number;
  end: number;
}

export interface Sentence {
  /** The sentence as written, without surrounding whitespace. */
  text: string;
  start: number;
  end: number;
  /** Which paragraph (blank-line separated) it belongs to. */
  paragraph: number;
  tokens: Token[];
}

/**
 * The text's sentences with their tokens and offsets. Each paragraph is read on its own (wink does not end a
 * sentence at a blank line, so a heading would otherwise run into the next paragraph).
 */
export async function readSentences(text: string): Promise<Sentence[]> {
  const nlp = await getNlp();
  const its = nlp.its;
  const sentences: Sentence[] = [];
  let offset = 0;
  let paragraph = 0;
  for (const [i, part] of splitParagraphs(text).entries()) {
    const base = offset;
    offset += part.length;
    if (i % 2 === 1 || part.trim() === '') continue;
    // Runs no word is long are not words, and wink's tokenizer is quadratic in them: read as spaces (same offsets).
    const doc = nlp.readDoc(maskLongRuns(part));
    const values = doc.tokens().out(its.value) as string[];
    const normals = doc.tokens().out(its.normal) as string[];
    // wink's .d.ts types its.lemma's third parameter as ModelAddons where .out() passes its cache; it works as documented.
    const lemmas = doc.tokens().out(its.lemma as ItsFunction<string>) as string[];
    const tags = doc.tokens().out(its.pos) as PartOfSpeech[];
    const types = doc.tokens().out(its.type) as string[];
    // wink's .d.ts gives .out() of a flag a string list; the values are the booleans its.stopWordFlag returns.
    const stops = doc.tokens().out(its.stopWordFlag) as boolean[];
    // Offsets by finding each token after the previous one: wink keeps tokens as written but not leading spaces.
    let cursor = 0;
    const tokens = values.map((value, t): Token => {
      const at = part.indexOf(value, cursor);
      const start = at >= 0 ? at : cursor;
      cursor = start + value.length;
      return {
        value,
        normal: normals[t] ?? value.toLowerCase(),
        lemma: lemmas[t] ?? value.toLowerCase(),
        pos: tags[t] ?? 'X',
        type: types[t] ?? 'word',
        stopWord: stops[t] ?? false,
        start: base + start,
        end: base + cursor,
      };
    });
    // wink's .d.ts gives .out() of its.span a string list; the values are [first, last] token indexes.
    for (const [from, to] of doc.sentences().out(its.span) as [number, number][]) {
      const own = tokens.slice(from, to + 1).filter((token) => token.type !== 'tabCRLF');
      const first = own[0];
      const last = own.at(-1);
      if (!first || !last) continue;
      sentences.push({ text: text.slice(first.start, last.end), start: first.start, end: last.end, paragraph, tokens: own });
    }
    paragraph++;
  }
  return sentences;
}

/** Content words: the parts of speech that carry meaning. */
export const CONTENT_POS: ReadonlySet<PartOfSpeech> = new Set(['NOUN', 'VERB', 'ADJ', 'ADV', 'PROPN']);
