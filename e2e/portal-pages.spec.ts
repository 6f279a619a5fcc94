import { expect, test, type Page } from '@playwright/test';
import { servePages } from './pages-server.ts';
import { createOwner, expectNoAxeViolations, screenshot, signIn } from './portal.ts';

/**
 * Every portal page, with data in it, passes axe-core. With SCREENSHOTS=1 the run also refreshes
 * docs/screenshots/ (one full-page image per page).
 */
async function check(page: Page, name: string, title: RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(page, name);
  await screenshot(page, name);
}

test('every portal page, filled with data, has one h1, a title of its own and no axe violations', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const pages = await servePages();
  const owner = createOwner('Showcase Learning');
  const headers = { 'X-Api-Key': owner.apiKey.key };

  // Data for every page: keys, a member, a finished scan, a webhook endpoint, usage events.
  await request.post(`/api/v1/tenants/${owner.tenant.id}/api-keys`, { headers, data: { name: 'Website widget', type: 'publishable' } });
  await request.post('/api/v1/members/invite', { headers, data: { email: 'dana@example.test', role: 'developer' } });
  const scan = await (await request.post('/api/v1/scanner/jobs', { headers, data: { url: `${pages.origin}/missing-label.html` } })).json();
  await request.post('/api/v1/webhooks', { headers, data: { url: `${pages.origin}/hook`, events: ['scan.completed', 'scan.failed'] } });
  const today = new Date().toISOString();
  const events = ['text-size', 'high-contrast', 'dark-mode'].flatMap((featureCode, i) =>
    Array.from({ length: 3 + i * 2 }, (_, n) => ({ featureCode, externalUserId: `learner-${n}`, action: 'activated', occurredAt: today })),
  );
  const logged = await request.post('/api/v1/analytics/log', { headers, data: { events } });
  expect(logged.status()).toBe(202);
  await expect
    .poll(async () => (await (await request.get(`/api/v1/scanner/jobs/${scan.id}`, { headers })).json()).status, { timeout: 90_000 })
    .toBe('completed');
  const endpoints = await (await request.get('/api/v1/webhooks', { headers })).json();

  await page.goto('/sign-in');
  await check(page, 'sign-in', /^Sign in/);
  await signIn(page, owner.email, owner.password);
  const visits: [string, string, RegExp][] = [
    ['/overview', 'overview', /^Overview/],
    ['/scans', 'scans', /^Scans/],
    [`/scans/${scan.id}`, 'scan-detail', /Scan/],
    ['/webhooks', 'webhooks', /^Webhooks/],
    [`/webhooks/${endpoints.data[0].id}`, 'webhook-detail', /Webhook/],
    ['/analytics', 'analytics', /^Analytics/],
    ['/team', 'team', /^Team/],
    ['/api-keys', 'api-keys', /^API keys/],
    ['/settings', 'settings', /^Settings/],
  ];
  for (const [path, name, title] of visits) {
    await page.goto(path);
    await check(page, name, title);
  }

  const anonymous = await (await browser.newContext()).newPage();
  await anonymous.goto('/setup');
  await check(anonymous, 'setup-closed', /Set up/);
  await anonymous.goto('/invite/not-a-real-invitation-token-at-all');
  await check(anonymous, 'invite-invalid', /Invitation/);
  await anonymous.context().close();
  await pages.close();
});
