import type { ApiPromise } from '../api-promise.js';
import { apiPath, type PostOptions, type RequestOptions } from '../http.js';
import type { CreateWebhookInput, CreatedWebhookEndpoint, Page, PageParams, UpdateWebhookInput, WebhookDelivery, WebhookEndpoint } from '../types.js';
import { Resource } from './resource.js';

/** Webhook endpoints (Standard Webhooks signing) and their delivery log. */
export class Webhooks extends Resource {
  /** Endpoints, newest first. */
  list(params: PageParams = {}, options?: RequestOptions): ApiPromise<Page<WebhookEndpoint>> {
    return this.call({ method: 'GET', path: '/webhooks', query: params }, options);
  }

  /** Registers an endpoint; the signing `secret` is in this answer only. The same URL returns the existing one. */
  create(input: CreateWebhookInput, options?: PostOptions): ApiPromise<CreatedWebhookEndpoint> {
    return this.call({ method: 'POST', path: '/webhooks', body: input }, options);
  }

  /** One endpoint. */
  get(webhookId: string, options?: RequestOptions): ApiPromise<WebhookEndpoint> {
    return this.call(() => ({ method: 'GET', path: apiPath`/webhooks/${webhookId}` }), options);
  }

  /** Changes url, events or enabled. */
  update(webhookId: string, input: UpdateWebhookInput, options?: RequestOptions): ApiPromise<WebhookEndpoint> {
    return this.call(() => ({ method: 'PUT', path: apiPath`/webhooks/${webhookId}`, body: input }), options);
  }

  /** Removes an endpoint (also when already gone). */
  delete(webhookId: string, options?: RequestOptions): ApiPromise<void> {
    return this.call(() => ({ method: 'DELETE', path: apiPath`/webhooks/${webhookId}` }), options);
  }

  /** Delivery attempts, newest first: status code, duration, error. */
  deliveries(webhookId: string, params: PageParams = {}, options?: RequestOptions): ApiPromise<Page<WebhookDelivery>> {
    return this.call(() => ({ method: 'GET', path: apiPath`/webhooks/${webhookId}/deliveries`, query: params }), options);
  }

  /** Sends a test event to the endpoint and answers with the delivery attempt. */
  test(webhookId: string, options?: PostOptions): ApiPromise<WebhookDelivery> {
    return this.call(() => ({ method: 'POST', path: apiPath`/webhooks/${webhookId}/test` }), options);
  }
}
