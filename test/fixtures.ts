import { randomBytes } from 'node:crypto';
import { createTenant, createTenantInput, type CreateTenantInput } from '@/lib/tenants/create-tenant.ts';

/** A fresh tenant with an admin-scoped secret key (and an owner when asked). */
export async function createTestTenant(overrides: Partial<z_input> = {}) {
  const input = createTenantInput.parse({ name: `Tenant ${randomBytes(3).toString('hex')}`, plan: 'enterprise', ...overrides });
  const created = await createTenant(input, 'test');
  return { ...created, tenantId: created.tenant.id, adminKey: created.apiKey.key };
}

type z_input = Omit<CreateTenantInput, 'billingAnchor'> & { billingAnchor?: Date };
