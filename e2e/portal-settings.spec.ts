import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { type BrowserContext, expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { createOwner, expectNoAxeViolations, signIn, tabTo, type Owner } from './portal.ts';

/**
 * The tenant-admin portal's webhooks, analytics and settings sections, as an owner and as a viewer,
 * on the production build. One tenant carries through the tests, so they run in order; the owner's page
 * is signed in once, by the first test, and used until the tests that end sessions.
 */
test.describe.configure({ mode: 'serial' });

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A server action call as the browser made it, to replay later as someone else. */
interface CapturedAction {
  path: string;
  headers: Record<string, string>;
  body: string;
}

let owner: Owner;
/** Another tenant, with an endpoint of its own that the owner must not reach. */
let stranger: Owner;
/** The owner's page, signed in by the first test. */
let ownerPage: Page;
let receiver: Server;
let receiverUrl: string;
const received: Delivery[] = [];
/** The endpoint's signing secret, as shown once. */
let secret = '';
const captured: Record<string, CapturedAction> = {};

test.beforeAll(async ({ browser }) => {
  [owner, stranger, ownerPage] = await Promise.all([
    createOwner('E2E Settings Co'),
    createOwner('E2E Stranger Co'),
    browser.newContext().then((context) => context.newPage()),
  ]);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hooks`;
});
test.afterAll(async () => {
  await ownerPage.context().close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const api = (request: APIRequestContext) => {
  const headers = { 'X-Api-Key': owner.apiKey.key };
  return {
    get: async (path: string) => (await request.get(`/api/v1${path}`, { headers })).json(),
    post: (path: string, data: unknown) => request.post(`/api/v1${path}`, { headers, data }),
  };
};

/** Records the next server action the page calls under `name`. */
function captureAction(page: Page, name: string) {
  const listener = (req: Request) => {
    const headers = req.headers();
    if (req.method() !== 'POST' || !headers['next-action'] || captured[name]) return;
    captured[name] = {
      path: new URL(req.url()).pathname,
      headers: { 'next-action': headers['next-action'], 'content-type': headers['content-type'] ?? 'text/plain;charset=UTF-8', accept: 'text/x-component' },
      body: req.postData() ?? '',
    };
    page.off('request', listener);
  };
  page.on('request', listener);
}

test('webhooks: an endpoint is added through the dialog, mistakes explained, and its signing secret shown once', async () => {
  const page = ownerPage;
  await signIn(page, owner.email, owner.password);
  await page.goto('/webhooks');
  await expect(page).toHaveTitle(/^Webhooks · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhooks');
  await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
  await expectNoAxeViolations(page, '/webhooks (empty)');

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the add-endpoint dialog');

  // Nothing filled in: the summary takes focus and each field says what is wrong.
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Some fields need attention.');
  await expect(dialog.getByRole('alert')).toBeFocused();
  await expect(dialog.getByRole('group', { name: 'Events to send' })).toContainText('Subscribe to at least one event.');
  await expectNoAxeViolations(page, 'the add-endpoint dialog with errors');

  await dialog.getByLabel('Endpoint URL').fill(receiverUrl);
  await dialog.getByRole('checkbox', { name: /^scan\.completed/ }).check();
  captureAction(page, 'createEndpoint');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  const reveal = page.getByRole('dialog', { name: 'Copy the signing secret' });
  await expect(reveal.getByRole('status').filter({ hasText: 'This is the only time the secret is shown' })).toBeVisible();
  secret = await reveal.getByLabel(/^Signing secret for/).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await expectNoAxeViolations(page, 'the signing-secret dialog');
  await reveal.getByRole('button', { name: 'I have stored it' }).click();
  await expect(reveal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add endpoint' })).toBeFocused();

  const row = page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row').filter({ hasText: receiverUrl });
  await expect(row).toContainText('scan.completed');
  await expect(row).toContainText('enabled');
  await expectNoAxeViolations(page, '/webhooks (one endpoint)');
});

test('webhooks: the endpoint page never shows the secret again, and a test event is delivered, signed and logged', async () => {
  const page = ownerPage;
  expect(secret, 'the secret of the previous test').toMatch(/^whsec_/);
  const row = page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row').filter({ hasText: receiverUrl });
  await row.getByRole('link', { name: receiverUrl }).click();
  await expect(page).toHaveURL(/\/webhooks\/whk_[0-9A-Za-z]{22}$/);
  await expect(page).toHaveTitle(/^Webhook 127\.0\.0\.1:\d+ · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhook endpoint');
  expect(await page.content(), 'the secret is never shown again').not.toContain(secret.slice(6));
  await expect(page.getByText('No deliveries yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'the endpoint page');

  await page.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test event delivered' })).toContainText(/The receiver answered HTTP 200 in \d+ ms\./);
  expect(received).toHaveLength(1);
  const payload = new Webhook(secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>) as { type: string };
  expect(payload.type).toBe('webhook.test');

  const log = page.getByRole('table', { name: 'Webhook deliveries, newest first' });
  const delivery = log.getByRole('row').filter({ hasText: 'webhook.test' });
  await expect(delivery).toContainText('succeeded');
  await expect(delivery.getByRole('cell').nth(3)).toHaveText('200');
  await delivery.getByText('1 attempt').click();
  await expect(delivery).toContainText(/Attempt 1, .*: HTTP 200, \d+ ms\./);
  await expect(delivery).toContainText('thanks');
  await expectNoAxeViolations(page, 'the endpoint page with a delivery open');
});

test('webhooks: an event is added to the endpoint, and it is disabled and enabled again', async ({ request }) => {
  const page = ownerPage;
  // Events: add one, and the details list it after the save.
  await page.getByRole('checkbox', { name: /^report\.ready/ }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('report.ready');

  // Disabling and enabling again.
  await details.getByRole('button', { name: 'Disable endpoint' }).click();
  await expect(details.getByRole('button', { name: 'Enable endpoint' })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: /^disabled$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'a disabled endpoint');
  await details.getByRole('button', { name: 'Enable endpoint' }).click();
  await expect(details.getByRole('button', { name: 'Disable endpoint' })).toBeVisible();
  const stored = await api(request).get(`/webhooks/${page.url().split('/').pop()}`);
  expect(stored).toMatchObject({ url: receiverUrl, enabled: true, events: ['scan.completed', 'report.ready'] });
});

test('webhooks: deleting asks first; another tenant\u2019s endpoint and an unknown id are the same 404', async ({ request }) => {
  const page = ownerPage;
  const created = await api(request).post('/webhooks', { url: `${receiverUrl}/to-delete`, events: ['scan.failed'] });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await page.goto(`/webhooks/${id}`);

  await page.getByRole('button', { name: 'Delete endpoint' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this endpoint?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await expectNoAxeViolations(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(page).toHaveURL(/\/webhooks$/);
  await expect(page.getByRole('table', { name: 'Webhook endpoints' })).not.toContainText('to-delete');
  expect((await request.get(`/api/v1/webhooks/${id}`, { headers: { 'X-Api-Key': owner.apiKey.key } })).status()).toBe(404);

  const theirs = await request.post('/api/v1/webhooks', {
    headers: { 'X-Api-Key': stranger.apiKey.key },
    data: { url: `${receiverUrl}/theirs`, events: ['scan.failed'] },
  });
  const theirId = (await theirs.json()).id as string;
  for (const path of [`/webhooks/${theirId}`, '/webhooks/whk_0000000000000000000000', '/webhooks/nonsense']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText(theirId)).toHaveCount(0);
  }
});

test('analytics: logged activations appear in the charts\u2019 tables, filtered by feature', async ({ request }) => {
  const page = ownerPage;
  const features = (await api(request).get('/features?limit=3')).data as { code: string; name: string }[];
  const [first, second] = features as [{ code: string; name: string }, { code: string; name: string }];
  const events = [
    ...['u1', 'u2', 'u3'].map((user) => ({ featureCode: first.code, externalUserId: user, action: 'activated' })),
    { featureCode: second.code, externalUserId: 'u1', action: 'activated' },
    { featureCode: second.code, externalUserId: 'u1', action: 'deactivated' },
  ];
  const logged = await api(request).post('/analytics/log', { events });
  expect(logged.status()).toBe(202);

  await page.goto('/analytics');
  await expect(page).toHaveTitle(/^Analytics · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('img', { name: 'Column chart of activations per day' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Bar chart of activations by feature' })).toHaveAccessibleDescription(
    `2 features were activated. Most activated: ${first.name} (3) and ${second.name} (1).`,
  );
  await expect(page.getByRole('region', { name: 'Activations over time' })).toContainText(/4 activations from .*Busiest: .* with 4\./);
  await expectNoAxeViolations(page, '/analytics');

  const toggle = page.getByRole('button', { name: 'Table of activations by feature' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('table', { name: 'Activations by feature' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const byFeature = page.getByRole('table', { name: 'Activations by feature' });
  await expect(byFeature.getByRole('row').filter({ hasText: first.name })).toContainText(first.code);
  await expect(byFeature.getByRole('row').filter({ hasText: first.name }).getByRole('cell').nth(2)).toHaveText('3');
  await expect(byFeature.getByRole('row').filter({ hasText: second.name }).getByRole('cell').nth(2)).toHaveText('1');
  await page.getByRole('button', { name: 'Table of activations per day' }).click();
  const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  await expect(page.getByRole('table', { name: 'Activations per day' }).getByRole('row').filter({ hasText: today }).getByRole('cell').nth(1)).toHaveText('4');
  await expectNoAxeViolations(page, '/analytics with both tables open');

  await page.getByLabel('Feature', { exact: true }).selectOption({ label: second.name });
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(new RegExp(`featureCode=${second.code}`));
  await page.getByRole('button', { name: 'Table of activations by feature' }).click();
  await expect(page.getByRole('table', { name: 'Activations by feature' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByLabel('Feature', { exact: true })).toHaveValue(second.code);

  await page.goto('/analytics?from=2026-03-10&to=2026-03-01');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('From: Must not be after `to`.');
  await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription('Must not be after `to`.');
  await expectNoAxeViolations(page, '/analytics with a bad range');
});

test('settings: the owner changes name, standard, origins and retention; mistakes are explained', async ({ request }) => {
  const page = ownerPage;
  await page.goto('/settings');
  await expect(page).toHaveTitle(/^Settings · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.getByRole('region', { name: 'Plan' })).toContainText('pro');
  await expect(page.getByLabel('Data retention (days)')).toHaveValue('365');
  await expectNoAxeViolations(page, '/settings');

  await page.getByLabel('Allowed origins').fill('https://app.example.com\nnot an origin\nhttps://example.com/path');
  await page.getByLabel('Data retention (days)').fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  const summary = page.getByRole('main').getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Allowed origins: Not an origin: line 2 (“not an origin”), line 3 (“https://example.com/path”).');
  await expect(summary).toContainText('Data retention (days): At least 1 day.');
  await expect(page.getByLabel('Data retention (days)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Allowed origins')).toHaveAccessibleDescription(/Not an origin: line 2/);
  await expectNoAxeViolations(page, '/settings with errors');

  const name = `Renamed ${randomBytes(3).toString('hex')}`;
  await page.getByLabel('Tenant name').fill(name);
  await page.getByLabel('Default standard').selectOption({ label: 'WCAG 2.1 Level AA' });
  await page.getByLabel('Allowed origins').fill('https://app.example.com/\n\nhttps://www.example.com:8443\nhttps://app.example.com');
  await page.getByLabel('Data retention (days)').fill('90');
  captureAction(page, 'updateSettings');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  await expect(page.getByLabel('Allowed origins')).toHaveValue('https://app.example.com\nhttps://www.example.com:8443');
  await expect(page.getByRole('banner')).toContainText(name);

  await page.reload();
  await expect(page.getByLabel('Tenant name')).toHaveValue(name);
  await expect(page.getByLabel('Default standard')).toHaveValue('WCAG21_AA');
  await expect(page.getByLabel('Data retention (days)')).toHaveValue('90');
  const tenant = await api(request).get(`/tenants/${owner.tenant.id}`);
  expect(tenant).toMatchObject({
    name,
    plan: 'pro',
    settings: { defaultStandard: 'WCAG21_AA', allowedOrigins: ['https://app.example.com', 'https://www.example.com:8443'], dataRetentionDays: 90 },
  });
});

test('a viewer sees webhooks, analytics and settings without controls, and the server refuses their actions', async ({ browser, request }) => {
  expect(captured.createEndpoint && captured.updateSettings, 'the earlier tests recorded both actions').toBeTruthy();
  const email = `viewer-${randomBytes(4).toString('hex')}@example.test`;
  const invited = await api(request).post('/members/invite', { email, role: 'viewer' });
  expect(invited.status()).toBe(201);
  const invitePath = new URL((await invited.json()).inviteUrl).pathname;

  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(invitePath);
  await page.getByLabel('Your name').fill('Vic Viewer');
  await page.getByLabel('Choose a password').fill(`pw-${randomBytes(12).toString('hex')}`);
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/overview$/);

  const main = page.getByRole('main');
  await page.goto('/webhooks');
  await expect(page.getByRole('table', { name: 'Webhook endpoints' })).toContainText(receiverUrl);
  await expect(main.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, '/webhooks as a viewer');

  await page.getByRole('link', { name: receiverUrl, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhook endpoint');
  await expect(page.getByRole('table', { name: 'Webhook deliveries, newest first' })).toContainText('webhook.test');
  for (const name of ['Send test event', 'Disable endpoint', 'Delete endpoint', 'Save changes'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(main.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the endpoint page as a viewer');

  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Tenant settings' })).toContainText('Only owners and admins can change these settings.');
  await expect(page.getByRole('region', { name: 'Tenant settings' })).toContainText('https://www.example.com:8443');
  for (const name of ['Tenant settings', 'Signed user ids', 'Plan']) {
    const region = page.getByRole('region', { name });
    await expect(region.getByRole('textbox')).toHaveCount(0);
    await expect(region.getByRole('combobox')).toHaveCount(0);
    await expect(region.getByRole('button')).toHaveCount(0);
  }
  // Only their own account's controls: the tenant's are not theirs to use.
  await expect(main.getByRole('button')).toHaveText(['Change password', 'Sign out everywhere']);
  await expect(page.getByRole('region', { name: 'Your account' }).getByRole('button')).toHaveCount(2);
  await expectNoAxeViolations(page, '/settings as a viewer');

  await page.goto('/analytics');
  await expect(page.getByRole('img', { name: 'Column chart of activations per day' })).toBeVisible();
  await expectNoAxeViolations(page, '/analytics as a viewer');

  // The same server actions the owner's browser called, now with the viewer's session: refused.
  const replay = async (action: CapturedAction, body: string) => {
    const res = await context.request.post(action.path, { headers: { ...action.headers, origin: baseURL }, data: body });
    return res.text();
  };
  const settingsBody = captured.updateSettings!.body.replace(/"name":"[^"]*"/, '"name":"Taken over"');
  expect(await replay(captured.updateSettings!, settingsBody)).toContain('"code":"forbidden"');
  const endpointBody = captured.createEndpoint!.body.replace(receiverUrl, `${receiverUrl}/viewer`);
  expect(await replay(captured.createEndpoint!, endpointBody)).toContain('"code":"forbidden"');

  const tenant = await api(request).get(`/tenants/${owner.tenant.id}`);
  expect(tenant.name).not.toBe('Taken over');
  const endpoints = (await api(request).get('/webhooks')).data as { url: string }[];
  expect(endpoints.map((e) => e.url)).not.toContain(`${receiverUrl}/viewer`);
  await context.close();
});

/** The session cookie of a signed-in browser context, as a `Cookie` header someone could have saved. */
async function savedSessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('next-auth.session-token'));
  expect(cookie, 'a session cookie').toBeTruthy();
  return `${cookie!.name}=${cookie!.value}`;
}

const membersWith = async (request: APIRequestContext, cookie: string) => (await request.get('/api/v1/members', { headers: { cookie } })).status();

test('signing out ends the session on the server: a cookie saved before reads neither the API nor the portal', async ({ page, request, browser }) => {
  await signIn(page, owner.email, owner.password);
  const saved = await savedSessionCookie(page.context());
  expect(await membersWith(request, saved)).toBe(200);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await membersWith(request, saved)).toBe(401);

  const baseURL = test.info().project.use.baseURL!;
  const replayed = await browser.newContext({ baseURL });
  const at = saved.indexOf('=');
  await replayed.addCookies([{ name: saved.slice(0, at), value: saved.slice(at + 1), url: baseURL }]);
  const again = await replayed.newPage();
  await again.goto('/overview');
  await expect(again).toHaveURL(/\/sign-in/);
  await replayed.close();
});

test('"Sign out everywhere" in Settings, by keyboard, ends this session and the others', async ({ page, browser, request }) => {
  const baseURL = test.info().project.use.baseURL!;
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await signIn(other, owner.email, owner.password);
  await signIn(page, owner.email, owner.password);
  const here = await savedSessionCookie(page.context());

  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText(`Signed in as ${owner.email}`);
  await tabTo(page, 'Sign out everywhere', 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, '/settings with "Sign out everywhere?" open');
  await tabTo(page, 'Sign out everywhere');
  await expect(dialog.getByRole('button', { name: 'Sign out everywhere' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sign-in$/);

  expect(await membersWith(request, here)).toBe(401);
  expect(await membersWith(request, await savedSessionCookie(elsewhere))).toBe(401);
  await other.goto('/overview');
  await expect(other).toHaveURL(/\/sign-in/);
  await elsewhere.close();
});

test('changing the password keeps this session and ends the others; mistakes are explained', async ({ page, browser, request }) => {
  const baseURL = test.info().project.use.baseURL!;
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await signIn(other, owner.email, owner.password);
  await signIn(page, owner.email, owner.password);
  await page.goto('/settings');

  await page.getByLabel('Current password').fill('not my password at all');
  await page.getByLabel('New password', { exact: true }).fill('a new passphrase for e2e');
  await page.getByRole('button', { name: 'Change password' }).click();
  const summary = page.getByRole('main').getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Current password: This is not your current password.');
  await expectNoAxeViolations(page, '/settings with a wrong current password');

  const password = `pw-${randomBytes(12).toString('hex')}`;
  await page.getByLabel('Current password').fill(owner.password);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toContainText(
    /Your (other session has|\d+ other sessions have) ended\. This one stays signed in\./,
  );
  owner.password = password;

  expect(await membersWith(request, await savedSessionCookie(elsewhere))).toBe(401);
  expect(await membersWith(request, await savedSessionCookie(page.context()))).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await elsewhere.close();
});
