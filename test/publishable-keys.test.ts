import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { signUserId } from '@/lib/keys/user-signature.ts';
import { api, type ApiResponse } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * Issue 12 part 3: a publishable key is public (it sits in page source, and any non-browser client sets
 * Origin freely). These tests are the attacks: with only that key and an allowed Origin, try to act as
 * an admin, unlock or take over profiles, read or change another user's profile, forge or reuse
 * signatures, and spend the tenant's limits.
 */

const seed = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'prisma', 'seed', 'catalogue.json'), 'utf8')) as {
  features: { code: string; valueType: string; sortOrder: number }[];
  presets: { code: string }[];
};
const BOOLEANS = seed.features.filter((f) => f.valueType === 'boolean').sort((a, b) => a.sortOrder - b.sortOrder);
const [F1, F2] = [BOOLEANS[0]!.code, BOOLEANS[1]!.code];
const ORIGIN = 'https://shop.example';
const profilePath = (userId: string) => `/profiles/${encodeURIComponent(userId)}`;

beforeAll(() => {
  // The signing secrets are stored encrypted with a key derived from it (the launcher always sets it).
  process.env.NEXTAUTH_SECRET ??= 'publishable-keys-test-session-secret-0123456789';
});

afterEach(() => {
  testClock.reset();
});

function expectError(res: ApiResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(typeof res.body.message).toBe('string');
}

/** A tenant with ORIGIN allowed, its admin (secret) key, a publishable key, and helpers that call as a browser would. */
async function browserTenant(overrides: Parameters<typeof createTestTenant>[0] = {}) {
  const t = await createTestTenant(overrides);
  expect((await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { allowedOrigins: [ORIGIN] } } })).status).toBe(200);
  const created = await api.post(`/tenants/${t.tenantId}/api-keys`, { key: t.adminKey, body: { type: 'publishable', name: 'Website' } });
  expect(created.status).toBe(201);
  const pk = created.body.key as string;
  const browser = (extra: Record<string, string> = {}) => ({ origin: ORIGIN, 'x-forwarded-for': '203.0.113.10', ...extra });
  return { ...t, pk, keyId: created.body.id as string, browser };
}

async function rotate(t: { tenantId: string; adminKey: string }): Promise<string> {
  const res = await api.post(`/tenants/${t.tenantId}/user-signing-secret`, { key: t.adminKey });
  expect(res.status).toBe(201);
  return res.body.secret as string;
}

