import type { FeatureDto } from '@/lib/catalog/schemas.ts';

/** A category's heading on the Catalogue page. */
export const CATEGORY_LABELS: Record<FeatureDto['category'], string> = {
  vision: 'Vision',
  reading: 'Reading',
  cognitive: 'Cognitive',
  motor: 'Motor',
  hearing: 'Hearing',
  navigation: 'Navigation',
  content: 'Content',
};

/** A value type in words, with the name the API uses. */
export const VALUE_TYPE_LABELS: Record<FeatureDto['valueType'], string> = {
  boolean: 'On or off (boolean)',
  number: 'Number',
  enum: 'One of a list (enum)',
  string: 'Text (string)',
};

/** "1.25×", "50%", "0.12 em": a number with the feature's unit ("x" is a multiple of the original). */
export function withUnit(value: string | number, unit: string | null): string {
  if (unit === null) return String(value);
  if (unit === 'x') return `${value}×`;
  if (unit === '%') return `${value}%`;
  return `${value} ${unit}`;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const isColour = (value: string) => HEX_COLOUR.test(value);
