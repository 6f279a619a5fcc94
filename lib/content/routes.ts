import type { Reply } from '@/lib/api/reply.ts';
import { type ApiContext, defineRoute } from '@/lib/api/spec.ts';
import type { ErrorCode } from '@/lib/errors.ts';
import { TRANSFORM_INPUTS, type TransformName, transformResponse } from './schemas.ts';
import { transformHandler } from './handler.ts';

/** The nine transforms (docs/decisions.md, "AI content transforms"): one POST each, the same wrapper around the service. */

const SUMMARIES: Record<TransformName, string> = {
  simplify: 'Simplify text to a target reading level',
  'alt-text': 'Write alt text for an image',
  hints: 'Scaffolded hints for a question',
  rephrase: 'Rephrase a question (and its answer) in plainer words',
  vocabulary: 'Words of a text a reader may not know, with definitions',
  summarize: 'Summarize a passage',
  translate: 'Translate text to another language',
  grammar: 'Check spelling and grammar, with corrections at their offsets',
  ocr: 'Read the text in an image',
};

const OPERATION_IDS: Record<TransformName, string> = {
  simplify: 'simplifyText',
  'alt-text': 'generateAltText',
  hints: 'generateHints',
  rephrase: 'rephraseQuestion',
  vocabulary: 'extractVocabulary',
  summarize: 'summarizeText',
  translate: 'translateText',
  grammar: 'checkGrammar',
  ocr: 'readImageText',
};

const RESOURCE_DOC =
  'AI content transforms. They need a plan with AI credits (402 otherwise) and report `tokensUsed`; `withResponse()` also gives `aiCreditsRemaining`.';

/** The SDK's `client.content.<method>`, its doc comment and its types (sdk/src/types.ts). */
const SDK: Record<TransformName, { method: string; doc: string; types: { body: string; response: string } }> = {
  simplify: {
    method: 'simplify',
    doc: 'Simplifies text to a target reading grade level (1..16).',
    types: { body: 'SimplifyInput', response: 'SimplifyResult' },
  },
  'alt-text': { method: 'altText', doc: 'Alt text for an image URL.', types: { body: 'AltTextInput', response: 'AltTextResult' } },
  hints: { method: 'hints', doc: 'Scaffolded hints (1..5) for a question.', types: { body: 'HintsInput', response: 'HintsResult' } },
  rephrase: { method: 'rephrase', doc: 'Rephrases a question (and its answer).', types: { body: 'RephraseInput', response: 'RephraseResult' } },
  vocabulary: { method: 'vocabulary', doc: 'Vocabulary words with definitions from a text.', types: { body: 'VocabularyInput', response: 'VocabularyResult' } },
  summarize: { method: 'summarize', doc: 'Summarizes a passage (short, medium or long).', types: { body: 'SummarizeInput', response: 'SummarizeResult' } },
  translate: { method: 'translate', doc: 'Translates to a BCP 47 target language.', types: { body: 'TranslateInput', response: 'TranslateResult' } },
  grammar: { method: 'grammar', doc: 'Grammar corrections with offsets into the text.', types: { body: 'GrammarInput', response: 'GrammarResult' } },
  ocr: { method: 'ocr', doc: 'Text from an image URL, with a confidence.', types: { body: 'OcrInput', response: 'OcrResult' } },
};

const AI_ERRORS: ErrorCode[] = ['ai_credits_required', 'ai_credits_exhausted', 'ai_provider_required', 'ai_unavailable'];

function transformRoute<T extends TransformName>(name: T) {
  const fetchesImage = name === 'alt-text' || name === 'ocr';
  return defineRoute({
    operationId: OPERATION_IDS[name],
    method: 'POST',
    path: `/content/${name}`,
    summary: SUMMARIES[name],
    tag: 'content',
    permission: 'content:use',
    // Publishable keys (the embeddable widget) too, when the tenant's widgetContent names the transform.
    widgetTransform: name,
    body: TRANSFORM_INPUTS[name],
    status: [200],
    response: transformResponse(name),
    responseHeaders: { 'X-AI-Credits-Remaining': 'AI tokens left in this billing period after this call.' },
    errors: fetchesImage ? [...AI_ERRORS, 'unsafe_url'] : AI_ERRORS,
    // TypeScript cannot relate the answer to a response schema indexed by a type parameter; test/openapi.test.ts checks every transform's answer against its spec.
    handler: transformHandler(name) as (ctx: ApiContext<undefined, (typeof TRANSFORM_INPUTS)[T], undefined>) => Promise<Reply<never>>,
    sdk: { resource: 'content', ...SDK[name], ...(name === 'simplify' ? { resourceDoc: RESOURCE_DOC } : {}) },
  });
}

export const simplifyRoute = transformRoute('simplify');
export const altTextRoute = transformRoute('alt-text');
export const hintsRoute = transformRoute('hints');
export const rephraseRoute = transformRoute('rephrase');
export const vocabularyRoute = transformRoute('vocabulary');
export const summarizeRoute = transformRoute('summarize');
export const translateRoute = transformRoute('translate');
export const grammarRoute = transformRoute('grammar');
export const ocrRoute = transformRoute('ocr');

export const CONTENT_ROUTES = {
  simplify: simplifyRoute,
  'alt-text': altTextRoute,
  hints: hintsRoute,
  rephrase: rephraseRoute,
  vocabulary: vocabularyRoute,
  summarize: summarizeRoute,
  translate: translateRoute,
  grammar: grammarRoute,
  ocr: ocrRoute,
} as const;
