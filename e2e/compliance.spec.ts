import { expect, type Page, test } from '@playwright/test';
import { REPORT_HTML_CSP } from '../lib/compliance/report/csp.ts';
import { createOwner, expectNoAxeViolations, joinAsMember, type Owner, screenshot, signIn, tabTo } from './portal.ts';
import { type Served, serveRoutes } from './pages-server.ts';

/**
 * Compliance in the portal, by keyboard: a target over a page this test serves (an image without alt),
 * "Rescan now" followed live to a ready snapshot, 1.1.1 failing in the criteria matrix, the status filter,
 * a manual evaluation that the next snapshot includes, and a VPAT generated, followed live and downloaded
 * as PDF, HTML and OpenACR; axe on every page and dialog state. Developers and viewers see evaluations read-only.
 */
test.describe.configure({ mode: 'serial' });

const NO_ALT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Our shop</title></head>
<body><main><h1>Our shop</h1><p>Fresh bread every morning.</p><img src="/bread.svg" width="120" height="80"></main></body>
</html>`;
const BREAD_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#c58a3d"/></svg>';

let owner: Owner;
let site: Served;
let origin: string;
let targetPath: string;
/** The owner's page: the journey's steps below carry on where the previous one left it. */
let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  owner = await createOwner('Compliance Co');
  site = await serveRoutes({ '/shop.html': NO_ALT_PAGE, '/bread.svg': { type: 'image/svg+xml', body: BREAD_SVG } });
  origin = site.origin;
});
test.afterAll(async () => {
  await page.context().close();
  await site.close();
});

/** Activates a control by keyboard: focus, then Enter. */
async function press(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await button.focus();
  await page.keyboard.press('Enter');
}

const criterionRow = (page: Page, id: string) =>
  page
    .getByRole('table', { name: /^Success criteria/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${id.replaceAll('.', '\\.')} `) }) });

const snapshotStatus = () => page.getByRole('region', { name: 'Snapshot', exact: true }).getByRole('status');
const matrix = () => page.getByRole('region', { name: 'Success criteria', exact: true });

test('an owner reaches Compliance by keyboard and is told there are no targets yet', async () => {
  await signIn(page, owner.email, owner.password);
  await tabTo(page, 'Compliance');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/compliance$/);
  await expect(page).toHaveTitle(/^Compliance · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compliance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compliance' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No targets yet.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, '/compliance (empty)');
});

