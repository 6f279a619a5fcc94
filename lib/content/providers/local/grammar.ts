import { createRequire } from 'node:module';
import { AppError } from '@/lib/errors.ts';
import type { LocalLinter } from 'harper.js';
import type { TransformInput, TransformOutput } from '../../schemas.ts';
import type { EngineOptions } from '../provider.ts';
import { applyCorrections, coverage, nonOverlapping, type Range } from './corrections.ts';
import { detectEnglishVariety } from './english-variety.ts';
import { chunks, maskUnreadable, unmasked } from './text-limits.ts';

/**
 * Grammar and spelling offline: Harper (a rule-based checker compiled to WebAssembly) finds grammar,
 * punctuation and spelling errors; Hunspell's English dictionary (through nspell) adds misspellings Harper
 * let through. Offsets are UTF-16 code units of the input, as the contract says.
 */

type Correction = TransformOutput<'grammar'>['corrections'][number];

/** nspell ships no types; the two methods used here. */
interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

/** Time the spelling pass may spend on suggestions per call: nspell takes up to ~0.3 s on a word with no close neighbour. */
const SUGGEST_BUDGET_MS = 3_000;
/** Longer "words" are codes, hashes or glued text, and the slowest to find suggestions for. */
const MAX_WORD_LENGTH = 24;
/** How many words between two looks at the abort signal. */
const SIGNAL_EVERY = 200;

let spellerPromise: Promise<Speller> | null = null;

/** Harper's dialects by the BCP 47 region of an English tag; American without one. */
const DIALECTS = { US: 'American', GB: 'British', UK: 'British', AU: 'Australian', CA: 'Canadian', IN: 'Indian' } as const;
type DialectName = (typeof DIALECTS)[keyof typeof DIALECTS];
/** The tag an answer names for the dialect it was checked in. */
const DIALECT_TAGS: Record<DialectName, string> = { American: 'en-US', British: 'en-GB', Australian: 'en-AU', Canadian: 'en-CA', Indian: 'en-IN' };

/** `en`, `en-GB`, … → Harper's dialect; another language → 400 (only English is checked offline). */
export function dialectOf(language: string | undefined): DialectName {
  if (!language) return 'American';
  const [primary, region] = language.split('-');
  const dialect = primary?.toLowerCase() === 'en' ? (region ? DIALECTS[region.toUpperCase() as keyof typeof DIALECTS] : 'American') : undefined;
  if (!dialect) {
    throw new AppError('validation_failed', 'The offline grammar checker reads English only (en, en-US, en-GB, en-AU, en-CA, en-IN).', {
      details: [{ path: 'language', message: 'must be en, en-US, en-GB, en-AU, en-CA or en-IN' }],
    });
  }
  return dialect;
}

/** One linter per dialect and process, set up on first use (~1-2 s); a failed setup is tried again on the next call. */
const linters = new Map<DialectName, Promise<LocalLinter>>();

function getLinter(dialectName: DialectName): Promise<LocalLinter> {
  const existing = linters.get(dialectName);
  if (existing) return existing;
  const current = (async () => {
    const [{ LocalLinter, Dialect }, { binaryInlined }] = await Promise.all([import('harper.js'), import('harper.js/binaryInlined')]);
    // The inlined binary is a data URL: nothing is fetched or read from disk at run time.
    const linter = new LocalLinter({ binary: binaryInlined, dialect: Dialect[dialectName] });
    await linter.setup();
    // A long sentence has no correction to offer, and Harper's deduplication would drop every error inside
    // its lint (a 70-word run-on came back with nothing else).
    await linter.setLintConfig({ ...(await linter.getLintConfig()), LongSentences: false });
    return linter;
  })();
  linters.set(dialectName, current);
  current.catch(() => {
    // expected: the caller awaits `current` and gets the error; this only forgets the failed load
    if (linters.get(dialectName) === current) linters.delete(dialectName);
  });
  return current;
}

function getSpeller(): Promise<Speller> {
  if (spellerPromise) return spellerPromise;
  spellerPromise = (async () => {
    const { default: dictionary } = await import('dictionary-en');
    const nspell = createRequire(import.meta.url)('nspell') as (dictionary: { aff: Uint8Array; dic: Uint8Array }) => Speller;
    return nspell(dictionary);
  })();
  const current = spellerPromise;
  current.catch(() => {
    // expected: the caller awaits `current` and gets the error; this only forgets the failed load
    if (spellerPromise === current) spellerPromise = null;
  });
  return current;
}

