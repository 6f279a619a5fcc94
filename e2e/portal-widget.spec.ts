import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { createOwner, expectNoAxeViolations, type Owner, signIn } from './portal.ts';

/**
 * The portal's Widget page (/embed): the embed snippet with a publishable key created there (shown once),
 * the allowed origins, signed user ids with Node.js, Python and PHP examples, the AI tools said to be not
 * available yet, and the live preview, a page of the service itself whose widget calls the API with the key
 * from the service's own origin. By keyboard, with no axe violations on the page or in the frame.
 */
test.describe.configure({ mode: 'serial' });

const SHOP = 'https://shop.example';
const PREVIEW = 'Widget preview: a sample page with the widget';
let owner: Owner;
let page: Page;
/** The key the page created, shown once: the later tests carry on from the first. */
let key = '';

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  [owner, page] = await Promise.all([createOwner('E2E Widget Co'), context.newPage()]);
});
test.afterAll(() => page.context().close());

const snippet = () => page.getByRole('heading', { name: 'The snippet', exact: true }).locator('xpath=following-sibling::pre[1]');
const frame = (): FrameLocator => page.frameLocator(`iframe[title="${PREVIEW}"]`);

test('the Widget page before a key: placeholder snippet, allowed origins, signing examples, AI tools off until allowed; axe-clean', async ({
  request,
  baseURL,
}) => {
  const admin = { 'X-Api-Key': owner.apiKey.key };
  expect((await request.put(`/api/v1/tenants/${owner.tenant.id}`, { headers: admin, data: { settings: { allowedOrigins: [SHOP] } } })).status()).toBe(200);
  await signIn(page, owner.email, owner.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Widget' }).click();
  await expect(page).toHaveURL(/\/embed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Widget' })).toBeVisible();

  await expect(snippet()).toHaveText(`<script src="${baseURL}/widget.js" data-key="YOUR_PUBLISHABLE_KEY" async></script>`);
  const every = page.getByRole('heading', { name: 'The snippet with every option' }).locator('xpath=following-sibling::pre[1]');
  for (const attribute of ['data-user-id', 'data-user-signature', 'data-lang', 'data-position', 'data-nonce']) await expect(every).toContainText(attribute);
  await expect(page.getByText(`connect-src ${baseURL}`)).toBeVisible();

  const origins = page.getByRole('region', { name: 'Allowed origins' });
  await expect(origins.getByRole('listitem')).toHaveText([SHOP]);
  await expect(origins.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');

  const signing = page.getByRole('region', { name: 'Signed user ids' });
  await expect(signing.getByText('None', { exact: true })).toBeVisible();
  await expect(signing.getByText('Not required', { exact: true })).toBeVisible();
  for (const [language, call] of [
    ['Node.js', "createHmac('sha256', secret).update(userId, 'utf8').digest('hex')"],
    ['Python', 'hmac.new(secret.encode("utf-8"), user_id.encode("utf-8"), hashlib.sha256).hexdigest()'],
    ['PHP', "hash_hmac('sha256', $userId, $secret)"],
  ] as const) {
    await expect(signing.getByRole('heading', { name: language, exact: true }).locator('xpath=following-sibling::pre[1]')).toContainText(call);
    await expect(signing.getByRole('button', { name: `Copy the ${language} example` })).toBeVisible();
  }
  // Off until the tenant allows a transform: said plainly, with the owner's form to allow them.
  const ai = page.getByRole('region', { name: 'AI content tools in the widget' });
  await expect(ai).toContainText('None is available in the widget for this tenant.');
  await expect(ai.getByRole('table', { name: 'Content help in the widget' }).getByRole('row')).toHaveCount(9);
  await expect(ai.getByRole('cell', { name: 'Off', exact: true })).toHaveCount(8);
  await expect(ai.getByRole('group', { name: 'Content help the widget may offer' }).getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(ai.getByLabel('AI tokens per end user a day')).toHaveValue('20000');
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('The preview appears here once you create a publishable key');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoAxeViolations(page, '/embed (no key yet)');
});

test('creating the widget key by keyboard: shown once, in the snippet, copied with a spoken status, listed as a publishable key', async ({ request }) => {
  await page.getByRole('button', { name: 'Create a publishable key for the widget' }).focus();
  await page.keyboard.press('Enter');
  const field = page.getByLabel('Publishable key “Widget”');
  await expect(field).toHaveValue(/^pk_live_[0-9A-Za-z]{43}$/);
  key = await field.inputValue();
  await expect(page.getByText('This is the only time the key is shown')).toBeVisible();
  // The button it replaced had focus: the new key's notice has it now.
  await expect(page.locator(':focus')).toContainText('This is the only time the key is shown');

  await expect(snippet()).toContainText(`data-key="${key}"`);
  const copy = page.getByRole('button', { name: 'Copy snippet' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(copy.locator('xpath=following-sibling::*[@role="status"]')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet().textContent());

  const keys = await (await request.get(`/api/v1/tenants/${owner.tenant.id}/api-keys`, { headers: { 'X-Api-Key': owner.apiKey.key } })).json();
  const created = keys.data.find((k: { prefix: string }) => key.startsWith(k.prefix));
  expect(created).toMatchObject({ name: 'Widget', type: 'publishable', revokedAt: null });
  expect([...created.scopes].sort()).toEqual(['analytics:write', 'profiles:read', 'profiles:write']);
});

test('the preview runs the widget with that key from the service’s own origin: a change is saved to the preview’s end user', async ({ request }) => {
  expect(key, 'the key of the previous test').toMatch(/^pk_live_/);
  const preview = page.getByRole('region', { name: 'Preview' });
  const userId = (await preview.locator('code', { hasText: 'portal-preview-' }).textContent()) ?? '';
  expect(userId).toMatch(/^portal-preview-/);
  await expect(page.locator(`iframe[title="${PREVIEW}"]`)).toHaveAttribute('src', `/widget-preview?key=${key}`);

  const launcher = frame().getByRole('button', { name: 'Accessibility settings' });
  await expect(launcher).toBeVisible();
  await expect(frame().getByRole('heading', { level: 1, name: 'Borrowing e-books from the library' })).toBeVisible();
  // By keyboard, as a visitor would: the launcher is fixed in the frame's corner.
  await page.locator(`iframe[title="${PREVIEW}"]`).scrollIntoViewIfNeeded();
  await launcher.focus();
  await page.keyboard.press('Enter');
  const toggle = frame().getByRole('button', { name: 'Highlight links' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // Saved through the API with the publishable key (a PUT: the browser sends the service's own Origin).
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/profiles/${encodeURIComponent(userId)}`, { headers: { 'X-Api-Key': owner.apiKey.key } });
      return ((await res.json()).features ?? []).map((f: { featureCode: string; isEnabled: boolean; setBy: string }) => [f.featureCode, f.isEnabled, f.setBy]);
    })
    .toContainEqual(['highlight-links', true, 'user']);
  await page.keyboard.press('Escape');
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
});

test('the page with the key and the preview loaded has no axe violations, in the frame included', async () => {
  await expect(frame().getByRole('button', { name: 'Accessibility settings' })).toBeVisible();
  await expectNoAxeViolations(page, '/embed (key created, preview loaded)');
});

test('after a reload the key is named by prefix only; entering it again brings the snippet and the preview back; allowed AI tools are listed', async ({
  request,
}) => {
  const admin = { 'X-Api-Key': owner.apiKey.key };
  const widgetContent = { transforms: ['simplify', 'translate'] };
  expect((await request.put(`/api/v1/tenants/${owner.tenant.id}`, { headers: admin, data: { settings: { widgetContent } } })).status()).toBe(200);
  await page.reload();
  const ai = page.getByRole('table', { name: 'Content help in the widget' });
  const stateOf = (tool: string) =>
    ai
      .getByRole('row', { name: new RegExp(`^${tool}`) })
      .getByRole('cell')
      .last();
  await expect(stateOf('Simplified text')).toHaveText('Available');
  // The end-to-end server runs without a language model: the offline engines cannot translate.
  await expect(stateOf('Translation')).toHaveText(/needs an AI model/);
  await expect(stateOf('Summaries')).toHaveText('Off');
  // The owner allows summaries too, through the form; a cap out of bounds is refused at its field first.
  const form = page.getByRole('form', { name: 'Allow content help' });
  await form.getByRole('checkbox', { name: 'Summaries' }).check();
  await form.getByLabel('AI tokens per end user a day').fill('50');
  await form.getByRole('button', { name: 'Save content help' }).click();
  await expect(form.getByText('At least 100.').first()).toBeVisible();
  await form.getByLabel('AI tokens per end user a day').fill('5000');
  await form.getByRole('button', { name: 'Save content help' }).click();
  await expect(form.getByText('Content help saved')).toBeVisible();
  await expect(stateOf('Summaries')).toHaveText('Available');
  const stored = (await (await request.get(`/api/v1/tenants/${owner.tenant.id}`, { headers: admin })).json()).settings.widgetContent;
  expect(new Set(stored.transforms)).toEqual(new Set(['simplify', 'translate', 'summarize']));
  expect(stored.dailyTokensPerUser).toBe(5000);
  await expect(snippet()).toContainText('data-key="YOUR_PUBLISHABLE_KEY"');
  await expect(page.getByRole('region', { name: 'Embed snippet' }).getByText(`${key.slice(0, 12)}…`)).toBeVisible();
  await expect(page.content()).resolves.not.toContain(key);

  const input = page.getByLabel('Publishable key', { exact: true });
  await input.fill(`pk_live_${'A'.repeat(43)}`);
  await page.getByRole('button', { name: 'Use this key' }).click();
  await expect(page.getByRole('region', { name: 'Embed snippet' }).getByRole('alert')).toContainText('This is not an active publishable key of this tenant.');
  await expect(page.locator('iframe')).toHaveCount(0);

  await input.fill(key);
  await page.getByRole('button', { name: 'Use this key' }).click();
  await expect(snippet()).toContainText(`data-key="${key}"`);
  await expect(frame().getByRole('button', { name: 'Accessibility settings' })).toBeVisible();
});

test('the preview answers only a signed-in person, under the portal’s nonce policy, framable by the portal alone', async ({ request }) => {
  expect(key, 'the key of the first tests').toMatch(/^pk_live_/);
  const anonymous = await request.get(`/widget-preview?key=${key}`);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).not.toContain('<script');

  const preview = await page.request.get(`/widget-preview?key=${key}`);
  expect(preview.status()).toBe(200);
  const csp = preview.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(preview.headers()['x-frame-options']).toBe('SAMEORIGIN');
  const html = await preview.text();
  expect(html.match(/<script/g)).toHaveLength(1);
  expect(html).toContain(`data-key="${key}"`);
  expect(html).toContain(`nonce="${nonce}" data-nonce="${nonce}"`);

  const wrong = await page.request.get(`/widget-preview?key=${owner.apiKey.key}`);
  expect(wrong.status()).toBe(400);
  expect(await wrong.text()).not.toContain('<script');
  // Every other page keeps the portal's own rule: never framed.
  const portal = await page.request.get('/embed');
  expect(portal.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(portal.headers()['x-frame-options']).toBe('DENY');
});
