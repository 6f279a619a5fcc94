import { createHash, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SCOPES } from '@/lib/auth/permissions.ts';
import { testClock } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { api, type ApiResponse } from './api.ts';
import { activeMember, clockPast, createTestTenant } from './fixtures.ts';
import { createApiKey } from '@/lib/keys/create-key.ts';
import { revokeApiKey } from '@/lib/keys/revoke-key.ts';
import { removeMember } from '@/lib/members/remove-member.ts';
import { describeActors } from '@/lib/members/describe-actors.ts';

const SECRET_KEY = /^sk_live_[0-9A-Za-z]{43}$/;
const PUBLISHABLE_KEY = /^pk_live_[0-9A-Za-z]{43}$/;
const sha256 = (raw: string) => createHash('sha256').update(raw).digest('hex');
const sorted = (values: readonly string[]) => [...values].sort();

function expectError(res: ApiResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.traceId).toBeTruthy();
  expect(res.body.traceId).toBe(res.headers.get('x-trace-id'));
}

/** Every property name anywhere in a JSON value. */
function allKeys(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) allKeys(item, out);
  else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      out.push(name);
      allKeys(inner, out);
    }
  }
  return out;
}

const keysPath = (tenantId: string) => `/tenants/${tenantId}/api-keys`;

afterEach(() => {
  testClock.reset();
});

describe('POST /tenants/{id}/api-keys', () => {
  it('201 with a secret key shown once, its 12-character prefix and every scope but admin', async () => {
    const t = await createTestTenant({});
    const res = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: { name: 'Backend' } });
    expect(res.status).toBe(201);
    expect(res.body.key).toMatch(SECRET_KEY);
    expect(res.body.prefix).toBe(res.body.key.slice(0, 12));
    expect(res.body).toMatchObject({ name: 'Backend', type: 'secret', lastUsedAt: null, expiresAt: null, revokedAt: null });
    expect(res.body.id).toEqual(expect.any(String));
    expect(sorted(res.body.scopes)).toEqual(sorted(SCOPES.filter((s) => s !== 'admin')));
    expect(res.body.scopes).not.toContain('admin');
    expect(res.body.createdAt).toMatch(/Z$/);
    expect(allKeys(res.body)).not.toContain('hash');
    expect(res.text).not.toContain(sha256(res.body.key));

    // Only the hash is stored.
    const row = await db.apiKey.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.hash).toBe(sha256(res.body.key));
    expect(JSON.stringify(row)).not.toContain(res.body.key);
  });

  it('creates keys whose raw values differ every time', async () => {
    const t = await createTestTenant({});
    const one = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: {} });
    const two = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: {} });
    expect(one.status).toBe(201);
    expect(two.status).toBe(201);
    expect(one.body.key).not.toBe(two.body.key);
    expect(one.body.id).not.toBe(two.body.id);
  });

  it('a publishable key is pk_live_ with profiles:read, profiles:write, analytics:write by default', async () => {
    const t = await createTestTenant({});
    const res = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: { name: 'Browser', type: 'publishable' } });
    expect(res.status).toBe(201);
    expect(res.body.key).toMatch(PUBLISHABLE_KEY);
    expect(res.body.prefix).toBe(res.body.key.slice(0, 12));
    expect(res.body.type).toBe('publishable');
    expect(sorted(res.body.scopes)).toEqual(sorted(['profiles:read', 'profiles:write', 'analytics:write']));
  });

  it('explicit scopes are kept', async () => {
    const t = await createTestTenant({});
    const res = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: { scopes: ['scanner', 'compliance'] } });
    expect(res.status).toBe(201);
    expect(sorted(res.body.scopes)).toEqual(['compliance', 'scanner']);
  });

  it('400 validation_failed at "scopes" for a publishable key with the admin scope', async () => {
    const t = await createTestTenant({});
    const res = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: { type: 'publishable', scopes: ['admin'] } });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'scopes' })]));
    expect(await db.apiKey.count({ where: { tenantId: t.tenantId } })).toBe(1);
  });

  it.each([
    [{ scopes: ['root'] }, 'scopes[0]'],
    [{ scopes: [] }, 'scopes'],
    [{ type: 'private' }, 'type'],
    [{ expiresAt: 'tomorrow' }, 'expiresAt'],
    [{ name: '' }, 'name'],
  ])('400 validation_failed for %j', async (body, path) => {
    const t = await createTestTenant({});
    const res = await api.post(keysPath(t.tenantId), { key: t.adminKey, body });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('400 validation_failed when expiresAt is in the past', async () => {
    const t = await createTestTenant({});
    const res = await api.post(keysPath(t.tenantId), {
      key: t.adminKey,
      body: { expiresAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'expiresAt' })]));
    expect(await db.apiKey.count({ where: { tenantId: t.tenantId } })).toBe(1);
  });
});

