import { describe, expect, it } from 'vitest';
import { api } from './api.ts';

describe('GET /health', () => {
  it('needs no key and reports its checks', async () => {
    const res = await api.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', checks: { database: 'ok', jobs: 'embedded' } });
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(['offline', 'openai', 'unavailable']).toContain(res.body.checks.ai);
    // Which browser scans run in (test/scan-browser.test.ts covers each answer).
    expect(['system', 'bundled', 'remote', 'missing']).toContain(res.body.checks.browser);
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('reports the jobs driver lib/config.ts decides: Inngest with only INNGEST_SIGNING_KEY set', async () => {
    const saved = process.env.INNGEST_SIGNING_KEY;
    process.env.INNGEST_SIGNING_KEY = 'signkey-prod-0123456789abcdef0123456789abcdef';
    try {
      const res = await api.get('/health');
      expect(res.body).toMatchObject({ checks: { jobs: 'inngest' } });
    } finally {
      if (saved === undefined) delete process.env.INNGEST_SIGNING_KEY;
      else process.env.INNGEST_SIGNING_KEY = saved;
    }
    expect((await api.get('/health')).body).toMatchObject({ checks: { jobs: 'embedded' } });
  });
});
