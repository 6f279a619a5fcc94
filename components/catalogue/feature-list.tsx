import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/table.tsx';
import type { FeatureDto } from '@/lib/catalog/schemas.ts';
import { criterion } from '@/lib/wcag/criteria.ts';
import { FeatureValue } from './feature-value.tsx';
import { VALUE_TYPE_LABELS, withUnit } from './labels.ts';

/** The features of one category: a heading per feature and its properties as a description list. */
export function FeatureList({ features }: { features: readonly FeatureDto[] }) {
  return (
    <ul className="grid gap-4 xl:grid-cols-2">
      {features.map((f) => (
        <li key={f.code} className="rounded-md border border-slate-300 p-4">
          <h3 className="font-semibold text-slate-900">{f.name}</h3>
          <p className="mt-1 text-slate-700">{f.description}</p>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <Property term="Code">
              <code>{f.code}</code>
            </Property>
            <Property term="Value">{VALUE_TYPE_LABELS[f.valueType]}</Property>
            {f.valueType === 'boolean' ? null : (
              <Property term="Default">
                <FeatureValue feature={f} value={f.defaultValue} />
              </Property>
            )}
            {f.valueType === 'number' && f.min !== null && f.max !== null && f.step !== null ? (
              <Property term="Range">
                {withUnit(f.min, f.unit)} to {withUnit(f.max, f.unit)}, in steps of {withUnit(f.step, f.unit)}
              </Property>
            ) : null}
            {f.options.length > 0 ? (
              <Property term="Options">
                <ul className="flex flex-wrap gap-x-3">
                  {f.options.map((option) => (
                    <li key={option}>
                      <code>{option}</code>
                    </li>
                  ))}
                </ul>
              </Property>
            ) : null}
            <Property term="WCAG criteria">
              {f.wcagCriteria.length === 0 ? (
                'None named'
              ) : (
                <ul>
                  {f.wcagCriteria.map((id) => (
                    <li key={id}>{criterionName(id)}</li>
                  ))}
                </ul>
              )}
            </Property>
            <Property term="Needs AI">{f.requiresAi ? 'Yes' : 'No'}</Property>
            <Property term="Widget">
              <WidgetSupport widget={f.widget} />
            </Property>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Property({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </>
  );
}

/** "1.4.4 Resize Text (AA)"; the number alone for a criterion WCAG 2.2 does not have. */
function criterionName(id: string): string {
  const found = criterion(id, '2.2');
  return found ? `${found.id} ${found.title} (${found.level})` : id;
}

/** Supported, or not in the widget and why: said in words, never by colour alone. */
export function WidgetSupport({ widget }: { widget: FeatureDto['widget'] }) {
  if (widget.supported) return <Badge tone="green">Supported</Badge>;
  return (
    <>
      <Badge tone="amber">Not in the widget</Badge>
      <span className="mt-1 block">{widget.reason}</span>
    </>
  );
}