test('"New target" by keyboard: Escape closes it, and a URL that cannot be fetched is named by its line', async () => {
  // Escape closes the dialog and focus goes back to the button.
  await press(page, 'New target');
  const dialog = page.getByRole('dialog', { name: 'New compliance target' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page, 'New target dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New target' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Shop');
  await page.keyboard.press('Tab'); // Standard: the tenant's default
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Page URLs')).toBeFocused();
  await page.keyboard.type(`${origin}/shop.html`);
  await page.keyboard.press('Enter');
  await page.keyboard.type('file:///etc/passwd');
  await tabTo(page, 'Create target');
  await page.keyboard.press('Enter');
  // The unsafe URL is named by its line, in the focused summary and on the field.
  const summary = dialog.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Page URLs: Line 2: Only http and https URLs can be fetched.');
  await expect(dialog.getByLabel('Page URLs')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Page URLs')).toHaveAccessibleDescription(/Line 2: Only http and https URLs can be fetched\./);
  await expectNoAxeViolations(page, 'New target dialog with errors');
});

test('with the URL corrected the target is created, and has no snapshot yet', async () => {
  const dialog = page.getByRole('dialog', { name: 'New compliance target' });
  await dialog.getByLabel('Page URLs').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`${origin}/shop.html`);
  await tabTo(page, 'Create target');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/compliance\/targets\/tgt_[0-9A-Za-z]+$/, { timeout: 15_000 });
  await expect(page).toHaveTitle(/^Compliance: Shop · /);
  targetPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  await expect(page.getByText('No ready snapshot yet: take a snapshot', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'target page (no snapshot)');
});

test('"Rescan now" is followed live from pending to a ready snapshot', async () => {
  test.setTimeout(180_000);
  await press(page, 'Rescan now');
  await expect(snapshotStatus()).toContainText('the snapshot is pending');
  await expectNoAxeViolations(page, 'target page (snapshot pending)');
  await expect(snapshotStatus()).toContainText(/Snapshot ready: score \d+ of 100, (meets|below) the minimum; conformance: does not conform\./, {
    timeout: 120_000,
  });
  await expect(page.getByRole('button', { name: 'Rescan now' })).toBeEnabled();
});

test('the criteria matrix shows 1.1.1 failing with its evidence, and a criterion only a person can judge not evaluated', async () => {
  await expect(criterionRow(page, '1.1.1')).toContainText('Fail', { timeout: 15_000 });
  await expect(criterionRow(page, '1.1.1')).toContainText(`${origin}/shop.html`);
  await expect(criterionRow(page, '1.2.2')).toContainText('Not evaluated');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(/Does not conform to WCAG 2\.2 Level AA: \d+ criteri(on fails|a fail) \(1\.1\.1/);
  // Not compliant, whatever the score: the page says what is missing, and never "Compliant".
  await expect(summary).toContainText(/Compliance\s*Not met: \d+ criteri(on fails|a fail) \(1\.1\.1.*\d+ criteria are not evaluated yet \(/);
  await expect(summary).not.toContainText(/\bcompliant\b/i);
  await expect(page.getByRole('table', { name: "Scores of the target's snapshots, oldest first" }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Changes since the previous snapshot' })).toContainText('first snapshot');
  await expectNoAxeViolations(page, 'target page (first snapshot)');
  await screenshot(page, 'compliance-target');
});

test('filtering by status and level announces the count and leaves only the matching criteria', async () => {
  const count = matrix().getByText(/^Showing \d+ of \d+ criteria/);
  const total = Number((await count.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(50);
  await matrix().getByLabel('Status', { exact: true }).selectOption('fail');
  await expect(count).toHaveText(new RegExp(`^Showing \\d+ of ${total} criteria \\(fail\\)\\.$`));
  await expect(count).toHaveAttribute('role', 'status');
  await expect(criterionRow(page, '1.1.1')).toBeVisible();
  await expect(criterionRow(page, '1.2.2')).toHaveCount(0);
  await matrix().getByLabel('Level', { exact: true }).selectOption('AA');
  await expect(criterionRow(page, '1.1.1')).toHaveCount(0);
  await matrix().getByLabel('Level', { exact: true }).selectOption('');
  await matrix().getByLabel('Status', { exact: true }).selectOption('not_evaluated');
  await expect(criterionRow(page, '1.2.2')).toBeVisible();
  await expectNoAxeViolations(page, 'target page (filtered)');
});

test('evaluating 1.1.1, which the scanner fails, the dialog says why a person’s evaluation does not overrule it', async () => {
  await matrix().getByLabel('Status', { exact: true }).selectOption('');
  await press(page, 'Evaluate 1.1.1');
  const overruled = page.getByRole('dialog', { name: /^Evaluate 1\.1\.1 / });
  await expect(overruled).toContainText('A person’s evaluation does not overrule them');
  await expect(overruled).toContainText('dismissed as false positives with a reason');
  await expectNoAxeViolations(page, 'Evaluate dialog (automated failures)');
  await page.keyboard.press('Escape');
  await expect(overruled).toHaveCount(0);
});

test('1.2.2 is evaluated as not applicable by keyboard: a missing result is explained, then it is saved pending a snapshot', async () => {
  await matrix().getByLabel('Status', { exact: true }).selectOption('not_evaluated');
  await press(page, 'Evaluate 1.2.2');
  const evaluate = page.getByRole('dialog', { name: /^Evaluate 1\.2\.2 / });
  await expect(evaluate).toContainText('Take a snapshot to include this evaluation');
  await expect(evaluate.getByRole('radio', { name: /^Supports/ })).toBeFocused();
  await expectNoAxeViolations(page, 'Evaluate dialog');
  await tabTo(page, 'Save evaluation');
  await page.keyboard.press('Enter');
  await expect(evaluate.getByRole('alert')).toBeFocused();
  await expect(evaluate.getByRole('alert')).toContainText('Result: Choose a result.');
  await expectNoAxeViolations(page, 'Evaluate dialog with errors');
  await evaluate.getByRole('radio', { name: /^Supports/ }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(evaluate.getByRole('radio', { name: /^Not applicable/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(evaluate.getByLabel('Remarks')).toBeFocused();
  await page.keyboard.type('The pages have no audio or video.');
  await tabTo(page, 'Save evaluation');
  await page.keyboard.press('Enter');
  await expect(evaluate).toHaveCount(0);
  await expect(matrix().getByRole('status').first()).toHaveText('Evaluation of 1.2.2 saved as not applicable. Take a snapshot to include this evaluation.');
  await expect(page.getByRole('button', { name: 'Change evaluation 1.2.2' })).toBeFocused();
  await expect(criterionRow(page, '1.2.2')).toContainText('Not evaluated');
  await expect(criterionRow(page, '1.2.2')).toContainText(`Recorded since this snapshot: Not applicable, by ${owner.email}`);
  await expectNoAxeViolations(page, 'target page (evaluation pending a snapshot)');
});

test('the next snapshot includes the evaluation, as a change from the previous one', async () => {
  await matrix().getByLabel('Status', { exact: true }).selectOption('');
  await press(page, 'Take snapshot');
  await expect(page.getByRole('table', { name: "Scores of the target's snapshots, oldest first" }).getByRole('row')).toHaveCount(3, { timeout: 30_000 });
  await expect(snapshotStatus()).toContainText('Snapshot ready');
  await expect(criterionRow(page, '1.2.2')).toContainText('Not applicable');
  await expect(criterionRow(page, '1.2.2')).toContainText(`Manual evaluation: Not applicable, by ${owner.email}`);
  await expect(criterionRow(page, '1.2.2')).toContainText('Remarks: The pages have no audio or video.');
  await expect(criterionRow(page, '1.2.2')).not.toContainText('Recorded since this snapshot');
  const changed = page.getByRole('table', { name: 'Criteria that changed status since the previous snapshot' });
  await expect(changed.getByRole('row').filter({ hasText: '1.2.2' })).toHaveText(/^1\.2\.2 Captions \(Prerecorded\)\s*Not evaluated\s*Not applicable$/);
  await expect(page.getByRole('img', { name: /^Scores of the last 2 snapshots/ })).toBeVisible();
  await expectNoAxeViolations(page, 'target page (second snapshot)');
});

test('the list of targets shows the score against the minimum and the conformance, with no reports yet', async () => {
  await page.getByRole('link', { name: 'All targets and reports' }).click();
  await expect(page).toHaveURL(/\/compliance$/);
  const targets = page.getByRole('table', { name: 'Compliance targets, newest first' });
  await expect(targets.getByRole('row', { name: /^Shop / })).toContainText(/\d+ \/ 100 \(minimum 90\)/);
  await expect(targets.getByRole('row', { name: /^Shop / })).toContainText(/Meets the minimum|Below the minimum/);
  await expect(targets.getByRole('row', { name: /^Shop / })).toContainText('Does not conform');
  await expect(page.getByText('No reports yet.')).toBeVisible();
  await expectNoAxeViolations(page, '/compliance (with a target)');
});

test('a VPAT is generated through the dialog by keyboard, a missing product name explained, and followed live until ready', async () => {
  await press(page, 'Generate report');
  const generate = page.getByRole('dialog', { name: 'Generate a report' });
  await expect(generate.getByLabel('Report type')).toBeFocused();
  await expect(generate.getByLabel('Report type')).toHaveValue('vpat');
  await expect(generate.getByLabel('Target')).toHaveValue(/^tgt_/);
  await expect(generate.getByLabel('Snapshot')).toContainText('(latest)');
  await expectNoAxeViolations(page, 'Generate report dialog');
  await tabTo(page, 'Generate report');
  await page.keyboard.press('Enter');
  await expect(generate.getByRole('alert')).toBeFocused();
  await expect(generate.getByLabel('Product name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'Generate report dialog with errors');
  await generate.getByLabel('Product name').focus();
  await page.keyboard.type('Shop Portal');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2.1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Compliance Co');
  // The list's first read after the report is queued fails: that is announced, and the list is read again.
  const reportsList = (url: URL) => url.pathname === '/api/v1/compliance/reports';
  await page.route(reportsList, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Something went wrong on our side.', traceId: 'e2e' } })
      : route.fallback(),
  );
  await page.keyboard.press('Enter');
  await expect(generate).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate report' })).toBeFocused();
  const liveError = page.getByRole('region', { name: 'Reports', exact: true }).getByRole('alert');
  await expect(liveError).toHaveText('Live updates interrupted: Something went wrong on our side. Trying again in a few seconds.');
  await expectNoAxeViolations(page, '/compliance (live updates interrupted)');
  await page.unroute(reportsList);
  await expect(liveError).toHaveCount(0, { timeout: 15_000 });

  const reportsStatus = page.getByRole('region', { name: 'Reports', exact: true }).getByRole('status');
  await expect(reportsStatus).toHaveText('Report ready: VPAT 2.5 (WCAG edition) of Shop Portal.', { timeout: 90_000 });
  const reports = page.getByRole('table', { name: 'Reports, newest first' });
  await expect(reports.getByRole('row').nth(1)).toContainText('Ready');
  await expect(reports.getByRole('row').nth(1)).toContainText('Shop');
  await expectNoAxeViolations(page, '/compliance (report ready)');
  await screenshot(page, 'compliance');
});

test('the VPAT downloads as PDF, HTML and OpenACR', async () => {
  const name = 'of the VPAT 2.5 (WCAG edition) of Shop Portal';
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `PDF ${name}` }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^vpat-shop-portal-2\.1-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfBytes = await streamBytes(await pdf.createReadStream());
  expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  const [html] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `HTML ${name}` }).click()]);
  expect(html.suggestedFilename()).toMatch(/\.html$/);
  const htmlText = (await streamBytes(await html.createReadStream())).toString('utf8');
  expect(htmlText).toMatch(/<html[^>]* lang=/i);
  expect(htmlText).toContain('Shop Portal');

  const [openacr] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `OpenACR ${name}` }).click()]);
  expect(openacr.suggestedFilename()).toMatch(/-openacr\.yaml$/);
});

test('the live report the files link back to, and its HTML edition opened under a policy that runs no script', async () => {
  const reports = page.getByRole('table', { name: 'Reports, newest first' });
  await reports.getByRole('link', { name: 'VPAT 2.5 (WCAG edition) of Shop Portal', exact: true }).click();
  await expect(page).toHaveURL(/\/compliance\/reports\/rpt_[0-9A-Za-z]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VPAT 2.5 (WCAG edition) of Shop Portal 2.1');
  await expectNoAxeViolations(page, 'report page');
  const view = await page.request.get(`${new URL(page.url()).pathname}/html`);
  expect(view.status()).toBe(200);
  expect(view.headers()['content-security-policy']).toBe(REPORT_HTML_CSP);
  expect(view.headers()['content-disposition']).toBe('inline');
  expect(await view.text()).toContain(new URL(page.url()).pathname);
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

for (const role of ['developer', 'viewer'] as const) {
  test(`a ${role} sees the evaluations read-only`, async ({ browser, request }) => {
    const { context, page: member } = await joinAsMember(browser, request, owner, role, `A ${role}`);

    await member.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compliance' }).click();
    await expect(member.getByRole('heading', { level: 1 })).toHaveText('Compliance');
    const write = role === 'developer';
    await expect(member.getByRole('button', { name: 'New target' })).toHaveCount(write ? 1 : 0);
    await expect(member.getByRole('button', { name: 'Generate report' })).toHaveCount(write ? 1 : 0);
    await expect(member.getByRole('link', { name: 'PDF of the VPAT 2.5 (WCAG edition) of Shop Portal' })).toBeVisible();
    await expectNoAxeViolations(member, `/compliance as a ${role}`);

    await member.goto(targetPath);
    await expect(member.getByRole('heading', { level: 1 })).toHaveText('Shop');
    await expect(member.getByRole('button', { name: 'Rescan now' })).toHaveCount(write ? 1 : 0);
    await expect(member.getByRole('button', { name: 'Take snapshot' })).toHaveCount(write ? 1 : 0);
    const matrix = member.getByRole('region', { name: 'Success criteria', exact: true });
    await expect(matrix).toContainText(`Your role (${role}) can read evaluations; owners and admins record them.`);
    await expect(matrix.getByRole('button', { name: /^(Evaluate|Change evaluation) / })).toHaveCount(0);
    await expect(criterionRow(member, '1.2.2')).toContainText(`Manual evaluation: Not applicable, by ${owner.email}`);
    await expectNoAxeViolations(member, `target page as a ${role}`);
    await context.close();
  });
}
