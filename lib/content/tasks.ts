import type { TransformInput, TransformOutput } from './schemas.ts';
import { countTokens } from './tokens.ts';
import { type LocalTextTransform, prepareLocalEngine, runLocalEngine } from './providers/local/engines.ts';

/**
 * The content transforms' work in a compute worker (lib/compute): token counts of callers' text, and the
 * offline engines (grammar, simplify, summarize, vocabulary) with the count of what they wrote.
 */

export const countTokensTask = Object.assign((input: { texts: string[] }): Promise<number> => countTokens(...input.texts), {
  prepare: () => countTokens('load the tables'),
});

/** Every string of a value, for counting an answer's tokens. */
export function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

interface LocalTransformInput<T extends LocalTextTransform> {
  transform: T;
  input: TransformInput<T>;
}

export const localTransformTask = Object.assign(
  async <T extends LocalTextTransform>(input: LocalTransformInput<T>): Promise<{ output: TransformOutput<T>; outputTokens: number }> => {
    const output = await runLocalEngine(input.transform, input.input);
    return { output, outputTokens: await countTokens(...strings(output)) };
  },
  { prepare: (input: LocalTransformInput<LocalTextTransform>) => Promise.all([prepareLocalEngine(input.transform, input.input), countTokens('load')]) },
);
