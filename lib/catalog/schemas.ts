import { z } from 'zod';
import type { Feature, Preset, PresetFeature } from '@/lib/db/generated/client.ts';
import { FeatureCategory, ValueType } from '@/lib/db/generated/enums.ts';
import { pageQuery } from '@/lib/pagination.ts';

export const CATEGORIES = Object.values(FeatureCategory);

export const listFeaturesQuery = pageQuery.extend({
  category: z.enum(CATEGORIES).optional(),
  q: z.string().trim().max(100).optional(),
  widget: z.enum(['true', 'false']).optional().describe('Only the features the embeddable widget offers (true), or only those it does not (false).'),
});
export type ListFeaturesQuery = z.infer<typeof listFeaturesQuery>;

/** Whether the embeddable widget offers a feature, and why not when it does not. */
export const widgetSupportDto = z
  .object({
    supported: z.boolean(),
    reason: z.string().nullable().describe('Why the widget does not offer the feature, as a sentence for people; null when it does.'),
  })
  .describe(
    'Whether the embeddable widget offers the feature. Some never will: a page script cannot be a screen reader, voice control or an on-screen keyboard for the whole device.',
  );

export const featureDto = z
  .object({
    code: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.enum(CATEGORIES),
    valueType: z.enum(Object.values(ValueType)),
    defaultValue: z.string().nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    step: z.number().nullable(),
    unit: z.string().nullable(),
    options: z.array(z.string()),
    requiresAi: z.boolean(),
    wcagCriteria: z.array(z.string()),
    sortOrder: z.number().int(),
    widget: widgetSupportDto,
  })
  .meta({
    examples: [
      {
        code: 'font_size',
        name: 'Font size',
        description: 'Scales the text.',
        category: 'vision',
        valueType: 'number',
        defaultValue: '100',
        min: 80,
        max: 300,
        step: 10,
        unit: '%',
        options: [],
        requiresAi: false,
        wcagCriteria: ['1.4.4'],
        sortOrder: 1,
        widget: { supported: true, reason: null },
      },
    ],
  });

export const presetDto = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.object({ featureCode: z.string(), isEnabled: z.boolean(), value: z.string().nullable() })),
});

export type FeatureDto = z.infer<typeof featureDto>;
export type PresetDto = z.infer<typeof presetDto>;

/** The reason of a feature the seed file no longer names (its row stays, with the column's default). */
const NOT_IN_WIDGET = 'The widget does not offer this feature.';

export function toFeatureDto(f: Feature): FeatureDto {
  return {
    code: f.code,
    name: f.name,
    description: f.description,
    category: f.category,
    valueType: f.valueType,
    defaultValue: f.defaultValue,
    min: f.min,
    max: f.max,
    step: f.step,
    unit: f.unit,
    options: f.options,
    requiresAi: f.requiresAi,
    wcagCriteria: f.wcagCriteria,
    sortOrder: f.sortOrder,
    widget: { supported: f.widgetSupported, reason: f.widgetSupported ? null : f.widgetReason || NOT_IN_WIDGET },
  };
}

export function toPresetDto(p: Preset & { features: PresetFeature[] }, order: Map<string, number>): PresetDto {
  const features = [...p.features].sort((a, b) => (order.get(a.featureCode) ?? 0) - (order.get(b.featureCode) ?? 0));
  return {
    code: p.code,
    name: p.name,
    description: p.description,
    features: features.map((f) => ({ featureCode: f.featureCode, isEnabled: f.isEnabled, value: f.value })),
  };
}
