import { ApiPromise } from '../api-promise.js';
import type { ApiResponse, HttpClient, PostOptions, RequestSpec } from '../http.js';

/** Base of the resource classes: one request, one ApiPromise. */
export abstract class Resource {
  constructor(protected readonly http: HttpClient) {}

  /** `spec` may be a function so that a bad path segment rejects the promise instead of throwing. */
  protected call<T>(spec: RequestSpec | (() => RequestSpec), options?: PostOptions): ApiPromise<T> {
    return new ApiPromise(this.send<T>(spec, options));
  }

  protected send<T>(spec: RequestSpec | (() => RequestSpec), options?: PostOptions): Promise<ApiResponse<T>> {
    try {
      return this.http.request<T>(typeof spec === 'function' ? spec() : spec, options);
    } catch (error) {
      return Promise.reject(error);
    }
  }
}
