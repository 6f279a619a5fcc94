import type { ApiPromise } from '../api-promise.js';
import { apiPath, type PostOptions, type RequestOptions } from '../http.js';
import type { ApiKey, CreateApiKeyInput, CreatedApiKey, Page, PageParams } from '../types.js';
import { Resource } from './resource.js';

/** A tenant's API keys (needs the `admin` scope). */
export class ApiKeys extends Resource {
  /** Keys, newest first, revoked ones included (with `revokedAt`). Raw keys are never listed. */
  list(tenantId: string, params: PageParams = {}, options?: RequestOptions): ApiPromise<Page<ApiKey>> {
    return this.call(() => ({ method: 'GET', path: apiPath`/tenants/${tenantId}/api-keys`, query: params }), options);
  }

  /** Creates a key; the raw `key` is in this answer only. */
  create(tenantId: string, input: CreateApiKeyInput = {}, options?: PostOptions): ApiPromise<CreatedApiKey> {
    return this.call(() => ({ method: 'POST', path: apiPath`/tenants/${tenantId}/api-keys`, body: input }), options);
  }

  /** Revokes a key (also when already revoked); it stops working within seconds. */
  revoke(tenantId: string, keyId: string, options?: RequestOptions): ApiPromise<void> {
    return this.call(() => ({ method: 'DELETE', path: apiPath`/tenants/${tenantId}/api-keys/${keyId}` }), options);
  }
}
