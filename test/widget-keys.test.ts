import { describe, expect, it } from 'vitest';
import { createApiKey } from '@/lib/keys/create-key.ts';
import { revokeApiKey } from '@/lib/keys/revoke-key.ts';
import { listActivePublishableKeys, resolveWidgetKey } from '@/lib/keys/widget-keys.ts';
import { AppError } from '@/lib/errors.ts';
import { activeMember, clockPast, createTestTenant } from './fixtures.ts';

/**
 * The portal's Widget page names publishable keys by prefix and uses a full key only when it is given one:
 * created there, or entered by the person (lib/keys/widget-keys.ts). Another tenant's key, a secret key or a
 * revoked one is refused with one message.
 */

async function tenantWithOwner() {
  const t = await createTestTenant();
  const owner = await activeMember(t.tenantId, 'owner');
  return { ...t, owner: owner.principal };
}

const publishable = (name: string, scopes?: ('profiles:read' | 'profiles:write' | 'analytics:write')[]) => ({ name, type: 'publishable' as const, scopes });

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('validation_failed');
  return (error as AppError).details?.[0]?.message ?? '';
}

describe('the Widget page’s keys', () => {
  it('lists only this tenant’s active publishable keys, newest first, to any role (viewers read keys)', async () => {
    const t = await tenantWithOwner();
    const other = await tenantWithOwner();
    const first = await createApiKey(t.owner, t.tenantId, publishable('Shop'));
    const revoked = await createApiKey(t.owner, t.tenantId, publishable('Old site'));
    await revokeApiKey(t.owner, t.tenantId, revoked.id);
    await createApiKey(t.owner, t.tenantId, { name: 'Server', type: 'secret' });
    await createApiKey(other.owner, other.tenantId, publishable('Elsewhere'));
    await clockPast(first.createdAt);
    const second = await createApiKey(t.owner, t.tenantId, publishable('Blog'));

    const viewer = await activeMember(t.tenantId, 'viewer');
    const listed = await listActivePublishableKeys(viewer.principal, t.tenantId);
    expect(listed.map((k) => [k.name, k.prefix])).toEqual([
      ['Blog', second.prefix],
      ['Shop', first.prefix],
    ]);
    expect(JSON.stringify(listed)).not.toContain(first.key);
  });

  it('takes an active publishable key of this tenant, and refuses any other key with one message', async () => {
    const t = await tenantWithOwner();
    const other = await tenantWithOwner();
    const mine = await createApiKey(t.owner, t.tenantId, publishable('Widget'));
    const resolved = await resolveWidgetKey(t.owner, t.tenantId, mine.key);
    expect(resolved.principal).toMatchObject({ tenantId: t.tenantId, keyId: mine.id, keyType: 'publishable' });

    const theirs = await createApiKey(other.owner, other.tenantId, publishable('Widget'));
    const secret = await createApiKey(t.owner, t.tenantId, { name: 'Server', type: 'secret' });
    const revoked = await createApiKey(t.owner, t.tenantId, publishable('Revoked'));
    await revokeApiKey(t.owner, t.tenantId, revoked.id);
    const message = 'This is not an active publishable key of this tenant.';
    for (const raw of [theirs.key, secret.key, revoked.key, `pk_live_${'A'.repeat(43)}`, 'pk_live_short', '<script>']) {
      expect(await refusal(resolveWidgetKey(t.owner, t.tenantId, raw))).toBe(message);
    }
  });

  it('refuses a publishable key that cannot read and save profiles, naming what it lacks', async () => {
    const t = await tenantWithOwner();
    const logOnly = await createApiKey(t.owner, t.tenantId, publishable('Events only', ['analytics:write']));
    expect(await refusal(resolveWidgetKey(t.owner, t.tenantId, logOnly.key))).toMatch(/lacks profiles:read, profiles:write/);
  });
});
