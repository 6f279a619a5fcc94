import type { ApiPromise } from '../api-promise.js';
import { apiPath, type RequestOptions } from '../http.js';
import type { Page, Tenant, UpdateTenantInput } from '../types.js';
import { Resource } from './resource.js';

/** Tenants (needs the `admin` scope). */
export class Tenants extends Resource {
  /** The tenants the caller can see: with an API key, its own (one page, `nextCursor: null`). */
  list(options?: RequestOptions): ApiPromise<Page<Tenant>> {
    return this.call({ method: 'GET', path: '/tenants' }, options);
  }

  /** One tenant, with its settings and effective limits. */
  get(tenantId: string, options?: RequestOptions): ApiPromise<Tenant> {
    return this.call(() => ({ method: 'GET', path: apiPath`/tenants/${tenantId}` }), options);
  }

  /** Changes the name and the named settings; the plan cannot be changed here. */
  update(tenantId: string, input: UpdateTenantInput, options?: RequestOptions): ApiPromise<Tenant> {
    return this.call(() => ({ method: 'PUT', path: apiPath`/tenants/${tenantId}`, body: input }), options);
  }
}
