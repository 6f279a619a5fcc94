import { afterEach, describe, expect, it } from 'vitest';
import { testClock } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { publishableLimits } from '@/lib/keys/publishable.ts';
import { consumePublishableRequest } from '@/lib/limits/visitor.ts';
import { serveWidgetFile, SCRIPT_CACHE } from '@/lib/widget/serve.ts';
import { api, type ApiResponse } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * Issue 39: the limits of a publishable key fit a site's traffic. Each visitor (end user and key) gets the
 * plan's minute, an address 25 visitors' worth; the key's minute does not apply, its month does; a 304,
 * a preflight and the toolbar's files count nowhere; a refused origin is told why, readably.
 */

const ORIGIN = 'https://school.example';
const activeFeatures = (userId: string) => `/profiles/${encodeURIComponent(userId)}/active-features`;

afterEach(() => {
  testClock.reset();
});

function expectError(res: ApiResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
}

/** A pro tenant (60 a minute, 50,000 a month) with ORIGIN allowed and a publishable key; the clock held so a minute lasts. */
async function proSite(overrides: Parameters<typeof createTestTenant>[0] = {}) {
  testClock.set('2026-12-02T10:00:00.000Z');
  const t = await createTestTenant({ plan: 'pro', ...overrides });
  expect((await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { allowedOrigins: [ORIGIN] } } })).status).toBe(200);
  const created = await api.post(`/tenants/${t.tenantId}/api-keys`, { key: t.adminKey, body: { type: 'publishable', name: 'Website' } });
  expect(created.status).toBe(201);
  const pk = created.body.key as string;
  const keyId = created.body.id as string;
  const from = (ip: string, extra: Record<string, string> = {}) => ({ origin: ORIGIN, 'x-forwarded-for': ip, ...extra });
  const keyCount = async () => (await db.apiKey.findUniqueOrThrow({ where: { id: keyId }, select: { periodCount: true } })).periodCount;
  return { ...t, pk, keyId, from, keyCount };
}

/** The catalogue's on/off features, as a visitor turns them on. */
async function booleanFeatures(adminKey: string): Promise<string[]> {
  const catalogue = await api.get('/features', { key: adminKey });
  return (catalogue.body.data as { code: string; valueType: string }[]).filter((f) => f.valueType === 'boolean').map((f) => f.code);
}

