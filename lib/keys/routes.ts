import { defineRoute, idParam, pageOf } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { createdApiKeyDto, createKeyInput, apiKeyDto } from './schemas.ts';
import { reply } from '@/lib/api/reply.ts';
import { revokeApiKey } from './revoke-key.ts';
import { createApiKey } from './create-key.ts';
import { listApiKeys } from './list-keys.ts';

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
  sdk: {
    resource: 'apiKeys',
    method: 'list',
    doc: 'Keys, newest first, revoked ones included (with `revokedAt`). Raw keys are never listed.',
    args: ['tenantId'],
    types: { query: 'PageParams', response: 'Page<ApiKey>' },
    resourceDoc: "A tenant's API keys (needs the `admin` scope).",
  },
  handler: ({ principal, params, query }) => listApiKeys(principal, params.id, query),
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
  sdk: {
    resource: 'apiKeys',
    method: 'create',
    doc: 'Creates a key; the raw `key` is in this answer only.',
    args: ['tenantId'],
    types: { body: 'CreateApiKeyInput', response: 'CreatedApiKey' },
  },
  handler: async ({ principal, params, body }) => {
    const created = await createApiKey(principal, params.id, body);
    // An Idempotency-Key replay returns the key's record, never the raw key a second time.
    const { key: _shownOnce, ...replay } = created;
    return reply.created(created, { replay });
  },
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
  sdk: {
    resource: 'apiKeys',
    method: 'revoke',
    doc: 'Revokes a key (also when already revoked); it stops working within seconds.',
    args: ['tenantId', 'keyId'],
  },
  handler: async ({ principal, params }) => {
    await revokeApiKey(principal, params.id, params.keyId);
    return reply.noContent();
  },
});
