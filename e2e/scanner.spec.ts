import { expect, test } from '@playwright/test';
import { adminCli, type CreatedTenant } from './admin-cli.ts';
import { type Served, servePages } from './pages-server.ts';

/**
 * The first README command runs the whole service: a scan submitted through the API completes with no
 * other process running (the embedded job runner starts with the server).
 */
test.describe('scanning on the production build', () => {
  let site: Served;
  let origin: string;
  test.beforeAll(async () => {
    site = await servePages();
    origin = site.origin;
  });
  test.afterAll(() => site.close());

  test('a submitted scan runs to completion and lists its issues', async ({ request }) => {
    const { apiKey } = await adminCli<CreatedTenant>('tenant', 'create', '--name', 'E2E Scans', '--plan', 'pro');
    const headers = { 'X-Api-Key': apiKey.key };
    const created = await request.post('/api/v1/scanner/jobs', { headers, data: { url: `${origin}/missing-label.html` } });
    expect(created.status()).toBe(202);
    const { id } = await created.json();

    await expect
      .poll(async () => (await (await request.get(`/api/v1/scanner/jobs/${id}`, { headers })).json()).status, { timeout: 90_000, intervals: [500] })
      .toBe('completed');
    const issues = await (await request.get(`/api/v1/scanner/jobs/${id}/issues`, { headers })).json();
    expect(issues.data.map((i: { ruleId: string }) => i.ruleId)).toContain('label');

    // The browser that ran it (started by the job runner) is the one health describes, found as the suite
    // found its own (a system Chromium, else the bundled one), with its sandbox on.
    const health = await (await request.get('/api/v1/health')).json();
    expect(health.checks).toMatchObject({ browser: process.env.E2E_CHROMIUM_KIND, browserSandbox: 'on' });
  });
});