describe('per visitor, per address', () => {
  it('one visitor on pro turning on 12 features one by one is admitted each time; the 61st request of the minute is 429 with Retry-After', async () => {
    const t = await proSite();
    const codes = await booleanFeatures(t.adminKey);
    expect(codes.length).toBeGreaterThanOrEqual(12);
    for (const code of codes.slice(0, 12)) {
      const res = await api.put('/profiles/visitor-1', {
        key: t.pk,
        headers: t.from('203.0.113.5'),
        body: { features: [{ featureCode: code, isEnabled: true }] },
      });
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    }
    const more = await Promise.all(Array.from({ length: 48 }, () => api.get(activeFeatures('visitor-1'), { key: t.pk, headers: t.from('203.0.113.5') })));
    expect(more.map((r) => r.status)).toEqual(Array(48).fill(200));
    const refused = await api.get(activeFeatures('visitor-1'), { key: t.pk, headers: t.from('203.0.113.5') });
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    // The refused request was counted nowhere: 60 on the key's month, 60 on the address.
    expect(await t.keyCount()).toBe(60);
    const [address] = await db.$queryRaw<{ n: number }[]>`
      SELECT period_count AS n FROM rate_subject_periods WHERE subject = ${`pk:${t.keyId}:ip:203.0.113.5`}`;
    expect(address!.n).toBe(60);
  });

  it('30 visitors behind one address, a few requests each, are all admitted; one of them beyond its minute is refused alone', async () => {
    const t = await proSite();
    const office = '198.51.100.30';
    const [feature] = await booleanFeatures(t.adminKey);
    const visitors = Array.from({ length: 30 }, (_, i) => `pupil-${i}`);
    const results = await Promise.all(
      visitors.flatMap((userId) => [
        api.get(activeFeatures(userId), { key: t.pk, headers: t.from(office) }),
        api.put(`/profiles/${userId}`, { key: t.pk, headers: t.from(office), body: { features: [{ featureCode: feature, isEnabled: true }] } }),
        api.get(activeFeatures(userId), { key: t.pk, headers: t.from(office) }),
      ]),
    );
    expect(results.filter((r) => r.status >= 400).map((r) => r.status)).toEqual([]);
    // The key's 60 a minute would have refused 30 of these; the month counts them all.
    expect(await t.keyCount()).toBe(90);

    const hammer = () => api.get(activeFeatures('pupil-0'), { key: t.pk, headers: t.from(office) });
    const burst = await Promise.all(Array.from({ length: 57 }, hammer));
    expect(burst.map((r) => r.status)).toEqual(Array(57).fill(200));
    const refused = await hammer();
    expectError(refused, 429, 'rate_limited');
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(refused.headers.get('x-ratelimit-limit')).toBe('60');
    expect((await api.get(activeFeatures('pupil-1'), { key: t.pk, headers: t.from(office) })).status).toBe(200);
  });

  it('the address ceiling is 25 visitors’ minutes: one address cycling user ids is refused there, another address continues', async () => {
    const t = await proSite({ plan: 'enterprise', rateLimitPerMinute: 2 });
    expect(publishableLimits({ plan: 'enterprise', monthlyQuota: null, rateLimitPerMinute: 2, aiTokensPerMonth: null }).address.perMinute).toBe(50);
    const calls = await Promise.all(Array.from({ length: 50 }, (_, i) => api.get(activeFeatures(`cycler-${i}`), { key: t.pk, headers: t.from('192.0.2.44') })));
    expect(calls.map((r) => r.status)).toEqual(Array(50).fill(200));
    const refused = await api.get(activeFeatures('cycler-fresh'), { key: t.pk, headers: t.from('192.0.2.44') });
    expectError(refused, 429, 'rate_limited');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('50');
    expect((await api.get(activeFeatures('cycler-fresh'), { key: t.pk, headers: t.from('192.0.2.45') })).status).toBe(200);
  });

  it('a request that names no end user is limited per address; the month is the key’s; the key’s minute is not applied', async () => {
    const t = await proSite();
    for (let i = 0; i < 3; i++) expect((await api.get('/features', { key: t.pk, headers: t.from('203.0.113.77') })).status).toBe(200);
    const [row] = await db.$queryRaw<{ n: number }[]>`
      SELECT period_count AS n FROM rate_subject_periods WHERE subject = ${`pk:${t.keyId}:ip:203.0.113.77`}`;
    expect(row!.n).toBe(3);
    expect(await t.keyCount()).toBe(3);
    const [buckets] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM rate_limit_buckets WHERE key_id = ${t.keyId}`;
    expect(buckets!.n).toBe(0);
  });

  it('the key’s month still refuses: a tenant of 4 calls a month is refused on the fifth, visitors at different addresses alike', async () => {
    const t = await proSite({ plan: 'enterprise', monthlyQuota: 4 });
    for (let i = 0; i < 4; i++) expect((await api.get(activeFeatures(`v-${i}`), { key: t.pk, headers: t.from(`192.0.2.${i + 1}`) })).status).toBe(200);
    const refused = await api.get(activeFeatures('v-9'), { key: t.pk, headers: t.from('192.0.2.99') });
    expectError(refused, 429, 'quota_exceeded');
    expect(refused.headers.get('x-quota-limit')).toBe('4');
    expect(refused.headers.get('x-quota-remaining')).toBe('0');
    expect(await t.keyCount()).toBe(4);
  });
});

describe('what is not counted', () => {
  it('a 304 Not Modified leaves the month and the visitor’s minute as they were; the address’s ceiling counts it', async () => {
    const t = await proSite();
    const headers = t.from('203.0.113.9');
    const first = await api.get(activeFeatures('reader'), { key: t.pk, headers });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    const before = { quota: first.headers.get('x-quota-remaining'), minute: first.headers.get('x-ratelimit-remaining') };
    expect(await t.keyCount()).toBe(1);

    for (let i = 0; i < 5; i++) {
      const unchanged = await api.get(activeFeatures('reader'), { key: t.pk, headers: { ...headers, 'if-none-match': etag } });
      expect(unchanged.status).toBe(304);
      expect({ quota: unchanged.headers.get('x-quota-remaining'), minute: unchanged.headers.get('x-ratelimit-remaining') }).toEqual(before);
      expect(unchanged.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    }
    expect(await t.keyCount()).toBe(1);
    const [window] = await db.$queryRaw<{ n: number }[]>`
      SELECT coalesce(sum(count), 0)::int AS n FROM rate_subject_buckets WHERE subject = ${`pk:${t.keyId}:user:reader`}`;
    expect(window!.n).toBe(1);
    // The address's ceiling counts every request, 304s included: If-None-Match is no way round it.
    const [address] = await db.$queryRaw<{ n: number }[]>`
      SELECT coalesce(sum(count), 0)::int AS n FROM rate_subject_buckets WHERE subject = ${`pk:${t.keyId}:ip:203.0.113.9`}`;
    expect(address!.n).toBe(6);

    const next = await api.get(activeFeatures('reader'), { key: t.pk, headers });
    expect(next.status).toBe(200);
    expect(Number(next.headers.get('x-quota-remaining'))).toBe(Number(before.quota) - 1);
    expect(Number(next.headers.get('x-ratelimit-remaining'))).toBe(Number(before.minute) - 1);
    expect(await t.keyCount()).toBe(2);
  });

  it('a secret key’s 304 is counted, as before', async () => {
    const t = await proSite();
    const first = await api.get(activeFeatures('server-read'), { key: t.adminKey });
    const again = await api.get(activeFeatures('server-read'), { key: t.adminKey, headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(Number(again.headers.get('x-quota-remaining'))).toBe(Number(first.headers.get('x-quota-remaining')) - 1);
  });

  it('a refund is atomic and never goes below zero', async () => {
    const t = await proSite();
    const tenant = await db.tenant.findUniqueOrThrow({ where: { id: t.tenantId } });
    const subject = `pk:${t.keyId}:user:refunded`;
    const counted = await consumePublishableRequest(t.keyId, tenant, [{ subject, limits: { perMinute: 5, perPeriod: 5 }, label: 'Monthly allowance' }]);
    expect(counted.headers['X-RateLimit-Remaining']).toBe('4');
    expect((await counted.refund()).headers['X-RateLimit-Remaining']).toBe('5');
    await counted.refund();
    expect(await t.keyCount()).toBe(0);
    const [period] = await db.$queryRaw<{ n: number }[]>`SELECT period_count AS n FROM rate_subject_periods WHERE subject = ${subject}`;
    expect(period!.n).toBe(0);
    const [buckets] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM rate_subject_buckets WHERE subject = ${subject}`;
    expect(buckets!.n).toBe(0);
  });

  it('a preflight, from any origin, and the toolbar’s own files count nowhere', async () => {
    const t = await proSite();
    for (const origin of [ORIGIN, 'https://elsewhere.example']) {
      const preflight = await api.options(activeFeatures('x'), {
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key', 'x-forwarded-for': '203.0.113.1' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const script = { body: new TextEncoder().encode('/* widget */'), type: 'text/javascript; charset=utf-8', etag: '"w1"' };
    const files = { get: async (name: string) => (name === 'widget.js' ? script : null) };
    const served = await serveWidgetFile(
      new Request('http://a11y.test/widget.js', { headers: { 'x-api-key': t.pk, origin: ORIGIN } }),
      'widget.js',
      SCRIPT_CACHE,
      files,
    );
    expect(served.status).toBe(200);
    expect(await t.keyCount()).toBe(0);
    const [subjects] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM rate_subject_periods WHERE subject LIKE ${`pk:${t.keyId}:%`}`;
    expect(subjects!.n).toBe(0);
  });
});

describe('a refused origin', () => {
  it('is a 403 the page can read: CORS headers for its origin, no credentials, a message naming it and where to allow it', async () => {
    const t = await proSite();
    const res = await api.get(activeFeatures('v'), { key: t.pk, headers: { origin: 'https://staging.school.example', 'x-forwarded-for': '203.0.113.2' } });
    expectError(res, 403, 'origin_not_allowed');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://staging.school.example');
    expect(res.headers.get('vary')).toContain('Origin');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Trace-Id');
    expect(res.body.message).toContain('https://staging.school.example');
    expect(res.body.message).toContain('allowedOrigins');
    // Nothing of the tenant: not its allowed origins.
    expect(res.text).not.toContain(ORIGIN);
    expect(await t.keyCount()).toBe(0);

    const serverSide = await api.get(activeFeatures('v'), { key: t.pk });
    expectError(serverSide, 403, 'origin_not_allowed');
    expect(serverSide.headers.get('access-control-allow-origin')).toBeNull();
  });
});
