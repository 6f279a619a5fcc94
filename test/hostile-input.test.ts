import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResponse } from './api.ts';

/**
 * Named hostile inputs (issue 11): each case answered 500, or did the wrong thing, before its fix.
 * Empty path segments and connections after a refused body need Next's router and a real socket:
 * they are in e2e/api.spec.ts against the production build.
 */

// Logs go to a file this test reads back; set before the logger module loads.
const logFile = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? '/tmp'}/a11y-hostile-log-${process.pid}-${Date.now()}.jsonl`;
  process.env.LOG_FILE = file;
  process.env.LOG_LEVEL = 'trace';
  return file;
});

const { api } = await import('./api.ts');
const { createTestTenant } = await import('./fixtures.ts');

const seed = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'prisma', 'seed', 'catalogue.json'), 'utf8')) as {
  features: { code: string; valueType: string; min: number | null; max: number | null; defaultValue: string | null }[];
  presets: { code: string }[];
};
const NUMBER = seed.features.find((f) => f.valueType === 'number' && f.defaultValue !== null)!;
const BOOLEAN = seed.features.find((f) => f.valueType === 'boolean')!;

function expectError(res: ApiResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(res.body.traceId).toBe(res.headers.get('x-trace-id'));
}

const json = { 'content-type': 'application/json' };

describe('text PostgreSQL cannot store, decided at the edge', () => {
  it('an opaque id with U+0000 in the path is the same 404 not_found as an unknown id, on every id route', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    const id = 'a%00b';
    const calls: [string, () => Promise<ApiResponse>][] = [
      ['GET scanner job', () => api.get(`/scanner/jobs/${id}`, { key: adminKey })],
      ['GET scanner job issues', () => api.get(`/scanner/jobs/${id}/issues`, { key: adminKey })],
      ['DELETE dismissal', () => api.delete(`/scanner/dismissals/${id}`, { key: adminKey })],
      ['DELETE member', () => api.delete(`/members/${id}`, { key: adminKey })],
      ['GET tenant', () => api.get(`/tenants/${id}`, { key: adminKey })],
      ['PUT tenant', () => api.put(`/tenants/${id}`, { key: adminKey, body: { name: 'X' } })],
      ['GET tenant api keys', () => api.get(`/tenants/${id}/api-keys`, { key: adminKey })],
      ['DELETE api key', () => api.delete(`/tenants/${tenantId}/api-keys/${id}`, { key: adminKey })],
      ['GET webhook', () => api.get(`/webhooks/${id}`, { key: adminKey })],
      ['PUT webhook', () => api.put(`/webhooks/${id}`, { key: adminKey, body: { enabled: false } })],
      ['DELETE webhook', () => api.delete(`/webhooks/${id}`, { key: adminKey })],
      ['GET webhook deliveries', () => api.get(`/webhooks/${id}/deliveries`, { key: adminKey })],
      ['POST webhook test', () => api.post(`/webhooks/${id}/test`, { key: adminKey })],
      ['GET feature', () => api.get(`/features/${id}`, { key: adminKey })],
      ['GET preset', () => api.get(`/presets/${id}`, { key: adminKey })],
    ];
    for (const [label, call] of calls) {
      const res = await call();
      expect({ label, status: res.status, code: res.body?.code }).toEqual({ label, status: 404, code: 'not_found' });
    }
  });

  it('a userId with U+0000 is 400 invalid_user_id on every profile route, and nothing is written', async () => {
    const { adminKey } = await createTestTenant();
    const userId = 'ada%00lovelace';
    const features = [{ featureCode: BOOLEAN.code, isEnabled: true }];
    for (const res of [
      await api.get(`/profiles/${userId}`, { key: adminKey }),
      await api.put(`/profiles/${userId}`, { key: adminKey, body: { features } }),
      await api.delete(`/profiles/${userId}`, { key: adminKey }),
      await api.get(`/profiles/${userId}/active-features`, { key: adminKey }),
      await api.post(`/profiles/${userId}/apply-preset`, { key: adminKey, body: { presetCode: seed.presets[0]!.code } }),
    ]) {
      expectError(res, 400, 'invalid_user_id');
    }
    expect((await api.get('/profiles/adalovelace', { key: adminKey })).body.exists).toBe(false);
  });

  it('a query value with U+0000 is 400 validation_failed naming the parameter, on routes with and without a query schema', async () => {
    const { adminKey } = await createTestTenant();
    const listed = await api.get('/scanner/jobs?url=https%3A%2F%2Fa.example%2F%00', { key: adminKey });
    expectError(listed, 400, 'validation_failed');
    expect(listed.body.details).toEqual([{ path: 'url', message: 'Contains U+0000.' }]);

    const searched = await api.get('/features?q=zo%00om', { key: adminKey });
    expectError(searched, 400, 'validation_failed');
    expect(searched.body.details[0].path).toBe('q');

    const ignored = await api.get('/members?whatever=%00', { key: adminKey });
    expectError(ignored, 400, 'validation_failed');
    expect(ignored.body.details[0].path).toBe('whatever');

    const inName = await api.get('/members?a%00b=1', { key: adminKey });
    expectError(inName, 400, 'validation_failed');
    expect(inName.body.details[0].path).toBe('query');
  });
});

describe('deeply nested bodies', () => {
  const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

  it('tens of thousands of levels are 400 validation_failed, not a stack overflow', async () => {
    const { adminKey } = await createTestTenant();
    for (const rawBody of [nested(50_000), `{"features":${nested(50_000)}}`, `{"name":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`]) {
      const res = await api.post('/members/invite', { key: adminKey, rawBody, headers: json });
      expectError(res, 400, 'validation_failed');
      expect(res.body.details).toEqual([{ path: 'body', message: 'Nested more than 64 levels deep.' }]);
    }
    const profile = await api.put('/profiles/deep', { key: adminKey, rawBody: `{"features":${nested(100_000)}}`, headers: json });
    expectError(profile, 400, 'validation_failed');
    expect((await api.get('/profiles/deep', { key: adminKey })).body.exists).toBe(false);
  });

  it('64 levels are read (and fields the schema does not know are ignored); 65 are refused; brackets inside strings do not count', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    // The body object is level 1, so the extra field may nest 63 more.
    const at64 = await api.put(`/tenants/${tenantId}`, { key: adminKey, rawBody: `{"name":"Deep 64","extra":${nested(63)}}`, headers: json });
    expect(at64.status).toBe(200);
    expect(at64.body.name).toBe('Deep 64');

    const at65 = await api.put(`/tenants/${tenantId}`, { key: adminKey, rawBody: `{"name":"Deep 65","extra":${nested(64)}}`, headers: json });
    expectError(at65, 400, 'validation_failed');

    const text = `${'[{'.repeat(60)}"\\${']}'.repeat(60)}`;
    const inText = await api.put('/profiles/brackets', { key: adminKey, body: { features: [], configuredBy: text } });
    expect(inText.status).toBe(201);
    expect(inText.body.configuredBy).toBe(text);
  });

  it('broken JSON is still invalid_json, however deep', async () => {
    const { adminKey } = await createTestTenant();
    const res = await api.post('/members/invite', { key: adminKey, rawBody: '['.repeat(10_000), headers: json });
    expectError(res, 400, 'invalid_json');
  });
});

