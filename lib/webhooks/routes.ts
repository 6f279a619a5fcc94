import { defineRoute, idParam, pageOf } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { createdEndpointDto, createEndpointInput, deliveryDto, endpointDto, listDeliveriesQuery, updateEndpointInput } from './schemas.ts';

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
});
