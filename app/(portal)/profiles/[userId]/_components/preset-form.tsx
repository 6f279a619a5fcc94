'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import type { PresetDto } from '@/lib/catalog/schemas.ts';
import { applyPresetAction } from '../../actions.ts';

const LABELS = { presetCode: 'Preset' };

/** Applies a catalogue preset to the profile as the API's apply-preset does (its tools set by "preset"). */
export function PresetForm({
  userId,
  presets,
  active,
}: {
  userId: string;
  presets: readonly Pick<PresetDto, 'code' | 'name' | 'description' | 'features'>[];
  active: string | null;
}) {
  const router = useRouter();
  const [code, setCode] = useState(active ?? presets[0]?.code ?? '');
  const [clearExisting, setClearExisting] = useState(false);
  const [status, setStatus] = useState('');
  const { run, pending, error, field } = useAction();
  const preset = presets.find((p) => p.code === code);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!preset) return;
    setStatus('');
    run(
      () => applyPresetAction({ userId, presetCode: preset.code, clearExisting }),
      () => {
        const tools = preset.features.length === 1 ? 'its tool is' : `its ${preset.features.length} tools are`;
        setStatus(`Applied ${preset.name}: ${tools} set by the preset${clearExisting ? ', and the other settings were cleared' : ''}.`);
        router.refresh();
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-xl">
      <FormError error={error} labels={LABELS} />
      <SelectField
        id="preset-code"
        label="Preset"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        hint={preset?.description}
        error={field('presetCode')}
      >
        {presets.map((p) => (
          <option key={p.code} value={p.code}>
            {p.name}
            {p.code === active ? ' (active)' : ''}
          </option>
        ))}
      </SelectField>
      <div className="mb-4 flex items-center gap-2">
        <input
          id="preset-clear"
          type="checkbox"
          className="size-5 accent-blue-700"
          checked={clearExisting}
          onChange={(e) => setClearExisting(e.target.checked)}
        />
        <label htmlFor="preset-clear" className="text-sm font-semibold text-slate-900">
          Clear the profile’s other settings first
        </label>
      </div>
      <Button type="submit" disabled={pending || !preset}>
        {pending ? 'Applying…' : 'Apply preset'}
      </Button>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-slate-900">
        {status}
      </p>
    </form>
  );
}
