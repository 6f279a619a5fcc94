import { z } from 'zod';
import type { Feature, Preset, PresetFeature } from '@/lib/db/generated/client.ts';
import { FeatureCategory, ValueType } from '@/lib/db/generated/enums.ts';
import { pageQuery } from '@/lib/pagination.ts';

export const CATEGORIES = Object.values(FeatureCategory);

export const listFeaturesQuery = pageQuery.extend({
  category: z.enum(CATEGORIES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type ListFeaturesQuery = z.infer<typeof listFeaturesQuery>;

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
