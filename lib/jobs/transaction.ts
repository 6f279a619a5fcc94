import { db, type Tx } from '@/lib/db/client.ts';
import { logger } from '@/lib/logger.ts';

type Hook = () => void | Promise<void>;

declare const opened: unique symbol;

/**
 * A transaction opened by transaction(), the only kind that can hold work until it commits. Only
 * transaction() hands one out, so giving sendEvent() the `tx` of a plain `db.$transaction` (whose
 * events would reach Inngest before the commit, and whose jobs would wait for the next poll) does not compile.
 */
export type CommitTx = Tx & { readonly [opened]: true };

/**
 * The after-commit hooks of each open transaction() (keyed by its transaction client), on globalThis
 * so that every copy of this module Next.js bundles sees the same (see send-event.ts).
 */
const pending: WeakMap<Tx, Hook[]> = ((globalThis as { __a11yAfterCommit?: WeakMap<Tx, Hook[]> }).__a11yAfterCommit ??= new WeakMap());

/**
 * `db.$transaction`, plus work that must wait for the commit: sendEvent() given this transaction sends
 * its event (Inngest) or wakes the embedded runner only once the rows the job will read are visible,
 * and never if the transaction rolls back. The hooks run in order once it has committed;
 * if one fails, the rest still run and the first error is thrown (the transaction stays committed).
 */
export async function transaction<T>(fn: (tx: CommitTx) => Promise<T>, options?: { maxWait?: number; timeout?: number }): Promise<T> {
  const hooks: Hook[] = [];
  const result = await db.$transaction(async (tx) => {
    pending.set(tx, hooks);
    return fn(tx as Tx as CommitTx);
  }, options);
  let failure: { error: unknown } | null = null;
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      logger.error({ err: error }, 'after-commit work failed');
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
  return result;
}

/** Runs `hook` once `tx` has committed. False when `tx` was not opened by transaction() after all (a cast: nothing is registered). */
export function afterCommit(tx: CommitTx, hook: Hook): boolean {
  const hooks = pending.get(tx);
  hooks?.push(hook);
  return hooks !== undefined;
}
