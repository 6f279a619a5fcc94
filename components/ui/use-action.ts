'use client';

import { useMemo, useRef, useState, useTransition } from 'react';
import type { ActionError, ActionOptions, ActionResult } from '@/lib/portal/action.ts';

/** What `run` hands the action: the submission's idempotency key, for a creating action to send. */
export type Submission = Required<ActionOptions>;

/**
 * Runs a server action from a form: pending state, the error to show, field messages by name. Each
 * submission gets an idempotency key, kept for its retries until one succeeds (a creating action sent
 * twice, by a double click or a retry after a lost answer, then writes once) and made anew for the next.
 */
export function useAction() {
  const [error, setError] = useState<ActionError | null>(null);
  const [pending, start] = useTransition();
  const submission = useRef<string | null>(null);
  function run<T>(action: (submission: Submission) => Promise<ActionResult<T>>, onSuccess: (data: T) => void | Promise<void>) {
    submission.current ??= newIdempotencyKey();
    const idempotencyKey = submission.current;
    start(async () => {
      const result = await action({ idempotencyKey });
      // Once done, or sent with other values (the first answer was lost), the next submission is a new one.
      if (result.ok || result.error.code === 'idempotency_key_reused') {
        if (submission.current === idempotencyKey) submission.current = null;
      }
      if (result.ok) {
        setError(null);
        await onSuccess(result.data);
      } else setError(result.error);
    });
  }
  return { run, pending, error, setError, field: (name: string) => error?.fields?.[name] };
}

/** 128 random bits in hex: crypto.getRandomValues works where randomUUID does not (a page served over plain http). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * An action's error with the code an API caller would see, to look up in the reference (field errors as they are).
 * Memoised: the form's error summary takes focus whenever its error changes.
 */
export function useErrorWithCode(error: ActionError | null): ActionError | null {
  return useMemo(() => (error && error.code !== 'validation_failed' ? { ...error, message: `${error.message} (Error code: ${error.code}.)` } : error), [error]);
}
