import { expect, test } from '@playwright/test';
import { adminCli, type CreatedTenant } from './admin-cli.ts';

test.describe('the public API over HTTP, on a production build', () => {
  test('health answers JSON with a trace id and needs no key', async ({ request }) => {
    const res = await request.get('/api/v1/health');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(res.headers()['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(await res.json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
  });

  test('unknown paths are JSON 404s and wrong methods JSON 405s with Allow, never HTML pages', async ({ request }) => {
    for (const path of ['/api/v1', '/api/v1/nothing', '/api/v1/tenants/x/y/z']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).toContain('application/json');
      const body = await res.json();
      expect(body.code).toBe('not_found');
      expect(body.traceId).toBe(res.headers()['x-trace-id']);
    }
    const wrong = await request.post('/api/v1/health', { data: {} });
    expect(wrong.status()).toBe(405);
    expect(wrong.headers().allow).toBe('GET, HEAD, OPTIONS');
    expect((await wrong.json()).code).toBe('method_not_allowed');
  });

  test('a key created by the admin CLI works, a key created through the API is shown once, and a revoked key is refused', async ({ request }) => {
    const { tenant, apiKey } = adminCli<CreatedTenant>('tenant', 'create', '--name', 'E2E Keys', '--plan', 'pro');
    const headers = { 'X-Api-Key': apiKey.key };

    const members = await request.get('/api/v1/members', { headers });
    expect(members.status()).toBe(200);
    expect(members.headers()['x-ratelimit-limit']).toBe('60');
    expect(await members.json()).toEqual({ data: [], nextCursor: null });

    const created = await request.post(`/api/v1/tenants/${tenant.id}/api-keys`, { headers, data: { name: 'e2e', scopes: ['admin'] } });
    expect(created.status()).toBe(201);
    const key = await created.json();
    expect(key.key).toMatch(/^sk_live_/);

    const listed = await request.get(`/api/v1/tenants/${tenant.id}/api-keys`, { headers });
    expect(await listed.text()).not.toContain(key.key);

    const newHeaders = { 'X-Api-Key': key.key };
    expect((await request.get('/api/v1/members', { headers: newHeaders })).status()).toBe(200);
    const revoked = await request.delete(`/api/v1/tenants/${tenant.id}/api-keys/${key.id}`, { headers });
    expect(revoked.status()).toBe(204);
    const refused = await request.get('/api/v1/members', { headers: newHeaders });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe('invalid_api_key');
  });

  test('a key revoked by the CLI stops working within 5 seconds', async ({ request }) => {
    const { apiKey } = adminCli<CreatedTenant>('tenant', 'create', '--name', 'E2E Revoke', '--plan', 'pro');
    const headers = { 'X-Api-Key': apiKey.key };
    expect((await request.get('/api/v1/members', { headers })).status()).toBe(200);
    adminCli('key', 'revoke', apiKey.id);
    const revokedAt = Date.now(); // committed when the CLI returns
    await expect.poll(async () => (await request.get('/api/v1/members', { headers })).status(), { timeout: 5_000, intervals: [250] }).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(5_000);
  });

  test('an encoded slash stays inside one path segment and reaches the dynamic route', async ({ request }) => {
    // The tenants route answers "Tenant not found."; the catch-all would answer "No endpoint at ...".
    const { apiKey } = adminCli<CreatedTenant>('tenant', 'create', '--name', 'E2E Paths', '--plan', 'pro');
    const res = await request.get(`/api/v1/tenants/${encodeURIComponent('a/b %c')}`, { headers: { 'X-Api-Key': apiKey.key } });
    expect(res.status()).toBe(404);
    expect((await res.json()).message).toBe('Tenant not found.');
  });
});
