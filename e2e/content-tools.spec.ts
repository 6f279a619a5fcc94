import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createOwner, expectNoAxeViolations, joinAsMember, type Owner, screenshot, signIn, tabTo } from './portal.ts';

/**
 * The portal's Content tools page on the offline provider (the e2e server sets no OPENAI_* variables):
 * a pro tenant's owner runs transforms, a starter tenant and a viewer are told why they cannot.
 */
test.describe.configure({ mode: 'serial' });

const DENSE =
  'Notwithstanding the aforementioned considerations, the municipality’s comprehensive infrastructure modernisation initiative necessitates the ' +
  'systematic reallocation of substantial budgetary appropriations, predominantly towards transportation, telecommunications and environmental ' +
  'sustainability undertakings, consequently precipitating considerable administrative reorganisation throughout the interdepartmental apparatus.';

let owner: Owner;
/** The owner of a tenant on the starter plan, which has no AI credits. */
let starter: Owner;
/** The owner's page: the steps below carry on where the previous one left it. */
let page: Page;
test.beforeAll(async ({ browser }) => {
  [owner, starter, page] = await Promise.all([
    createOwner('Content Tools Co'),
    createOwner('Starter Content Co', 'starter'),
    browser.newContext().then((context) => context.newPage()),
  ]);
});
test.afterAll(() => page.context().close());

/** The <dd> that follows the <dt> named `term` in `within`. */
const definition = (within: Locator, term: string) => within.locator(`dt:text-is("${term}") + dd`);

const credits = () => page.getByRole('region', { name: 'AI credits' });
const tools = () => page.getByRole('region', { name: 'Try a transform' });
const transform = () => tools().getByLabel('Transform', { exact: true });
const resultHeading = () => tools().getByRole('heading', { name: 'Result', level: 4 });
const result = () => resultHeading().locator('..');

test('an owner reaches Content tools by keyboard and is told up front what needs a language model', async () => {
  await signIn(page, owner.email, owner.password);
  await tabTo(page, 'Content tools');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/content-tools$/);
  await expect(page).toHaveTitle(/^Content tools · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content tools');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Content tools' })).toHaveAttribute('aria-current', 'page');

  await expect(credits()).toContainText(/AI tokens\s*0 of [\d,]+ tokens \(0%\)/);
  const provider = page.getByRole('region', { name: 'Provider' });
  await expect(provider).toContainText('Offline provider.');
  await expect(provider.getByRole('status')).toContainText('Not available offline: Alt text, Hints, Rephrase, Translate');
  await expect(provider.getByRole('status')).toContainText('OPENAI_API_KEY');
  const engines = provider.getByRole('table', { name: 'Transforms and what runs them' });
  await expect(engines.getByRole('row', { name: /^Translate/ })).toContainText('No: needs a language model');
  await expect(engines.getByRole('row', { name: /^Grammar/ })).toContainText('Yes');
  await expectNoAxeViolations(page, '/content-tools (initial)');
  await screenshot(page, 'content-tools');

  await expect(transform()).toHaveValue('simplify');
  await expect(transform().getByRole('option', { name: 'Translate (needs a language model)' })).toHaveCount(1);
});

test('with nothing to simplify the summary takes focus, the fields say what is missing, and nothing is charged', async () => {
  await tools().getByRole('button', { name: 'Run simplify' }).click();
  await expect(tools().getByRole('alert')).toBeFocused();
  await expect(tools().getByRole('alert')).toContainText('Some fields need attention.');
  await expect(tools().getByLabel('Text to simplify')).toHaveAccessibleDescription(/Enter the text to simplify\./);
  await tools().getByLabel('Target grade level').fill('40');
  await tools().getByRole('button', { name: 'Run simplify' }).click();
  await expect(tools().getByLabel('Target grade level')).toHaveAccessibleDescription(/Enter a whole number from 1 to 16\./);
  await expectNoAxeViolations(page, '/content-tools with field errors');
  await expect(credits()).toContainText(/AI tokens\s*0 of [\d,]+ tokens \(0%\)/);
});

test('simplify lowers the grade level, says whether the target was reached, and the credits meter is re-read', async () => {
  await tools().getByLabel('Text to simplify').fill(DENSE);
  await tools().getByLabel('Target grade level').fill('6');
  await tools().getByRole('button', { name: 'Run simplify' }).click();
  await expect(resultHeading()).toBeFocused({ timeout: 60_000 });
  const before = Number(await definition(result(), 'Grade before').textContent());
  const after = Number(await definition(result(), 'Grade after').textContent());
  expect(before).toBeGreaterThan(after);
  // Whether the target (6) was reached is said in words, as the grade after shows.
  await expect(definition(result(), 'Target grade')).toHaveText(after <= 6 ? /^Reached: / : /^Not reached: /);
  await expect(definition(result(), 'Answer')).toHaveText('New answer');
  const tokens = Number((await definition(result(), 'Tokens used').textContent())?.replace(/,/g, ''));
  expect(tokens).toBeGreaterThan(0);
  await expect(definition(result(), 'Provider')).toHaveText('Offline (local)');
  await expect(definition(result(), 'Model')).toContainText('offline:');
  await expect(definition(result(), 'Credits remaining')).toContainText(/^[\d,]+ tokens$/);
  // The meter is re-read after the run.
  await expect(credits()).toContainText(new RegExp(`AI tokens\\s*${tokens.toLocaleString('en-GB')} of`));
  await expectNoAxeViolations(page, '/content-tools with a simplify result');
});

