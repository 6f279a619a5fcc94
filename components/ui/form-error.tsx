'use client';

import { useEffect, useRef } from 'react';
import type { ActionError } from '@/lib/portal/action.ts';

/**
 * The summary above a form that failed: it takes focus so keyboard and screen reader users land on it,
 * and lists the problems (each field also shows its own message).
 */
export function FormError({ error, labels = {} }: { error: ActionError | null; labels?: Record<string, string> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  if (!error) return null;
  const fields = Object.entries(error.fields ?? {});
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="mb-4 rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-950">
      <p className="font-semibold">{error.message}</p>
      {fields.length ? (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {fields.map(([name, message]) => (
            <li key={name}>
              {labels[name] ?? name}: {message}
            </li>
          ))}
        </ul>
      ) : null}
      {error.traceId ? <p className="mt-1 text-sm">Trace id: {error.traceId}</p> : null}
    </div>
  );
}
