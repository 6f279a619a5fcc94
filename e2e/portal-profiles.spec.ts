import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createOwner, expectNoAxeViolations, joinAsMember, type Owner, signIn, tabTo } from './portal.ts';

/**
 * The portal's Profiles pages on the production build: finding an end user, the list with its search,
 * an admin's changes (a value, a preset, the self-service lock) seen through the API afterwards, deleting
 * with a confirmation used by keyboard alone, and axe on each state. One tenant carries through the tests,
 * so they run in order on the owner's page, signed in by the first test; a second tenant holds profiles
 * and events under the same user ids, which must never show.
 */
test.describe.configure({ mode: 'serial' });

/** An id with a slash, markup, non-ASCII and an emoji: it must read back exactly, as text. */
const HOSTILE = 'org/42 <b>ü</b> 😀';
const ADA = 'learner-ada';

let owner: Owner;
let stranger: Owner;
let page: Page;

test.beforeAll(async ({ browser }) => {
  [owner, stranger, page] = await Promise.all([
    createOwner('E2E Profiles Co'),
    createOwner('E2E Profiles Stranger'),
    browser.newContext().then((c) => c.newPage()),
  ]);
});
test.afterAll(async () => {
  await page.context().close();
});

const profilePath = (userId: string) => `/api/v1/profiles/${encodeURIComponent(userId)}`;

async function apiProfile(request: APIRequestContext, userId: string) {
  const res = await request.get(profilePath(userId), { headers: { 'X-Api-Key': owner.apiKey.key } });
  expect(res.status()).toBe(200);
  return res.json();
}

test('profiles and usage events are seeded through the API, in this tenant and another', async ({ request }) => {
  const put = (who: Owner, userId: string, features: unknown[]) =>
    request.put(profilePath(userId), { headers: { 'X-Api-Key': who.apiKey.key }, data: { features } });
  const writes = await Promise.all([
    put(owner, ADA, [
      { featureCode: 'text-size', isEnabled: true, value: '1.5' },
      { featureCode: 'dark-mode', isEnabled: true },
    ]),
    put(owner, 'learner-bob', [{ featureCode: 'dark-mode', isEnabled: false }]),
    put(owner, 'Learner-100%', [{ featureCode: 'dark-mode', isEnabled: true }]),
    put(owner, 'learner-1000', [{ featureCode: 'dark-mode', isEnabled: true }]),
    put(owner, HOSTILE, [{ featureCode: 'high-contrast', isEnabled: true }]),
    put(stranger, 'learner-secret', [{ featureCode: 'dark-mode', isEnabled: true }]),
    put(stranger, ADA, [{ featureCode: 'mute-sounds', isEnabled: true }]),
  ]);
  for (const res of writes) expect(res.status()).toBe(201);

  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const logged = await Promise.all([
    request.post('/api/v1/analytics/log', {
      headers: { 'X-Api-Key': owner.apiKey.key },
      data: {
        events: [
          { featureCode: 'dark-mode', externalUserId: ADA, action: 'activated', occurredAt: at(30) },
          { featureCode: 'text-size', externalUserId: ADA, action: 'adjusted', value: '1.5', sessionId: 'visit-7', occurredAt: at(10) },
          { featureCode: 'dark-mode', externalUserId: 'learner-bob', action: 'deactivated', occurredAt: at(5) },
        ],
      },
    }),
    request.post('/api/v1/analytics/log', {
      headers: { 'X-Api-Key': stranger.apiKey.key },
      data: { featureCode: 'mute-sounds', externalUserId: ADA, action: 'activated', occurredAt: at(1) },
    }),
  ]);
  for (const res of logged) expect(res.status()).toBe(202);
  await signIn(page, owner.email, owner.password);
});

