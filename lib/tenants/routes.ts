import { z } from 'zod';
import { defineRoute, idParam, isoDate, pageOf } from '@/lib/api/spec.ts';
import { tenantDto, updateTenantInput } from './schemas.ts';
import { getTenant } from './get-tenant.ts';
import { updateTenant } from './update-tenant.ts';
import { reply } from '@/lib/api/reply.ts';
import { getUserSigningStatus, rotateUserSigningSecret } from './user-signing-secret.ts';
import { listTenants } from './list-tenants.ts';

export const userSigningStatusDto = z.object({
  exists: z.boolean(),
  createdAt: isoDate.nullable(),
  previousValidUntil: isoDate.nullable().describe('Until when the secret before the last rotation still verifies; null when none does.'),
});

const common = { tag: 'tenants', params: idParam('id') } as const;

export const listTenantsRoute = defineRoute({
  tag: 'tenants',
  operationId: 'listTenants',
  method: 'GET',
  path: '/tenants',
  summary: 'The tenants this key or session may see (its own)',
  permission: 'tenant:read',
  status: [200],
  response: pageOf(tenantDto),
  sdk: {
    resource: 'tenants',
    method: 'list',
    doc: 'The tenants the caller can see: with an API key, its own (one page, `nextCursor: null`).',
    types: { response: 'Page<Tenant>' },
    resourceDoc: 'Tenants (needs the `admin` scope).',
  },
  handler: ({ principal }) => listTenants(principal),
});

export const getTenantRoute = defineRoute({
  ...common,
  operationId: 'getTenant',
  method: 'GET',
  path: '/tenants/{id}',
  summary: 'The tenant, its settings and its plan’s limits',
  permission: 'tenant:read',
  status: [200],
  response: tenantDto,
  errors: ['not_found'],
  sdk: { resource: 'tenants', method: 'get', doc: 'One tenant, with its settings and effective limits.', args: ['tenantId'], types: { response: 'Tenant' } },
  handler: ({ principal, params }) => getTenant(principal, params.id),
});

export const updateTenantRoute = defineRoute({
  ...common,
  operationId: 'updateTenant',
  method: 'PUT',
  path: '/tenants/{id}',
  summary: 'Rename the tenant or change the settings named (the plan cannot be changed here)',
  permission: 'tenant:write',
  body: updateTenantInput,
  status: [200],
  response: tenantDto,
  errors: ['not_found'],
  sdk: {
    resource: 'tenants',
    method: 'update',
    doc: 'Changes the name and the named settings; the plan cannot be changed here.',
    args: ['tenantId'],
    types: { body: 'UpdateTenantInput', response: 'Tenant' },
  },
  handler: ({ principal, params, body }) => updateTenant(principal, params.id, body),
});

export const getUserSigningSecretRoute = defineRoute({
  ...common,
  operationId: 'getUserSigningSecret',
  method: 'GET',
  path: '/tenants/{id}/user-signing-secret',
  summary: 'Whether the tenant has a user signing secret (never the secret)',
  permission: 'tenant:read',
  status: [200],
  response: userSigningStatusDto,
  errors: ['not_found'],
  sdk: { resource: 'tenants', method: 'getUserSigningSecret', doc: 'Whether the tenant has a user signing secret (never the secret).', args: ['tenantId'] },
  handler: ({ principal, params }) => getUserSigningStatus(principal, params.id),
});

export const rotateUserSigningSecretRoute = defineRoute({
  ...common,
  operationId: 'rotateUserSigningSecret',
  method: 'POST',
  path: '/tenants/{id}/user-signing-secret',
  summary: 'Create or rotate the user signing secret; the answer is the only time it is shown',
  permission: 'tenant:write',
  status: [201],
  response: userSigningStatusDto.extend({ secret: z.string().describe('Shown in this answer only.') }),
  errors: ['not_found'],
  sdk: {
    resource: 'tenants',
    method: 'rotateUserSigningSecret',
    doc: 'Creates or rotates the user signing secret; this answer is the only time it is shown.',
    args: ['tenantId'],
  },
  handler: async ({ principal, params }) => {
    const rotated = await rotateUserSigningSecret(principal, params.id);
    // An Idempotency-Key replay says what happened, never the secret a second time.
    const { secret: _shownOnce, ...replay } = rotated;
    return reply.created(rotated, { replay });
  },
});
