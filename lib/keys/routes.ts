import { z } from 'zod';
import { defineRoute, idParam, isoDate, pageOf } from '@/lib/api/spec.ts';
import { SCOPES } from '@/lib/auth/permissions.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { createKeyInput } from './schemas.ts';

export const apiKeyDto = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['secret', 'publishable']),
  scopes: z.array(z.enum(SCOPES)),
  prefix: z.string().describe('The start of the key, for recognising it; the key itself is never shown again.'),
  createdAt: isoDate,
  createdBy: z.string().nullable(),
  lastUsedAt: isoDate.nullable(),
  expiresAt: isoDate.nullable(),
  revokedAt: isoDate.nullable(),
});

export const createdApiKeyDto = apiKeyDto.extend({
  key: z.string().describe('The raw key (`sk_live_…` or `pk_live_…`): shown in this answer only.'),
});

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
  response: createdApiKeyDto,
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
