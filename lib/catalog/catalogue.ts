import { db } from '@/lib/db/client.ts';
import { toFeatureDto, toPresetDto, type FeatureDto, type PresetDto } from './schemas.ts';

/**
 * The catalogue changes only when the seed runs at start-up, and every profile write validates
 * against it, so each instance keeps it in memory for a short while.
 */
export interface Catalogue {
  features: FeatureDto[];
  featuresByCode: Map<string, FeatureDto>;
  presets: PresetDto[];
  presetsByCode: Map<string, PresetDto>;
}

const TTL_MS = 30_000;
let cached: { at: number; value: Promise<Catalogue> } | null = null;

export function loadCatalogue(): Promise<Catalogue> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
  const value = read();
  cached = { at: Date.now(), value };
  value.catch(() => {
    // expected: the caller awaits `value` and gets the error; this only forgets the failed read
    if (cached?.value === value) cached = null;
  });
  return value;
}

async function read(): Promise<Catalogue> {
  const [features, presets] = await Promise.all([
    db.feature.findMany({ orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }] }),
    db.preset.findMany({ orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }], include: { features: true } }),
  ]);
  const order = new Map(features.map((f) => [f.code, f.sortOrder]));
  const featureDtos = features.map(toFeatureDto);
  const presetDtos = presets.map((p) => toPresetDto(p, order));
  return {
    features: featureDtos,
    featuresByCode: new Map(featureDtos.map((f) => [f.code, f])),
    presets: presetDtos,
    presetsByCode: new Map(presetDtos.map((p) => [p.code, p])),
  };
}
