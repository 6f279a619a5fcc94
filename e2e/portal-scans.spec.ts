import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createOwner, downloadThrough, expectNoAxeViolations, signIn, type Owner } from './portal.ts';
import { BLOG_START, SITE, SITE_START, type SeededSiteScans, seedSiteScans } from './seed-site-scans.ts';
import { type Served, serveRoutes } from './pages-server.ts';

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

let site: Served;
let origin: string;
let owner: Owner;
/** The owner's page. */
let page: Page;
/** The first scan's page, and its id. */
let firstScan: string;

test.beforeAll(async ({ browser }) => {
  [owner, page] = await Promise.all([createOwner('E2E Portal Scans'), browser.newContext().then((context) => context.newPage())]);
  site = await serveRoutes({ '/known-violations.html': KNOWN_VIOLATIONS });
  origin = site.origin;
});
test.afterAll(async () => {
  await page.context().close();
  await site.close();
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

test('the scan’s issues download as CSV and JSON Lines, and its report as an HTML document, through their links', async ({ request }) => {
  const scanId = /\/scans\/(scn_[A-Za-z0-9]+)$/.exec(page.url())![1]!;
  const downloads = page.getByRole('region', { name: 'Download this scan', exact: true });
  const csv = await downloadThrough(page, downloads.getByRole('link', { name: 'Download CSV' }));
  expect(csv.name).toBe(`scan-${scanId}-issues.csv`);
  const [header, ...rows] = csv.text.split('\r\n').filter(Boolean);
  expect(header!.startsWith('issueId,trackedIssueId,pageUrl,ruleId,impact,wcag,level,selector,html,')).toBe(true);
  expect(rows.filter((row) => row.includes(',image-alt,critical,1.1.1,A,'))).toHaveLength(2);

  const jsonl = await downloadThrough(page, downloads.getByRole('link', { name: 'Download JSON Lines' }));
  expect(jsonl.name).toBe(`scan-${scanId}-issues.jsonl`);
  const objects = jsonl.text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { ruleId: string; pageUrl: string; scanId: string });
  expect(objects).toHaveLength(rows.length);
  expect(objects.filter((o) => o.ruleId === 'image-alt').map((o) => o.pageUrl)).toEqual([`${origin}/known-violations.html`, `${origin}/known-violations.html`]);
  expect(new Set(objects.map((o) => o.scanId))).toEqual(new Set([scanId]));

  const report = await downloadThrough(page, downloads.getByRole('link', { name: 'HTML report' }));
  expect(report.name).toBe(`scan-${scanId}-report.html`);
  expect(report.text).toContain('<h1>Accessibility scan report</h1>');
  expect(report.text).toContain('Where image-alt occurs');
  expect(report.text).toContain('&lt;img src=&quot;hero.png&quot; class=&quot;hero&quot;&gt;');

  // Signed out, the same links lead to sign-in.
  const signedOut = await request.get(`/scans/${scanId}/export?format=csv`, { maxRedirects: 0 });
  expect(signedOut.status()).toBe(303);
  expect(signedOut.headers().location).toBe('/sign-in');
  await expectNoAxeViolations(page, 'completed scan with its downloads');
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
  await expect(page.getByText('This is the only completed single-page scan of this page so far.')).toBeVisible();
  await page.getByRole('button', { name: 'Scan again' }).click();
  await expect(page).not.toHaveURL(firstScan);
  await expect(page).toHaveURL(/\/scans\/scn_[A-Za-z0-9]+$/);
  await waitForCompletion(page);
  await expect(
    page.getByRole('img', { name: /^Scores of the last 2 completed single-page scans of this page, out of 100: from \d+ on .* to \d+ on .*\.$/ }),
  ).toBeVisible();
  const trend = page.getByRole('table', { name: 'Scores of completed single-page scans of this page, oldest first' });
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

/**
 * A site scan shown as a site, on scans written into the database as the scanner leaves them (no crawl
 * runs): the pages table sorted by keyboard and paged, the rules grouped across pages, the site's own
 * trend apart from the single-page scans of the same URL, and a running crawl followed and canceled.
 */
test.describe('a site scan', () => {
  let seeded: SeededSiteScans;
  /** A second session of the same owner, so these tests also run on their own (-g). */
  let site: Page;

  test.beforeAll(async ({ browser }) => {
    [seeded, site] = await Promise.all([seedSiteScans(owner.tenant.id), browser.newContext().then((context) => context.newPage())]);
    await signIn(site, owner.email, owner.password);
  });
  test.afterAll(async () => {
    await site?.context().close();
  });

  const pagesTable = () => site.getByRole('table', { name: /^Pages of this scan/ });
  const firstRow = () => pagesTable().getByRole('row').nth(1);

  test('its pages table sorts by keyboard, with aria-sort on the header, and pages on the server', async () => {
    await site.goto(`/scans/${seeded.site}`);
    await expect(site).toHaveTitle(/^Site scan of Acme home · /);
    await expect(site.getByRole('heading', { level: 1, name: 'Site scan of Acme home' })).toBeVisible();
    const table = pagesTable();
    await expect(table).toHaveAccessibleName(/in the order the crawl found them\.\s+Pages 1–20 of 23\.$/);
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(firstRow().getByRole('link', { name: `${SITE_START} (external)` })).toHaveAttribute('href', SITE_START);
    await expect(firstRow()).toContainText('scanned');
    await expect(firstRow()).toContainText('71 / 100');
    await expect(table.getByRole('columnheader', { name: 'Score' })).not.toHaveAttribute('aria-sort');

    // Score, by keyboard: the worst first; again: the best first. Focus stays on the button.
    const score = table.getByRole('button', { name: 'Score' });
    await score.focus();
    await site.keyboard.press('Enter');
    await expect(site).toHaveURL(/\?sort=score&order=asc$/);
    await expect(table.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(table).toHaveAccessibleName(/by score, lowest first/);
    await expect(firstRow()).toContainText(SITE_START);
    await expect(firstRow()).toContainText('71 / 100');
    await expect(score).toBeFocused();
    await site.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRow()).toContainText(`${SITE}/page-08`);
    await expect(firstRow()).toContainText('100 / 100');
    await expect(score).toBeFocused();

    // Tab to Issues: the most first; the score header no longer claims an order.
    await site.keyboard.press('Tab');
    await expect(table.getByRole('button', { name: 'Issues' })).toBeFocused();
    await site.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: 'Issues' })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('columnheader', { name: 'Score' })).not.toHaveAttribute('aria-sort');
    await expect(firstRow()).toContainText(SITE_START);
    await expect(firstRow().getByRole('cell').nth(3)).toHaveText('3');

    // URL, Z to A after A to Z; then the next page of rows keeps the order, with the failed and skipped pages.
    const url = table.getByRole('button', { name: 'URL' });
    await url.focus();
    await site.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: 'URL' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRow()).toContainText(SITE_START);
    const paging = site.getByRole('navigation', { name: 'Pages of the table' });
    await paging.getByRole('link', { name: 'Next 20 pages' }).focus();
    await site.keyboard.press('Enter');
    await expect(table).toHaveAccessibleName(/by URL, A to Z\.\s+Pages 21–23 of 23\.$/);
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table).toContainText('The site’s robots.txt does not allow it.');
    await expect(firstRow()).toContainText(`${SITE}/page-18`);
    // The link that had focus is gone on the last page: focus is on the table's region, not lost.
    expect(await site.evaluate(() => Boolean(document.activeElement?.querySelector('table')))).toBe(true);
    await paging.getByRole('link', { name: 'Previous 20 pages' }).click();
    await expect(table).toHaveAccessibleName(/Pages 1–20 of 23\.$/);
  });

  test('its issues are grouped by rule across pages, its trend is of site scans only, and it passes axe', async () => {
    await site.goto(`/scans/${seeded.site}`);
    const issues = site.getByRole('region', { name: 'Issues', exact: true });
    await expect(issues).toContainText('10 occurrences of 3 rules on 20 pages scanned');
    await expect(issues.getByRole('heading', { level: 3, name: 'Critical: 2 rules, 5 occurrences' })).toBeVisible();
    await expect(issues.getByRole('heading', { level: 3, name: 'Serious: 1 rule, 5 occurrences' })).toBeVisible();
    const rule = (help: string) => issues.getByRole('article').filter({ has: site.getByRole('heading', { level: 4, name: help }) });
    await expect(rule('Images must have alternative text')).toContainText('4 occurrences');
    await expect(rule('Images must have alternative text')).toContainText('fails on 3 of 20 pages');
    await expect(rule('Form elements must have labels')).toContainText('fails on 1 of 20 pages');
    await expect(rule('Elements must meet minimum color contrast ratio thresholds')).toContainText('fails on 5 of 20 pages');
    await expect(rule('Images must have alternative text').getByRole('listitem').first()).toContainText(SITE);

    // The site's trend: the two crawls, never the single-page scan of the same URL between them (100).
    const trend = site.getByRole('region', { name: 'Score trend for this site' });
    await expect(
      trend.getByRole('img', { name: /^Scores of the last 2 completed site scans from this URL, out of 100: from 40 on .* to 62 on .*, up 22 points\.$/ }),
    ).toBeVisible();
    const table = trend.getByRole('table', { name: 'Scores of completed site scans from this URL, oldest first' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).not.toContainText('100 / 100');
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('18');
    await expectNoAxeViolations(site, 'completed site scan');

    // And the single-page scan's own trend holds only itself.
    await site.goto(`/scans/${seeded.singlePage}`);
    await expect(site.getByRole('heading', { level: 1, name: 'Scan of Acme home' })).toBeVisible();
    const own = site.getByRole('region', { name: 'Score trend for this page' });
    await expect(own).toContainText('This is the only completed single-page scan of this page so far.');
    await expect(own.getByRole('table', { name: 'Scores of completed single-page scans of this page, oldest first' }).getByRole('row')).toHaveCount(2);
    await expect(site.getByRole('region', { name: 'Pages', exact: true })).toHaveCount(0);
  });

  const liveAlert = () => site.getByRole('alert').filter({ hasText: 'Live updates' });
  const jobReads = (id: string) => (url: URL) => url.pathname === `/api/v1/scanner/jobs/${id}`;

  test('a failed read of the live status is announced, and the status carries on when reads succeed again', async () => {
    const job = jobReads(seeded.running);
    await site.route(job, (route) =>
      route.fulfill({ status: 503, json: { code: 'service_unavailable', message: 'The service is unavailable.', traceId: 'e2e' } }),
    );
    await site.goto(`/scans/${seeded.running}`);
    const status = site.getByRole('status').filter({ hasText: 'Status:' });
    await expect(status).toContainText('running');
    await expect(liveAlert()).toHaveText('Live updates interrupted: The service is unavailable. Trying again in a few seconds.');
    await expectNoAxeViolations(site, 'running site scan, live updates interrupted');
    await site.unroute(job);
    // The next read succeeds: the alert goes, the status stays.
    await expect(liveAlert()).toHaveCount(0, { timeout: 8_000 });
    await expect(status).toContainText('running');
  });

  test('a refusal (signed out elsewhere) will not pass by itself: polling stops at once and says what to do', async () => {
    const job = jobReads(seeded.running);
    let reads = 0;
    await site.route(job, (route) => {
      reads++;
      return route.fulfill({ status: 401, json: { code: 'unauthenticated', message: 'Sign in again.', traceId: 'e2e' } });
    });
    await site.goto(`/scans/${seeded.running}`);
    await expect(liveAlert()).toHaveText('Live updates stopped: Sign in again. Reload the page to see the latest status.');
    // A failure that could pass would be read again after the base 1.5 s; this one is not.
    const stoppedAt = reads;
    await site.waitForTimeout(3_000);
    expect(reads, 'no read after polling stopped').toBe(stoppedAt);
    await site.unroute(job);
  });

  test('a running site scan shows its pages live and is canceled through a confirmation dialog', async () => {
    await site.goto(`/scans/${seeded.running}`);
    const status = site.getByRole('status').filter({ hasText: 'Status:' });
    await expect(status).toContainText('running');
    const counts = site.getByRole('region', { name: 'Status', exact: true });
    const count = (term: string) =>
      counts
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(count('Done')).toHaveText('3');
    await expect(count('Queued')).toHaveText('4');
    await expect(count('Failed')).toHaveText('1');
    await expect(count('Pages per minute')).toHaveText(/^1\.\d$/);
    await expect(pagesTable().getByRole('row')).toHaveCount(9);
    await expect(site.getByText('Issues appear here when the scan completes.')).toBeVisible();
    await expectNoAxeViolations(site, 'running site scan');

    // Keep scanning closes the dialog and gives focus back to its button.
    const cancel = counts.getByRole('button', { name: 'Cancel scan' });
    await cancel.focus();
    await site.keyboard.press('Enter');
    const dialog = site.getByRole('dialog', { name: 'Cancel this scan?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(site, 'cancel scan dialog');
    await site.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    // No page is being scanned, so the scan ends canceled at once; focus goes to the status, which says so.
    await site.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel scan' }).focus();
    await site.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(status).toContainText('canceled');
    await expect(status).toContainText('The scan was canceled; the 3 pages scanned by then are kept.');
    await expect(status).toBeFocused();
    await expect(site.getByRole('button', { name: 'Cancel scan' })).toHaveCount(0);
    // The server-rendered parts follow: the queued pages were skipped, the issues of the pages scanned are shown.
    await expect(pagesTable().getByText('skipped', { exact: true })).toHaveCount(4);
    await expect(site.getByRole('region', { name: 'Issues', exact: true })).toContainText(
      'The scan was canceled: these are the issues of the 3 pages it scanned.',
    );
    await expect(site.getByRole('button', { name: 'Scan again' })).toBeVisible();
    await expectNoAxeViolations(site, 'canceled site scan');

    // The list says which scans are of a site.
    await site.goto('/scans');
    const row = site.getByRole('table', { name: 'Scans, newest first' }).getByRole('row').filter({ hasText: BLOG_START });
    await expect(row).toContainText('Site');
    await expect(row).toContainText('3 pages');
    await expect(row).toContainText('canceled');
  });
});
