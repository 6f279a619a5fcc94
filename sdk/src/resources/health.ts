import { ApiPromise } from '../api-promise.js';
import type { HttpClient, RequestOptions } from '../http.js';
import type { Health } from '../types.js';

/** GET /health without a key. A degraded service (503) resolves with `status: "degraded"`, unretried. */
export function health(http: HttpClient, options?: RequestOptions): ApiPromise<Health> {
  return new ApiPromise(http.request<Health>({ method: 'GET', path: '/health', auth: false, okStatuses: [503], retryStatuses: false }, options));
}
