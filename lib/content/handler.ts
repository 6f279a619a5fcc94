import type { Principal } from '@/lib/auth/permissions.ts';
import { reply } from '@/lib/api/reply.ts';
import { runTransform } from './run-transform.ts';
import type { TransformInput, TransformName } from './schemas.ts';

/** The handler of every /content/* route: the transform's answer with the credits left this period. */
export function transformHandler<T extends TransformName>(transform: T) {
  return async ({ principal, body, req, endUserId }: { principal: Principal; body: TransformInput<T>; req: Request; endUserId?: string }) => {
    const { body: answer, creditsRemaining } = await runTransform(principal, transform, body, { signal: req.signal, endUserId });
    return reply.ok(answer, { 'X-AI-Credits-Remaining': String(creditsRemaining) });
  };
}
