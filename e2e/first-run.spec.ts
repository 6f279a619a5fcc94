import { expect, test, type Page } from '@playwright/test';
import { servePages } from './pages-server.ts';
import { expectNoAxeViolations, screenshot } from './portal.ts';

/**
 * The main journey on a brand-new installation: setup → sign in → a key seen once → the API called with
 * it → a member invited and joining from a second browser → a scan watched to completion → the key
 * revoked and refused. axe-core checks every page and open dialog on the way.
 */
test.describe
  .serial('first run of a new installation', () => {
    const owner = { name: 'Ada Owner', email: 'ada@example.test', password: 'correct horse battery staple', tenant: 'Acme Learning' };
    let page: Page;
    let apiKey = '';
    let inviteUrl = '';
    let pages: Awaited<ReturnType<typeof servePages>>;

    test.beforeAll(async ({ browser }) => {
      page = await (await browser.newContext()).newPage();
      pages = await servePages();
    });
    test.afterAll(async () => {
      await page.context().close();
      await pages.close();
    });

    test('the front door leads to setup, which creates the owner and the tenant and then closes', async ({ request }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/setup$/);
      await expect(page).toHaveTitle(/Set up a11y-platform/);
      await expectNoAxeViolations(page, 'setup');
      await screenshot(page, 'setup');

      // Errors are announced, tied to their fields, and the form keeps what was typed.
      await page.getByLabel('Your name').fill(owner.name);
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Password').fill('short');
      await page.getByRole('button', { name: 'Create owner account' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText('Some fields need attention');
      await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Your name')).toHaveValue(owner.name);
      await expectNoAxeViolations(page, 'setup with errors');

      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password').fill(owner.password);
      await page.getByLabel('Organisation name').fill(owner.tenant);
      await page.getByRole('button', { name: 'Create owner account' }).click();
      await expect(page).toHaveURL(/\/overview$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
      await expect(page.getByText(owner.tenant).first()).toBeVisible();
      await expectNoAxeViolations(page, 'overview');

      const closed = await request.get('/setup');
      expect(await closed.text()).toContain('Setup is complete');
    });

    test('sign out, a wrong password, and signing back in', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/sign-in$/);
      await expectNoAxeViolations(page, 'sign-in');
      await page.goto('/api-keys');
      await expect(page).toHaveURL(/\/sign-in/);

      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password').fill('not the password at all');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(/email or password is not correct/);
      await expectNoAxeViolations(page, 'sign-in with an error');

      await page.getByLabel('Password').fill(owner.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/overview$/);
    });

    test('an API key is shown once, works against the API, and is listed by prefix only', async ({ request }) => {
      await page.getByRole('link', { name: 'API keys' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('API keys');
      await expectNoAxeViolations(page, 'API keys');

      await page.getByRole('button', { name: 'Create API key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create an API key' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Name')).toBeFocused();
      await expectNoAxeViolations(page, 'create key dialog');
      await screenshot(page, 'dialog-create-key');
      await dialog.getByLabel('Name').fill('Journey key');
      await dialog.getByRole('checkbox', { name: /Admin/ }).check();
      await dialog.getByRole('button', { name: 'Create key' }).click();

      const reveal = page.getByRole('dialog', { name: 'Copy your new API key' });
      await expect(reveal.getByText('This is the only time the key is shown')).toBeVisible();
      apiKey = await reveal.getByLabel('API key “Journey key”').inputValue();
      expect(apiKey).toMatch(/^sk_live_/);
      await expectNoAxeViolations(page, 'new key revealed');
      await screenshot(page, 'dialog-key-shown-once');
      await reveal.getByRole('button', { name: 'I have stored it' }).click();
      await expect(page.getByRole('button', { name: 'Create API key' })).toBeFocused();

      const row = page.getByRole('row', { name: /Journey key/ });
      await expect(row).toContainText(apiKey.slice(0, 12));
      expect(await page.content()).not.toContain(apiKey);
      await page.reload();
      expect(await page.content()).not.toContain(apiKey);

      const members = await request.get('/api/v1/members', { headers: { 'X-Api-Key': apiKey } });
      expect(members.status()).toBe(200);
      expect((await members.json()).data[0]).toMatchObject({ email: owner.email, role: 'owner' });
    });

    test('a member is invited through the dialog, which shows the invitation link', async () => {
      await page.getByRole('link', { name: 'Team' }).click();
      await expectNoAxeViolations(page, 'team');
      await page.getByRole('button', { name: 'Invite member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a member' });
      await expectNoAxeViolations(page, 'invite dialog');
      await dialog.getByLabel('Email').fill('dev@example.test');
      await dialog.getByLabel('Role').selectOption('developer');
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      inviteUrl = await dialog.getByLabel('Invitation link').inputValue();
      expect(inviteUrl).toMatch(/\/invite\/[A-Za-z0-9_-]+$/);
      await expectNoAxeViolations(page, 'invite link shown');
      await screenshot(page, 'dialog-invite-link');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('row', { name: /dev@example\.test/ })).toContainText('invited');
    });

    test('the member accepts in a second browser, joins as a developer, and shows as active', async ({ browser }) => {
      expect(inviteUrl, 'the invitation of the previous test').toMatch(/\/invite\//);
      const second = await browser.newContext();
      const invitee = await second.newPage();
      await invitee.goto(inviteUrl);
      await expect(invitee.getByRole('heading', { level: 1 })).toHaveText(`Join ${owner.tenant}`);
      await expectNoAxeViolations(invitee, 'invitation');
      await screenshot(invitee, 'invite-accept');
      await invitee.getByLabel('Your name').fill('Dev Eloper');
      await invitee.getByLabel('Choose a password').fill('another long password');
      await invitee.getByRole('button', { name: 'Create account and join' }).click();
      await expect(invitee).toHaveURL(/\/overview$/);
      await expect(invitee.getByText('(developer)')).toBeVisible();
      // A developer may not run the team.
      await invitee.getByRole('link', { name: 'Team' }).click();
      await expect(invitee.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
      await second.close();

      await page.reload();
      await expect(page.getByRole('row', { name: /dev@example\.test/ })).toContainText('active');
    });

    test('the used invitation link then answers that it was used, and an unknown one that it is not valid', async ({ browser }) => {
      expect(inviteUrl, 'the invitation of the previous tests').toMatch(/\/invite\//);
      const reuse = await browser.newContext();
      const again = await reuse.newPage();
      await again.goto(inviteUrl);
      await expect(again.getByRole('heading', { level: 1 })).toHaveText('This invitation has already been accepted');
      await expectNoAxeViolations(again, 'used invitation');
      await again.goto('/invite/not-a-real-invitation-token-at-all');
      await expect(again.getByRole('heading', { level: 1 })).toHaveText('This invitation link is not valid');
      await reuse.close();
    });

    test('a scan submitted in the portal opens its own page, with a live status', async () => {
      await page.getByRole('link', { name: 'Scans' }).click();
      await page.getByRole('button', { name: 'Scan a page' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('URL').fill(`${pages.origin}/missing-alt.html`);
      await dialog.getByRole('button', { name: /^(Start scan|Scan)$/ }).click();
      await expect(page).toHaveURL(/\/scans\/[^/]+$/);
      await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toContainText(/Status: (queued|running|completed)/);
      // A mark on this document: the next test finds it still there, so the page was never reloaded.
      await page.evaluate(() => Object.assign(window, { e2eScanPageMark: true }));
    });

    test('the scan is watched to completion, with no reload, and its issue listed', async () => {
      // Live progress: no reload, the page updates itself. Only a completed scan's live status reads
      // "completed" with "Finished … score": other text on the page ("No completed scans of this page
      // yet.") says "completed" from the start.
      const status = page.getByRole('status').filter({ hasText: 'Status:' });
      await expect(status).toContainText(/Status: completed\s*Finished .*: score \d+ of 100/, { timeout: 90_000 });
      await expect(page.getByText('image-alt').first()).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(() => 'e2eScanPageMark' in window), 'the same document, never reloaded').toBe(true);
    });

    test('a revoked key is refused by the API', async ({ request }) => {
      await page.getByRole('link', { name: 'API keys' }).click();
      await page.getByRole('button', { name: 'Revoke Journey key' }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke “Journey key”?' });
      await expectNoAxeViolations(page, 'revoke confirmation');
      await confirm.getByRole('button', { name: 'Revoke key' }).click();
      await expect(page.getByRole('row', { name: /Journey key/ })).toContainText('revoked');
      await expect
        .poll(async () => (await request.get('/api/v1/members', { headers: { 'X-Api-Key': apiKey } })).status(), { timeout: 6_000, intervals: [250] })
        .toBe(401);
    });
  });
