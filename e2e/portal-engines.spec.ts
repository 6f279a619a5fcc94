import { expect, type Locator, type Page, test } from '@playwright/test';
import { createOwner, expectNoAxeViolations, type Owner, signIn, tabTo } from './portal.ts';
import { type Served, serveRoutes } from './pages-server.ts';

/**
 * The portal's rule engines: the tenant's default engines in Settings, the scan dialog's engine picker (by
 * keyboard, at least one), and a scan of several engines: which engines found each issue, the engines with
 * their versions, what they ask a person to check (Needs review), the engines of a suggested fix's issue.
 */
test.describe.configure({ mode: 'serial' });

// An image without a text alternative (every engine reports it) and faint text (IBM asks for checks around it).
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Engines page</title></head>
<body>
<main>
<h1>Gallery</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==">
<p style="color:#bbbbbb;background:#ffffff">This grey text is hard to read.</p>
</main>
</body>
</html>`;

let site: Served;
let origin: string;
let owner: Owner;
let page: Page;

test.beforeAll(async ({ browser }) => {
  [owner, page] = await Promise.all([createOwner('E2E Portal Engines'), browser.newContext().then((context) => context.newPage())]);
  site = await serveRoutes({ '/engines.html': PAGE });
  origin = site.origin;
});
test.afterAll(async () => {
  await page.context().close();
  await site.close();
});

/** Presses Tab until `target` has focus; fails after `max` presses. */
async function tabToControl(target: Locator, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    await target.page().keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

const checkbox = (scope: Locator, name: string) => scope.getByRole('checkbox', { name: new RegExp(`^${name}`) });

async function waitForCompletion(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/scans\/scn_[A-Za-z0-9]+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toContainText('completed', { timeout: 90_000 });
  await expect(page.getByText('Issues appear here when the scan completes.')).toHaveCount(0, { timeout: 15_000 });
}

test('settings: the default rule engines need one at least, and round-trip', async ({ request }) => {
  await signIn(page, owner.email, owner.password);
  await page.goto('/settings');
  const engines = page.getByRole('group', { name: 'Default rule engines' });
  await expect(checkbox(engines, 'axe-core')).toBeChecked();
  await expect(checkbox(engines, 'IBM Equal Access')).not.toBeChecked();
  await expect(checkbox(engines, 'HTML_CodeSniffer')).not.toBeChecked();
  await expectNoAxeViolations(page, '/settings with the engines');

  await checkbox(engines, 'axe-core').uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  const summary = page.getByRole('main').getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Default rule engines: Choose at least one rule engine.');
  await expect(engines).toHaveAccessibleDescription(/Choose at least one rule engine\./);
  await expectNoAxeViolations(page, '/settings with no engine');

  await checkbox(engines, 'axe-core').check();
  await checkbox(engines, 'IBM Equal Access').check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  await page.reload();
  await expect(checkbox(engines, 'axe-core')).toBeChecked();
  await expect(checkbox(engines, 'IBM Equal Access')).toBeChecked();
  await expect(checkbox(engines, 'HTML_CodeSniffer')).not.toBeChecked();
  const tenant = await (await request.get(`/api/v1/tenants/${owner.tenant.id}`, { headers: { 'X-Api-Key': owner.apiKey.key } })).json();
  expect(tenant.settings.defaultEngines).toEqual(['axe', 'ibm']);
});

test('the scan dialog starts from the default engines; by keyboard, none is refused on the fieldset, then all three run', async () => {
  await page.goto('/scans');
  await page.getByRole('button', { name: 'Scan a page' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Scan a page' });
  await expect(dialog.getByLabel('Page URL')).toBeFocused();
  await page.keyboard.type(`${origin}/engines.html`);
  const engines = dialog.getByRole('group', { name: 'Rule engines' });
  await expect(checkbox(engines, 'axe-core')).toBeChecked();
  await expect(checkbox(engines, 'IBM Equal Access')).toBeChecked();
  await expect(checkbox(engines, 'HTML_CodeSniffer')).not.toBeChecked();
  await expect(engines).toContainText('IBM’s rules');
  await expectNoAxeViolations(page, 'scan dialog with engines');

  // None ticked: the error summary takes focus and the fieldset says why.
  await tabToControl(checkbox(engines, 'axe-core'));
  await page.keyboard.press('Space');
  await tabToControl(checkbox(engines, 'IBM Equal Access'));
  await page.keyboard.press('Space');
  await tabTo(page, 'Start scan');
  await page.keyboard.press('Enter');
  const alert = dialog.getByRole('alert');
  await expect(alert).toBeFocused();
  await expect(alert).toContainText('Rule engines: Choose at least one rule engine.');
  await expect(engines).toHaveAccessibleDescription(/Choose at least one rule engine\./);
  await expectNoAxeViolations(page, 'scan dialog with no engine');

  for (const name of ['axe-core', 'IBM Equal Access', 'HTML_CodeSniffer']) {
    await tabToControl(checkbox(engines, name));
    await page.keyboard.press('Space');
    await expect(checkbox(engines, name)).toBeChecked();
  }
  await tabTo(page, 'Start scan');
  await page.keyboard.press('Enter');
  await waitForCompletion(page);
});

test('the scan names its engines with versions, which engines found each issue and what each said, and what needs review', async () => {
  const summary = page.getByRole('region', { name: 'Summary', exact: true });
  await expect(summary.getByRole('definition').filter({ hasText: /axe-core \d+\.\d+/ })).toContainText(/IBM Equal Access \d+\.\d+.*HTML_CodeSniffer \d+\.\d+/);

  const images = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 4, name: 'Images must have alternative text' }) });
  const occurrence = images.getByRole('list', { name: 'Occurrences of image-alt' }).getByRole('listitem').first();
  await expect(occurrence).toContainText(/Found by axe-core, IBM Equal Access.* \(corroborated: \d engines agree\)/);
  await occurrence.getByText('What each engine reported').click();
  await expect(occurrence.getByRole('listitem').filter({ hasText: /^axe-core, rule image-alt/ })).toBeVisible();
  await expect(occurrence.getByRole('listitem').filter({ hasText: /^IBM Equal Access, rule \S+/ })).toBeVisible();

  const review = page.getByRole('region', { name: 'Needs review' });
  await expect(review.getByRole('heading', { level: 2, name: 'Needs review' })).toBeVisible();
  await expect(review).toContainText('These are not violations and are not in the score');
  const items = review.getByRole('list', { name: 'Items to review' }).getByRole('listitem').filter({ hasText: 'Asked by' });
  expect(await items.count()).toBeGreaterThan(0);
  await expect(items.first()).toContainText(/Asked by (IBM Equal Access|HTML_CodeSniffer)/);
  await expect(summary).toContainText(/Needs review \(not in the score\)\s*[1-9]/);
  await expectNoAxeViolations(page, 'scan of several engines');

  // A suggested fix names the engines of the issue it fixes.
  await images
    .getByRole('button', { name: /^Suggest a fix for / })
    .first()
    .click();
  await expect(images.getByRole('region', { name: 'Suggested fix' }).first()).toContainText(/For the issue found by axe-core, IBM Equal Access/);
});

test('scanning again keeps the scan’s own engines', async () => {
  const first = page.url();
  await page.getByRole('button', { name: 'Scan again' }).click();
  await expect(page).not.toHaveURL(first);
  await waitForCompletion(page);
  await expect(page.getByRole('region', { name: 'Summary', exact: true })).toContainText(/HTML_CodeSniffer \d+\.\d+/);
});
