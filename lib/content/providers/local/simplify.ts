import type { TransformInput, TransformOutput } from '../../schemas.ts';
import type { EngineOptions } from '../provider.ts';
import { getNlp, readSentences, type Sentence, type Token } from './nlp.ts';
import { gradeLevel, readabilityCounts, splitParagraphs, syllables } from './readability.ts';
import { lookup, WORDNET_POS } from './wordnet.ts';

/**
 * Readability-driven simplification: first retext-simplify's plain-language substitutions, then long
 * sentences split at clause boundaries, pass after pass, while the Flesch-Kincaid grade is above the target
 * and a pass still lowers it. The grades reported are those of the input and of the text returned, and
 * whether the latter is at or below the target.
 */
export async function simplify(input: TransformInput<'simplify'>, options: EngineOptions = {}): Promise<TransformOutput<'simplify'>> {
  const target = input.targetGradeLevel;
  const before = gradeLevel(input.text);
  if (before <= target) return { result: input.text, gradeLevelBefore: before, gradeLevelAfter: before, targetReached: true };

  let text = await substitutePlainWords(input.text, options.signal);
  let grade = gradeLevel(text);
  if (grade > before) {
    text = input.text;
    grade = before;
  }
  while (grade > target) {
    options.signal?.throwIfAborted();
    const split = await splitLongSentences(text, target);
    const next = gradeLevel(split);
    if (split === text || next >= grade) break;
    text = split;
    grade = next;
  }
  // Passes stop when one no longer lowers the grade: the target may be out of reach of these rewrites.
  return { result: text, gradeLevelBefore: before, gradeLevelAfter: grade, targetReached: grade <= target };
}

// --- Plain-language substitutions -------------------------------------------------------------------------

/**
 * Suggestions of retext-simplify that are advice rather than a drop-in replacement (`aforementioned`: "remove"),
 * templates (`and/or`), or that change meaning or person (`took advantage of` → "preyed on", `addressees` → "you").
 */
const NOT_DROP_IN = new Set([
  'aforementioned',
  'and/or',
  'took advantage of',
  'limited number',
  'your office',
  'the undersigned',
  'addressees',
  'liaison',
  'residence',
  'females',
  'address',
  'i.e.',
  'failed to',
]);

type Processor = { process(text: string): Promise<{ messages: SimplifyMessage[] }> };
interface SimplifyMessage {
  reason: string;
  actual?: string;
  expected?: string[];
  place?: { start: { offset?: number }; end: { offset?: number } } | { offset?: number };
}

let processor: Promise<Processor> | undefined;
/** The NLP model and the substitution rules, loaded before a call's budget starts. */
export async function prepareSimplify(): Promise<void> {
  await Promise.all([getNlp(), getSimplifier()]);
}

function getSimplifier(): Promise<Processor> {
  processor ??= Promise.all([import('retext'), import('retext-english'), import('retext-simplify')]).then(
    // unified's .use() types widen the processor each plugin returns past what Processor names; the parser and attacher are as documented.
    ([{ retext }, english, simplifier]) => retext().use(english.default).use(simplifier.default) as Processor,
  );
  return processor;
}

async function substitutePlainWords(text: string, signal?: AbortSignal): Promise<string> {
  const parts = splitParagraphs(text);
  for (let i = 0; i < parts.length; i += 2) {
    signal?.throwIfAborted();
    const paragraph = parts[i];
    if (paragraph?.trim()) parts[i] = await substituteInParagraph(paragraph);
  }
  return parts.join('');
}

async function substituteInParagraph(paragraph: string): Promise<string> {
  const simplifier = await getSimplifier();
  const file = await simplifier.process(paragraph);
  const edits: { start: number; end: number; replacement: string }[] = [];
  let sentences: Sentence[] | undefined;
  for (const message of file.messages) {
    const place = message.place && 'start' in message.place ? message.place : undefined;
    const start = place?.start.offset;
    const end = place?.end.offset;
    const actual = message.actual;
    if (start === undefined || end === undefined || !actual || !message.expected?.length) continue;
    // "…, remove it": the phrase is filler whose removal needs judgement; leave it.
    if (message.reason.includes('remove it') || NOT_DROP_IN.has(actual.toLowerCase())) continue;
    if (edits.some((edit) => start < edit.end && end > edit.start)) continue;
    sentences ??= await readSentences(paragraph);
    const replacement = await chooseReplacement(paragraph, sentences, start, end, actual, message.expected);
    if (replacement !== undefined) edits.push({ start, end, replacement });
  }
  let result = paragraph;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = fixArticle(result.slice(0, edit.start), edit.replacement) + edit.replacement + result.slice(edit.end);
  }
  return result;
}

