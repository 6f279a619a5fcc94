import type { ApiPromise } from '../api-promise.js';
import { apiPath, type RequestOptions } from '../http.js';
import type { CataloguePage, Feature, ListFeaturesParams, PageParams, Preset } from '../types.js';
import { Resource } from './resource.js';

/** The catalogue of accessibility tools. */
export class Features extends Resource {
  /** Features in catalogue order, filtered by `category` and free-text `q`. */
  list(params: ListFeaturesParams = {}, options?: RequestOptions): ApiPromise<CataloguePage<Feature>> {
    return this.call({ method: 'GET', path: '/features', query: params }, options);
  }

  /** One feature by code (404 `not_found` when unknown). */
  get(code: string, options?: RequestOptions): ApiPromise<Feature> {
    return this.call(() => ({ method: 'GET', path: apiPath`/features/${code}` }), options);
  }
}

/** Named sets of features that can be applied to a profile. */
export class Presets extends Resource {
  /** All presets with their features. */
  list(params: PageParams = {}, options?: RequestOptions): ApiPromise<CataloguePage<Preset>> {
    return this.call({ method: 'GET', path: '/presets', query: params }, options);
  }

  /** One preset by code (404 `not_found` when unknown). */
  get(code: string, options?: RequestOptions): ApiPromise<Preset> {
    return this.call(() => ({ method: 'GET', path: apiPath`/presets/${code}` }), options);
  }
}
