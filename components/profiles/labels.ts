import type { FeatureDto } from '@/lib/catalog/schemas.ts';
import type { AnalyticsAction, SetBy } from '@/lib/db/generated/enums.ts';

/** Who made a setting what it is (`setBy`), in words. */
export const SET_BY_LABELS: Record<SetBy, string> = {
  user: 'End user',
  admin: 'Admin',
  preset: 'Preset',
  api: 'API (your server)',
};

export const EVENT_ACTION_LABELS: Record<AnalyticsAction, string> = {
  activated: 'Activated',
  deactivated: 'Deactivated',
  adjusted: 'Adjusted',
};

/** The catalogue's category names, as the Catalogue page shows them. */
export { CATEGORY_LABELS } from '@/components/catalogue/labels.ts';

/** A stored value with its feature's unit: "1.5x", "50%", "0.12 em"; null (a boolean tool) is "—". */
export function valueText(feature: Pick<FeatureDto, 'unit'> | undefined, value: string | null): string {
  if (value === null) return '—';
  const unit = feature?.unit;
  if (!unit) return value;
  return unit === 'x' || unit === '%' ? `${value}${unit}` : `${value} ${unit}`;
}

/** What a feature takes, for the hint under its value field. */
export function valueHint(feature: FeatureDto): string {
  const fallback = feature.defaultValue === null ? '' : ` Leave empty for the default, ${valueText(feature, feature.defaultValue)}.`;
  switch (feature.valueType) {
    case 'boolean':
      return 'This tool is on or off; it takes no value.';
    case 'number': {
      const range =
        feature.min !== null && feature.max !== null ? ` from ${valueText(feature, String(feature.min))} to ${valueText(feature, String(feature.max))}` : '';
      const step = feature.step ? ` in steps of ${feature.step}` : '';
      return `A number${range}${step}.${fallback}`;
    }
    case 'enum':
      return `One of the listed options.${fallback}`;
    case 'string':
      return `Text, 1 to 256 characters.${fallback}`;
  }
}