/** The checker (and the American dictionary) set up before a call's budget starts: seconds the first time in a thread. */
export async function prepareGrammar(input: TransformInput<'grammar'>): Promise<void> {
  const dialect = dialectOf(input.language ?? detectEnglishVariety(input.text));
  await Promise.all([getLinter(dialect), dialect === 'American' ? getSpeller() : null]);
}

export async function grammar(input: TransformInput<'grammar'>, options: EngineOptions = {}): Promise<TransformOutput<'grammar'>> {
  const { text } = input;
  const { signal } = options;
  // Without a language, the English the text is spelt in: British spelling is no mistake in British text.
  const dialect = dialectOf(input.language ?? detectEnglishVariety(text));
  signal?.throwIfAborted();
  // The Hunspell dictionary is American: for other dialects Harper's own spelling (in that dialect) decides.
  const [linter, speller] = await Promise.all([getLinter(dialect), dialect === 'American' ? getSpeller() : null]);
  signal?.throwIfAborted();

  const found = await harperCorrections(linter, dialect, text);
  signal?.throwIfAborted();
  if (speller) found.push(...spellingCorrections(speller, text, found, signal));

  const corrections = nonOverlapping(found);
  return { result: applyCorrections(text, corrections), corrections, language: DIALECT_TAGS[dialect] };
}

async function harperCorrections(linter: LocalLinter, dialect: DialectName, text: string): Promise<Correction[]> {
  const masked = maskUnreadable(text);
  const corrections: Correction[] = [];
  for (const chunk of chunks(masked)) {
    let lints: Awaited<ReturnType<LocalLinter['lint']>>;
    try {
      lints = await linter.lint(chunk.text, { language: 'plaintext' });
    } catch (error) {
      // A WebAssembly trap can leave the instance unusable: the next call sets up a fresh linter.
      linters.delete(dialect);
      throw error;
    }
    const codeUnits = lazyCodeUnitIndex(chunk.text);
    for (const lint of lints) {
      const span = lint.span();
      const suggestions = lint.suggestions();
      try {
        const problem = lint.get_problem_text();
        const local = toCodeUnits(chunk.text, span.start, span.end, problem, codeUnits);
        const suggestion = suggestions[0];
        if (!local || !suggestion) continue;
        const range = { start: chunk.start + local.start, end: chunk.start + local.end };
        // About the blanks that stand for what Harper was not shown ("extra spaces"): not the caller's text.
        if (!unmasked(text, masked, range.start, range.end)) continue;
        if (lint.lint_kind() === 'Spelling' && !isHarperSpellingWorthy(text, range.start, problem)) continue;
        const inserted = suggestion.get_replacement_text();
        // SuggestionKind: 0 Replace, 1 Remove, 2 InsertAfter (the text goes after the problem).
        const kind = suggestion.kind();
        const replacement = kind === 1 ? '' : kind === 2 ? problem + inserted : inserted;
        if (replacement === problem) continue;
        corrections.push({ offset: range.start, length: range.end - range.start, original: problem, replacement, message: plainMessage(lint.message()) });
      } finally {
        // WebAssembly memory, otherwise held until the finalizers run.
        for (const suggestion of suggestions) suggestion.free();
        span.free();
        lint.free();
      }
    }
  }
  return corrections;
}

/**
 * Harper's spans. harper.js 2.10 reports UTF-16 code units (checked: an emoji before an error moves it by
 * two); older releases counted Unicode scalar values. Each span is checked against the lint's own problem
 * text, read both ways, so a change of unit in a later release cannot put a correction in the wrong place.
 */
function toCodeUnits(text: string, start: number, end: number, problem: string, codeUnits: () => number[]): { start: number; end: number } | null {
  if (text.slice(start, end) === problem) return { start, end };
  const index = codeUnits();
  const from = index[start];
  const to = index[end];
  if (from !== undefined && to !== undefined && text.slice(from, to) === problem) return { start: from, end: to };
  return null;
}

