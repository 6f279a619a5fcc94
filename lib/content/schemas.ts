import { z } from 'zod';
import { TRANSFORMS, type TransformName } from '@/lib/settings/tenant-settings.ts';

/**
 * The nine AI content transforms (docs/decisions.md, "AI content transforms"): request bodies and answers. Text
 * fields accept any length here; over TEXT_LIMIT characters the service answers 413 (as the contract says
 * for "text over the transform limit"), so the bound is checked once, in run-transform.ts.
 */

export { TRANSFORMS, type TransformName };

/** Characters (UTF-16 code units, as JavaScript counts) per text field. */
export const TEXT_LIMIT = 50_000;
/** Fetched images: size and the time for the whole fetch. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 10_000;

const text = (what: string) => z.string().min(1, `${what} must not be empty`).describe(`${what}; at most 50,000 characters (413 beyond).`);
const gradeLevel = z.number().int().min(1).max(16).describe('A US school grade, 1 to 16 (Flesch-Kincaid scale).');
const imageUrl = z.string().trim().min(1).max(2048).describe('An http(s) URL of a PNG, JPEG, GIF, WebP or BMP image of at most 10 MiB, fetched within 10 s.');
/** BCP 47 language tags: `en`, `pt-BR`, `zh-Hant`. Checked for shape; whether a language is served is the provider's answer. */
export const languageTag = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'must be a BCP 47 language tag such as "en" or "pt-BR"')
  .max(35);

export const simplifyInput = z.object({ text: text('The text to simplify'), targetGradeLevel: gradeLevel });
export const altTextInput = z.object({
  imageUrl,
  context: z.string().optional().describe('Text around the image on its page (a caption, the paragraph it illustrates).'),
  maxLength: z.number().int().min(20).max(1000).default(150).describe('Most characters the alt text may have.'),
});
export const hintsInput = z.object({
  question: text('The question'),
  answer: z.string().optional().describe('The expected answer, so hints lead towards it without giving it away.'),
  count: z.number().int().min(1).max(5).default(3),
  gradeLevel: gradeLevel.optional(),
});
export const rephraseInput = z.object({
  question: text('The question'),
  answer: z.string().optional(),
  targetGradeLevel: gradeLevel.optional(),
});
export const vocabularyInput = z.object({
  text: text('The text'),
  maxWords: z.number().int().min(1).max(50).default(10),
  gradeLevel: gradeLevel.optional().describe('Words above this grade are chosen; default 6.'),
});
export const SUMMARY_LENGTHS = ['short', 'medium', 'long'] as const;
export const summarizeInput = z.object({ text: text('The text to summarize'), length: z.enum(SUMMARY_LENGTHS).default('medium') });
export const translateInput = z.object({ text: text('The text to translate'), targetLanguage: languageTag, sourceLanguage: languageTag.optional() });
export const grammarInput = z.object({
  text: text('The text to check'),
  language: languageTag
    .optional()
    .describe(
      'The English to check against: `en-US`, `en-GB`, `en-AU`, `en-CA` or `en-IN`. Default: told from the text (offline: `en-GB` when British spellings outnumber American ones, else `en-US`); the answer says which.',
    ),
});
export const ocrInput = z.object({
  imageUrl,
  language: languageTag.optional().describe('The language of the text in the image; English (`en`) is what this service reads.'),
});

export const TRANSFORM_INPUTS = {
  simplify: simplifyInput,
  'alt-text': altTextInput,
  hints: hintsInput,
  rephrase: rephraseInput,
  vocabulary: vocabularyInput,
  summarize: summarizeInput,
  translate: translateInput,
  grammar: grammarInput,
  ocr: ocrInput,
} as const satisfies Record<TransformName, z.ZodType>;
export type TransformInput<T extends TransformName> = z.output<(typeof TRANSFORM_INPUTS)[T]>;

/** What a provider returns for each transform: the answer without the fields the service adds. */
export const TRANSFORM_OUTPUTS = {
  simplify: z.object({
    result: z.string(),
    gradeLevelBefore: z.number().describe('Flesch-Kincaid grade of the input, one decimal.'),
    gradeLevelAfter: z.number().describe('Flesch-Kincaid grade of the result, one decimal: the grade actually reached.'),
    targetReached: z
      .boolean()
      .describe(
        'Whether `gradeLevelAfter` is at or below `targetGradeLevel`. False when the text could not be simplified that far: the result is the simplest reached.',
      ),
  }),
  'alt-text': z.object({ result: z.string() }),
  hints: z.object({ result: z.string().describe('The hints, one per line.'), hints: z.array(z.string()) }),
  rephrase: z.object({
    result: z.string().describe('The rephrased question (and answer, on the next line, when one was given).'),
    question: z.string(),
    answer: z.string().nullable().describe('The rephrased answer; null when none was given.'),
  }),
  vocabulary: z.object({
    result: z.string().describe('The words, comma-separated.'),
    words: z.array(z.object({ word: z.string(), definition: z.string() })),
  }),
  summarize: z.object({ result: z.string() }),
  translate: z.object({
    result: z.string(),
    detectedSourceLanguage: z.string().nullable().describe('BCP 47 tag of the source language; null when it cannot be told.'),
  }),
  grammar: z.object({
    result: z.string().describe('The text with every correction applied.'),
    corrections: z.array(
      z.object({
        offset: z.number().int().describe('Start in the original text, in UTF-16 code units (JavaScript string indices).'),
        length: z.number().int().describe('Length in UTF-16 code units.'),
        original: z.string(),
        replacement: z.string(),
        message: z.string(),
      }),
    ),
    language: z
      .string()
      .nullable()
      .describe(
        'The language the text was checked in, as a BCP 47 tag (`en-GB`): the one asked for, else the one told from the text; null when the provider could not tell.',
      ),
  }),
  ocr: z.object({ result: z.string(), confidence: z.number().min(0).max(1).describe("The OCR engine's mean word confidence, 0 to 1.") }),
} as const satisfies Record<TransformName, z.ZodObject>;
export type TransformOutput<T extends TransformName> = z.output<(typeof TRANSFORM_OUTPUTS)[T]>;

/** Fields every transform answer carries besides its own. */
export const transformMeta = z.object({
  wasCached: z.boolean().describe('The answer came from the cache: no tokens were spent.'),
  tokensUsed: z
    .number()
    .int()
    .min(0)
    .describe(
      "AI tokens charged for this call: the provider's usage, or for the offline provider a tokenizer's count of input and output; 0 for a cached answer.",
    ),
  provider: z.enum(['local', 'openai']).describe('`local`: the built-in offline provider; `openai`: the configured OpenAI-compatible server.'),
  model: z.string().describe('The model (or, for the offline provider, the engines) that made the answer.'),
});

export const transformResponse = <T extends TransformName>(name: T) => TRANSFORM_OUTPUTS[name].extend(transformMeta.shape);
export type TransformResponse<T extends TransformName> = TransformOutput<T> & z.output<typeof transformMeta>;
