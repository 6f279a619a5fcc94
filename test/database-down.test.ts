import { describe, expect, it, vi } from 'vitest';

// Point this file's process at a port where no database listens, before anything connects.
vi.hoisted(() => {
  process.env.DATABASE_URL = 'postgresql://nobody:nothing@127.0.0.1:9/a11y';
});

const { api } = await import('./api.ts');

describe('with the database unreachable', () => {
  it('health answers 503 degraded', async () => {
    const res = await api.get('/health');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('degraded');
    expect(res.body.checks.database).toBe('down');
  });

  it('authenticated calls answer 503 unavailable without internals', async () => {
    const res = await api.get('/members', { key: `sk_live_${'B'.repeat(43)}` });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('unavailable');
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|prisma|pg|stack/i);
  });
});
