import { expect, test, type Page } from '@playwright/test';
import { createOwner, expectNoAxeViolations, type Owner, signIn, tabTo } from './portal.ts';

/**
 * Roles, keyboard use, security headers and tenant switching. The tests share two tenants made once (the
 * admin CLI takes seconds per tenant); none of them depends on another's outcome.
 */
let owner: Owner;
/** A second tenant, which invites the first one's owner. */
let other: Owner;

test.beforeAll(async () => {
  [owner, other] = await Promise.all([createOwner('Roles Co'), createOwner('Other Tenant')]);
});

async function acceptInviteAs(page: Page, inviteUrl: string, name: string) {
  await page.goto(inviteUrl);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Choose a password').fill('a viewer password 123');
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/overview$/);
}

test('a viewer sees no controls they cannot use, and the server refuses their replayed admin action', async ({ browser, page, request, baseURL }) => {
  const adminKey = { 'X-Api-Key': owner.apiKey.key };
  const invited = await request.post('/api/v1/members/invite', { headers: adminKey, data: { email: `viewer-${Date.now()}@example.test`, role: 'viewer' } });
  expect(invited.status()).toBe(201);
  const { inviteUrl } = await invited.json();

  // The owner creates a key; the server action request is recorded to be replayed by the viewer.
  await signIn(page, owner.email, owner.password);
  await page.goto('/api-keys');
  await page.getByRole('button', { name: 'Create API key' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Owner key');
  const [action] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && Boolean(r.headers()['next-action'])),
    page.getByRole('button', { name: 'Create key' }).click(),
  ]);
  await expect(page.getByRole('dialog', { name: 'Copy your new API key' })).toBeVisible();
  const keysBefore = (await (await request.get(`/api/v1/tenants/${owner.tenant.id}/api-keys`, { headers: adminKey })).json()).data.length;

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await acceptInviteAs(viewer, inviteUrl, 'Vic Viewer');
  await expect(viewer.getByText('(viewer)')).toBeVisible();

  await viewer.goto('/api-keys');
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('API keys');
  await expect(viewer.getByRole('row', { name: /Owner key/ })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  await expectNoAxeViolations(viewer, 'API keys as a viewer');
  await viewer.goto('/team');
  await expect(viewer.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  // The same server action, sent with the viewer's session: refused by the service, nothing created.
  const replay = await viewer.request.post(action.url(), {
    headers: {
      'next-action': action.headers()['next-action']!,
      'content-type': action.headers()['content-type'] ?? 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin: baseURL!,
    },
    data: action.postData() ?? '',
  });
  const payload = await replay.text();
  expect(payload).toContain('forbidden');
  expect(payload).not.toMatch(/sk_live_[A-Za-z0-9]{20,}/);
  const keysAfter = (await (await request.get(`/api/v1/tenants/${owner.tenant.id}/api-keys`, { headers: adminKey })).json()).data.length;
  expect(keysAfter).toBe(keysBefore);
  await viewerContext.close();
});

test('keyboard alone: skip link, sign in, create a key, close its dialog, revoke it', async ({ page }) => {
  await page.goto('/sign-in');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(owner.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(owner.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/overview$/);

  // The skip link moves focus past the navigation into the main content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

  await page.locator('body').focus();
  await tabTo(page, 'API keys');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API keys');

  await tabTo(page, 'Create API key');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Keyboard key');
  await tabTo(page, 'Create key');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Copy your new API key' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create API key' })).toBeFocused();

  // The list shows the new key (it is re-read after the dialog closes) before Tab looks for its button.
  await expect(page.getByRole('row', { name: /Keyboard key/ })).toContainText('active');
  await tabTo(page, 'Revoke Keyboard key');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Revoke “Keyboard key”?' })).toBeVisible();
  await tabTo(page, 'Revoke key');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Keyboard key/ })).toContainText('revoked');
});

test('pages carry the security headers, with a fresh CSP nonce per response', async ({ request }) => {
  const first = await request.get('/sign-in');
  const second = await request.get('/sign-in');
  const csp = first.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(second.headers()['content-security-policy']).not.toBe(csp);
  expect(first.headers()).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  // Next's own scripts carry the nonce, so the page hydrates under the policy.
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  expect(await first.text()).toContain(`nonce="${nonce}"`);
});

test('a user in two tenants switches between them', async ({ page, request }) => {
  const home = owner;
  const invited = await request.post('/api/v1/members/invite', { headers: { 'X-Api-Key': other.apiKey.key }, data: { email: home.email, role: 'admin' } });
  const { inviteUrl } = await invited.json();

  await signIn(page, home.email, home.password);
  await page.goto(inviteUrl);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  const switcher = page.getByLabel('Tenant');
  await expect(switcher).toHaveValue(other.tenant.id);
  await expectNoAxeViolations(page, 'overview with the tenant switcher');
  await switcher.selectOption(home.tenant.id);
  await expect(page.getByText('Roles Co on the pro plan.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Tenant')).toHaveValue(home.tenant.id);
});
