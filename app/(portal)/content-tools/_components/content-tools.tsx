'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction, useErrorWithCode } from '@/components/ui/use-action.ts';
import type { TransformName } from '@/lib/content/schemas.ts';
import { runTransformAction, type TransformRun } from '../actions.ts';
import { TRANSFORM_FORMS, type TransformField } from '../transform-fields.ts';
import { TransformResult } from './transform-result.tsx';

export interface TransformAvailability {
  name: TransformName;
  supported: boolean;
  provider: 'local' | 'openai';
  /** The model or engines; null when the provider cannot do the transform. */
  model: string | null;
}

/** Choose a transform, fill in its form, run it; the answer appears below and takes focus. */
export function ContentTools({ transforms }: { transforms: readonly TransformAvailability[] }) {
  const [chosen, setChosen] = useState<TransformName>(transforms.find((t) => t.supported)?.name ?? 'simplify');
  const current = transforms.find((t) => t.name === chosen);
  return (
    <>
      <div className="max-w-md">
        <SelectField
          label="Transform"
          name="transform"
          value={chosen}
          onChange={(e) => setChosen(e.target.value as TransformName)}
          hint="Its form appears below."
        >
          {transforms.map((t) => (
            <option key={t.name} value={t.name}>
              {TRANSFORM_FORMS[t.name].label}
              {t.supported ? '' : ' (needs a language model)'}
            </option>
          ))}
        </SelectField>
      </div>
      {/* A new form per transform: its fields, errors and last answer start afresh. */}
      <TransformForm key={chosen} transform={chosen} supported={current?.supported ?? false} />
    </>
  );
}

function TransformForm({ transform, supported }: { transform: TransformName; supported: boolean }) {
  const router = useRouter();
  const form = TRANSFORM_FORMS[transform];
  const headingId = useId();
  const [result, setResult] = useState<{ run: TransformRun | null; id: number } | null>(null);
  const { run, pending, error, field } = useAction();
  const labels = Object.fromEntries(form.fields.map((f) => [f.name, f.label]));
  const shown = useErrorWithCode(error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = Object.fromEntries(form.fields.map((f) => [f.name, String(data.get(f.name) ?? '')]));
    // An earlier answer must not sit under a new error, nor look like the new answer while it runs.
    setResult((last) => (last ? { ...last, run: null } : null));
    run(
      () => runTransformAction({ transform, fields }),
      (answer) => {
        setResult((last) => ({ run: answer, id: (last?.id ?? 0) + 1 }));
        // The credits meter above is server-rendered.
        router.refresh();
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-2 border-t border-slate-300 pt-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {form.label}
      </h3>
      <p className="mb-4 text-slate-700">{form.description}</p>
      {supported ? (
        <form onSubmit={submit} noValidate className="max-w-2xl">
          <FormError error={shown} labels={labels} />
          {form.fields.map((f) => (
            <Field key={f.name} field={f} error={field(f.name)} />
          ))}
          <Button type="submit" disabled={pending}>
            {pending ? 'Running…' : `Run ${form.label.toLowerCase()}`}
          </Button>
          <p role="status" className="sr-only">
            {pending ? `Running ${form.label.toLowerCase()}…` : ''}
          </p>
        </form>
      ) : (
        <Notice tone="warning" title={`${form.label} needs a language model`}>
          The offline provider cannot do this transform. Set <code>OPENAI_API_KEY</code> (and <code>OPENAI_BASE_URL</code> for an OpenAI-compatible server) and
          restart the service to enable it.
        </Notice>
      )}
      {result?.run ? <TransformResult key={result.id} run={result.run} resultLabel={form.resultLabel} /> : null}
    </section>
  );
}

function Field({ field, error }: { field: TransformField; error?: string }) {
  const common = { label: field.label, name: field.name, hint: field.hint, error, required: field.required };
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...common} rows={6} />;
    case 'number':
      return <TextField {...common} type="number" inputMode="numeric" min={field.min} max={field.max} step={1} defaultValue={field.defaultValue} />;
    case 'select':
      return (
        <SelectField {...common} defaultValue={field.defaultValue}>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    case 'url':
      return <TextField {...common} type="url" inputMode="url" autoComplete="off" spellCheck={false} autoCapitalize="off" />;
    case 'language':
      return <TextField {...common} autoComplete="off" spellCheck={false} autoCapitalize="off" />;
    default:
      return <TextField {...common} />;
  }
}
