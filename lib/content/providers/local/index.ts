import os from 'node:os';
import type { TransformInput, TransformName, TransformOutput } from '../../schemas.ts';
import { type ContentProvider, type ProviderAnswer, providerRequired, type RunOptions } from '../provider.ts';
import { FairQueue } from '@/lib/limits/fair-queue.ts';

/**
 * The offline default: what classical language tooling honestly does (docs/decisions.md, "AI content
 * transforms"). Readability-driven simplification, extractive summaries, vocabulary from WordNet,
 * grammar and spelling from Harper and Hunspell dictionaries, OCR with Tesseract. Alt text, hints,
 * rephrasing and translation need a language model: `supports` says no, and the service answers 503
 * `ai_provider_required` naming the variables to set. Nothing here is presented as a model's output:
 * `model` names the engines.
 *
 * Each transform's module is imported on first use, so its engine (a WebAssembly grammar checker, an
 * OCR worker, WordNet's tables) loads once per process, only when needed, and never into a client bundle.
 */

type LocalTransform = 'simplify' | 'summarize' | 'vocabulary' | 'grammar' | 'ocr';
type Module<T extends LocalTransform> = {
  run: (input: TransformInput<T>, options: RunOptions) => Promise<TransformOutput<T>>;
};

const MODULES: { [T in LocalTransform]: () => Promise<Module<T>> } = {
  simplify: () => import('./simplify.ts').then((m) => ({ run: m.simplify })),
  summarize: () => import('./summarize.ts').then((m) => ({ run: m.summarize })),
  vocabulary: () => import('./vocabulary.ts').then((m) => ({ run: m.vocabulary })),
  grammar: () => import('./grammar.ts').then((m) => ({ run: m.grammar })),
  ocr: () => import('./ocr.ts').then((m) => ({ run: m.ocr })),
};

/** What each transform's answer names as its model: the offline engines, never a model's name. */
export const LOCAL_MODELS: Record<LocalTransform, string> = {
  simplify: 'offline: wink-nlp, retext-simplify, text-readability',
  summarize: 'offline: wink-nlp extractive',
  vocabulary: 'offline: wink-nlp, WordNet 3.1',
  grammar: 'offline: Harper, nspell (dictionary-en)',
  ocr: 'offline: Tesseract (eng)',
};

const isLocal = (transform: TransformName): transform is LocalTransform => transform in MODULES;

/** One slot per core: the engines are CPU-bound and share the process with the API. */
const queue = new FairQueue(Math.max(1, os.availableParallelism()));

export const localProvider: ContentProvider = {
  name: 'local',
  model: (transform) => (isLocal(transform) ? LOCAL_MODELS[transform] : 'none'),
  supports: isLocal,
  async run<T extends TransformName>(transform: T, input: TransformInput<T>, options: RunOptions): Promise<ProviderAnswer<T>> {
    if (!isLocal(transform)) throw providerRequired(transform);
    const load = MODULES[transform] as unknown as () => Promise<Module<LocalTransform>>;
    const module = await load();
    const output = await queue.run(options.tenantId, () => module.run(input as never, options), options.signal);
    return { output: output as TransformOutput<T> };
  },
};
