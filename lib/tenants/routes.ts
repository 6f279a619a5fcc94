import { z } from 'zod';
import { defineRoute, idParam, isoDate, pageOf } from '@/lib/api/spec.ts';
import { tenantDto, updateTenantInput } from './schemas.ts';

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
});