test('the same simplify again is answered from the cache, free', async () => {
  await tools().getByRole('button', { name: 'Run simplify' }).click();
  await expect(resultHeading()).toBeFocused();
  await expect(definition(result(), 'Answer')).toHaveText('Cached answer (no credits used)');
  await expect(definition(result(), 'Tokens used')).toHaveText('0');
});

test('grammar lists each correction with what it replaces and why, and the English it checked as', async () => {
  await transform().selectOption('grammar');
  await expect(tools().getByRole('heading', { name: 'Result' })).toHaveCount(0);
  await tools().getByLabel('Text to check').fill('i dont think this is is a apple.');
  await tools().getByRole('button', { name: 'Run grammar' }).click();
  await expect(resultHeading()).toBeFocused({ timeout: 60_000 });
  const corrections = result().getByRole('table', { name: /^Corrections/ });
  await expect(corrections.getByRole('columnheader')).toHaveText(['Original', 'Replacement', 'Why']);
  expect(await corrections.getByRole('row').count()).toBeGreaterThanOrEqual(3);
  await expect(corrections.getByRole('row').filter({ hasText: 'dont' })).toContainText("don't");
  await expect(corrections.getByRole('row').filter({ hasText: 'is is' })).toHaveCount(1);
  await expect(definition(result(), 'Checked as')).toHaveText('American English (en-US)');
  await expectNoAxeViolations(page, '/content-tools with grammar corrections');
  await screenshot(page, 'content-tools-grammar');
});

test('OCR in the production build: Tesseract reads an image this test renders and serves on 127.0.0.1', async () => {
  const shot = await page.context().newPage();
  await shot.setContent('<p style="font:700 64px sans-serif;margin:24px;display:inline-block">OPEN DAILY</p>');
  const png = await shot.locator('p').screenshot();
  await shot.close();
  const images = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(png));
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  try {
    await transform().selectOption('ocr');
    await tools()
      .getByLabel('Image URL')
      .fill(`http://127.0.0.1:${(images.address() as AddressInfo).port}/sign.png`);
    await tools()
      .getByRole('button', { name: /^Run ocr/ })
      .click();
    await expect(resultHeading()).toBeFocused({ timeout: 60_000 });
    await expect(result()).toContainText('OPEN DAILY');
    await expect(definition(result(), 'Confidence')).toHaveText(/^\d+%$/);
  } finally {
    await new Promise<void>((resolve) => images.close(() => resolve()));
  }
});

test('offline, translate needs a language model: said before any submit, and there is nothing to submit', async () => {
  await transform().selectOption('translate');
  await expect(tools().getByRole('status').filter({ hasText: 'Translate needs a language model' })).toContainText('OPENAI_API_KEY');
  await expect(tools().getByRole('button', { name: /^Run/ })).toHaveCount(0);
  await expectNoAxeViolations(page, '/content-tools with an unavailable transform');
});

test('a viewer sees the page, the credits and why there are no forms', async ({ browser, request }) => {
  const { context, page: viewer } = await joinAsMember(browser, request, owner, 'viewer', 'Vic Viewer');

  await viewer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Content tools' }).click();
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('Content tools');
  await expect(viewer.getByRole('region', { name: 'AI credits' })).toContainText('AI tokens');
  await expect(viewer.getByRole('region', { name: 'Try a transform' })).toContainText(
    'Your role (viewer) cannot run content transforms: each run spends the tenant’s AI credits; ask an admin for the developer role.',
  );
  await expect(viewer.getByLabel('Transform', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(viewer, '/content-tools as a viewer');
  await context.close();
});

test('a starter tenant is told its plan has no AI credits and sees no forms', async ({ page }) => {
  await signIn(page, starter.email, starter.password);
  await page.goto('/content-tools');
  await expect(page.getByRole('region', { name: 'AI credits' })).toContainText(/The starter plan includes no AI credits/i);
  await expect(page.getByRole('region', { name: 'Try a transform' })).toContainText('No AI credits on this plan');
  await expect(page.getByLabel('Transform', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Run/ })).toHaveCount(0);
  await expectNoAxeViolations(page, '/content-tools on the starter plan');
});