/** Code point index → UTF-16 index (one entry past the end), built only if a span needs it. */
function lazyCodeUnitIndex(text: string): () => number[] {
  let index: number[] | null = null;
  return () => {
    if (index) return index;
    index = [];
    let unit = 0;
    for (const char of text) {
      index.push(unit);
      unit += char.length;
    }
    index.push(unit);
    return index;
  };
}

const WORD = /[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}\p{M}\p{N}_]+)*/gu;
/**
 * A whitespace-separated token that is (or holds) a URL or an email address. Tested per token with indexOf:
 * a single regular expression over the whole text backtracked quadratically on long runs without spaces.
 */
function isAddress(token: string): boolean {
  if (token.includes('://') || /^\W*www\./i.test(token)) return true;
  const at = token.indexOf('@');
  return at > 0 && token.indexOf('.', at + 2) > 0;
}

/**
 * Harper's spelling lints, minus what a dictionary cannot judge: words with digits ("abc123" would become
 * "a12s"), single letters, and capitalised words inside a sentence (names: "Zorblax" would become "Zola").
 * A capital at the start of a sentence is no sign of a name, so "Thiss is" is still corrected.
 */
function isHarperSpellingWorthy(text: string, offset: number, word: string): boolean {
  if (word.length < 2 || /[\p{N}_]/u.test(word)) return false;
  return !/^[\p{Lu}\p{Lt}]/u.test(word) || isSentenceStart(text, offset);
}

function isSentenceStart(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 20), offset).replace(/[\s"'“‘([«]+$/u, '');
  return before === '' || /[.!?…:]$/u.test(before) || text.slice(0, offset).trim() === '';
}

/** Words a dictionary can judge: no digits, no capitals (names, acronyms, sentence starts Harper has seen), Latin script. */
function isCheckableWord(word: string): boolean {
  return word.length > 1 && word.length <= MAX_WORD_LENGTH && !/[\p{N}_\p{Lu}\p{Lt}]/u.test(word) && /^[\p{Script=Latin}\p{M}'’]+$/u.test(word);
}

/** Misspellings Hunspell's dictionary knows of in words no Harper correction already covers. */
function spellingCorrections(speller: Speller, text: string, taken: readonly Correction[], signal?: AbortSignal): Correction[] {
  const covered = taken.map((c): Range => [c.offset, c.offset + c.length]);
  for (const match of text.matchAll(/\S+/g)) if (isAddress(match[0])) covered.push([match.index, match.index + match[0].length]);
  const isCovered = coverage(covered);

  const suggestions = new Map<string, string | null>();
  const deadline = performance.now() + SUGGEST_BUDGET_MS;
  const corrections: Correction[] = [];
  let seen = 0;
  for (const match of text.matchAll(WORD)) {
    if (++seen % SIGNAL_EVERY === 0) signal?.throwIfAborted();
    const word = match[0];
    const start = match.index;
    if (!isCheckableWord(word) || isCovered(start, start + word.length)) continue;
    const normal = word.replaceAll('’', "'");
    let replacement = suggestions.get(normal);
    if (replacement === undefined) {
      if (speller.correct(normal)) replacement = null;
      else if (performance.now() > deadline) continue;
      else replacement = firstLetterKept(normal, speller.suggest(normal));
      suggestions.set(normal, replacement);
    }
    if (replacement === null) continue;
    if (word.includes('’')) replacement = replacement.replaceAll("'", '’');
    corrections.push({ offset: start, length: word.length, original: word, replacement, message: `Possible spelling mistake: did you mean “${replacement}”?` });
  }
  return corrections;
}

/**
 * nspell's first suggestion that keeps the word's first letter (people seldom get that one wrong), or
 * null. Harper's dictionary is the larger one: the words it accepts and Hunspell's en-US list lacks are
 * mostly valid ("amongst", for which nspell's first suggestion is "monist").
 */
function firstLetterKept(word: string, suggestions: string[]): string | null {
  const first = word[0]!.toLowerCase();
  return suggestions.find((s) => s[0]?.toLowerCase() === first) ?? null;
}

/** Harper writes its messages in Markdown (`dont`); callers show them as text, so code spans become quotes. */
export function plainMessage(message: string): string {
  return message.replace(/`([^`]*)`/g, '“$1”').replace(/\*\*([^*]+)\*\*/g, '$1');
}
