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
});

describe('API keys at the door', () => {
  it('401 missing_api_key without the header, invalid_api_key for an unknown key', async () => {
    expect((await api.get('/members')).body.code).toBe('missing_api_key');
    const bad = await api.get('/members', { key: 'sk_live_' + 'A'.repeat(43) });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('invalid_api_key');
    expect((await api.get('/members', { key: 'nonsense' })).body.code).toBe('invalid_api_key');
  });
});