test('the list: this tenant’s profiles only, searched literally and case-insensitively', async () => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profiles' }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page).toHaveTitle(/^Profiles · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profiles');
  const table = page.getByRole('table', { name: 'Profiles, most recently changed first' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table).not.toContainText('learner-secret');
  await expect(table.getByRole('link', { name: HOSTILE, exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '/profiles');

  await page.getByLabel('User id contains').fill('%');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/profiles\?q=%25$/);
  const matching = page.getByRole('table', { name: 'Profiles matching the search, most recently changed first' });
  await expect(matching.getByRole('link')).toHaveText(['Learner-100%']);

  await page.getByLabel('User id contains').fill('LEARNER-');
  await page.getByRole('button', { name: 'Search' }).click();
  // Written at the same moment (in parallel), so compared as a set: the order is tested on the service.
  await expect
    .poll(async () => (await matching.getByRole('link').allTextContents()).sort())
    .toEqual([ADA, 'learner-1000', 'learner-bob', 'Learner-100%'].sort());
  await expect(matching).not.toContainText('learner-secret');
  await expectNoAxeViolations(page, '/profiles searched');

  await page.getByLabel('User id contains').fill('no-such-learner');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No profile’s user id contains this text.')).toBeVisible();
});

test('find: an exact id opens its profile, read back as text; a missing one reads as the defaults; an empty one is explained', async () => {
  await page.goto('/profiles');
  const field = page.getByLabel('User id', { exact: true });
  await page.getByRole('button', { name: 'Open profile' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Enter a user id\./);
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page, '/profiles with a find error');

  await field.fill(HOSTILE);
  await page.getByRole('button', { name: 'Open profile' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/profiles/${encodeURIComponent(HOSTILE)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Profile of ${HOSTILE}`);
  await expect(page.locator('b')).toHaveCount(0);
  // Loaded whole rather than navigated to: the server reads the same id.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Profile of ${HOSTILE}`);
  await expect(page.getByRole('table', { name: 'Tools this profile sets, in catalogue order' }).getByRole('row', { name: /High contrast/ })).toContainText(
    'API (your server)',
  );

  // An id with a percent sign, by its link in the list (a navigation in the app) and loaded whole.
  await page.goto('/profiles');
  await page.getByRole('link', { name: 'Learner-100%', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile of Learner-100%');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile of Learner-100%');
  await expect(page.getByRole('table', { name: 'Tools this profile sets, in catalogue order' })).toContainText('Dark contrast');

  // "..", which a path cannot carry, and an id nobody has.
  for (const userId of ['..', 'nobody-here']) {
    await page.goto('/profiles');
    await page.getByLabel('User id', { exact: true }).fill(userId);
    await page.getByRole('button', { name: 'Open profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Profile of ${userId}`);
    await expect(page.getByText('No profile is stored for this user id: the end user gets the defaults.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete profile' })).toHaveCount(0);
  }
});

test('the detail: settings with who set them, and this tenant’s events of the user, newest first; axe finds nothing', async () => {
  await page.goto('/profiles');
  await page.getByRole('link', { name: ADA, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${ADA}$`));
  await expect(page).toHaveTitle(new RegExp(`^Profile of ${ADA} · `));
  const settings = page.getByRole('table', { name: 'Tools this profile sets, in catalogue order' });
  await expect(settings.getByRole('row', { name: /Text size/ })).toContainText('1.5x');
  await expect(settings.getByRole('row', { name: /Dark contrast/ })).toContainText('on');
  const events = page.getByRole('table', { name: /latest usage events/ });
  const rows = events.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Adjusted');
  await expect(rows.nth(1)).toContainText('visit-7');
  await expect(rows.nth(2)).toContainText('Activated');
  await expect(events).not.toContainText('Mute sounds');
  await expectNoAxeViolations(page, `/profiles/${ADA}`);
});

test('editing as an admin: a value out of range is explained at its field and kept; a valid one is saved as set by an admin', async ({ request }) => {
  await page.getByRole('button', { name: 'Edit Text size' }).click();
  const tool = page.getByLabel('Tool', { exact: true });
  await expect(tool).toBeFocused();
  await expect(tool).toHaveValue('text-size');
  const value = page.getByLabel('Value (x)');
  await expect(value).toHaveValue('1.5');

  await value.fill('7');
  await page.getByRole('button', { name: 'Save setting' }).click();
  await expect(page.getByRole('region', { name: 'Settings' }).getByRole('alert')).toBeFocused();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(value).toHaveAccessibleDescription(/must be between 1 and 3/);
  await expect(value).toHaveValue('7');
  await expectNoAxeViolations(page, 'the settings form with an error');

  await value.fill('2');
  await page.getByRole('button', { name: 'Save setting' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: Text size is on, value 2x, set by an admin.' })).toBeVisible();
  await expect(value).not.toHaveAttribute('aria-invalid', 'true');
  const row = page.getByRole('table', { name: 'Tools this profile sets, in catalogue order' }).getByRole('row', { name: /Text size/ });
  await expect(row).toContainText('Admin');
  await expect(row).toContainText('2x');

  const stored = await apiProfile(request, ADA);
  expect(stored.features).toContainEqual({ featureCode: 'text-size', isEnabled: true, value: '2', setBy: 'admin' });
});

test('applying a preset and locking self-service, seen through the API; the profile then heads the list', async ({ request }) => {
  await page.getByLabel('Preset', { exact: true }).selectOption('dyslexia');
  await page.getByRole('button', { name: 'Apply preset' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Applied Dyslexia: its \d+ tools are set by the preset\.$/ })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Dyslexia');

  await page.getByRole('button', { name: 'Lock self-service' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Self-service locked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock self-service' })).toBeVisible();
  await expect(summary).toContainText('locked');
  await expectNoAxeViolations(page, 'a locked profile with a preset');

  const stored = await apiProfile(request, ADA);
  expect(stored).toMatchObject({ activePresetCode: 'dyslexia', selfServiceEnabled: false });
  expect(stored.features.filter((f: { setBy: string }) => f.setBy === 'preset').length).toBeGreaterThan(0);

  // Written last, the profile now heads the list.
  await page.goto('/profiles');
  await expect(page.getByRole('table', { name: 'Profiles, most recently changed first' }).getByRole('link').first()).toHaveText(ADA);
  await page.getByRole('link', { name: ADA, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Profile of ${ADA}`);
});

test('deleting by keyboard alone: focus moves into the dialog, Escape closes it and returns focus, then confirming deletes', async ({ request }) => {
  await page.locator('body').focus();
  await tabTo(page, 'Delete profile');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this profile?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page, 'the delete confirmation');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const trigger = page.getByRole('button', { name: 'Delete profile' });
  await expect(trigger).toBeFocused();
  expect((await apiProfile(request, ADA)).exists).toBe(true);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, 'Delete profile');
  await expect(dialog.getByRole('button', { name: 'Delete profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page.getByRole('table', { name: 'Profiles, most recently changed first' }).getByRole('link', { name: ADA, exact: true })).toHaveCount(0);
  expect((await apiProfile(request, ADA)).exists).toBe(false);
});

test('a viewer reads profiles without any control to change them', async ({ browser, request }) => {
  const { context, page: viewer } = await joinAsMember(browser, request, owner, 'viewer', 'Vera Viewer');
  await viewer.goto('/profiles/learner-bob');
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('Profile of learner-bob');
  await expect(viewer.getByText('Your role (viewer) can read profiles but not change them')).toBeVisible();
  for (const name of ['Save setting', 'Apply preset', 'Lock self-service', 'Delete profile', /^Edit /]) {
    await expect(viewer.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(viewer.getByRole('table', { name: /latest usage events/ })).toContainText('Deactivated');
  await expectNoAxeViolations(viewer, 'a profile as a viewer');
  await context.close();
});
