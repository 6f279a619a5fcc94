import { defineRoute, idParam, pageOf } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import {
  createdEndpointDto,
  createEndpointInput,
  deliveryDto,
  endpointDto,
  listDeliveriesQuery,
  updateEndpointInput,
  type CreatedEndpointDto,
} from './schemas.ts';
import { listDeliveries } from './list-deliveries.ts';
import { reply } from '@/lib/api/reply.ts';
import { deleteEndpoint } from './delete-endpoint.ts';
import { getEndpoint } from './get-endpoint.ts';
import { updateEndpoint } from './update-endpoint.ts';
import { sendTestEvent } from './send-test.ts';
import { createEndpoint } from './create-endpoint.ts';
import { listEndpoints } from './list-endpoints.ts';

const common = { tag: 'webhooks' } as const;
const endpointParam = idParam('id');

export const listEndpointsRoute = defineRoute({
  ...common,
  operationId: 'listWebhookEndpoints',
  method: 'GET',
  path: '/webhooks',
  summary: 'The tenant’s webhook endpoints',
  permission: 'webhooks:read',
  query: pageQuery,
  status: [200],
  response: pageOf(endpointDto),
  sdk: {
    resource: 'webhooks',
    method: 'list',
    doc: 'Endpoints, newest first.',
    types: { query: 'PageParams', response: 'Page<WebhookEndpoint>' },
    resourceDoc: 'Webhook endpoints (Standard Webhooks signing) and their delivery log.',
  },
  handler: ({ principal, query }) => listEndpoints(principal, query),
});

export const createEndpointRoute = defineRoute({
  ...common,
  operationId: 'createWebhookEndpoint',
  method: 'POST',
  path: '/webhooks',
  summary: 'Add an endpoint (200 with the existing one for the same URL, without its secret)',
  permission: 'webhooks:write',
  body: createEndpointInput,
  status: [201, 200],
  // The existing endpoint (200) comes without its secret.
  response: endpointDto.extend({ secret: createdEndpointDto.shape.secret.optional() }),
  errors: ['unsafe_url', 'conflict'],
  sdk: {
    resource: 'webhooks',
    method: 'create',
    doc: 'Registers an endpoint; the signing `secret` is in this answer only. The same URL returns the existing one.',
    types: { body: 'CreateWebhookInput', response: 'CreatedWebhookEndpoint' },
  },
  handler: async ({ principal, body }) => {
    const { created, endpoint } = await createEndpoint(principal, body);
    // An Idempotency-Key replay returns the endpoint, never the signing secret a second time.
    const { secret: _shownOnce, ...replay } = endpoint as Partial<CreatedEndpointDto>;
    return reply.createdOrExisting(created, endpoint, { replay });
  },
});

export const getEndpointRoute = defineRoute({
  ...common,
  operationId: 'getWebhookEndpoint',
  method: 'GET',
  path: '/webhooks/{id}',
  summary: 'One webhook endpoint',
  permission: 'webhooks:read',
  params: endpointParam,
  status: [200],
  response: endpointDto,
  errors: ['not_found'],
  sdk: { resource: 'webhooks', method: 'get', doc: 'One endpoint.', args: ['webhookId'], types: { response: 'WebhookEndpoint' } },
  handler: ({ principal, params }) => getEndpoint(principal, params.id),
});

export const updateEndpointRoute = defineRoute({
  ...common,
  operationId: 'updateWebhookEndpoint',
  method: 'PUT',
  path: '/webhooks/{id}',
  summary: 'Change the fields named',
  permission: 'webhooks:write',
  params: endpointParam,
  body: updateEndpointInput,
  status: [200],
  response: endpointDto,
  errors: ['not_found', 'unsafe_url', 'conflict'],
  sdk: {
    resource: 'webhooks',
    method: 'update',
    doc: 'Changes url, events or enabled.',
    args: ['webhookId'],
    types: { body: 'UpdateWebhookInput', response: 'WebhookEndpoint' },
  },
  handler: ({ principal, params, body }) => updateEndpoint(principal, params.id, body),
});

export const deleteEndpointRoute = defineRoute({
  ...common,
  operationId: 'deleteWebhookEndpoint',
  method: 'DELETE',
  path: '/webhooks/{id}',
  summary: 'Remove an endpoint and its delivery log',
  permission: 'webhooks:write',
  params: endpointParam,
  status: [204],
  errors: ['not_found'],
  sdk: { resource: 'webhooks', method: 'delete', doc: 'Removes an endpoint (also when already gone).', args: ['webhookId'] },
  handler: async ({ principal, params }) => {
    await deleteEndpoint(principal, params.id);
    return reply.noContent();
  },
});

export const listDeliveriesRoute = defineRoute({
  ...common,
  operationId: 'listWebhookDeliveries',
  method: 'GET',
  path: '/webhooks/{id}/deliveries',
  summary: 'An endpoint’s deliveries with their attempts, newest first',
  permission: 'webhooks:read',
  params: endpointParam,
  query: listDeliveriesQuery,
  status: [200],
  response: pageOf(deliveryDto),
  errors: ['not_found'],
  sdk: {
    resource: 'webhooks',
    method: 'deliveries',
    doc: 'Delivery attempts, newest first: status code, duration, error.',
    args: ['webhookId'],
    types: { query: 'PageParams', response: 'Page<WebhookDelivery>' },
  },
  handler: ({ principal, params, query }) => listDeliveries(principal, params.id, query),
});

export const sendTestEventRoute = defineRoute({
  ...common,
  operationId: 'sendWebhookTestEvent',
  method: 'POST',
  path: '/webhooks/{id}/test',
  summary: 'Send a `webhook.test` event to this endpoint now',
  permission: 'webhooks:write',
  params: endpointParam,
  status: [200],
  response: deliveryDto,
  errors: ['not_found', 'unsafe_url'],
  sdk: {
    resource: 'webhooks',
    method: 'test',
    doc: 'Sends a test event to the endpoint and answers with the delivery attempt.',
    args: ['webhookId'],
    types: { response: 'WebhookDelivery' },
  },
  handler: ({ principal, params }) => sendTestEvent(principal, params.id),
});
