import { useId, type ReactNode } from 'react';
import { CopyButton } from './copy-button.tsx';

/**
 * A value shown once to take away (a new secret, an invitation link): read-only and selectable, with a
 * copy button and, beside it, whatever closes the dialog.
 */
export function CopyField({ label, value, copyLabel, done }: { label: ReactNode; value: string; copyLabel: string; done: ReactNode }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input id={id} readOnly value={value} className="mt-1 mb-3 block w-full rounded-md border border-slate-500 bg-slate-50 px-3 py-2 font-mono text-sm" />
      <div className="flex justify-between gap-2">
        <CopyButton value={value} label={copyLabel} />
        {done}
      </div>
    </>
  );
}
