'use client';

import { useMemo, useState, useTransition } from 'react';
import type { ActionError, ActionResult } from '@/lib/portal/action.ts';

/** Runs a server action from a form: pending state, the error to show, field messages by name. */
export function useAction() {
  const [error, setError] = useState<ActionError | null>(null);
  const [pending, start] = useTransition();
  function run<T>(action: () => Promise<ActionResult<T>>, onSuccess: (data: T) => void | Promise<void>) {
    start(async () => {
      const result = await action();
      if (result.ok) {
        setError(null);
        await onSuccess(result.data);
      } else setError(result.error);
    });
  }
  return { run, pending, error, setError, field: (name: string) => error?.fields?.[name] };
}

/**
 * An action's error with the code an API caller would see, to look up in the reference (field errors as they are).
 * Memoised: the form's error summary takes focus whenever its error changes.
 */
export function useErrorWithCode(error: ActionError | null): ActionError | null {
  return useMemo(() => (error && error.code !== 'validation_failed' ? { ...error, message: `${error.message} (Error code: ${error.code}.)` } : error), [error]);
}
