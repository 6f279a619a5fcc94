import type { FeatureDto } from '@/lib/catalog/schemas.ts';
import { isColour, withUnit } from './labels.ts';

/** A setting's value as people read it: "On" for a toggle, a number with its unit, a colour with a swatch. */
export function FeatureValue({ feature, value }: { feature: Pick<FeatureDto, 'valueType' | 'unit'>; value: string | null }) {
  if (value === null) return <>On</>;
  if (feature.valueType === 'number') return <>{withUnit(value, feature.unit)}</>;
  return (
    <>
      {isColour(value) ? (
        <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 rounded-sm border border-slate-600 align-middle" style={{ backgroundColor: value }} />
      ) : null}
      <code>{value}</code>
    </>
  );
}
