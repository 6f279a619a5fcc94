import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

describe('every /api/v1 response', () => {
  it('carries X-Trace-Id, reusing the trace id of an incoming traceparent', async () => {
    const plain = await api.get('/health');
    expect(plain.headers.get('x-trace-id')).toMatch(/^[0-9a-f]{32}$/);

    const traced = await api.get('/tenants', { headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' } });
    expect(traced.status).toBe(401);
    expect(traced.headers.get('x-trace-id')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(traced.body.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('answers unknown paths with JSON 404 and wrong methods with 405 and Allow', async () => {
    const missing = await api.get('/no/such/thing');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found' });
    expect(missing.body.traceId).toBe(missing.headers.get('x-trace-id'));

    const wrong = await api.delete('/health');
    expect(wrong.status).toBe(405);
    expect(wrong.body.code).toBe('method_not_allowed');
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('carries X-Content-Type-Options: nosniff, successes, errors and preflights alike', async () => {
    const { adminKey } = await createTestTenant();
    const answers = {
      ok: await api.get('/members', { key: adminKey }),
      created: await api.post('/members/invite', { key: adminKey, body: { email: 'sniff@example.com', role: 'viewer' } }),
      unauthenticated: await api.get('/members'),
      invalid: await api.post('/members/invite', { key: adminKey, body: { email: 'nope' } }),
      unknownPath: await api.get('/no/such/thing'),
      wrongMethod: await api.delete('/health'),
      preflight: await api.options('/members', { headers: { origin: 'https://site.example', 'access-control-request-method': 'GET' } }),
      health: await api.get('/health'),
    };
    for (const [name, res] of Object.entries(answers)) expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
    expect(answers.invalid.status).toBe(400);
    expect(answers.preflight.status).toBe(204);
  });
});

describe('API keys at the door', () => {
  it('401 missing_api_key without the header, invalid_api_key for an unknown key', async () => {
    expect((await api.get('/members')).body.code).toBe('missing_api_key');
    const bad = await api.get('/members', { key: `sk_live_${'A'.repeat(43)}` });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('invalid_api_key');
    expect((await api.get('/members', { key: 'nonsense' })).body.code).toBe('invalid_api_key');
  });
});

describe('request bodies', () => {
  it('415 without a JSON content type, 400 invalid_json for broken JSON, 413 over 1 MiB', async () => {
    const { adminKey } = await createTestTenant();
    const plain = await api.post('/members/invite', { key: adminKey, rawBody: 'email=a@b.c', headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(415);
    expect(plain.body.code).toBe('unsupported_media_type');

    const broken = await api.post('/members/invite', { key: adminKey, rawBody: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('invalid_json');

    const huge = JSON.stringify({ email: 'a@b.co', role: 'viewer', name: 'x'.repeat(1024 * 1024) });
    const large = await api.post('/members/invite', { key: adminKey, rawBody: huge, headers: { 'content-type': 'application/json' } });
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('payload_too_large');
  });

  it('400 validation_failed for text with U+0000 anywhere in the body, at its path', async () => {
    const { adminKey } = await createTestTenant();
    const res = await api.post('/members/invite', { key: adminKey, body: { email: 'a@b.co', role: 'viewer', name: 'Ada\u0000' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.details).toEqual([{ path: 'name', message: 'Contains U+0000.' }]);
  });

  it('400 validation_failed lists every problem with its path', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    const res = await api.post('/members/invite', { key: adminKey, body: { email: 'not-an-email', role: 'emperor' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'role']);

    const nested = await api.put(`/tenants/${tenantId}`, {
      key: adminKey,
      body: { settings: { allowedOrigins: ['https://ok.example', 'nope'] } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.details[0].path).toBe('settings.allowedOrigins[1]');
  });
});

describe('publishable keys', () => {
  async function publishableSetup() {
    const { adminKey, tenantId } = await createTestTenant();
    await api.put(`/tenants/${tenantId}`, { key: adminKey, body: { settings: { allowedOrigins: ['https://shop.example'] } } });
    const created = await api.post(`/tenants/${tenantId}/api-keys`, { key: adminKey, body: { type: 'publishable' } });
    expect(created.status).toBe(201);
    return created.body.key as string;
  }

  it('work only from an allowed origin, whose responses carry CORS headers', async () => {
    const pk = await publishableSetup();
    const foreign = await api.get('/members', { key: pk, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('origin_not_allowed');
    // Readable by the refused page's script, so its developer sees why (no credentials).
    expect(foreign.headers.get('access-control-allow-origin')).toBe('https://evil.example');

    const serverSide = await api.get('/members', { key: pk });
    expect(serverSide.body.code).toBe('origin_not_allowed');

    // The origin passes; the key's scopes still do not include team management.
    const allowed = await api.get('/members', { key: pk, headers: { origin: 'https://shop.example' } });
    expect(allowed.status).toBe(403);
    expect(allowed.body.code).toBe('forbidden');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(allowed.headers.get('access-control-expose-headers')).toContain('X-Trace-Id');
  });

  it('preflights succeed with the route’s methods and the headers the API reads', async () => {
    const res = await api.options('/members/invite', {
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key, content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toContain('X-Api-Key');
    expect(res.headers.get('x-trace-id')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('unexpected failures', () => {
  it('answer 500 internal_error with the trace id and nothing of the cause', async () => {
    const { endpoint } = await import('@/lib/http/route.ts');
    const { publicTestRoute } = await import('./routes.ts');
    const handler = endpoint(
      publicTestRoute(async () => {
        throw new Error('relation "secrets" does not exist at /srv/app/lib/db/client.ts:12 (prisma)');
      }),
    );
    const res = await handler(new Request('http://localhost/api/v1/x'), { params: Promise.resolve({}) });
    const text = await res.text();
    expect(res.status).toBe(500);
    const body = JSON.parse(text);
    expect(body.code).toBe('internal_error');
    expect(body.traceId).toBe(res.headers.get('x-trace-id'));
    expect(text).not.toMatch(/secrets|\/srv|client\.ts|prisma|relation|stack/i);
  });
});