/**
 * The first suggestion that is no longer (in syllables) and fits where the original stood: wink tags the
 * sentence again with the suggestion in place, and the suggestion must take the original's part of speech
 * (so "a permit" is not made "a let"), or WordNet must have seen it so used. Fixed phrases ("in order to") are replaced as they are.
 */
async function chooseReplacement(
  paragraph: string,
  sentences: Sentence[],
  start: number,
  end: number,
  actual: string,
  expected: string[],
): Promise<string | undefined> {
  const sentence = sentences.find((s) => s.start <= start && end <= s.end);
  if (!sentence) return undefined;
  const original = sentence.tokens.filter((token) => token.start >= start && token.end <= end);
  const single = original.length === 1 ? original[0] : undefined;
  const apostrophe = paragraph.includes('\u2019') ? '\u2019' : "'";
  const nlp = await getNlp();
  for (const option of expected) {
    if (option.includes('…')) continue;
    const replacement = matchCase(actual, option.replace(/[\u2019']/g, apostrophe));
    if (syllables(replacement) > syllables(actual)) continue;
    if (!single) return replacement;
    const offset = start - sentence.start;
    const candidate = sentence.text.slice(0, offset) + replacement + sentence.text.slice(end - sentence.start);
    const tokens = nlp.readDoc(candidate).tokens();
    const tags = tokens.out(nlp.its.pos) as string[];
    const values = tokens.out();
    const at = tokenIndexAt(candidate, values, offset);
    if (at !== undefined && tags[at] === single.pos) return replacement;
    // The tagger is unsure of words that are both noun and verb ("that use methods"): WordNet's tagged corpus decides.
    const pos = single.pos === 'NOUN' || single.pos === 'VERB' ? WORDNET_POS[single.pos] : undefined;
    const entry = pos && (await lookup(option, pos));
    if (entry && entry.lemma === option.replace(/ /g, '_') && entry.taggedSenses > 0) return replacement;
  }
  return undefined;
}

function tokenIndexAt(text: string, values: string[], offset: number): number | undefined {
  let cursor = 0;
  for (const [i, value] of values.entries()) {
    const at = text.indexOf(value, cursor);
    if (at < 0) return undefined;
    if (at === offset) return i;
    if (at > offset) return undefined;
    cursor = at + value.length;
  }
  return undefined;
}

function matchCase(actual: string, replacement: string): string {
  if (actual.length > 1 && actual === actual.toUpperCase()) return replacement.toUpperCase();
  if (/^\p{Lu}/u.test(actual)) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

/** "an initial step" → "a first step": the article before a replaced word follows the new word's first letter. */
function fixArticle(before: string, replacement: string): string {
  const article = /\b(an?)(\s+)$/i.exec(before);
  if (!article?.[1]) return before;
  const vowel = /^[aeiou]/i.test(replacement);
  const wanted = vowel ? 'an' : 'a';
  if (article[1].toLowerCase() === wanted) return before;
  const cased = article[1].charAt(0) === 'A' ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted;
  return before.slice(0, article.index) + cased + article[2];
}

// --- Sentence splitting ----------------------------------------------------------------------------------

/** No half of a split sentence may be shorter than this many words. */
const MIN_CLAUSE_WORDS = 4;
/** Sentences this short are never split, whatever the target. */
const MIN_SPLIT_WORDS = 10;

const isWord = (token: Token) => token.type === 'word' || token.type === 'number';
const isVerb = (token: Token) => token.pos === 'VERB' || token.pos === 'AUX';
const SUBJECT_POS = new Set(['NOUN', 'PRON', 'PROPN', 'NUM', 'DET']);

/** A clause of its own: a subject-like word before a verb, and not starting with the verb ("…, and found that"). */
function isClause(tokens: Token[]): boolean {
  const first = tokens.find(isWord);
  if (!first || isVerb(first)) return false;
  const subject = tokens.findIndex((token) => SUBJECT_POS.has(token.pos));
  return subject >= 0 && tokens.slice(subject + 1).some(isVerb);
}

interface Split {
  /** Index of the last token of the first sentence. */
  leftEnd: number;
  /** Index of the first token of the second sentence. */
  rightStart: number;
  /** Words put before the second sentence ("But", "This"). */
  lead: string;
}

const COORDINATORS: Record<string, string> = { and: '', but: 'But', yet: 'Yet', so: 'So' };

/** Clause boundaries: a semicolon, ", and/but/yet/so" before an independent clause, ", which" ending the sentence. */
function clauseBoundaries(tokens: Token[]): Split[] {
  const splits: Split[] = [];
  for (let i = 1; i < tokens.length - 1; i++) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    const left = tokens.slice(0, i);
    if (!left.some(isVerb)) continue;
    if (token.value === ';' && isClause(tokens.slice(i + 1))) {
      splits.push({ leftEnd: i - 1, rightStart: i + 1, lead: '' });
    } else if (token.value === ',' && next.pos === 'CCONJ' && next.normal in COORDINATORS && isClause(tokens.slice(i + 2))) {
      splits.push({ leftEnd: i - 1, rightStart: i + 2, lead: COORDINATORS[next.normal] ?? '' });
    } else if (token.value === ',' && next.normal === 'which') {
      const rest = tokens.slice(i + 2);
      const verb = rest[0];
      // Only a clause that runs to the end of the sentence: "X, which Y, Z" would leave Z stranded.
      if (!verb || !isVerb(verb) || rest.some((t) => t.value === ',')) continue;
      const plural = ['are', 'were', 'have', 'do'].includes(verb.normal) || (verb.pos === 'VERB' && verb.normal === verb.lemma && !verb.normal.endsWith('s'));
      splits.push({ leftEnd: i - 1, rightStart: i + 2, lead: plural ? 'These' : 'This' });
    }
  }
  return splits.filter(
    (split) =>
      tokens.slice(0, split.leftEnd + 1).filter(isWord).length >= MIN_CLAUSE_WORDS && tokens.slice(split.rightStart).filter(isWord).length >= MIN_CLAUSE_WORDS,
  );
}

/** Splits every sentence longer than the target allows once, at its most even clause boundary. */
async function splitLongSentences(text: string, target: number): Promise<string> {
  const counts = readabilityCounts(text);
  // Flesch-Kincaid solved for sentence length: the longest average that meets the target at this word length.
  const fits = (target + 15.59 - 11.8 * (counts.syllables / Math.max(1, counts.words))) / 0.39;
  const limit = Math.max(MIN_SPLIT_WORDS, Math.floor(fits));
  const sentences = await readSentences(text);
  let result = '';
  let cursor = 0;
  for (const sentence of sentences) {
    const words = sentence.tokens.filter(isWord).length;
    if (words <= limit) continue;
    const splits = clauseBoundaries(sentence.tokens);
    const wordsBefore = (split: Split) => sentence.tokens.slice(0, split.leftEnd + 1).filter(isWord).length;
    const best = splits.sort((a, b) => Math.abs(words / 2 - wordsBefore(a)) - Math.abs(words / 2 - wordsBefore(b)))[0];
    if (!best) continue;
    const leftEnd = sentence.tokens[best.leftEnd] as Token;
    const rightStart = sentence.tokens[best.rightStart] as Token;
    const right = text.slice(rightStart.start, sentence.end);
    const second = best.lead ? `${best.lead} ${right}` : right.charAt(0).toUpperCase() + right.slice(1);
    result += `${text.slice(cursor, leftEnd.end)}. ${second}`;
    cursor = sentence.end;
  }
  return result + text.slice(cursor);
}
