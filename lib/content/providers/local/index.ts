import { defineTask, runTask } from '@/lib/compute/pool.ts';
import { FairQueue, QueueFullError } from '@/lib/compute/fair-queue.ts';
import { AppError } from '@/lib/errors.ts';
import type { TransformInput, TransformName, TransformOutput } from '../../schemas.ts';
import { type ContentProvider, type ProviderAnswer, providerRequired, providerUnavailable, type RunOptions } from '../provider.ts';
import type { LocalTextTransform } from './engines.ts';

/**
 * The offline default: what classical language tooling honestly does (docs/decisions.md, "AI content
 * transforms"). Readability-driven simplification, extractive summaries, vocabulary from WordNet,
 * grammar and spelling from Harper and Hunspell dictionaries, OCR with Tesseract. Alt text, hints,
 * rephrasing and translation need a language model: `supports` says no, and the service answers 503
 * `ai_provider_required` naming the variables to set. Nothing here is presented as a model's output:
 * `model` names the engines.
 *
 * The text engines run in the compute pool's worker threads (lib/compute), each call under a time budget,
 * tenants taking turns; OCR runs in Tesseract's own worker thread, one image at a time, tenants taking
 * turns for it too (ocr.ts has its budget).
 */

type LocalTransform = LocalTextTransform | 'ocr';

/** What each transform's answer names as its model: the offline engines, never a model's name. */
export const LOCAL_MODELS: Record<LocalTransform, string> = {
  simplify: 'offline: wink-nlp, retext-simplify, text-readability',
  summarize: 'offline: wink-nlp extractive',
  vocabulary: 'offline: wink-nlp, WordNet 3.1',
  grammar: 'offline: Harper, nspell (dictionary-en)',
  ocr: 'offline: Tesseract (eng)',
};

const isLocal = (transform: TransformName): transform is LocalTransform => transform in LOCAL_MODELS;

/** Wall time one call of an engine may take once it has a thread. */
export const ENGINE_BUDGET_MS: Record<LocalTextTransform, number> = { grammar: 20_000, simplify: 15_000, summarize: 15_000, vocabulary: 15_000 };

const LABELS: Record<LocalTextTransform, string> = {
  grammar: 'grammar check',
  simplify: 'simplification',
  summarize: 'summary',
  vocabulary: 'vocabulary list',
};

type Tasks = typeof import('../../tasks.ts');
const engineTasks = Object.fromEntries(
  (Object.keys(ENGINE_BUDGET_MS) as LocalTextTransform[]).map((transform) => [
    transform,
    defineTask<Tasks, 'localTransformTask'>('lib/content/tasks.ts', 'localTransformTask', {
      budgetMs: ENGINE_BUDGET_MS[transform],
      label: LABELS[transform],
      overBudget: (spec) =>
        providerUnavailable(
          `offline ${transform} over its ${spec.budgetMs} ms budget`,
          undefined,
          `The offline ${spec.label} did not finish within ${spec.budgetMs / 1000} s; a shorter text may fit.`,
        ),
    }),
  ]),
) as Record<LocalTextTransform, ReturnType<typeof defineTask<Tasks, 'localTransformTask'>>>;

/** Tesseract reads one image at a time: tenants take turns for it, at most 16 of one tenant waiting. */
const ocrQueue = new FairQueue(1, 16);

export const localProvider: ContentProvider = {
  name: 'local',
  model: (transform) => (isLocal(transform) ? LOCAL_MODELS[transform] : 'none'),
  supports: isLocal,
  async run<T extends TransformName>(transform: T, input: TransformInput<T>, options: RunOptions): Promise<ProviderAnswer<T>> {
    if (!isLocal(transform)) throw providerRequired(transform);
    if (transform === 'ocr') {
      const { ocr } = await import('./ocr.ts');
      try {
        const output = await ocrQueue.run(options.tenantId, () => ocr(input as TransformInput<'ocr'>, options), options.signal);
        return { output: output as TransformOutput<T> };
      } catch (error) {
        if (error instanceof QueueFullError)
          throw new AppError('rate_limited', 'Too many text-in-image requests of this tenant are waiting; retry shortly.', { headers: { 'Retry-After': '5' } });
        throw error;
      }
    }
    const answer = await runTask(
      engineTasks[transform],
      { transform, input: input as TransformInput<LocalTextTransform> },
      { tenantId: options.tenantId, signal: options.signal },
    );
    return { output: answer.output as TransformOutput<T>, outputTokens: answer.outputTokens };
  },
};
