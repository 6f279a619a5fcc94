import { randomBytes } from 'node:crypto';
import { encode } from 'next-auth/jwt';
import type { Principal } from '@/lib/auth/permissions.ts';
import { startSession } from '@/lib/auth/sessions.ts';
import { db } from '@/lib/db/client.ts';
import type { Role } from '@/lib/db/generated/enums.ts';
import { newId } from '@/lib/ids.ts';
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

/** An active member of the tenant with the given role, and the principal the portal would give them. */
export async function activeMember(tenantId: string, role: Role): Promise<{ memberId: string; userId: string; principal: Principal & { kind: 'user' } }> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const user = await db.user.create({ data: { id: newId('usr'), email } });
  const member = await db.member.create({
    data: { id: newId('mem'), tenantId, userId: user.id, email, role, status: 'active', joinedAt: new Date() },
  });
  return { memberId: member.id, userId: user.id, principal: { kind: 'user', tenantId, userId: user.id, memberId: member.id, role } };
}

/** A portal session cookie's value for `userId`, as a sign-in leaves it: a session recorded on the server and the JWT naming it. */
export async function sessionCookieValue(userId: string, secret: string): Promise<string> {
  return encode({ token: { uid: userId, sid: await startSession(userId) }, secret });
}
