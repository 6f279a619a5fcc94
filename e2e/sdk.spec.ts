import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { adminCli, type CreatedTenant } from './admin-cli.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

async function firstToggle(request: import('@playwright/test').APIRequestContext, key: string): Promise<string> {
  const features = (await (await request.get('/api/v1/features?limit=200', { headers: { 'X-Api-Key': key } })).json()).data;
  return features.find((f: { valueType: string }) => f.valueType === 'boolean').code;
}

test.describe('@a11y-platform/client', () => {
  /** A tenant per test (each reads its own analytics totals and origins), made together up front: the admin CLI takes seconds per tenant. */
  let node: CreatedTenant;
  let site: CreatedTenant;
  let foreign: CreatedTenant;
  test.beforeAll(async () => {
    const create = (name: string) => adminCli<CreatedTenant>('tenant', 'create', '--name', name, '--plan', 'pro');
    [node, site, foreign] = await Promise.all([create('E2E SDK Node'), create('E2E SDK Browser'), create('E2E SDK Foreign')]);
  });

  test('works from a plain Node script with a secret key, logging the activation it made', async ({ request, baseURL }) => {
    const { apiKey } = node;
    const feature = await firstToggle(request, apiKey.key);
    const { stdout } = await run(process.execPath, [path.join(root, 'e2e/fixtures/sdk-node.mjs'), 'node user/1', feature], {
      env: { ...process.env, A11Y_API_KEY: apiKey.key, A11Y_BASE_URL: `${baseURL}/api/v1` },
    });
    const out = JSON.parse(stdout);
    expect(out.profile).toMatchObject({ exists: true, userId: 'node user/1' });
    expect(out.active.features).toEqual([{ featureCode: feature, value: null }]);
    expect(out.queued).toBe(1);

    const report = await (await request.get('/api/v1/analytics', { headers: { 'X-Api-Key': apiKey.key } })).json();
    expect(report.totals).toMatchObject({ activations: 1, uniqueUsers: 1 });
  });

  test.describe('in a browser page with a publishable key', () => {
    let server: Server;
    let origin: string;

    test.beforeAll(async () => {
      // The customer's site: its own origin, serving a page and the built SDK.
      server = createServer(async (req, res) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const file = url.pathname.startsWith('/sdk/')
          ? path.join(root, 'sdk/dist', path.normalize(url.pathname.slice('/sdk/'.length)))
          : path.join(root, 'e2e/fixtures/sdk-page.html');
        try {
          const body = await readFile(file);
          res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8' }).end(body);
        } catch {
          res.writeHead(404).end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    test('updates a profile cross-origin and sends the activation with keepalive when the page is left', async ({ page, request, baseURL }) => {
      const { tenant, apiKey } = site;
      const admin = { 'X-Api-Key': apiKey.key };
      expect((await request.put(`/api/v1/tenants/${tenant.id}`, { headers: admin, data: { settings: { allowedOrigins: [origin] } } })).status()).toBe(200);
      const publishable = await (
        await request.post(`/api/v1/tenants/${tenant.id}/api-keys`, { headers: admin, data: { type: 'publishable', name: 'site' } })
      ).json();
      const feature = await firstToggle(request, apiKey.key);

      const query = new URLSearchParams({ key: publishable.key, api: `${baseURL}/api/v1`, user: 'browser-user', feature });
      await page.goto(`${origin}/?${query}`);
      await page.getByRole('button', { name: 'Enable the tool' }).click();
      await expect(page.locator('#result')).not.toBeEmpty({ timeout: 10_000 });
      const result = JSON.parse((await page.locator('#result').textContent()) ?? '{}');
      expect(result).toMatchObject({ ok: true, pending: 1, profile: { userId: 'browser-user', exists: true } });

      // Nothing flushed yet (flushAt 100, 10 minutes): leaving the page must deliver it.
      await page.goto('about:blank');
      await expect
        .poll(async () => (await (await request.get('/api/v1/analytics', { headers: admin })).json()).totals.activations, { timeout: 10_000 })
        .toBe(1);
    });

    test('is refused from an origin that is not allowed', async ({ page, request, baseURL }) => {
      const { tenant, apiKey } = foreign;
      const admin = { 'X-Api-Key': apiKey.key };
      await request.put(`/api/v1/tenants/${tenant.id}`, { headers: admin, data: { settings: { allowedOrigins: ['https://shop.example'] } } });
      const publishable = await (await request.post(`/api/v1/tenants/${tenant.id}/api-keys`, { headers: admin, data: { type: 'publishable' } })).json();
      const query = new URLSearchParams({ key: publishable.key, api: `${baseURL}/api/v1`, user: 'u', feature: await firstToggle(request, apiKey.key) });
      await page.goto(`${origin}/?${query}`);
      await page.getByRole('button', { name: 'Enable the tool' }).click();
      // The refusal carries no CORS headers (they are only for allowed origins), so the page sees a failed fetch.
      await expect(page.locator('#result')).toContainText('"ok":false', { timeout: 20_000 });
      expect((await (await request.get('/api/v1/profiles/u', { headers: admin })).json()).exists).toBe(false);
    });
  });
});
