import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { createOwner, expectNoAxeViolations, signIn, type Owner } from './portal.ts';

/**
 * The portal's scan pages: submit through the dialog, follow progress live, read the grouped issues and
 * the score trend, dismiss a false positive; a viewer reads but cannot scan. One owner's journey, in steps
 * that carry on where the previous one left the page; the viewer then joins the same tenant.
 */
test.describe.configure({ mode: 'serial' });

// Two unlabelled images (one rule, two places), an unlabelled field and faint text: known violations at two impacts.
const KNOWN_VIOLATIONS = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Known violations</title></head>
<body>
<main>
<h1>Shop</h1>
<img src="hero.png" class="hero">
<img src="logo.png" class="logo">
<form><input type="text" name="q"></form>
<p style="color:#aaaaaa;background:#ffffff">Faint text</p>
</main>
</body>
</html>`;

let server: Server;
let origin: string;
let owner: Owner;
/** The owner's page. */
let page: Page;
/** The first scan's page, and its id. */
let firstScan: string;

test.beforeAll(async ({ browser }) => {
  [owner, page] = await Promise.all([createOwner('E2E Portal Scans'), browser.newContext().then((context) => context.newPage())]);
  server = createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://x').pathname === '/known-violations.html') {
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(KNOWN_VIOLATIONS);
    }
    res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>Not found</title></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
test.afterAll(async () => {
  await page.context().close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Waits for the live status on a scan page to say completed, with no reload; returns the status polls seen. */
async function waitForCompletion(page: Page): Promise<number> {
  const id = /\/scans\/(scn_[A-Za-z0-9]+)$/.exec(page.url())?.[1];
  expect(id, 'on a scan page').toBeTruthy();
  let polls = 0;
  page.on('request', (req) => {
    if (req.url().endsWith(`/api/v1/scanner/jobs/${id}`)) polls++;
  });
  const status = page.getByRole('status').filter({ hasText: 'Status:' });
  await expect(status).toContainText(/queued|running|completed/);
  const startedActive = /queued|running/.test((await status.textContent()) ?? '');
  await expect(status).toContainText('completed', { timeout: 90_000 });
  if (startedActive) expect(polls, 'status polled while the scan ran').toBeGreaterThan(0);
  // The server-rendered summary and issues arrive by themselves once the scan ends.
  await expect(page.getByText('Issues appear here when the scan completes.')).toHaveCount(0, { timeout: 15_000 });
  return polls;
}

test('an owner opens the empty scans list and the scan dialog by keyboard; a URL the scanner must never fetch is refused on the field', async () => {
  await signIn(page, owner.email, owner.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scans' }).click();
  await expect(page).toHaveTitle(/^Scans · /);
  await expect(page.getByRole('heading', { level: 1, name: 'Scans' })).toBeVisible();
  await expect(page.getByText('No scans yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'empty scans list');

  // The dialog, by keyboard: the trigger takes Enter and focus moves into the dialog.
  await page.getByRole('button', { name: 'Scan a page' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Scan a page' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Page URL')).toBeFocused();
  await expectNoAxeViolations(page, 'scan dialog');

  // A URL the scanner must never fetch: the refusal is shown on the field.
  await dialog.getByLabel('Page URL').fill('file:///etc/passwd');
  await dialog.getByRole('button', { name: 'Start scan' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByLabel('Page URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Page URL')).toHaveAccessibleDescription(/.+/);
  await expectNoAxeViolations(page, 'scan dialog with an error');
});

test('a scan started through the dialog is followed live to completion', async () => {
  const dialog = page.getByRole('dialog', { name: 'Scan a page' });
  await dialog.getByLabel('Page URL').fill(`${origin}/known-violations.html`);
  await dialog.getByLabel('Standard').selectOption({ label: 'WCAG 2.1 Level AA' });
  await dialog.getByRole('button', { name: 'Start scan' }).click();
  await expect(page).toHaveURL(/\/scans\/scn_[A-Za-z0-9]+$/);
  firstScan = page.url();
  await waitForCompletion(page);
  await expect(page).toHaveTitle(/^Scan of Known violations · /);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan of Known violations' })).toBeVisible();
});

test('the completed scan shows its summary, and its issues grouped by impact, then rule, each with criterion, help link and occurrences', async () => {
  // Summary.
  await expect(page.getByText('WCAG 2.1 Level AA').first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /axe-core \d+\.\d+/ })).toBeVisible();

  await expect(page.getByRole('heading', { level: 3, name: 'Critical: 2 rules, 3 occurrences' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Serious: 1 rule, \d+ occurrences?$/ })).toBeVisible();
  const images = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 4, name: 'Images must have alternative text' }) });
  await expect(images).toContainText('image-alt');
  await expect(images).toContainText('WCAG 1.1.1 (Level A)');
  await expect(images).toContainText('2 occurrences');
  await expect(images.getByRole('link', { name: 'How to fix image-alt (Deque University)' })).toHaveAttribute(
    'href',
    /^https:\/\/dequeuniversity\.com\/rules\/axe\//,
  );
  const occurrences = images.getByRole('list', { name: 'Occurrences of image-alt' }).getByRole('listitem');
  await expect(occurrences).toHaveCount(2);
  await expect(occurrences.first().locator('code').first()).toHaveText(/\.hero|\.logo/);
  await expect(occurrences.first().locator('pre code')).toContainText('<img src=');
  await expect(occurrences.first()).toContainText('new');
  await expectNoAxeViolations(page, 'completed scan');
});

test('the unlabelled field is dismissed as a false positive, with a reason', async () => {
  const field = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 4, name: /Form elements must have labels/ }) });
  await field.getByRole('button', { name: /^Dismiss as false positive/ }).click();
  const dismiss = page.getByRole('dialog', { name: 'Dismiss as a false positive?' });
  await dismiss.getByLabel('Reason').fill('Search box labelled by an icon outside the test page');
  await expectNoAxeViolations(page, 'dismiss dialog');
  await dismiss.getByRole('button', { name: 'Dismiss issue' }).click();
  await expect(dismiss).toBeHidden();
  await expect(field).toContainText('dismissed as false positive');
  await expect(field.getByRole('button', { name: /^Dismiss as false positive/ })).toHaveCount(0);
});

test('scanning again gives a trend of two scores, as a chart with words and as a table, and the images recur', async () => {
  await expect(page.getByText('This is the only completed scan of this page so far.')).toBeVisible();
  await page.getByRole('button', { name: 'Scan again' }).click();
  await expect(page).not.toHaveURL(firstScan);
  await expect(page).toHaveURL(/\/scans\/scn_[A-Za-z0-9]+$/);
  await waitForCompletion(page);
  await expect(page.getByRole('img', { name: /^Scores of the last 2 completed scans of this page, out of 100: from \d+ on .* to \d+ on .*\.$/ })).toBeVisible();
  const trend = page.getByRole('table', { name: 'Scores of completed scans of this page, oldest first' });
  await expect(trend.getByRole('row')).toHaveCount(3);
  await expect(trend).toContainText('(this scan)');
  // The dismissed field no longer counts, and the images recur.
  await expect(page.getByRole('article').filter({ hasText: 'image-alt' }).first()).toContainText('recurring');
  await expectNoAxeViolations(page, 'second scan with a trend');
});

test('the list shows both scans with their status and score, and filters by status', async () => {
  await page.goto('/scans');
  const rows = page.getByRole('table', { name: 'Scans, newest first' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('completed');
  await expect(rows.nth(1)).toContainText(/\d+ \/ 100/);
  await expect(rows.nth(1).getByRole('link', { name: 'Known violations' })).toBeVisible();
  await expectNoAxeViolations(page, 'scans list');
  await page.getByLabel('Status').selectOption('failed');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('No scans match this filter.')).toBeVisible();
});

test('an unknown scan is a 404 page with its own heading', async () => {
  const missing = await page.goto('/scans/scn_doesnotexist');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan not found' })).toBeVisible();
  await expectNoAxeViolations(page, 'unknown scan');
});

test('a viewer sees scans and their issues but no way to scan or dismiss', async ({ browser, request, baseURL }) => {
  expect(firstScan, 'the scans of the owner’s journey').toMatch(/\/scans\/scn_/);
  const email = `viewer-${randomBytes(4).toString('hex')}@example.test`;
  const invited = await request.post('/api/v1/members/invite', { headers: { 'X-Api-Key': owner.apiKey.key }, data: { email, role: 'viewer' } });
  expect(invited.status()).toBe(201);
  const { inviteUrl } = (await invited.json()) as { inviteUrl: string };

  const context = await browser.newContext();
  const viewer = await context.newPage();
  // The link's path on the origin the tests use, so the session cookie serves every later page.
  await viewer.goto(new URL(inviteUrl).pathname);
  await viewer.getByLabel('Your name').fill('Vic Viewer');
  await viewer.getByLabel('Choose a password').fill(`pw-${randomBytes(12).toString('hex')}`);
  await viewer.getByRole('button', { name: 'Create account and join' }).click();
  await expect(viewer).toHaveURL(/\/overview$/);

  await viewer.goto('/scans');
  await expect(viewer.getByRole('heading', { level: 1, name: 'Scans' })).toBeVisible();
  // Both of the owner's scans of the page.
  await expect(viewer.getByRole('link', { name: 'Known violations' })).toHaveCount(2);
  await expect(viewer.getByRole('link', { name: 'Known violations' }).first()).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Scan a page' })).toHaveCount(0);
  await expectNoAxeViolations(viewer, 'scans list as a viewer');

  await viewer.goto(new URL(firstScan).pathname);
  await expect(viewer.getByRole('heading', { level: 3, name: /^Critical:/ })).toBeVisible();
  await expect(viewer.getByRole('button', { name: /Dismiss/ })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Scan again' })).toHaveCount(0);

  // The session may not scan through the API either: the service refuses the role.
  const refused = await viewer.request.post('/api/v1/scanner/jobs', { headers: { Origin: baseURL! }, data: { url: `${origin}/known-violations.html` } });
  expect(refused.status()).toBe(403);
  await context.close();
});
