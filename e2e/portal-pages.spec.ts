import { expect, test, type Page } from '@playwright/test';
import { servePages } from './pages-server.ts';
import { createOwner, expectNoAxeViolations, type Owner, screenshot, signIn } from './portal.ts';

/**
 * Every portal page, with data in it, has one h1, a title of its own and passes axe-core: one test per page,
 * on data seeded once through the API. With SCREENSHOTS=1 the run also refreshes docs/screenshots/ (one
 * full-page image per page).
 */
test.describe.configure({ mode: 'serial' });

let pages: Awaited<ReturnType<typeof servePages>>;
let owner: Owner;
/** The owner's page, signed in by the sign-in test and used by every page test after it. */
let page: Page;
let scanId: string;
let endpointId: string;

test.beforeAll(async ({ browser }) => {
  [pages, owner, page] = await Promise.all([servePages(), createOwner('Showcase Learning'), browser.newContext().then((context) => context.newPage())]);
});
test.afterAll(async () => {
  await page.context().close();
  await pages.close();
});

async function check(on: Page, name: string, title: RegExp) {
  await expect(on).toHaveTitle(title);
  await expect(on.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(on, name);
  await screenshot(on, name);
}

test('data for every page is seeded through the API: keys, a member, a finished scan, a webhook endpoint, usage events', async ({ request }) => {
  const headers = { 'X-Api-Key': owner.apiKey.key };
  const scan = await request.post('/api/v1/scanner/jobs', { headers, data: { url: `${pages.origin}/missing-label.html` } });
  expect(scan.status()).toBe(202);
  scanId = (await scan.json()).id;
  const key = await request.post(`/api/v1/tenants/${owner.tenant.id}/api-keys`, { headers, data: { name: 'Website widget', type: 'publishable' } });
  expect(key.status()).toBe(201);
  const invited = await request.post('/api/v1/members/invite', { headers, data: { email: 'dana@example.test', role: 'developer' } });
  expect(invited.status()).toBe(201);
  const endpoint = await request.post('/api/v1/webhooks', { headers, data: { url: `${pages.origin}/hook`, events: ['scan.completed', 'scan.failed'] } });
  expect(endpoint.status()).toBe(201);
  const today = new Date().toISOString();
  const events = ['text-size', 'high-contrast', 'dark-mode'].flatMap((featureCode, i) =>
    Array.from({ length: 3 + i * 2 }, (_, n) => ({ featureCode, externalUserId: `learner-${n}`, action: 'activated', occurredAt: today })),
  );
  const logged = await request.post('/api/v1/analytics/log', { headers, data: { events } });
  expect(logged.status()).toBe(202);
  await expect
    .poll(async () => (await (await request.get(`/api/v1/scanner/jobs/${scanId}`, { headers })).json()).status, { timeout: 90_000, intervals: [250, 500] })
    .toBe('completed');
  const endpoints = await (await request.get('/api/v1/webhooks', { headers })).json();
  expect(endpoints.data).toHaveLength(1);
  endpointId = endpoints.data[0].id;
});

test('the sign-in page', async () => {
  await page.goto('/sign-in');
  await check(page, 'sign-in', /^Sign in/);
  await signIn(page, owner.email, owner.password);
});

const visits: [string, () => string, RegExp][] = [
  ['overview', () => '/overview', /^Overview/],
  ['scans', () => '/scans', /^Scans/],
  ['scan-detail', () => `/scans/${scanId}`, /Scan/],
  ['webhooks', () => '/webhooks', /^Webhooks/],
  ['webhook-detail', () => `/webhooks/${endpointId}`, /Webhook/],
  ['analytics', () => '/analytics', /^Analytics/],
  ['team', () => '/team', /^Team/],
  ['api-keys', () => '/api-keys', /^API keys/],
  ['settings', () => '/settings', /^Settings/],
];
for (const [name, path, title] of visits) {
  test(`the ${name} page`, async () => {
    await page.goto(path());
    await check(page, name, title);
  });
}

for (const [name, path, title] of [
  ['setup-closed', '/setup', /Set up/],
  ['invite-invalid', '/invite/not-a-real-invitation-token-at-all', /Invitation/],
] as const) {
  test(`the ${name} page, signed out`, async ({ page: anonymous }) => {
    await anonymous.goto(path);
    await check(anonymous, name, title);
  });
}