describe('body shapes', () => {
  it('PUT /profiles/{userId} with no body, or an empty one, is 400 invalid_json and creates nothing', async () => {
    const { adminKey } = await createTestTenant();
    expectError(await api.put('/profiles/nobody', { key: adminKey }), 400, 'invalid_json');
    expectError(await api.put('/profiles/nobody', { key: adminKey, rawBody: '', headers: json }), 400, 'invalid_json');
    expect((await api.get('/profiles/nobody', { key: adminKey })).body.exists).toBe(false);
  });

  it.each([
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"features"'],
    ['an array', '[{"featureCode":"x","isEnabled":true}]'],
    ['true', 'true'],
  ])('PUT /profiles/{userId} with %s for a body is 400 validation_failed and creates nothing', async (_label, rawBody) => {
    const { adminKey } = await createTestTenant();
    const res = await api.put('/profiles/shape', { key: adminKey, rawBody, headers: json });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details[0].path).toBe('body');
    expect((await api.get('/profiles/shape', { key: adminKey })).body.exists).toBe(false);
  });

  it('features is required on PUT /profiles/{userId}; [] is a valid list', async () => {
    const { adminKey } = await createTestTenant();
    const missing = await api.put('/profiles/req', { key: adminKey, body: { gradeLevel: 3 } });
    expectError(missing, 400, 'validation_failed');
    expect(missing.body.details).toEqual([{ path: 'features', message: expect.any(String) }]);
    expect((await api.get('/profiles/req', { key: adminKey })).body.exists).toBe(false);

    const empty = await api.put('/profiles/req', { key: adminKey, body: { features: [], gradeLevel: 3 } });
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({ exists: true, gradeLevel: 3, features: [] });
  });

  it('other routes with a body: empty is invalid_json, null is validation_failed', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    expectError(await api.post('/members/invite', { key: adminKey }), 400, 'invalid_json');
    expectError(await api.post('/profiles/p/apply-preset', { key: adminKey }), 400, 'invalid_json');
    expectError(await api.put(`/tenants/${tenantId}`, { key: adminKey }), 400, 'invalid_json');
    expectError(await api.post('/analytics/log', { key: adminKey }), 400, 'invalid_json');
    expectError(await api.post('/analytics/log', { key: adminKey, rawBody: 'null', headers: json }), 400, 'validation_failed');
    expectError(await api.post('/scanner/dismissals', { key: adminKey, rawBody: 'null', headers: json }), 400, 'validation_failed');
  });

  it('a route whose body is optional keeps working without one: POST /tenants/{id}/api-keys creates a key with defaults', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    const res = await api.post(`/tenants/${tenantId}/api-keys`, { key: adminKey });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'API key', type: 'secret' });
    expect(res.body.key).toMatch(/^sk_live_/);
    // An explicit null is still not an object.
    expectError(await api.post(`/tenants/${tenantId}/api-keys`, { key: adminKey, rawBody: 'null', headers: json }), 400, 'validation_failed');
  });
});

