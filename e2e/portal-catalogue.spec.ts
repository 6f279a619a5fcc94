import { expect, test, type Page } from '@playwright/test';
import { CATEGORY_LABELS } from '../components/catalogue/labels.ts';
import type { FeatureDto, PresetDto } from '../lib/catalog/schemas.ts';
import { createOwner, expectNoAxeViolations, joinAsMember, type Owner, screenshot, signIn } from './portal.ts';

/**
 * The portal's Catalogue page, checked against what the API serves: every category under its own heading,
 * every feature with its widget support (and the reason where the widget lacks it), every preset with its
 * features. The owner's page is signed in once, by the first test, and used by the tests after it.
 */
test.describe.configure({ mode: 'serial' });

let owner: Owner;
let page: Page;
let features: FeatureDto[];
let presets: PresetDto[];

test.beforeAll(async ({ browser }) => {
  [owner, page] = await Promise.all([createOwner('E2E Catalogue Co'), browser.newContext().then((context) => context.newPage())]);
});
test.afterAll(async () => {
  await page.context().close();
});

/** A feature's card: the list item under its category's section whose heading is the feature's name. */
const featureCard = (on: Page, feature: FeatureDto) =>
  on
    .getByRole('region', { name: CATEGORY_LABELS[feature.category], exact: true })
    .getByRole('listitem')
    .filter({ has: on.getByRole('heading', { level: 3, name: feature.name, exact: true }) });

test('the owner opens the Catalogue from the main navigation', async ({ request }) => {
  const headers = { 'X-Api-Key': owner.apiKey.key };
  features = (await (await request.get('/api/v1/features?limit=200', { headers })).json()).data;
  presets = (await (await request.get('/api/v1/presets?limit=200', { headers })).json()).data;
  expect(features.some((f) => f.widget.supported) && features.some((f) => !f.widget.supported)).toBe(true);
  expect(presets.length).toBeGreaterThan(0);

  await signIn(page, owner.email, owner.password);
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalogue', exact: true });
  await link.click();
  await expect(page).toHaveURL(/\/catalogue$/);
  await expect(page).toHaveTitle(/^Catalogue/);
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogue');
});

test('every category has its heading and its features, each with name, code and widget support', async () => {
  const categories = [...new Set(features.map((f) => f.category))];
  for (const category of categories) {
    const section = page.getByRole('region', { name: CATEGORY_LABELS[category], exact: true });
    await expect(section.getByRole('heading', { level: 2, name: CATEGORY_LABELS[category], exact: true })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(features.filter((f) => f.category === category).map((f) => f.name));
  }

  const supported = features.find((f) => f.widget.supported && f.valueType === 'number')!;
  const card = featureCard(page, supported);
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('term')).toContainText(['Code', 'Value', 'Default', 'Range', 'WCAG criteria', 'Needs AI', 'Widget']);
  await expect(card.locator('code').first()).toHaveText(supported.code);
  await expect(card).toContainText('Supported');
  await expect(card).not.toContainText('Not in the widget');

  const unsupported = features.find((f) => !f.widget.supported)!;
  const missing = featureCard(page, unsupported);
  await expect(missing).toContainText('Not in the widget');
  await expect(missing).toContainText(unsupported.widget.reason!);
});

test('every preset is listed with the names of its features', async () => {
  const section = page.getByRole('region', { name: 'Presets', exact: true });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(presets.map((p) => p.name));
  const preset = presets[0]!;
  const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: preset.name, exact: true }) });
  const names = preset.features.map((setting) => features.find((f) => f.code === setting.featureCode)!.name);
  await expect(card.getByRole('term')).toHaveText(names);
});

test('the contents links move to a section by keyboard', async () => {
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Presets', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/catalogue#presets$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Presets', exact: true })).toBeInViewport();
});

test('the page has no axe-core violations', async () => {
  await expectNoAxeViolations(page, 'catalogue');
  await screenshot(page, 'catalogue');
});

test('a viewer may read it too', async ({ browser, request }) => {
  const { context, page: viewer } = await joinAsMember(browser, request, owner, 'viewer', 'Vic Viewer');
  try {
    await viewer.goto('/catalogue');
    await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('Catalogue');
    await expect(viewer.getByRole('region', { name: 'Presets', exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
