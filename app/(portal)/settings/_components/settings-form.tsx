'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ENGINE_OPTIONS, type EngineChoice } from '@/components/scans/engines.ts';
import { CheckboxGroup, SelectField, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { updateSettingsAction } from '../actions.ts';

export interface SettingsValues {
  name: string;
  defaultStandard: string;
  defaultEngines: readonly EngineChoice[];
  allowedOrigins: string[];
  dataRetentionDays: number;
}

type Standard = Parameters<typeof updateSettingsAction>[0]['defaultStandard'];

const LABELS = {
  name: 'Tenant name',
  defaultStandard: 'Default standard',
  defaultEngines: 'Default rule engines',
  allowedOrigins: 'Allowed origins',
  dataRetentionDays: 'Data retention (days)',
};

export function SettingsForm({
  initial,
  standards,
  retention,
}: {
  initial: SettingsValues;
  standards: readonly { value: string; label: string }[];
  retention: { min: number; max: number };
}) {
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  // After a save the list shows what was stored: origins normalised, duplicates dropped.
  const [origins, setOrigins] = useState(initial.allowedOrigins.join('\n'));
  const [engines, setEngines] = useState<string[]>([...initial.defaultEngines]);
  const { run, pending, error, field } = useAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaved(false);
    run(
      () =>
        updateSettingsAction({
          name: String(form.get('name') ?? ''),
          defaultStandard: String(form.get('defaultStandard')) as Standard,
          defaultEngines: engines as EngineChoice[],
          allowedOrigins: origins,
          dataRetentionDays: String(form.get('dataRetentionDays') ?? ''),
        }),
      (stored) => {
        setOrigins(stored.allowedOrigins.join('\n'));
        if (stored.defaultEngines) setEngines([...stored.defaultEngines]);
        setSaved(true);
        router.refresh();
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl">
      <FormError error={error} labels={LABELS} />
      {saved ? <Notice tone="success" title="Settings saved" /> : null}
      <TextField label={LABELS.name} name="name" required maxLength={100} defaultValue={initial.name} autoComplete="organization" error={field('name')} />
      <SelectField
        label={LABELS.defaultStandard}
        name="defaultStandard"
        defaultValue={initial.defaultStandard}
        hint="Scans and compliance reports test against this unless told otherwise."
        error={field('defaultStandard')}
      >
        {standards.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <CheckboxGroup
        legend={LABELS.defaultEngines}
        hint="Scans run these unless told otherwise. Several engines find more barriers between them; each issue says which found it."
        name="defaultEngines"
        options={ENGINE_OPTIONS}
        value={engines}
        onChange={setEngines}
        error={field('defaultEngines')}
      />
      <TextAreaField
        label={LABELS.allowedOrigins}
        name="allowedOrigins"
        rows={4}
        value={origins}
        onChange={(e) => setOrigins(e.target.value)}
        hint="One a line, such as https://www.example.com. Publishable keys work only from these origins."
        spellCheck={false}
        autoCapitalize="off"
        error={field('allowedOrigins')}
      />
      <TextField
        label={LABELS.dataRetentionDays}
        name="dataRetentionDays"
        type="number"
        inputMode="numeric"
        min={retention.min}
        max={retention.max}
        step={1}
        required
        defaultValue={initial.dataRetentionDays}
        hint={`Raw usage events older than this are deleted; reports keep their daily totals. ${retention.min} to ${retention.max} days.`}
        error={field('dataRetentionDays')}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save settings'}
      </Button>
    </form>
  );
}
