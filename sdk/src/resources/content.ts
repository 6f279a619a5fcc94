import type { ApiPromise } from '../api-promise.js';
import type { PostOptions } from '../http.js';
import type {
  AltTextInput,
  AltTextResult,
  GrammarInput,
  GrammarResult,
  HintsInput,
  HintsResult,
  OcrInput,
  OcrResult,
  RephraseInput,
  RephraseResult,
  SimplifyInput,
  SimplifyResult,
  SummarizeInput,
  SummarizeResult,
  TranslateInput,
  TranslateResult,
  VocabularyInput,
  VocabularyResult,
} from '../types.js';
import { Resource } from './resource.js';

/**
 * AI content transforms. They need a plan with AI credits (402 otherwise) and report `tokensUsed`;
 * `withResponse()` also gives `aiCreditsRemaining`.
 */
export class Content extends Resource {
  /** Simplifies text to a target reading grade level (1..16). */
  simplify(input: SimplifyInput, options?: PostOptions): ApiPromise<SimplifyResult> {
    return this.#post('/content/simplify', input, options);
  }

  /** Alt text for an image URL. */
  altText(input: AltTextInput, options?: PostOptions): ApiPromise<AltTextResult> {
    return this.#post('/content/alt-text', input, options);
  }

  /** Scaffolded hints (1..5) for a question. */
  hints(input: HintsInput, options?: PostOptions): ApiPromise<HintsResult> {
    return this.#post('/content/hints', input, options);
  }

  /** Rephrases a question (and its answer). */
  rephrase(input: RephraseInput, options?: PostOptions): ApiPromise<RephraseResult> {
    return this.#post('/content/rephrase', input, options);
  }

  /** Vocabulary words with definitions from a text. */
  vocabulary(input: VocabularyInput, options?: PostOptions): ApiPromise<VocabularyResult> {
    return this.#post('/content/vocabulary', input, options);
  }

  /** Summarizes a passage (short, medium or long). */
  summarize(input: SummarizeInput, options?: PostOptions): ApiPromise<SummarizeResult> {
    return this.#post('/content/summarize', input, options);
  }

  /** Translates to a BCP 47 target language. */
  translate(input: TranslateInput, options?: PostOptions): ApiPromise<TranslateResult> {
    return this.#post('/content/translate', input, options);
  }

  /** Grammar corrections with offsets into the text. */
  grammar(input: GrammarInput, options?: PostOptions): ApiPromise<GrammarResult> {
    return this.#post('/content/grammar', input, options);
  }

  /** Text from an image URL, with a confidence. */
  ocr(input: OcrInput, options?: PostOptions): ApiPromise<OcrResult> {
    return this.#post('/content/ocr', input, options);
  }

  #post<T>(path: string, body: object, options?: PostOptions): ApiPromise<T> {
    return this.call({ method: 'POST', path, body }, options);
  }
}
