import { expect, test } from '@playwright/test';
import { createOwner, type Owner } from './portal.ts';

/**
 * A sign-in link's callbackUrl never takes the user off the site. Browsers drop tab, CR and LF from
 * URLs and read a backslash as a slash, so `/%09/evil.example` would become `//evil.example`.
 */
const HOSTILE = [
  '/%09/evil.example',
  '/%0D/evil.example',
  '/%0A/evil.example',
  '/%5C/evil.example',
  '//evil.example',
  '/%5Cevil.example',
  'https://evil.example/',
];

/** One account for both tests: each signs in on a fresh browser context. */
let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Redirect Checks');
});

test('signing in with a hostile callbackUrl lands on the portal, and so does the signed-in branch', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;

  await page.goto(`/sign-in?callbackUrl=${HOSTILE[0]}`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/overview`);

  // Already signed in: the page redirects straight away, to the same safe place.
  for (const callbackUrl of HOSTILE) {
    await page.goto(`/sign-in?callbackUrl=${callbackUrl}`);
    await expect(page).toHaveURL(`${origin}/overview`);
  }
  // A path of our own is kept.
  await page.goto(`/sign-in?callbackUrl=${encodeURIComponent('/scans?status=completed')}`);
  await expect(page).toHaveURL(`${origin}/scans?status=completed`);
});

test('a safe callbackUrl is followed after signing in', async ({ page, baseURL }) => {
  await page.goto(`/sign-in?callbackUrl=${encodeURIComponent('/api-keys')}`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${new URL(baseURL!).origin}/api-keys`);
});
