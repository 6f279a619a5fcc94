import { randomBytes } from 'node:crypto';
import { createTenant, createTenantInput, type CreateTenantInput } from '@/lib/tenants/create-tenant.ts';

/** A fresh tenant with an admin-scoped secret key (and an owner when asked). */
export async function createTestTenant(overrides: Partial<z_input> = {}) {
  const input = createTenantInput.parse({ name: `Tenant ${randomBytes(3).toString('hex')}`, plan: 'enterprise', ...overrides });
  const created = await createTenant(input, 'test');
  return { ...created, tenantId: created.tenant.id, adminKey: created.apiKey.key };
}

type z_input = Omit<CreateTenantInput, 'billingAnchor'> & { billingAnchor?: Date };

/**
 * Resolves once this machine's clock reads later than `iso` (a record's createdAt): the next record
 * gets a later timestamp, for tests of newest-first order. Waits for that, not for a fixed time.
 */
export async function clockPast(iso: string | Date): Promise<void> {
  const t = new Date(iso).getTime();
  while (Date.now() <= t) await new Promise((r) => setTimeout(r, 1));
}