describe('GET /tenants/{id}/api-keys', () => {
  it('never shows a raw key or a hash; shows prefix, and lastUsedAt once the key was used', async () => {
    const t = await createTestTenant({});
    await clockPast(t.apiKey.createdAt); // a createdAt after the admin key's
    const created = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: { name: 'Ops', scopes: ['admin'] } });
    expect(created.status).toBe(201);
    const raw = created.body.key as string;

    const before = await api.get(keysPath(t.tenantId), { key: t.adminKey });
    expect(before.status).toBe(200);
    expect(before.body.nextCursor).toBeNull();
    expect(before.body.data).toHaveLength(2);
    // Newest first: the key just made, then the tenant's admin key.
    expect(before.body.data.map((k: { id: string }) => k.id)).toEqual([created.body.id, t.apiKey.id]);
    for (const text of [before.text]) {
      for (const secret of [raw, sha256(raw), t.adminKey, sha256(t.adminKey)]) expect(text).not.toContain(secret);
    }
    const names = allKeys(before.body);
    expect(names).not.toContain('key');
    expect(names.some((n) => /hash/i.test(n))).toBe(false);
    const listed = before.body.data[0];
    expect(listed).toMatchObject({ id: created.body.id, name: 'Ops', type: 'secret', scopes: ['admin'], prefix: raw.slice(0, 12), lastUsedAt: null });

    // Use the new key once: an admin-scoped key may read members.
    const used = await api.get('/members', { key: raw });
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ data: [], nextCursor: null });

    const after = await api.get(keysPath(t.tenantId), { key: t.adminKey });
    expect(after.status).toBe(200);
    const usedRow = after.body.data.find((k: { id: string }) => k.id === created.body.id);
    expect(usedRow.lastUsedAt).toEqual(expect.any(String));
    expect(Math.abs(new Date(usedRow.lastUsedAt).getTime() - Date.now())).toBeLessThan(60_000);
    for (const secret of [raw, sha256(raw), t.adminKey, sha256(t.adminKey)]) expect(after.text).not.toContain(secret);
    expect(allKeys(after.body).some((n) => n === 'key' || /hash/i.test(n))).toBe(false);
  });

  it('pages with limit and cursor; a bad cursor is 400', async () => {
    const t = await createTestTenant({});
    let previous = t.apiKey.createdAt;
    for (let i = 0; i < 2; i++) {
      await clockPast(previous); // distinct createdAt values
      const created = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: { name: `k${i}` } });
      expect(created.status).toBe(201);
      previous = created.body.createdAt;
    }
    const first = await api.get(`${keysPath(t.tenantId)}?limit=2`, { key: t.adminKey });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await api.get(`${keysPath(t.tenantId)}?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`, { key: t.adminKey });
    expect(second.status).toBe(200);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const ids = [...first.body.data, ...second.body.data].map((k: { id: string }) => k.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toBe(t.apiKey.id);

    expectError(await api.get(`${keysPath(t.tenantId)}?cursor=garbage`, { key: t.adminKey }), 400, 'validation_failed');
  });
});

