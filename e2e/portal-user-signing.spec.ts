import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createOwner, expectNoAxeViolations, signIn, type Owner } from './portal.ts';

/**
 * Settings → Signed user ids, by keyboard: generate the user signing secret (shown once in a dialog),
 * require signed user ids, and a publishable key then reaches a profile only with that user's signature.
 */
test.describe.configure({ mode: 'serial' });

const ORIGIN = 'https://shop.example';
let owner: Owner;
/** The owner's page, and the secret it was shown once: the second test carries on from the first. */
let page: Page;
let secret = '';
/** A publishable key, for the browser's calls in the second test. */
let pk = '';

test.beforeAll(async ({ browser }) => {
  [owner, page] = await Promise.all([createOwner('E2E Signing Co'), browser.newContext().then((context) => context.newPage())]);
});
test.afterAll(() => page.context().close());

test('an owner generates the signing secret, shown once in a dialog, keyboard only and axe-clean', async ({ request }) => {
  const admin = { 'X-Api-Key': owner.apiKey.key };
  expect((await request.put(`/api/v1/tenants/${owner.tenant.id}`, { headers: admin, data: { settings: { allowedOrigins: [ORIGIN] } } })).status()).toBe(200);
  pk = (await (await request.post(`/api/v1/tenants/${owner.tenant.id}/api-keys`, { headers: admin, data: { type: 'publishable' } })).json()).key as string;

  await signIn(page, owner.email, owner.password);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Signed user ids' })).toBeVisible();
  await expect(page.getByText('No signing secret yet.')).toBeVisible();
  await expect(page.getByLabel('Require signed user ids')).toBeDisabled();
  await expectNoAxeViolations(page, '/settings (no signing secret)');

  const trigger = page.getByRole('button', { name: 'Generate signing secret' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Generate a user signing secret?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, '/settings (generate dialog)');
  await dialog.getByRole('button', { name: 'Generate signing secret' }).focus();
  await page.keyboard.press('Enter');

  const shown = page.getByRole('dialog', { name: 'Copy your user signing secret' });
  await expect(shown.getByText('This is the only time the secret is shown')).toBeVisible();
  secret = await shown.getByLabel('User signing secret').inputValue();
  expect(secret).toMatch(/^uss_[0-9A-Za-z]{43}$/);
  await expectNoAxeViolations(page, '/settings (secret shown once)');
  await shown.getByRole('button', { name: 'I have stored it' }).focus();
  await page.keyboard.press('Enter');
  await expect(shown).toBeHidden();
  await expect(page.getByRole('button', { name: 'Rotate signing secret' })).toBeFocused();
  await expect(page.getByText(/A signing secret exists, created/)).toBeVisible();
  await expect(page.content()).resolves.not.toContain(secret);
});

test('requiring signed user ids, by keyboard: a publishable key then reaches a profile only with that user\u2019s signature', async ({ request }) => {
  expect(secret, 'the secret of the previous test').toMatch(/^uss_/);
  const admin = { 'X-Api-Key': owner.apiKey.key };
  const box = page.getByLabel('Require signed user ids');
  await expect(box).toBeEnabled();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '/settings (signed user ids required)');

  const tenant = await (await request.get(`/api/v1/tenants/${owner.tenant.id}`, { headers: admin })).json();
  expect(tenant.settings.requireSignedUserIds).toBe(true);

  const browser = (signature?: string) => ({ 'X-Api-Key': pk, Origin: ORIGIN, ...(signature ? { 'X-User-Signature': signature } : {}) });
  const sign = (userId: string) => createHmac('sha256', secret).update(userId).digest('hex');
  expect((await request.get('/api/v1/profiles/alice', { headers: browser(sign('alice')) })).status()).toBe(200);
  const unsigned = await request.get('/api/v1/profiles/alice', { headers: browser() });
  expect(unsigned.status()).toBe(401);
  expect((await unsigned.json()).code).toBe('invalid_user_signature');
  expect((await request.get('/api/v1/profiles/bob', { headers: browser(sign('alice')) })).status()).toBe(401);
});
