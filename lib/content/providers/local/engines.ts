import type { TransformInput, TransformOutput } from '../../schemas.ts';
import type { EngineOptions } from '../provider.ts';

/**
 * The offline text engines, run in a compute worker (lib/content/tasks.ts). Each is imported on first use,
 * so its engine (a WebAssembly grammar checker, WordNet's tables, the NLP model) loads once per worker
 * thread, only when needed.
 */

export type LocalTextTransform = 'simplify' | 'summarize' | 'vocabulary' | 'grammar';

type Engine<T extends LocalTextTransform> = (input: TransformInput<T>, options?: EngineOptions) => Promise<TransformOutput<T>>;

const ENGINES: { [T in LocalTextTransform]: () => Promise<Engine<T>> } = {
  simplify: () => import('./simplify.ts').then((m) => m.simplify),
  summarize: () => import('./summarize.ts').then((m) => m.summarize),
  vocabulary: () => import('./vocabulary.ts').then((m) => m.vocabulary),
  grammar: () => import('./grammar.ts').then((m) => m.grammar),
};

const PREPARE: { [T in LocalTextTransform]: (input: TransformInput<T>) => Promise<unknown> } = {
  grammar: (input) => import('./grammar.ts').then((m) => m.prepareGrammar(input)),
  simplify: () => import('./simplify.ts').then((m) => m.prepareSimplify()),
  summarize: () => import('./nlp.ts').then((m) => m.getNlp()),
  vocabulary: () => import('./nlp.ts').then((m) => m.getNlp()),
};

/** Loads and sets up the transform's engine (what every call needs, whatever its input). */
export async function prepareLocalEngine<T extends LocalTextTransform>(transform: T, input: TransformInput<T>): Promise<void> {
  await (PREPARE[transform] as (input: TransformInput<T>) => Promise<unknown>)(input);
}

export async function runLocalEngine<T extends LocalTextTransform>(transform: T, input: TransformInput<T>): Promise<TransformOutput<T>> {
  const engine = (await ENGINES[transform]()) as Engine<T>;
  return engine(input);
}
