import type { Principal } from '@/lib/auth/permissions.ts';
import { decodeOffset, encodeOffset } from '@/lib/pagination.ts';
import { loadCatalogue } from './catalogue.ts';
import type { FeatureDto, ListFeaturesQuery, PresetDto } from './schemas.ts';

/** A catalogue page: the list envelope plus `total`, the number of entries matching the filters. */
export interface CataloguePage<T> {
  data: T[];
  nextCursor: string | null;
  total: number;
}

/** Any key may read the catalogue; it is the same for every tenant. */
export async function listFeatures(_ctx: Principal, query: ListFeaturesQuery): Promise<CataloguePage<FeatureDto>> {
  const { features } = await loadCatalogue();
  const needle = query.q?.toLowerCase();
  const matching = features.filter(
    (f) =>
      (!query.category || f.category === query.category) &&
      (!query.widget || f.widget.supported === (query.widget === 'true')) &&
      (!needle || [f.code, f.name, f.description, ...f.wcagCriteria].some((text) => text.toLowerCase().includes(needle))),
  );
  return pageOf(matching, query);
}

export async function listPresets(_ctx: Principal, query: { limit: number; cursor?: string }): Promise<CataloguePage<PresetDto>> {
  const { presets } = await loadCatalogue();
  return pageOf(presets, query);
}

// The catalogue is small and ordered by sortOrder, so its cursor is an offset.
function pageOf<T>(items: T[], query: { limit: number; cursor?: string }): CataloguePage<T> {
  const offset = decodeOffset(query.cursor);
  const data = items.slice(offset, offset + query.limit);
  const next = offset + query.limit;
  return { data, nextCursor: next < items.length ? encodeOffset(next) : null, total: items.length };
}
