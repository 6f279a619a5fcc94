import type { ApiContext } from '@/lib/api/spec.ts';
import { reply } from '@/lib/api/reply.ts';
import { runTransform } from './run-transform.ts';
import type { TRANSFORM_INPUTS, TransformInput, TransformName } from './schemas.ts';

/** The handler of every /content/* route: the transform's answer with the credits left this period. */
export function transformHandler<T extends TransformName>(transform: T) {
  return async ({ principal, body, req, endUserId }: ApiContext<undefined, (typeof TRANSFORM_INPUTS)[T], undefined>) => {
    // The wrapper parsed the body with TRANSFORM_INPUTS[T]; TypeScript cannot resolve a schema indexed by a type parameter.
    const input = body as TransformInput<T>;
    const { body: answer, creditsRemaining } = await runTransform(principal, transform, input, { signal: req.signal, endUserId });
    return reply.ok(answer, { 'X-AI-Credits-Remaining': String(creditsRemaining) });
  };
}
