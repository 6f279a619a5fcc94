import { expect, test, type Page } from '@playwright/test';
import { type Served, serveRoutes } from './pages-server.ts';
import { createOwner, downloadThrough, expectNoAxeViolations, joinAsMember, type Owner, signIn } from './portal.ts';
import { type SeededSite, seedQueuedRun, seedTrackedSite } from './seed-tracked-site.ts';

/**
 * The portal's sites: the list with score sparklines, a site's trend, changes and issues by priority, an
 * issue's occurrences and history, triage of one issue and of many, schedule editing with the next runs,
 * run now and deleting a site, by keyboard and axe-clean. The site and its two scans are seeded
 * (e2e/seed-tracked-site.ts); its URL is a page served here, so "Run now" crawls something real.
 */
test.describe.configure({ mode: 'serial' });

const PAGE = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><header><img src="/logo.png" class="logo"></header><main><h1>${title}</h1><a href="/about">About</a></main></body></html>`;

let served: Served;
let owner: Owner;
let page: Page;
let site: SeededSite;
/** A starter tenant's owner and site: its plan runs a site weekly at most. */
let starter: Owner;
let starterSite: SeededSite;
let starterPage: Page;

test.beforeAll(async ({ browser }) => {
  [owner, starter, served] = await Promise.all([
    createOwner('E2E Portal Sites'),
    createOwner('E2E Sites Starter', 'starter'),
    serveRoutes({ '/': PAGE('Shop'), '/about': PAGE('About') }),
  ]);
  site = await seedTrackedSite(owner.tenant.id, { url: `${served.origin}/`, name: 'Shop' });
  starterSite = await seedTrackedSite(starter.tenant.id, { url: `${served.origin}/`, name: 'Starter shop' });
  [page, starterPage] = await Promise.all([browser.newContext().then((c) => c.newPage()), browser.newContext().then((c) => c.newPage())]);
  await Promise.all([signIn(page, owner.email, owner.password), signIn(starterPage, starter.email, starter.password)]);
});
test.afterAll(async () => {
  await Promise.all([page.context().close(), starterPage.context().close()]);
  await served.close();
});

/** Activates a control by keyboard: focus, then Enter. */
async function press(name: string | RegExp, within = page.locator('body')) {
  await within.getByRole('button', { name, exact: typeof name === 'string' }).focus();
  await page.keyboard.press('Enter');
}

const region = (name: string) => page.getByRole('region', { name, exact: true });

test('the Sites page lists the site with its score trend, open issues and next run, axe-clean', async () => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sites' }).click();
  await expect(page).toHaveURL(/\/sites$/);
  await expect(page).toHaveTitle(/^Sites · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sites');
  const row = page.getByRole('table', { name: 'Sites, newest first' }).getByRole('row').filter({ hasText: 'Shop' });
  await expect(row).toContainText(/Score 62 on .*, down 8 from 70 over the last 2 scans\./);
  await expect(row).toContainText('3 open');
  await expect(row).toContainText('2 critical, 1 moderate');
  await expect(row.getByRole('button', { name: 'Run now: Shop' })).toBeVisible();
  await expectNoAxeViolations(page, '/sites');
});

test('adding a site shows the next three runs as the schedule is typed, and a field error from the service', async () => {
  const form = page.getByRole('form', { name: 'Add a site' });
  await form.getByLabel('Cron expression').fill('0 3 * * 1');
  await form.getByLabel('Time zone').fill('Europe/London');
  const runs = form.getByRole('status').getByRole('listitem');
  await expect(runs).toHaveCount(3);
  await expect(runs.first()).toContainText(/Mon.*03:00 \(Europe\/London\)/);
  await expectNoAxeViolations(page, '/sites with the next runs');

  // An address the scanner may not fetch is refused on its field.
  await form.getByLabel('Start URL').fill('file:///etc/passwd');
  await press('Add site', form);
  await expect(form.getByRole('alert')).toContainText('Start URL');
  await expect(form.getByLabel('Start URL')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, '/sites with a field error');

  await form.getByLabel('Start URL').fill(`${served.origin}/about`);
  await form.getByLabel('Name').fill('About pages');
  await press('Add site', form);
  await expect(page).toHaveURL(/\/sites\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About pages');
});

test('a new site is deleted only with its URL typed', async () => {
  await press('Delete site', region('Delete this site'));
  const dialog = page.getByRole('dialog', { name: 'Delete this site?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete site' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type the site’s URL to confirm').focus();
  await page.keyboard.type(`${served.origin}/abou`);
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page, 'delete dialog');
  await page.keyboard.type('t');
  await expect(confirm).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sites$/);
  await expect(page.getByRole('table', { name: 'Sites, newest first' })).not.toContainText('About pages');
});

test('the site page: summary, trend, changes since the last scan and issues by priority, axe-clean', async () => {
  await page.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sites/${site.siteId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  await expect(page).toHaveTitle(/^Shop · Sites/);
  await expect(region('Summary')).toContainText('62 / 100');
  await expect(region('Open issues over time').getByRole('table').getByRole('row')).toHaveCount(3);
  const changes = region('Changes since the last scan');
  await expect(changes.getByRole('heading', { name: 'New: 1' })).toBeVisible();
  await expect(changes.getByRole('heading', { name: 'Fixed: 1' })).toBeVisible();
  await expect(changes.getByRole('heading', { name: 'Reopened: 1' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Tracked issues, highest fix priority first' }).getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText('Images must have alternative text');
  await expect(rows.nth(4)).toContainText('Elements must meet minimum color contrast');
  await expectNoAxeViolations(page, '/sites/[id]');
});

test('the site’s issues download as CSV and JSON Lines, and its latest scan’s report as HTML, through their links', async () => {
  const downloads = region('Download this site’s issues');
  const csv = await downloadThrough(page, downloads.getByRole('link', { name: 'Download CSV' }));
  expect(csv.name).toMatch(/^site-127\.0\.0\.1-issues-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = csv.text.split('\r\n').filter(Boolean);
  expect(header!.split(',')).toEqual(
    'issueId,trackedIssueId,pageUrl,ruleId,impact,wcag,level,selector,html,description,help,helpUrl,engines,fingerprint,trackKey,status,firstSeenAt,lastSeenAt,triageStatus,reason,assignee,scanId'.split(
      ',',
    ),
  );
  expect(rows.filter((row) => row.startsWith(`${site.issues.headerImage},`))).toHaveLength(3);

  const jsonl = await downloadThrough(page, downloads.getByRole('link', { name: 'Download JSON Lines' }));
  expect(jsonl.name).toMatch(/^site-127\.0\.0\.1-issues-\d{4}-\d{2}-\d{2}\.jsonl$/);
  const objects = jsonl.text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { issueId: string; status: string; pageUrl: string | null; selector: string | null });
  expect(objects).toHaveLength(rows.length);
  const fixed = objects.filter((o) => o.status === 'fixed');
  expect(fixed).toHaveLength(1);
  expect(fixed[0]).toMatchObject({ pageUrl: null, selector: null });
  expect(objects.filter((o) => o.issueId === site.issues.headerImage).every((o) => o.selector === 'header > img.logo')).toBe(true);

  const report = await downloadThrough(page, downloads.getByRole('link', { name: 'HTML report' }));
  expect(report.name).toMatch(/^scan-scn_[A-Za-z0-9_]+-report\.html$/);
  expect(report.text).toContain('Grouped by the site’s tracked issue');
  expect(report.text).toContain('<dt>Status</dt><dd>open</dd>');

  // Another tenant's site is not found from the starter's session.
  expect((await starterPage.request.get(`/sites/${site.siteId}/export?format=csv`)).status()).toBe(404);
  expect((await starterPage.request.get(`/sites/${site.siteId}/report`)).status()).toBe(404);
  await expectNoAxeViolations(page, '/sites/[id] with its downloads');
});

test('the issue filters are a GET form: the URL says them, and the list follows', async () => {
  const rows = page.getByRole('table', { name: 'Tracked issues, highest fix priority first' }).getByRole('row');
  await region('Issues').getByLabel('Impact').selectOption('critical');
  await press('Apply filters', region('Issues'));
  await expect(page).toHaveURL(/impact=critical/);
  await expect(rows).toHaveCount(3);
  await expectNoAxeViolations(page, '/sites/[id] filtered');
});

test('bulk triage by keyboard: two issues checked, set in progress, announced', async () => {
  const list = region('Issues');
  for (const name of [/^Select: Images must have alternative text/, /^Select: Form elements must have labels/]) {
    await list.getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
  }
  await expect(list.getByText('2 of 2 selected.')).toBeVisible();
  await list.getByLabel('New status').focus();
  await page.keyboard.type('In progress');
  await expect(list.getByLabel('New status')).toHaveValue('in_progress');
  await press('Apply to selected issues', list);
  await expect(list.getByRole('status').filter({ hasText: 'issues updated' })).toHaveText('2 issues updated.');
  await expect(page.getByRole('table', { name: 'Tracked issues, highest fix priority first' }).getByText('In progress', { exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page, '/sites/[id] after bulk triage');
});

test('an issue page lists its occurrences and history, axe-clean', async () => {
  await page.goto(`/sites/${site.siteId}`);
  await page.getByRole('link', { name: 'Images must have alternative text' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sites/${site.siteId}/issues/${site.issues.headerImage}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Images must have alternative text');
  await expect(page).toHaveTitle(/^Images must have alternative text · Shop/);
  await expect(region('Occurrences').getByRole('row')).toHaveCount(4);
  // The scan that first saw it, and the bulk triage before.
  await expect(region('History').getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page, '/sites/[id]/issues/[issueId]');
});

test('triage of one issue by keyboard: a false positive without a reason is refused on the field, then saved with one', async () => {
  const triage = region('Triage');
  await triage.getByLabel('New status').focus();
  await page.keyboard.type('False');
  await expect(triage.getByLabel('New status')).toHaveValue('false_positive');
  await press('Save triage', triage);
  await expect(triage.getByRole('alert')).toContainText('A reason is required');
  await expect(triage.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'triage refused without a reason');

  await triage.getByLabel('Reason').focus();
  await page.keyboard.type('The logo has a text alternative in the link around it.');
  await press('Save triage', triage);
  await expect(triage.getByRole('status')).toHaveText('Saved: the issue is now false positive.');
  await expect(region('History').getByRole('row').nth(1)).toContainText('The logo has a text alternative');
  await expect(region('Details')).toContainText('False positive');
  await expectNoAxeViolations(page, 'issue page after triage');
});

test('the schedule editor shows the next three runs as typed and saves them', async () => {
  await page.goto(`/sites/${site.siteId}`);
  const schedule = region('Schedule');
  const cron = schedule.getByLabel('Cron expression');
  await cron.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('30 6 * * 2');
  const runs = schedule.getByRole('status').getByRole('listitem');
  await expect(runs).toHaveCount(3);
  await expect(runs.first()).toContainText(/Tue.*06:30 \(Europe\/London\)/);
  await press('Save schedule', schedule);
  await expect(schedule.getByRole('status').filter({ hasText: 'Schedule saved' })).toContainText('Next run:');
  await expectNoAxeViolations(page, 'schedule saved');
});

test('a starter tenant is told its plan runs a site weekly at most, as typed and on saving', async () => {
  await starterPage.goto(`/sites/${starterSite.siteId}`);
  const schedule = starterPage.getByRole('region', { name: 'Schedule', exact: true });
  await schedule.getByLabel('Cron expression').fill('0 3 * * *');
  await expect(schedule.getByRole('status').filter({ hasText: 'Not a schedule yet' })).toContainText(/weekly/i);
  await schedule.getByRole('button', { name: 'Save schedule' }).focus();
  await starterPage.keyboard.press('Enter');
  await expect(schedule.getByRole('alert')).toContainText(/weekly/i);
  await expect(schedule.getByLabel('Cron expression')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(starterPage, 'schedule refused for the plan');
});

test('run now by keyboard starts a site scan and says so', async () => {
  await page.goto('/sites');
  await press('Run now: Shop');
  const row = page.getByRole('table', { name: 'Sites, newest first' }).getByRole('row').filter({ hasText: 'Shop' });
  await expect(row.getByRole('status')).toContainText('Run started.');
  await expect(row.getByRole('link', { name: 'Follow its progress' })).toBeVisible();
  await expectNoAxeViolations(page, '/sites after run now');
});

test('run now while a run of the site is open is refused, and the refusal is announced', async () => {
  await seedQueuedRun(starter.tenant.id, starterSite);
  await starterPage.goto('/sites');
  await starterPage.getByRole('button', { name: 'Run now: Starter shop' }).focus();
  await starterPage.keyboard.press('Enter');
  const row = starterPage.getByRole('table', { name: 'Sites, newest first' }).getByRole('row').filter({ hasText: 'Starter shop' });
  await expect(row.getByRole('alert')).toContainText('queued or running already');
  await expectNoAxeViolations(starterPage, '/sites with a refused run');
});

let viewer: Awaited<ReturnType<typeof joinAsMember>>;

test('a viewer joins the tenant', async ({ browser, request }) => {
  viewer = await joinAsMember(browser, request, owner, 'viewer', 'Vic Viewer');
});

test('a viewer reads a site and its issues but is offered no run, triage, schedule or delete', async () => {
  try {
    await viewer.page.goto(`/sites/${site.siteId}`);
    await expect(viewer.page.getByRole('heading', { level: 1 })).toHaveText('Shop');
    // The run started above may have been tracked by now (the served pages have an image without alt): no count of rows.
    const issues = viewer.page.getByRole('table', { name: 'Tracked issues, highest fix priority first' });
    await expect(issues.getByRole('row').filter({ hasText: 'Form elements must have labels' })).toHaveCount(1);
    await expect(viewer.page.getByRole('button', { name: /^Run now/ })).toHaveCount(0);
    await expect(viewer.page.getByRole('checkbox')).toHaveCount(0);
    for (const name of ['Schedule', 'Delete this site']) await expect(viewer.page.getByRole('region', { name, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(viewer.page, '/sites/[id] as a viewer');
    await viewer.page.goto(`/sites/${site.siteId}/issues/${site.issues.search}`);
    await expect(viewer.page.getByRole('heading', { level: 1 })).toHaveText('Form elements must have labels');
    await expect(viewer.page.getByRole('region', { name: 'Triage', exact: true })).toHaveCount(0);
  } finally {
    await viewer.context.close();
  }
});
