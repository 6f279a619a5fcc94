import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiResponse } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * A publishable key works from the tenant's allowed origins and from the service's own pages (the portal's
 * widget preview), and from nowhere else (docs/decisions.md, "The widget page and its preview").
 * The service's origin is PUBLIC_BASE_URL, else NEXTAUTH_URL.
 */

const seed = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'prisma', 'seed', 'catalogue.json'), 'utf8')) as {
  features: { code: string; valueType: string }[];
};
const BOOLEANS = seed.features.filter((f) => f.valueType === 'boolean').map((f) => f.code);
const SERVICE = 'https://a11y.example';
const SHOP = 'https://shop.example';
const saved = { PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL, NEXTAUTH_URL: process.env.NEXTAUTH_URL };

function setEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

beforeAll(() => {
  // The signing secrets are stored encrypted with a key derived from it (the launcher always sets it).
  process.env.NEXTAUTH_SECRET ??= 'service-origin-test-session-secret-0123456789';
  setEnv({ PUBLIC_BASE_URL: SERVICE, NEXTAUTH_URL: 'https://portal.example' });
});
afterAll(() => setEnv(saved));

async function tenantWithPublishableKey(allowedOrigins: string[]) {
  const t = await createTestTenant();
  expect((await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { allowedOrigins } } })).status).toBe(200);
  const created = await api.post(`/tenants/${t.tenantId}/api-keys`, { key: t.adminKey, body: { type: 'publishable', name: 'Widget' } });
  expect(created.status).toBe(201);
  return { ...t, pk: created.body.key as string };
}

/** The 403, readable by the refused page's script (its own origin echoed, no credentials); none without an Origin. */
function expectRefused(res: ApiResponse, origin: string | null = null) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status: 403, code: 'origin_not_allowed' });
  expect(res.headers.get('access-control-allow-origin')).toBe(origin);
  expect(res.headers.get('access-control-allow-credentials')).toBeNull();
}

const feature = { features: [{ featureCode: BOOLEANS[0]!, isEnabled: true }] };

describe('publishable keys from the service’s own origin', () => {
  it('are accepted with Origin equal to PUBLIC_BASE_URL’s origin, also for a tenant that allows no origin, and answered with CORS headers', async () => {
    const t = await tenantWithPublishableKey([]);
    const own = { origin: SERVICE, 'sec-fetch-site': 'same-origin' };
    const put = await api.put('/profiles/preview-user', { key: t.pk, headers: own, body: feature });
    expect(put.status).toBe(201);
    expect(put.body.features[0]).toMatchObject({ featureCode: BOOLEANS[0], isEnabled: true, setBy: 'user' });
    expect(put.headers.get('access-control-allow-origin')).toBe(SERVICE);
    const read = await api.get('/profiles/preview-user/active-features', { key: t.pk, headers: { origin: SERVICE } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(SERVICE);
  });

  it('are accepted without Origin when the browser marks the request same-origin (a GET from the service’s own page), with no CORS headers', async () => {
    const t = await tenantWithPublishableKey([SHOP]);
    const res = await api.get('/profiles/preview-user/active-features', { key: t.pk, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect((await api.get('/features', { key: t.pk, headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });

  it('use NEXTAUTH_URL’s origin when PUBLIC_BASE_URL is unset (a path or trailing slash does not matter)', async () => {
    const t = await tenantWithPublishableKey([SHOP]);
    setEnv({ PUBLIC_BASE_URL: undefined, NEXTAUTH_URL: 'https://portal.example/base/' });
    try {
      expect((await api.get('/profiles/u1', { key: t.pk, headers: { origin: 'https://portal.example' } })).status).toBe(200);
      expectRefused(await api.get('/profiles/u1', { key: t.pk, headers: { origin: SERVICE } }), SERVICE);
    } finally {
      setEnv({ PUBLIC_BASE_URL: SERVICE, NEXTAUTH_URL: 'https://portal.example' });
    }
  });

  it('other origins are still refused: look-alikes of the service, another scheme or port, a sibling host, and requests that are not same-origin', async () => {
    const t = await tenantWithPublishableKey([SHOP]);
    const profile = '/profiles/someone';
    for (const origin of [
      'https://evil.example',
      'http://a11y.example',
      'https://a11y.example:8443',
      'https://www.a11y.example',
      'https://a11y.example.evil.example',
      'null',
    ]) {
      expectRefused(await api.get(profile, { key: t.pk, headers: { origin } }), origin);
      expectRefused(await api.put(profile, { key: t.pk, headers: { origin }, body: feature }), origin);
    }
    // A browser says same-origin only with its own Origin; another Origin wins over the claim.
    expectRefused(await api.get(profile, { key: t.pk, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' } }), 'https://evil.example');
    for (const site of ['cross-site', 'same-site', 'none']) expectRefused(await api.get(profile, { key: t.pk, headers: { 'sec-fetch-site': site } }));
    // No Origin and no browser's word for it: a server-side call, refused as before.
    expectRefused(await api.get(profile, { key: t.pk }));
    // The tenant's own allowed origin works as before.
    const allowed = await api.get(profile, { key: t.pk, headers: { origin: SHOP } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHOP);
  });

  it('the service’s origin replaces only the origin check: a tenant that requires signed user ids still gets 401 without a signature', async () => {
    const t = await tenantWithPublishableKey([]);
    expect((await api.post(`/tenants/${t.tenantId}/user-signing-secret`, { key: t.adminKey })).status).toBe(201);
    expect((await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { requireSignedUserIds: true } } })).status).toBe(200);
    const res = await api.get('/profiles/preview-user', { key: t.pk, headers: { origin: SERVICE } });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: 'invalid_user_signature' });
    expect(res.headers.get('access-control-allow-origin')).toBe(SERVICE);
  });
});
