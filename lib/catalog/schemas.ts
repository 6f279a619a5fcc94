import { z } from 'zod';
import type { Feature, Preset, PresetFeature } from '@/lib/db/generated/client.ts';
import { FeatureCategory } from '@/lib/db/generated/enums.ts';
import { pageQuery } from '@/lib/pagination.ts';

export const CATEGORIES = Object.values(FeatureCategory);

export const listFeaturesQuery = pageQuery.extend({
  category: z.enum(CATEGORIES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type ListFeaturesQuery = z.infer<typeof listFeaturesQuery>;

export interface FeatureDto {
  code: string;
  name: string;
  description: string;
  category: Feature['category'];
  valueType: Feature['valueType'];
  defaultValue: string | null;
  min: number | null;
  max: number | null;
  step: number | null;
  unit: string | null;
  options: string[];
  requiresAi: boolean;
  wcagCriteria: string[];
  sortOrder: number;
}

export interface PresetDto {
  code: string;
  name: string;
  description: string;
  features: { featureCode: string; isEnabled: boolean; value: string | null }[];
}

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
