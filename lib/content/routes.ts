import { defineRoute } from '@/lib/api/spec.ts';
import type { ErrorCode } from '@/lib/errors.ts';
import { TRANSFORM_INPUTS, type TransformName, transformResponse } from './schemas.ts';

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
