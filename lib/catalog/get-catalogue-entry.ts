import type { Principal } from '@/lib/auth/permissions.ts';
import { notFound } from '@/lib/errors.ts';
import { loadCatalogue } from './catalogue.ts';
import type { FeatureDto, PresetDto } from './schemas.ts';

export async function getFeature(_ctx: Principal, code: string): Promise<FeatureDto> {
  const feature = (await loadCatalogue()).featuresByCode.get(code);
  if (!feature) throw notFound('Feature');
  return feature;
}

export async function getPreset(_ctx: Principal, code: string): Promise<PresetDto> {
  const preset = (await loadCatalogue()).presetsByCode.get(code);
  if (!preset) throw notFound('Preset');
  return preset;
}
