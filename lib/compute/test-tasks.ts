import { AppError } from '@/lib/errors.ts';

/** Tasks for lib/compute's own tests: they exercise the pool, not a domain. */

export function echo(input: { value: string }): { value: string; threadId: number } {
  return { value: input.value, threadId: (globalThis as { threadId?: number }).threadId ?? -1 };
}

/** Busy for `ms` of wall time: a computation that holds its thread. */
export function spin(input: { ms: number }): number {
  const end = Date.now() + input.ms;
  let turns = 0;
  while (Date.now() < end) turns++;
  return turns;
}

export function refuse(input: { path: string }): never {
  throw new AppError('validation_failed', 'The request is not valid.', { details: [{ path: input.path, message: 'refused in a worker' }] });
}

export interface DoublingHost {
  double(n: number): Promise<number>;
}

export async function viaHost(input: { n: number }, host: DoublingHost): Promise<number> {
  return (await host.double(input.n)) + 1;
}

/** A task whose engine takes longer to set up than its budget allows for the work itself. */
export const slowToPrepare = Object.assign((input: { value: string }) => input.value, {
  prepare: () => new Promise((resolve) => setTimeout(resolve, 600)),
});