describe('wire types of profile settings', () => {
  it.each<[string, unknown]>([
    // A valid zoom (on the grid, in range) as a JSON number: silently stored as a string before.
    ['a JSON number', Number(NUMBER.defaultValue)],
    ['a boolean', true],
    ['an array', ['150']],
  ])('a setting value sent as %s is 400 validation_failed at features[i].value, nothing stored', async (_label, value) => {
    const { adminKey } = await createTestTenant();
    const res = await api.put('/profiles/typed', {
      key: adminKey,
      body: {
        features: [
          { featureCode: BOOLEAN.code, isEnabled: true },
          { featureCode: NUMBER.code, isEnabled: true, value },
        ],
      },
    });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details).toEqual([{ path: 'features[1].value', message: expect.any(String) }]);
    expect((await api.get('/profiles/typed', { key: adminKey })).body.exists).toBe(false);
  });

  it('the same value as a string is stored as sent', async () => {
    const { adminKey } = await createTestTenant();
    const res = await api.put('/profiles/typed', {
      key: adminKey,
      body: { features: [{ featureCode: NUMBER.code, isEnabled: true, value: NUMBER.defaultValue }] },
    });
    expect(res.status).toBe(201);
    expect(res.body.features).toEqual([{ featureCode: NUMBER.code, isEnabled: true, value: NUMBER.defaultValue, setBy: 'api' }]);
  });
});

