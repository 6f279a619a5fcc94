'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { CATEGORY_LABELS, SET_BY_LABELS, valueHint, valueText } from '@/components/profiles/labels.ts';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Badge, Cell, EmptyState, formatDate, Table } from '@/components/ui/table.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import type { FeatureDto } from '@/lib/catalog/schemas.ts';
import type { ProfileDetailDto } from '@/lib/profiles/schemas.ts';
import { updateSettingAction } from '../../actions.ts';

type Setting = ProfileDetailDto['features'][number];

const FEATURE_FIELD = 'setting-feature';
const LABELS = { featureCode: 'Feature', 'features[0].featureCode': 'Feature', value: 'Value', 'features[0].value': 'Value' };

/** The value a feature's field starts with: the stored one, else the default; boolean tools take none. */
function startingValue(feature: FeatureDto | undefined, setting: Setting | undefined): string {
  if (!feature || feature.valueType === 'boolean') return '';
  return setting?.value ?? feature.defaultValue ?? '';
}

/**
 * The profile's settings as a table, and (for those who may write) the form that changes one: the feature,
 * whether it is on, and its value, checked against the catalogue by the service the API uses and recorded
 * as set by an admin. "Edit" on a row picks that feature in the form. A refused value keeps what was typed
 * and says why at the field.
 */
export function SettingsEditor({
  userId,
  settings,
  features,
  canWrite,
}: {
  userId: string;
  settings: readonly Setting[];
  features: readonly FeatureDto[];
  canWrite: boolean;
}) {
  const router = useRouter();
  const byCode = new Map(features.map((f) => [f.code, f]));
  const stored = new Map(settings.map((s) => [s.featureCode, s]));
  const [code, setCode] = useState(settings[0]?.featureCode ?? features[0]?.code ?? '');
  const feature = byCode.get(code);
  const [enabled, setEnabled] = useState(stored.get(code)?.isEnabled ?? true);
  const [value, setValue] = useState(startingValue(feature, stored.get(code)));
  const [status, setStatus] = useState('');
  const { run, pending, error, setError, field } = useAction();

  function choose(next: string) {
    setCode(next);
    setEnabled(stored.get(next)?.isEnabled ?? true);
    setValue(startingValue(byCode.get(next), stored.get(next)));
    setError(null);
    setStatus('');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!feature) return;
    const sent = feature.valueType === 'boolean' || value === '' ? null : value;
    setStatus('');
    run(
      () => updateSettingAction({ userId, featureCode: feature.code, isEnabled: enabled, value: sent }),
      (saved) => {
        if (saved && feature.valueType !== 'boolean') setValue(saved.value ?? '');
        const shown = saved && feature.valueType !== 'boolean' ? `, value ${valueText(feature, saved.value)}` : '';
        setStatus(`Saved: ${feature.name} is ${saved?.isEnabled ? 'on' : 'off'}${shown}, set by an admin.`);
        router.refresh();
      },
    );
  }

  const valueError = field('value') ?? field('features[0].value');
  const categories = Object.keys(CATEGORY_LABELS) as FeatureDto['category'][];

  return (
    <>
      {settings.length === 0 ? (
        <EmptyState>This profile sets no tools: the end user gets the defaults.</EmptyState>
      ) : (
        <Table
          caption="Tools this profile sets, in catalogue order"
          columns={[
            'Tool',
            'State',
            'Value',
            'Set by',
            'Changed',
            ...(canWrite
              ? [
                  <span key="a" className="sr-only">
                    Actions
                  </span>,
                ]
              : []),
          ]}
        >
          {settings.map((s) => {
            const f = byCode.get(s.featureCode);
            return (
              <tr key={s.featureCode}>
                <Cell>
                  <span className="font-medium">{f?.name ?? s.featureCode}</span>
                  <code className="block text-slate-700">{s.featureCode}</code>
                </Cell>
                <Cell>{s.isEnabled ? <Badge tone="green">on</Badge> : <Badge>off</Badge>}</Cell>
                <Cell className="max-w-xs break-all">
                  <bdi>{valueText(f, s.value)}</bdi>
                </Cell>
                <Cell>{SET_BY_LABELS[s.setBy]}</Cell>
                <Cell>{formatDate(s.updatedAt)}</Cell>
                {canWrite ? (
                  <Cell>
                    <Button
                      variant="secondary"
                      aria-label={`Edit ${f?.name ?? s.featureCode}`}
                      onClick={() => {
                        choose(s.featureCode);
                        document.getElementById(FEATURE_FIELD)?.focus();
                      }}
                    >
                      Edit
                    </Button>
                  </Cell>
                ) : null}
              </tr>
            );
          })}
        </Table>
      )}
      {canWrite ? (
        <form onSubmit={submit} noValidate aria-labelledby="change-setting-heading" className="mt-6 max-w-xl border-t border-slate-300 pt-4">
          <h3 id="change-setting-heading" className="mb-3 text-base font-semibold text-slate-900">
            Change a setting
          </h3>
          <FormError error={error} labels={LABELS} />
          <SelectField id={FEATURE_FIELD} label="Tool" value={code} onChange={(e) => choose(e.target.value)} error={field('featureCode')}>
            {categories.map((category) => (
              <optgroup key={category} label={CATEGORY_LABELS[category]}>
                {features
                  .filter((f) => f.category === category)
                  .map((f) => {
                    const s = stored.get(f.code);
                    return (
                      <option key={f.code} value={f.code}>
                        {f.name}
                        {s ? ` (set: ${s.isEnabled ? 'on' : 'off'})` : ''}
                      </option>
                    );
                  })}
              </optgroup>
            ))}
          </SelectField>
          <div className="mb-4 flex items-center gap-2">
            <input id="setting-enabled" type="checkbox" className="size-5 accent-blue-700" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
            <label htmlFor="setting-enabled" className="text-sm font-semibold text-slate-900">
              Switched on for this user
            </label>
          </div>
          {feature && feature.valueType === 'enum' ? (
            <SelectField id="setting-value" label="Value" value={value} onChange={(e) => setValue(e.target.value)} hint={valueHint(feature)} error={valueError}>
              {feature.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </SelectField>
          ) : feature && feature.valueType !== 'boolean' ? (
            <TextField
              id="setting-value"
              label={feature.unit ? `Value (${feature.unit})` : 'Value'}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              hint={valueHint(feature)}
              error={valueError}
              inputMode={feature.valueType === 'number' ? 'decimal' : undefined}
              autoComplete="off"
              spellCheck={false}
            />
          ) : feature ? (
            <p className="mb-4 text-sm text-slate-700">{valueHint(feature)}</p>
          ) : null}
          <Button type="submit" disabled={pending || !feature}>
            {pending ? 'Saving…' : 'Save setting'}
          </Button>
          <p role="status" className="mt-3 min-h-6 text-sm font-medium text-slate-900">
            {status}
          </p>
        </form>
      ) : null}
    </>
  );
}
