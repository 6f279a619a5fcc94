import { defineRoute, idParam, pageOf } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { createdApiKeyDto, createKeyInput, apiKeyDto } from './schemas.ts';

const common = { tag: 'api-keys' } as const;

export const listApiKeysRoute = defineRoute({
  ...common,
  operationId: 'listApiKeys',
  method: 'GET',
  path: '/tenants/{id}/api-keys',
  summary: 'The tenant’s API keys, revoked ones included',
  permission: 'keys:read',
  params: idParam('id'),
  query: pageQuery,
  status: [200],
  response: pageOf(apiKeyDto),
  errors: ['not_found'],
});

export const createApiKeyRoute = defineRoute({
  ...common,
  operationId: 'createApiKey',
  method: 'POST',
  path: '/tenants/{id}/api-keys',
  summary: 'Create an API key; the answer is the only time the raw key is shown',
  permission: 'keys:write',
  params: idParam('id'),
  body: createKeyInput,
  bodyOptional: true,
  status: [201],
  // An Idempotency-Key replay answers the same 201 without the raw key (Idempotent-Replayed: true).
  response: createdApiKeyDto.extend({ key: createdApiKeyDto.shape.key.optional().describe('The raw key: absent from an Idempotency-Key replay.') }),
  errors: ['not_found'],
});

export const revokeApiKeyRoute = defineRoute({
  ...common,
  operationId: 'revokeApiKey',
  method: 'DELETE',
  path: '/tenants/{id}/api-keys/{keyId}',
  summary: 'Revoke an API key (204 also when already revoked)',
  permission: 'keys:write',
  params: idParam('id', 'keyId'),
  status: [204],
  errors: ['not_found'],
});