describe('clients that hang up', () => {
  function logLines(traceId: string): Record<string, unknown>[] {
    return readFileSync(logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.traceId === traceId);
  }

  it('a body cut off by the client is one info line, without an error or a stack', async () => {
    const { adminKey } = await createTestTenant();
    const { PUT } = await import('@/app/api/v1/[[...path]]/route.ts');
    const traceId = 'c1e0c1e0c1e0c1e0c1e0c1e0c1e0c1e0';
    const client = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"features": ['));
      },
      pull(controller) {
        // What Node's server does when the socket closes mid-body: the request aborts and its stream fails.
        client.abort();
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const req = new Request('http://localhost:3000/api/v1/profiles/hangup', {
      method: 'PUT',
      headers: { 'x-api-key': adminKey, 'content-type': 'application/json', traceparent: `00-${traceId}-0123456789abcdef-01` },
      body,
      duplex: 'half',
      signal: client.signal,
    } as RequestInit);
    const res = await PUT(req);
    expect(res.status).toBe(499);

    const lines = logLines(traceId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', status: 499, clientClosed: true, path: '/api/v1/profiles/hangup' });
    expect(JSON.stringify(lines[0])).not.toMatch(/stack|"err"/);
  });

  it('a database connection reset is still a server fault, logged as an error', async () => {
    const { endpoint } = await import('@/lib/http/route.ts');
    const { publicTestRoute } = await import('./routes.ts');
    const traceId = 'dbdbdbdbdbdbdbdbdbdbdbdbdbdbdbdb';
    const handler = endpoint(
      publicTestRoute(async () => {
        throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
      }),
    );
    const res = await handler(new Request('http://localhost/api/v1/x', { headers: { traceparent: `00-${traceId}-0123456789abcdef-01` } }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(logLines(traceId).some((l) => l.level === 'error')).toBe(true);
  });
});

describe('raw request paths Next.js would redirect or fail on (answered by scripts/next-server.ts; over HTTP in e2e/api.spec.ts)', () => {
  it.each<[string, number | null, string | null]>([
    ['/api/v1/profiles//active-features', 400, 'invalid_user_id'],
    ['/api/v1/profiles/', 400, 'invalid_user_id'],
    ['/api/v1/profiles/%ED%A0%80/active-features', 400, 'invalid_user_id'],
    ['/api/v1/tenants//api-keys', 404, 'not_found'],
    ['/api/v1/health/', 404, 'not_found'],
    ['/api/v1/', 404, 'not_found'],
    ['//api/v1/health', 404, 'not_found'],
    ['/api/v1\\health', 404, 'not_found'],
    ['/api/v1/scanner/jobs/%E0%A4%A', 404, 'not_found'],
    ['/api/v1/health', null, null],
    ['/api/v1', null, null],
    ['/api/v1/profiles/a%2F%2Fb?next=//x', null, null],
    ['/api/v1/profiles/a%00b', null, null],
    ['/sign-in/', null, null],
    ['/portal//x', null, null],
  ])('%s', async (target, status, code) => {
    const { refuseRawApiPath } = await import('@/lib/api/raw-path.ts');
    const refusal = refuseRawApiPath(target);
    expect(refusal && { status: refusal.status, code: refusal.code }).toEqual(status === null ? null : { status, code });
  });
});

describe('the SDK keeps to the wire types', () => {
  it('sends a number given for a setting value as the string the contract carries', async () => {
    const { A11yClient } = await import('../sdk/src/index.ts');
    const { inProcessFetch } = await import('./api.ts');
    const { adminKey } = await createTestTenant();
    const a11y = new A11yClient({ apiKey: adminKey, baseUrl: 'http://localhost:3000/api/v1', fetch: inProcessFetch, maxRetries: 0 });
    try {
      const value = Number(NUMBER.defaultValue);
      const profile = await a11y.profiles.update('sdk-number', { features: [{ featureCode: NUMBER.code, isEnabled: true, value }] });
      expect(profile.features).toEqual([{ featureCode: NUMBER.code, isEnabled: true, value: String(value), setBy: 'api' }]);
    } finally {
      await a11y.close();
    }
  });
});
