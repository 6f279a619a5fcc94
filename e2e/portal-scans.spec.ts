import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createOwner, expectNoAxeViolations, signIn, type Owner } from './portal.ts';

/**
 * The portal's scan pages: submit through the dialog, follow progress live, read the grouped issues and
 * the score trend, dismiss a false positive; a viewer reads but cannot scan.
 */

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

test.beforeAll(async () => {
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
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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

async function completedScanThroughApi(request: APIRequestContext, owner: Owner): Promise<string> {
  const headers = { 'X-Api-Key': owner.apiKey.key };
  const created = await request.post('/api/v1/scanner/jobs', { headers, data: { url: `${origin}/known-violations.html` } });
  expect(created.status()).toBe(202);
  const { id } = (await created.json()) as { id: string };
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/scanner/jobs/${id}`, { headers })).json()) as { status: string }).status, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe('completed');
  return id;
}

test('an owner scans a page through the dialog, follows it live, reads grouped issues and the trend, and dismisses a false positive', async ({ page }) => {
  test.setTimeout(240_000);
  const owner = createOwner('E2E Portal Scans');
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

  await dialog.getByLabel('Page URL').fill(`${origin}/known-violations.html`);
  await dialog.getByLabel('Standard').selectOption({ label: 'WCAG 2.1 Level AA' });
  await dialog.getByRole('button', { name: 'Start scan' }).click();
  await expect(page).toHaveURL(/\/scans\/scn_[A-Za-z0-9]+$/);
  const firstScan = page.url();
  await waitForCompletion(page);
  await expect(page).toHaveTitle(/^Scan of Known violations · /);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan of Known violations' })).toBeVisible();

  // Summary.
  await expect(page.getByText('WCAG 2.1 Level AA').first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /axe-core \d+\.\d+/ })).toBeVisible();

  // Issues grouped by impact, then rule, each with its criterion, help link and occurrences.
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

  // Dismiss the unlabelled field as a false positive.
  const field = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 4, name: /Form elements must have labels/ }) });
  await field.getByRole('button', { name: /^Dismiss as false positive/ }).click();
  const dismiss = page.getByRole('dialog', { name: 'Dismiss as a false positive?' });
  await dismiss.getByLabel('Reason').fill('Search box labelled by an icon outside the test page');
  await expectNoAxeViolations(page, 'dismiss dialog');
  await dismiss.getByRole('button', { name: 'Dismiss issue' }).click();
  await expect(dismiss).toBeHidden();
  await expect(field).toContainText('dismissed as false positive');
  await expect(field.getByRole('button', { name: /^Dismiss as false positive/ })).toHaveCount(0);

  // Scan again: the trend now has two points, as a chart with words and as a table.
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

  // The list: both scans, their status and score, filters.
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

  // An unknown scan is a 404 page with its own heading.
  const missing = await page.goto('/scans/scn_doesnotexist');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan not found' })).toBeVisible();
  await expectNoAxeViolations(page, 'unknown scan');
});

test('a viewer sees scans and their issues but no way to scan or dismiss', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const owner = createOwner('E2E Portal Scans Viewer');
  const scanId = await completedScanThroughApi(request, owner);

  const email = `viewer-${randomBytes(4).toString('hex')}@example.test`;
  const invited = await request.post('/api/v1/members/invite', { headers: { 'X-Api-Key': owner.apiKey.key }, data: { email, role: 'viewer' } });
  expect(invited.status()).toBe(201);
  const { inviteUrl } = (await invited.json()) as { inviteUrl: string };

  const context = await browser.newContext();
  const page = await context.newPage();
  // The link's path on the origin the tests use, so the session cookie serves every later page.
  await page.goto(new URL(inviteUrl).pathname);
  await page.getByLabel('Your name').fill('Vic Viewer');
  await page.getByLabel('Choose a password').fill(`pw-${randomBytes(12).toString('hex')}`);
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/overview$/);

  await page.goto('/scans');
  await expect(page.getByRole('heading', { level: 1, name: 'Scans' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Known violations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan a page' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'scans list as a viewer');

  await page.goto(`/scans/${scanId}`);
  await expect(page.getByRole('heading', { level: 3, name: /^Critical:/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Dismiss/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Scan again' })).toHaveCount(0);

  // The session may not scan through the API either: the service refuses the role.
  const refused = await page.request.post('/api/v1/scanner/jobs', { headers: { Origin: baseURL! }, data: { url: `${origin}/known-violations.html` } });
  expect(refused.status()).toBe(403);
  await context.close();
});