describe('DELETE /tenants/{id}/api-keys/{keyId}', () => {
  it('204, again 204, and the revoked key is refused at once with 401 invalid_api_key', async () => {
    const t = await createTestTenant({});
    const created = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: { scopes: ['admin'] } });
    const raw = created.body.key as string;
    // Used (and so cached) before the revocation.
    expect((await api.get('/members', { key: raw })).status).toBe(200);

    const first = await api.delete(`${keysPath(t.tenantId)}/${created.body.id}`, { key: t.adminKey });
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    const second = await api.delete(`${keysPath(t.tenantId)}/${created.body.id}`, { key: t.adminKey });
    expect(second.status).toBe(204);

    expectError(await api.get('/members', { key: raw }), 401, 'invalid_api_key');
    expectError(await api.get(`/tenants/${t.tenantId}`, { key: raw }), 401, 'invalid_api_key');

    const list = await api.get(keysPath(t.tenantId), { key: t.adminKey });
    const row = list.body.data.find((k: { id: string }) => k.id === created.body.id);
    expect(row.revokedAt).toEqual(expect.any(String));
    // The admin key itself is unaffected.
    expect((await api.get('/members', { key: t.adminKey })).status).toBe(200);
  });

  it('a key can revoke itself; its next call is 401', async () => {
    const t = await createTestTenant({});
    const res = await api.delete(`${keysPath(t.tenantId)}/${t.apiKey.id}`, { key: t.adminKey });
    expect(res.status).toBe(204);
    expectError(await api.get('/members', { key: t.adminKey }), 401, 'invalid_api_key');
  });

  it('404 not_found for an unknown key id', async () => {
    const t = await createTestTenant({});
    expectError(await api.delete(`${keysPath(t.tenantId)}/key_${randomBytes(8).toString('hex')}`, { key: t.adminKey }), 404, 'not_found');
  });
});

describe('who may revoke which keys', () => {
  it("a developer cannot revoke a key with the admin scope (the owner's automation), but can revoke the others", async () => {
    const t = await createTestTenant();
    const developer = await activeMember(t.tenantId, 'developer');
    const admin = await activeMember(t.tenantId, 'admin');
    const adminKey = await db.apiKey.findFirstOrThrow({ where: { tenantId: t.tenantId, scopes: { has: 'admin' } } });
    const plain = await createApiKey(developer.principal, t.tenantId, { name: 'CI', type: 'secret' });

    await expect(revokeApiKey(developer.principal, t.tenantId, adminKey.id)).rejects.toMatchObject({ code: 'forbidden', status: 403 });
    expect((await api.get('/members', { key: t.adminKey })).status).toBe(200);
    await revokeApiKey(developer.principal, t.tenantId, plain.id);
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: plain.id } })).revokedAt).not.toBeNull();

    await revokeApiKey(admin.principal, t.tenantId, adminKey.id);
    expectError(await api.get('/members', { key: t.adminKey }), 401, 'invalid_api_key');
  });

  it('a key outlives the member who created it, and is shown as theirs, marked as having left', async () => {
    const t = await createTestTenant();
    const admin = await activeMember(t.tenantId, 'admin');
    const created = await createApiKey(admin.principal, t.tenantId, { name: 'Deploy bot', type: 'secret', scopes: ['scanner'] });
    await removeMember({ kind: 'system', tenantId: t.tenantId, actor: 'test' }, admin.memberId);

    const res = await api.get('/scanner/jobs', { key: created.key });
    expect(res.status).toBe(200);
    const actors = await describeActors({ kind: 'system', tenantId: t.tenantId, actor: 'test' }, [created.createdBy]);
    expect(actors[admin.userId]).toEqual({ name: expect.stringContaining('admin-'), former: true });
  });
});

describe('expired keys', () => {
  it('work until expiresAt, then 401 invalid_api_key (clock moved forward)', async () => {
    const t = await createTestTenant({});
    const expiresAt = new Date(Date.now() + 2_000).toISOString();
    const created = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: { scopes: ['admin'], expiresAt } });
    expect(created.status).toBe(201);
    expect(created.body.expiresAt).toBe(expiresAt);
    const raw = created.body.key as string;
    expect((await api.get('/members', { key: raw })).status).toBe(200);

    testClock.advance(3_000);
    expectError(await api.get('/members', { key: raw }), 401, 'invalid_api_key');
    // A key without an expiry keeps working.
    expect((await api.get('/members', { key: t.adminKey })).status).toBe(200);
  });

  it('work until expiresAt, then 401 invalid_api_key (real time)', async () => {
    const t = await createTestTenant({});
    const expiresAt = new Date(Date.now() + 2_000);
    const created = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: { scopes: ['admin'], expiresAt: expiresAt.toISOString() } });
    expect(created.status).toBe(201);
    const raw = created.body.key as string;
    expect((await api.get('/members', { key: raw })).status).toBe(200);

    await new Promise((r) => setTimeout(r, Math.max(0, expiresAt.getTime() - Date.now()) + 200));
    expectError(await api.get('/members', { key: raw }), 401, 'invalid_api_key');
  });
});