describe('a publishable key acts as the end user', () => {
  it('setBy "admin", "api" or "preset" is stored and returned as "user"', async () => {
    const t = await browserTenant();
    for (const setBy of ['admin', 'api', 'preset']) {
      const userId = `victim-${setBy}`;
      const res = await api.put(profilePath(userId), { key: t.pk, headers: t.browser(), body: { setBy, features: [{ featureCode: F1, isEnabled: true }] } });
      expect(res.status).toBe(201);
      expect(res.body.features).toEqual([{ featureCode: F1, isEnabled: true, value: null, setBy: 'user' }]);
      const stored = await api.get(profilePath(userId), { key: t.adminKey });
      expect(stored.body.features.map((f: { setBy: string }) => f.setBy)).toEqual(['user']);
    }
  });

  it('selfServiceEnabled and configuredBy are 403 forbidden, and nothing is written', async () => {
    const t = await browserTenant();
    for (const extra of [{ selfServiceEnabled: false }, { selfServiceEnabled: true }, { configuredBy: 'attacker' }, { configuredBy: null }]) {
      const res = await api.put(profilePath('target'), {
        key: t.pk,
        headers: t.browser(),
        body: { features: [{ featureCode: F1, isEnabled: true }], ...extra },
      });
      expectError(res, 403, 'forbidden');
    }
    expect((await api.get(profilePath('target'), { key: t.adminKey })).body.exists).toBe(false);
  });

  it('a locked profile (selfServiceEnabled false) refuses PUT and apply-preset with 403 self_service_disabled; DELETE is 403 forbidden', async () => {
    const t = await browserTenant();
    const locked = await api.put(profilePath('pupil'), {
      key: t.adminKey,
      body: { setBy: 'admin', selfServiceEnabled: false, configuredBy: 'teacher', features: [{ featureCode: F1, isEnabled: true }] },
    });
    expect(locked.status).toBe(201);

    expectError(
      await api.put(profilePath('pupil'), { key: t.pk, headers: t.browser(), body: { features: [{ featureCode: F1, isEnabled: false }] } }),
      403,
      'self_service_disabled',
    );
    expectError(
      await api.put(profilePath('pupil'), { key: t.pk, headers: t.browser(), body: { setBy: 'admin', features: [{ featureCode: F2, isEnabled: true }] } }),
      403,
      'self_service_disabled',
    );
    expectError(
      await api.post(`${profilePath('pupil')}/apply-preset`, {
        key: t.pk,
        headers: t.browser(),
        body: { presetCode: seed.presets[0]!.code, clearExisting: true },
      }),
      403,
      'self_service_disabled',
    );
    // Deleting and recreating would drop the lock: a publishable key deletes nothing.
    expectError(await api.delete(profilePath('pupil'), { key: t.pk, headers: t.browser() }), 403, 'forbidden');
    expect((await api.get(profilePath('pupil'), { key: t.adminKey })).body).toEqual(locked.body);
  });

  it('apply-preset through a publishable key on an unlocked profile writes setBy "user"; DELETE is refused there too', async () => {
    const t = await browserTenant();
    const res = await api.post(`${profilePath('self')}/apply-preset`, { key: t.pk, headers: t.browser(), body: { presetCode: seed.presets[0]!.code } });
    expect(res.status).toBe(200);
    expect(res.body.activePresetCode).toBe(seed.presets[0]!.code);
    expect(res.body.features.length).toBeGreaterThan(0);
    expect(new Set(res.body.features.map((f: { setBy: string }) => f.setBy))).toEqual(new Set(['user']));
    expectError(await api.delete(profilePath('self'), { key: t.pk, headers: t.browser() }), 403, 'forbidden');
    expect((await api.delete(profilePath('self'), { key: t.adminKey })).status).toBe(204);
  });

  it('the secret key is not affected: setBy admin, self-service and configuredBy still apply', async () => {
    const t = await browserTenant();
    const res = await api.put(profilePath('managed'), {
      key: t.adminKey,
      body: { setBy: 'admin', selfServiceEnabled: false, configuredBy: 'ops', features: [{ featureCode: F1, isEnabled: true }] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ selfServiceEnabled: false, configuredBy: 'ops', features: [{ featureCode: F1, setBy: 'admin' }] });
  });
});

describe('signed user ids', () => {
  it('POST /tenants/{id}/user-signing-secret: 201 with the secret once; GET and replays never show it; stored encrypted', async () => {
    const t = await browserTenant();
    expect((await api.get(`/tenants/${t.tenantId}/user-signing-secret`, { key: t.adminKey })).body).toEqual({
      exists: false,
      createdAt: null,
      previousValidUntil: null,
    });
    const idem = { 'idempotency-key': `rot-${randomBytes(4).toString('hex')}` };
    const first = await api.post(`/tenants/${t.tenantId}/user-signing-secret`, { key: t.adminKey, headers: idem });
    expect(first.status).toBe(201);
    expect(first.body.secret).toMatch(/^uss_[0-9A-Za-z]{43}$/);
    expect(first.body).toMatchObject({ exists: true, previousValidUntil: null });
    const replay = await api.post(`/tenants/${t.tenantId}/user-signing-secret`, { key: t.adminKey, headers: idem });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).not.toContain(first.body.secret);
    const status = await api.get(`/tenants/${t.tenantId}/user-signing-secret`, { key: t.adminKey });
    expect(status.body).toEqual({ exists: true, createdAt: first.body.createdAt, previousValidUntil: null });
    expect(status.text).not.toContain(first.body.secret);
    expect((await api.get(`/tenants/${t.tenantId}`, { key: t.adminKey })).text).not.toContain(first.body.secret);

    const row = await db.tenant.findUniqueOrThrow({ where: { id: t.tenantId } });
    expect(row.userSigningSecret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(first.body.secret);
  });

  it('needs the admin scope: a default secret key and a publishable key are 403', async () => {
    const t = await browserTenant();
    const plain = await api.post(`/tenants/${t.tenantId}/api-keys`, { key: t.adminKey, body: { name: 'server' } });
    expectError(await api.post(`/tenants/${t.tenantId}/user-signing-secret`, { key: plain.body.key }), 403, 'forbidden');
    expectError(await api.post(`/tenants/${t.tenantId}/user-signing-secret`, { key: t.pk, headers: t.browser() }), 403, 'forbidden');
    expectError(await api.get(`/tenants/${t.tenantId}/user-signing-secret`, { key: t.pk, headers: t.browser() }), 403, 'forbidden');
    const other = await createTestTenant({});
    expectError(await api.post(`/tenants/${t.tenantId}/user-signing-secret`, { key: other.adminKey }), 404, 'not_found');
  });

  it('requireSignedUserIds needs a secret first (409 conflict), then is a tenant setting', async () => {
    const t = await browserTenant();
    expectError(await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { requireSignedUserIds: true } } }), 409, 'conflict');
    await rotate(t);
    const on = await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { requireSignedUserIds: true } } });
    expect(on.status).toBe(200);
    expect(on.body.settings).toMatchObject({ requireSignedUserIds: true, allowedOrigins: [ORIGIN] });
  });

  it('when required, only the signed user is reachable: missing, another user’s, forged and malformed signatures are 401 invalid_user_signature', async () => {
    const t = await browserTenant();
    const secret = await rotate(t);
    expect((await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { requireSignedUserIds: true } } })).status).toBe(200);
    await api.put(profilePath('bob'), { key: t.adminKey, body: { features: [{ featureCode: F2, isEnabled: true }] } });
    const alice = signUserId(secret, 'alice');
    const write = { features: [{ featureCode: F1, isEnabled: true }] };

    // Alice's own browser, with her signature: reads and writes her profile.
    const own = await api.put(profilePath('alice'), { key: t.pk, headers: t.browser({ 'x-user-signature': alice }), body: write });
    expect(own.status).toBe(201);
    expect((await api.get(profilePath('alice'), { key: t.pk, headers: t.browser({ 'x-user-signature': alice.toUpperCase() }) })).status).toBe(200);
    expect((await api.get(`${profilePath('alice')}/active-features`, { key: t.pk, headers: t.browser({ 'x-user-signature': alice }) })).status).toBe(200);

    const attempts: Record<string, string>[] = [
      {}, // no signature
      { 'x-user-signature': alice }, // Alice's signature on Bob's profile
      { 'x-user-signature': randomBytes(32).toString('hex') }, // forged
      { 'x-user-signature': signUserId('uss_not-the-tenants-secret', 'bob') }, // signed with another secret
      { 'x-user-signature': 'not hex at all' },
      { 'x-user-signature': alice.slice(0, 32) },
    ];
    for (const headers of attempts) {
      for (const res of [
        await api.get(profilePath('bob'), { key: t.pk, headers: t.browser(headers) }),
        await api.get(`${profilePath('bob')}/active-features`, { key: t.pk, headers: t.browser(headers) }),
        await api.put(profilePath('bob'), { key: t.pk, headers: t.browser(headers), body: write }),
        await api.post(`${profilePath('bob')}/apply-preset`, { key: t.pk, headers: t.browser(headers), body: { presetCode: seed.presets[0]!.code } }),
      ]) {
        expectError(res, 401, 'invalid_user_signature');
        expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      }
    }
    // Bob's profile is as the server left it; the secret key needs no signature.
    const bob = await api.get(profilePath('bob'), { key: t.adminKey });
    expect(bob.status).toBe(200);
    expect(bob.body.features).toEqual([{ featureCode: F2, isEnabled: true, value: null, setBy: 'api' }]);
    // Catalogue reads name no end user.
    expect((await api.get('/features', { key: t.pk, headers: t.browser() })).status).toBe(200);
  });

  it('not required: no signature works, but a wrong one sent anyway is refused', async () => {
    const t = await browserTenant();
    const secret = await rotate(t);
    expect((await api.get(profilePath('carol'), { key: t.pk, headers: t.browser() })).status).toBe(200);
    expect((await api.get(profilePath('carol'), { key: t.pk, headers: t.browser({ 'x-user-signature': signUserId(secret, 'carol') }) })).status).toBe(200);
    expectError(
      await api.get(profilePath('carol'), { key: t.pk, headers: t.browser({ 'x-user-signature': signUserId(secret, 'dave') }) }),
      401,
      'invalid_user_signature',
    );
  });

  it('rotation: the previous secret verifies for 24 hours, then stops; one rotated before it stops at once', async () => {
    const t = await browserTenant();
    const first = await rotate(t);
    expect((await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { requireSignedUserIds: true } } })).status).toBe(200);
    const get = (secret: string) => api.get(profilePath('erin'), { key: t.pk, headers: t.browser({ 'x-user-signature': signUserId(secret, 'erin') }) });
    expect((await get(first)).status).toBe(200);

    const rotated = await api.post(`/tenants/${t.tenantId}/user-signing-secret`, { key: t.adminKey });
    expect(rotated.status).toBe(201);
    const second = rotated.body.secret as string;
    expect(second).not.toBe(first);
    const until = new Date(rotated.body.previousValidUntil).getTime();
    expect(until - new Date(rotated.body.createdAt).getTime()).toBe(24 * 60 * 60 * 1000);
    expect((await get(first)).status).toBe(200); // within the grace period
    expect((await get(second)).status).toBe(200);

    testClock.advance(24 * 60 * 60 * 1000 - 60_000);
    expect((await get(first)).status).toBe(200);
    testClock.advance(61_000);
    expectError(await get(first), 401, 'invalid_user_signature');
    expect((await get(second)).status).toBe(200);
    expect((await api.get(`/tenants/${t.tenantId}/user-signing-secret`, { key: t.adminKey })).body.previousValidUntil).toBeNull();

    // Two rotations in a row: only the one just replaced keeps its grace.
    const third = await rotate(t);
    const fourth = await rotate(t);
    expectError(await get(second), 401, 'invalid_user_signature');
    expect((await get(third)).status).toBe(200);
    expect((await get(fourth)).status).toBe(200);
  });

  it('a preflight allows the X-User-Signature header', async () => {
    const res = await api.options(profilePath('x'), { headers: { origin: ORIGIN, 'access-control-request-headers': 'x-api-key, x-user-signature' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('X-User-Signature');
  });
});

describe('limits per end user and per client address', () => {
  it('one visitor hammering gets 429 rate_limited at the plan’s minute; another visitor and the secret key continue', async () => {
    // rateLimitPerMinute 60: each visitor gets the plan's minute, the key's own minute is not applied to them.
    const t = await browserTenant({ rateLimitPerMinute: 60 });
    testClock.set(new Date());
    const visitor = t.browser({ 'x-forwarded-for': '198.51.100.7' });
    const hammer = () => api.get(`${profilePath('hammer')}/active-features`, { key: t.pk, headers: visitor });
    const first = await hammer();
    expect(first.status).toBe(200);
    // The tightest limit is described: the end user's 60, not the address's 1,500.
    expect(first.headers.get('x-ratelimit-limit')).toBe('60');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('59');
    expect(first.headers.get('x-quota-limit')).toBe('10000');
    const burst = await Promise.all(Array.from({ length: 59 }, hammer));
    expect(burst.map((r) => r.status)).toEqual(Array(59).fill(200));

    const refused = await hammer();
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('x-ratelimit-limit')).toBe('60');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expectError(await api.put(profilePath('hammer'), { key: t.pk, headers: visitor, body: { features: [] } }), 429, 'rate_limited');

    // Another visitor (another user at another address) and the tenant's server are not affected.
    const other = await api.get(`${profilePath('someone-else')}/active-features`, { key: t.pk, headers: t.browser({ 'x-forwarded-for': '198.51.100.8' }) });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('59');
    const server = await api.get(`${profilePath('hammer')}/active-features`, { key: t.adminKey });
    expect(server.status).toBe(200);
    expect(server.headers.get('x-ratelimit-limit')).toBe('60');

    // The visitors spent none of the key's minute (only the server's one call is on it); its month counts the 61 admitted.
    const [row] = await db.$queryRaw<{ n: number }[]>`
      SELECT coalesce(sum(count), 0)::int AS n FROM rate_limit_buckets WHERE key_id = ${t.keyId}`;
    expect(row!.n).toBe(0);
    const key = await db.apiKey.findUniqueOrThrow({ where: { id: t.keyId }, select: { periodCount: true } });
    expect(key.periodCount).toBe(61);
  });

  it('one address cycling through user ids gets 429 at its own limit (25 visitors’ minutes); another address continues', async () => {
    // rateLimitPerMinute 2: each visitor gets 2 a minute, an address 50.
    const t = await browserTenant({ rateLimitPerMinute: 2 });
    testClock.set(new Date());
    const from = (ip: string, userId: string) =>
      api.get(`${profilePath(userId)}/active-features`, { key: t.pk, headers: t.browser({ 'x-forwarded-for': ip }) });
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => from('192.0.2.44', `cycler-${i}`)));
    expect(burst.map((r) => r.status)).toEqual(Array(50).fill(200));
    const refused = await from('192.0.2.44', 'cycler-fresh');
    expectError(refused, 429, 'rate_limited');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('50');
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await from('192.0.2.45', 'cycler-fresh')).status).toBe(200);
  });

  it('the period allowance per end user is at most half the key’s: a tenant of 10 calls a period gives a visitor 5', async () => {
    const t = await browserTenant({ monthlyQuota: 10 });
    const call = (ip: string) => api.get(`${profilePath('greedy')}/active-features`, { key: t.pk, headers: t.browser({ 'x-forwarded-for': ip }) });
    for (let i = 0; i < 5; i++) expect((await call(`192.0.2.${i + 1}`)).status).toBe(200);
    const refused = await call('192.0.2.99');
    expectError(refused, 429, 'quota_exceeded');
    expect(refused.headers.get('x-quota-limit')).toBe('5');
    // The tenant's server still has the rest of its period.
    expect((await api.get(`${profilePath('greedy')}/active-features`, { key: t.adminKey })).status).toBe(200);
  });
});
