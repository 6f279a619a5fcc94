import { expect, type Page, test } from '@playwright/test';
import { createOwner, expectNoAxeViolations, joinAsMember, type Owner, screenshot, signIn, tabTo } from './portal.ts';
import { type Served, serveRoutes } from './pages-server.ts';

/**
 * Remediation in the portal: Check HTML (pasted HTML → suggestions, verified fixes, the fixed HTML and its
 * diff) and "Suggest a fix" on a scan's issue, by keyboard, with zero axe violations; a viewer is told why not.
 */
test.describe.configure({ mode: 'serial' });

// No language, no title, a field named only by its placeholder (which axe accepts as a name), one named by
// nothing but the text before it, and faint text.
const BROKEN = `<!doctype html>
<html>
<head><meta charset="utf-8"></head>
<body>
<main>
<h1>Our monthly newsletter</h1>
<p>Every month we write about the gardens we visited, the plants that did well and the ones that did not, and what we learned along the way.</p>
<form><input type="email" name="email" placeholder="Your email address"> <span>Town</span> <input type="text" name="town"><button type="submit">Subscribe</button></form>
<p style="color:#999999;background:#ffffff">You can unsubscribe at any time from the link in every email.</p>
</main>
</body>
</html>`;

// A scanned page with faint text: the issue "Suggest a fix" is asked about.
const FAINT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Faint text</title></head>
<body><main><h1>Opening hours</h1><p style="color:#aaaaaa;background:#ffffff">We are open every day from nine to five.</p></main></body>
</html>`;

let owner: Owner;
let site: Served;
let origin: string;
let scanId: string;
/** The owner's page (allowed to use the clipboard): the steps below carry on where the previous one left it. */
let page: Page;

test.beforeAll(async ({ browser }) => {
  [owner, page] = await Promise.all([
    createOwner('Remediation Co'),
    browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] }).then((context) => context.newPage()),
  ]);
  site = await serveRoutes({ '/faint.html': FAINT_PAGE });
  origin = site.origin;
});
test.afterAll(async () => {
  await page.context().close();
  await site.close();
});

test('an owner reaches Check HTML by keyboard; with nothing pasted the summary takes focus and the field says what is missing', async () => {
  await signIn(page, owner.email, owner.password);
  await tabTo(page, 'Check HTML');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/check-html$/);
  await expect(page).toHaveTitle(/^Check HTML · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check HTML');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Check HTML' })).toHaveAttribute('aria-current', 'page');
  const html = page.getByLabel('HTML', { exact: true });
  await expect(html).toHaveAccessibleDescription(/up to 500,000 characters\. It is analysed in an isolated browser with no network access/);
  await expect(page.getByLabel('WCAG standard')).toHaveValue('WCAG22_AA');
  await expectNoAxeViolations(page, '/check-html (initial)');

  // Nothing pasted: the summary takes focus and the field says what is missing.
  await page.getByRole('button', { name: 'Check HTML' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeFocused();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Some fields need attention.');
  await expect(html).toHaveAccessibleDescription(/Paste the HTML to check\./);
});

test('broken HTML checked by keyboard: suggestions with their verification, confidence and colours', async () => {
  const html = page.getByLabel('HTML', { exact: true });
  // By keyboard: type into the field, then Tab to the standard and on to the button.
  await html.focus();
  await page.keyboard.insertText(BROKEN);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('WCAG standard')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Check HTML' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Checking the HTML' })).toBeVisible();

  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('heading', { level: 2, name: 'Results' })).toBeFocused({ timeout: 90_000 });
  const count = async (term: string) => Number((await results.locator(`dt:text-is("${term}") + dd`).textContent())?.replace(/,/g, ''));
  expect(await count('Issues found')).toBeGreaterThanOrEqual(4);
  expect(await count('Suggestions')).toBeGreaterThanOrEqual(4);
  expect(await count('Fixed automatically and verified')).toBeGreaterThanOrEqual(2);

  const suggestions = results.getByRole('list', { name: 'Suggestions' }).getByRole('listitem');
  const suggestion = (ruleId: string) => suggestions.filter({ has: page.locator('code', { hasText: new RegExp(`^${ruleId}$`) }) });
  const lang = suggestion('html-has-lang');
  await expect(lang.locator('dt:text-is("Verification") + dd')).toHaveText('Verified: a second scan no longer finds the issue');
  await expect(lang.locator('dt:text-is("Fix") + dd')).toHaveText('Set an attribute');
  await expect(lang.locator('dt:text-is("Source") + dd')).toHaveText('Rule: computed from the page');
  await expect(lang.locator('dt:text-is("Confidence") + dd')).toHaveText(/^(High|Medium|Low) \(\d+%\)$/);
  await expect(lang).toContainText('lang="en"');
  await expect(suggestion('document-title').locator('dt:text-is("Verification") + dd')).toHaveText('Verified: a second scan no longer finds the issue');
  // The label comes from the text beside the field: a lower confidence, said in words and as a percentage.
  const label = suggestion('label').first();
  await expect(label).toContainText('Town');
  await expect(label.locator('dt:text-is("Confidence") + dd')).toHaveText(/^(Medium|Low) \(\d+%\)$/);
  // Contrast: both colours in words and numbers beside their swatches.
  const contrast = suggestion('color-contrast').first();
  await expect(contrast).toContainText(/Now: text #999999 on #ffffff, ratio 2\.8\d:1 \(below the required 4\.5:1\)/);
  await expect(contrast).toContainText(/Suggested: text #[0-9a-f]{6} on #ffffff, ratio (4\.[5-9]\d*|[5-9](\.\d+)?):1 \(meets the required 4\.5:1\)/);
  await expect(results.getByRole('button', { name: 'Copy before' }).first()).toBeVisible();
  await expect(results.getByRole('button', { name: 'Copy after' }).first()).toBeVisible();
});

test('the fixed HTML can be copied, and its diff marks the added language as a line "added", not by colour alone', async () => {
  const results = page.getByRole('region', { name: 'Results' });
  // The fixed HTML, copyable, and its diff: the added language as a line marked "added", not by colour alone.
  const fixed = results.getByRole('textbox', { name: 'Fixed HTML', exact: true });
  await expect(fixed).toHaveValue(/<html lang="en">/);
  await results.getByRole('button', { name: 'Copy fixed HTML' }).click();
  await expect(results.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await fixed.inputValue());
  const changes = results.getByRole('region', { name: 'Changes' });
  const diff = changes.getByRole('table', { name: 'Lines removed from your HTML and added in the fixed HTML' });
  await expect(diff.getByRole('columnheader')).toHaveText(['Change', 'Line', 'Code']);
  await expect(diff.getByRole('row').filter({ hasText: /^.*removed.*<html>$/ })).toHaveCount(1);
  const added = diff.getByRole('row').filter({ hasText: '<html lang="en">' });
  await expect(added).toHaveCount(1);
  await expect(added.getByRole('cell').first()).toHaveText(/added$/);
  await expect(results.getByRole('region', { name: 'Notes' })).toContainText('automated checks');
  await expect(results.getByRole('region', { name: 'Remaining issues' })).toBeVisible();
  await expectNoAxeViolations(page, '/check-html with results');
  await screenshot(page, 'check-html');
});

test('a scanned issue offers "Suggest a fix", collapsed', async ({ request }) => {
  const headers = { 'X-Api-Key': owner.apiKey.key };
  const created = await request.post('/api/v1/scanner/jobs', { headers, data: { url: `${origin}/faint.html` } });
  expect(created.status()).toBe(202);
  scanId = ((await created.json()) as { id: string }).id;
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/scanner/jobs/${scanId}`, { headers })).json()) as { status: string }).status, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe('completed');

  await page.goto(`/scans/${scanId}`);
  const issue = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 4, name: /color contrast/i }) });
  const suggest = issue.getByRole('button', { name: /^Suggest a fix for / });
  await expect(suggest).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page, '/scans/[id] with "Suggest a fix" buttons');
});

