import { Fragment } from 'react';
import type { FeatureDto, PresetDto } from '@/lib/catalog/schemas.ts';
import { FeatureValue } from './feature-value.tsx';

/** Each preset with the features it sets and their values; a feature the widget lacks says so. */
export function PresetList({ presets, featuresByCode }: { presets: readonly PresetDto[]; featuresByCode: ReadonlyMap<string, FeatureDto> }) {
  return (
    <ul className="grid gap-4 xl:grid-cols-2">
      {presets.map((p) => (
        <li key={p.code} className="rounded-md border border-slate-300 p-4">
          <h3 className="font-semibold text-slate-900">{p.name}</h3>
          <p className="mt-1 text-slate-700">{p.description}</p>
          <p className="mt-1 text-sm">
            Code: <code>{p.code}</code>
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {p.features.map((setting) => {
              const feature = featuresByCode.get(setting.featureCode);
              return (
                <Fragment key={setting.featureCode}>
                  <dt className="min-w-0 font-semibold text-slate-900">{feature?.name ?? setting.featureCode}</dt>
                  <dd className="min-w-0 text-slate-800">
                    {setting.isEnabled ? <FeatureValue feature={feature ?? { valueType: 'string', unit: null }} value={setting.value} /> : 'Off'}
                    {feature && !feature.widget.supported ? <span className="block text-slate-700">Not in the widget</span> : null}
                  </dd>
                </Fragment>
              );
            })}
          </dl>
        </li>
      ))}
    </ul>
  );
}
