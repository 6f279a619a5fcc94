import { Agent, type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { adminCli, type CreatedTenant } from './admin-cli.ts';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

/**
 * One request exactly as written (a WHATWG URL would fold a backslash into `/`), over `agent` when given; the
 * body is written in chunks when `chunks` is given.
 */
function raw(
  baseURL: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string; chunks?: Buffer[]; agent?: Agent } = {},
): Promise<RawResponse> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, method, path, headers: options.headers, agent: options.agent ?? false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end(options.body);
  });
}

test.describe('the public API over HTTP, on a production build', () => {
  /**
   * Made once with the admin CLI (seconds per tenant), in parallel: a pro tenant the tests share (none
   * changes what another reads), and an enterprise one for the keep-alive test.
   */
  let shared: CreatedTenant;
  let enterprise: CreatedTenant;
  test.beforeAll(async () => {
    [shared, enterprise] = await Promise.all([
      adminCli<CreatedTenant>('tenant', 'create', '--name', 'E2E API', '--plan', 'pro'),
      adminCli<CreatedTenant>('tenant', 'create', '--name', 'E2E Keep-Alive', '--plan', 'enterprise'),
    ]);
  });

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
      expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
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
    const { tenant, apiKey } = shared;
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
    const created = await request.post(`/api/v1/tenants/${shared.tenant.id}/api-keys`, {
      headers: { 'X-Api-Key': shared.apiKey.key },
      data: { name: 'to revoke', scopes: ['admin'] },
    });
    expect(created.status()).toBe(201);
    const apiKey = (await created.json()) as { id: string; key: string };
    const headers = { 'X-Api-Key': apiKey.key };
    expect((await request.get('/api/v1/members', { headers })).status()).toBe(200);
    await adminCli('key', 'revoke', apiKey.id);
    const revokedAt = Date.now(); // committed when the CLI returns
    await expect.poll(async () => (await request.get('/api/v1/members', { headers })).status(), { timeout: 5_000, intervals: [250] }).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(5_000);
  });

  test('an encoded slash stays inside one path segment and reaches the dynamic route', async ({ request }) => {
    // The tenants route answers "Tenant not found."; the catch-all would answer "No endpoint at ...".
    const { apiKey } = shared;
    const res = await request.get(`/api/v1/tenants/${encodeURIComponent('a/b %c')}`, { headers: { 'X-Api-Key': apiKey.key } });
    expect(res.status()).toBe(404);
    expect((await res.json()).message).toBe('Tenant not found.');
  });

  test('nothing under /api/v1 is redirected: an empty userId is 400 invalid_user_id, other empty segments and broken encodings JSON 404s', async ({
    baseURL,
  }) => {
    const { apiKey } = shared;
    const headers = { 'X-Api-Key': apiKey.key };
    const cases: [string, string, number, string][] = [
      ['GET', '/api/v1/profiles//active-features', 400, 'invalid_user_id'],
      ['PUT', '/api/v1/profiles//active-features', 400, 'invalid_user_id'],
      ['GET', '/api/v1/profiles/', 400, 'invalid_user_id'],
      ['GET', '/api/v1/profiles/%ED%A0%80', 400, 'invalid_user_id'],
      ['GET', '/api/v1/tenants//api-keys', 404, 'not_found'],
      ['GET', '/api/v1/health/', 404, 'not_found'],
      ['GET', '//api/v1/health', 404, 'not_found'],
      ['GET', '/api/v1\\health', 404, 'not_found'],
      ['GET', '/api/v1/scanner/jobs/%E0%A4%A', 404, 'not_found'],
    ];
    for (const [method, path, status, code] of cases) {
      const res = await raw(baseURL!, method, path, { headers });
      expect({ path, status: res.status, location: res.headers.location }).toEqual({ path, status, location: undefined });
      expect(res.headers['content-type'], path).toContain('application/json');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      const body = JSON.parse(res.body);
      expect(body.code, path).toBe(code);
      expect(body.traceId, path).toBe(res.headers['x-trace-id']);
    }
    // The profile of a user called "active-features" was not created by the PUT above.
    const profile = await raw(baseURL!, 'GET', '/api/v1/profiles/active-features', { headers });
    expect(JSON.parse(profile.body).exists).toBe(false);
    // Pages are Next's as before: only /api/v1 is answered this way.
    expect((await raw(baseURL!, 'GET', '/sign-in/')).status).toBe(308);
  });

  test('a keep-alive client never loses the request after a refused body', async ({ baseURL }) => {
    const { apiKey } = enterprise;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const headers = { 'X-Api-Key': apiKey.key, 'Content-Type': 'application/json' };
    const valid = JSON.stringify({ features: [] });
    try {
      // An ordinary refusal keeps the connection, and the next request goes over it.
      const invalid = await raw(baseURL!, 'PUT', '/api/v1/profiles/ka', { headers, body: '{"features":', agent });
      expect(invalid.status).toBe(400);
      const after400 = await raw(baseURL!, 'PUT', '/api/v1/profiles/ka', { headers, body: valid, agent });
      expect(after400.status).toBe(201);
      expect(after400.reusedSocket).toBe(true);

      // 2 MiB chunked: refused once past 1 MiB, with the rest unread. The answer says so, and the next
      // request (on a new connection) succeeds instead of meeting a reset.
      const chunks = Array.from({ length: 32 }, () => Buffer.alloc(64 * 1024, 0x20));
      const chunked = await raw(baseURL!, 'PUT', '/api/v1/profiles/ka', { headers, chunks, agent });
      expect(chunked.status).toBe(413);
      expect(JSON.parse(chunked.body).code).toBe('payload_too_large');
      expect(chunked.headers.connection).toBe('close');
      const afterChunked = await raw(baseURL!, 'PUT', '/api/v1/profiles/ka', { headers, body: valid, agent });
      expect(afterChunked.status).toBe(200);

      // A Content-Length over the limit is refused before reading; the connection stays usable.
      const declared = await raw(baseURL!, 'PUT', '/api/v1/profiles/ka', {
        headers,
        body: JSON.stringify({ features: [], configuredBy: 'x'.repeat(1100 * 1024) }),
        agent,
      });
      expect(declared.status).toBe(413);
      const afterDeclared = await raw(baseURL!, 'PUT', '/api/v1/profiles/ka', { headers, body: valid, agent });
      expect(afterDeclared.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