test('"Suggest a fix", by keyboard, loads the page again and shows the contrast fix; the same button closes it', async () => {
  const issue = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 4, name: /color contrast/i }) });
  const suggest = issue.getByRole('button', { name: /^Suggest a fix for / });

  await suggest.focus();
  await page.keyboard.press('Enter');
  await expect(suggest).toHaveAttribute('aria-expanded', 'true');
  const region = issue.getByRole('region', { name: 'Suggested fix' });
  // The answer arrives while focus is still on the button: focus moves to the region's heading.
  await expect(region.getByRole('heading', { name: 'Suggested fix' })).toBeFocused({ timeout: 90_000 });
  await expect(issue.getByRole('status').filter({ hasText: 'ready.' })).toHaveText(/^\d+ suggestions? ready\.$/);
  const item = region.getByRole('listitem').first();
  await expect(item).toContainText(/Now: text #aaaaaa on #ffffff, ratio 2\.3\d:1 \(below the required 4\.5:1\)/);
  await expect(item).toContainText(/Suggested: text #[0-9a-f]{6} on #ffffff, ratio [\d.]+:1 \(meets the required 4\.5:1\)/);
  await expect(item.locator('dt:text-is("Source") + dd')).toHaveText('Rule: computed from the page');
  await expect(item.locator('dt:text-is("Verification") + dd')).toHaveText('Verified: a second scan no longer finds the issue');
  await expect(item.getByRole('button', { name: 'Copy before' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Copy after' })).toBeVisible();
  await expectNoAxeViolations(page, '/scans/[id] with a suggestion open');
  await screenshot(page, 'scan-suggest-fix');

  // The same button closes it again.
  await suggest.focus();
  await page.keyboard.press('Enter');
  await expect(suggest).toHaveAttribute('aria-expanded', 'false');
  await expect(region).toBeHidden();
});

test('a viewer is told why there is no Check HTML form and no "Suggest a fix"', async ({ browser, request }) => {
  const { context, page: viewer } = await joinAsMember(browser, request, owner, 'viewer', 'Vic Viewer');

  await viewer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Check HTML' }).click();
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('Check HTML');
  await expect(viewer.getByRole('region', { name: 'Your HTML' })).toContainText('Your role (viewer) cannot check HTML');
  await expect(viewer.getByLabel('HTML', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(viewer, '/check-html as a viewer');

  await viewer.goto(`/scans/${scanId}`);
  await expect(viewer.getByRole('region', { name: 'Issues' })).toContainText('Your role (viewer) cannot ask for suggested fixes');
  await expect(viewer.getByRole('button', { name: /^Suggest a fix/ })).toHaveCount(0);
  await context.close();
});