describe('tenant isolation', () => {
  it("tenant B's admin key gets 404 on tenant A's keys, and A's key keeps working", async () => {
    const a = await createTestTenant({});
    const b = await createTestTenant({});

    expectError(await api.get(keysPath(a.tenantId), { key: b.adminKey }), 404, 'not_found');
    expectError(await api.post(keysPath(a.tenantId), { key: b.adminKey, body: { name: 'planted', scopes: ['admin'] } }), 404, 'not_found');
    expectError(await api.delete(`${keysPath(a.tenantId)}/${a.apiKey.id}`, { key: b.adminKey }), 404, 'not_found');
    // Nor through B's own path.
    expectError(await api.delete(`${keysPath(b.tenantId)}/${a.apiKey.id}`, { key: b.adminKey }), 404, 'not_found');

    const listA = await api.get(keysPath(a.tenantId), { key: a.adminKey });
    expect(listA.status).toBe(200);
    expect(listA.body.data.map((k: { id: string }) => k.id)).toEqual([a.apiKey.id]);
    expect(listA.body.data[0].revokedAt).toBeNull();
    const listB = await api.get(keysPath(b.tenantId), { key: b.adminKey });
    expect(listB.body.data.map((k: { id: string }) => k.id)).toEqual([b.apiKey.id]);
  });
});

describe('Idempotency-Key on key creation', () => {
  it('replays the first response without the raw key and creates only one key', async () => {
    const t = await createTestTenant({});
    const body = { name: 'CI', scopes: ['scanner'] };
    const first = await api.post(keysPath(t.tenantId), { key: t.adminKey, body, headers: { 'Idempotency-Key': 'k1' } });
    expect(first.status).toBe(201);
    expect(first.body.key).toMatch(SECRET_KEY);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const second = await api.post(keysPath(t.tenantId), { key: t.adminKey, body, headers: { 'Idempotency-Key': 'k1' } });
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body).not.toHaveProperty('key');
    expect(second.text).not.toContain(first.body.key);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const { key: _raw, ...record } = first.body;
    expect(second.body).toEqual(record);

    const list = await api.get(keysPath(t.tenantId), { key: t.adminKey });
    expect(list.body.data).toHaveLength(2);
    expect(await db.apiKey.count({ where: { tenantId: t.tenantId, name: 'CI' } })).toBe(1);
  });

  it('409 idempotency_key_reused for the same key with a different body', async () => {
    const t = await createTestTenant({});
    const first = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: { name: 'one' }, headers: { 'Idempotency-Key': 'k1' } });
    expect(first.status).toBe(201);
    const other = await api.post(keysPath(t.tenantId), { key: t.adminKey, body: { name: 'two' }, headers: { 'Idempotency-Key': 'k1' } });
    expectError(other, 409, 'idempotency_key_reused');
    expect(await db.apiKey.count({ where: { tenantId: t.tenantId } })).toBe(2);
  });

  it('another tenant uses the same Idempotency-Key value independently', async () => {
    const a = await createTestTenant({});
    const b = await createTestTenant({});
    const body = { name: 'same' };
    const inA = await api.post(keysPath(a.tenantId), { key: a.adminKey, body, headers: { 'Idempotency-Key': 'k1' } });
    expect(inA.status).toBe(201);
    const inB = await api.post(keysPath(b.tenantId), { key: b.adminKey, body, headers: { 'Idempotency-Key': 'k1' } });
    expect(inB.status).toBe(201);
    expect(inB.headers.get('idempotent-replayed')).toBeNull();
    expect(inB.body.key).toMatch(SECRET_KEY);
    expect(inB.body.id).not.toBe(inA.body.id);
    expect(inB.body.key).not.toBe(inA.body.key);
    expect(await db.apiKey.count({ where: { tenantId: b.tenantId, name: 'same' } })).toBe(1);
    expect(await db.apiKey.count({ where: { tenantId: a.tenantId, name: 'same' } })).toBe(1);
  });
});
