import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

// Logs go to a file this test reads back; set before the logger module loads.
const logFile = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? '/tmp'}/a11y-log-${process.pid}-${Date.now()}.jsonl`;
  process.env.LOG_FILE = file;
  process.env.LOG_LEVEL = 'trace';
  return file;
});

const { api } = await import('./api.ts');
const { createTestTenant } = await import('./fixtures.ts');
const { logger } = await import('@/lib/logger.ts');
const { errorResponse } = await import('@/lib/api/errors.ts');
const { AppError } = await import('@/lib/errors.ts');

function lines(): Record<string, unknown>[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('structured logs', () => {
  it('log one JSON line per request with its trace id, and never a raw key, secret or invite token', async () => {
    const { adminKey, tenantId } = await createTestTenant({ owner: { email: 'logs@example.com', password: 'a-very-long-password' } });
    const created = await api.post(`/tenants/${tenantId}/api-keys`, { key: adminKey, body: { name: 'logged', scopes: ['admin'] } });
    const invite = await api.post('/members/invite', { key: adminKey, body: { email: 'new@example.com', role: 'viewer' } });
    await api.get('/members', { key: created.body.key, headers: { traceparent: '00-0123456789abcdef0123456789abcdef-0123456789abcdef-01' } });
    await api.get('/members', { key: `sk_live_${'x'.repeat(43)}` });

    const text = readFileSync(logFile, 'utf8');
    const token = String(invite.body.inviteUrl).split('/invite/')[1]!;
    for (const secret of [adminKey, created.body.key, token, 'a-very-long-password']) expect(text).not.toContain(secret);

    const requests = lines().filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const line of requests) expect(line.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(requests.some((l) => l.traceId === '0123456789abcdef0123456789abcdef' && l.status === 200)).toBe(true);
  });

  it('log answers to the caller (4xx, 503 ai_provider_required) at info without a stack, and only our failures at error with one', async () => {
    const { adminKey } = await createTestTenant();
    // The offline provider has no language model: a configuration answer, not a failure.
    const required = await api.post('/content/hints', { key: adminKey, body: { question: 'What is 2 + 2?' } });
    const missing = await api.get('/webhooks/whk_doesnotexist', { key: adminKey });
    expect([required.status, missing.status]).toEqual([503, 404]);
    expect(required.body.code).toBe('ai_provider_required');

    const failureTrace = 'f'.repeat(32);
    errorResponse(new Error('the database said something odd'), {
      traceId: failureTrace,
      log: logger.child({ traceId: failureTrace }),
      headers: new Headers(),
    });
    const refusedTrace = 'e'.repeat(32);
    errorResponse(new AppError('conflict', 'Taken.', { internal: 'slug acme exists' }), {
      traceId: refusedTrace,
      log: logger.child({ traceId: refusedTrace }),
      headers: new Headers(),
    });

    const of = (traceId: string) => lines().filter((l) => l.traceId === traceId && l.msg !== 'request');
    for (const res of [required, missing]) {
      const logged = of(res.body.traceId);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 'info', code: res.body.code, status: res.status });
      expect(logged[0]).not.toHaveProperty('err');
    }
    expect(of(refusedTrace)).toEqual([expect.objectContaining({ level: 'info', code: 'conflict', msg: 'slug acme exists' })]);
    const [failure] = of(failureTrace);
    expect(failure).toMatchObject({ level: 'error', err: { message: 'the database said something odd' } });
    expect((failure!.err as { stack: string }).stack).toMatch(/\n\s+at /);
    // No line of this test's answers carries a stack.
    for (const line of [...of(required.body.traceId), ...of(missing.body.traceId), ...of(refusedTrace)]) {
      expect(JSON.stringify(line)).not.toMatch(/\bat .+:\d+:\d+/);
    }
  });

  it('redact credentials whatever a caller passes to the logger', () => {
    logger.info(
      { key: 'sk_live_SECRET1', headers: { 'x-api-key': 'sk_live_SECRET2', authorization: 'Bearer SECRET3' }, user: { password: 'SECRET4' } },
      'careless',
    );
    const line = lines().find((l) => l.msg === 'careless')!;
    expect(JSON.stringify(line)).not.toMatch(/SECRET/);
    expect(line.key).toBe('[redacted]');
  });
});
