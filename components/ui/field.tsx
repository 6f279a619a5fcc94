import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

const control = 'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700';

/** Label, hint and error tied to the control by id, so screen readers announce all three. */
function Frame({ id, label, hint, error, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function described(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function TextField({ label, hint, error, id, ...props }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error}>
      <input id={fieldId} className={control} aria-invalid={error ? true : undefined} aria-describedby={described(fieldId, hint, error)} {...props} />
    </Frame>
  );
}

export function TextAreaField({ label, hint, error, id, ...props }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error}>
      <textarea id={fieldId} className={control} aria-invalid={error ? true : undefined} aria-describedby={described(fieldId, hint, error)} {...props} />
    </Frame>
  );
}

export function SelectField({ label, hint, error, id, children, ...props }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error}>
      <select id={fieldId} className={control} aria-invalid={error ? true : undefined} aria-describedby={described(fieldId, hint, error)} {...props}>
        {children}
      </select>
    </Frame>
  );
}

/** A group of checkboxes with one legend (scopes, webhook events), and a hint for the whole group. */
export function CheckboxGroup({
  legend,
  hint,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint?: ReactNode;
  name: string;
  options: readonly { value: string; label: string; hint?: string }[];
  value: readonly string[];
  onChange(next: string[]): void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="mb-4" aria-describedby={described(id, hint, error)}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              className="mt-0.5 size-5 accent-blue-700"
              checked={value.includes(option.value)}
              onChange={(e) => onChange(e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))}
            />
            <span>
              {option.label}
              {option.hint ? <span className="block text-slate-700">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
