import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { adminCliWithStdin, type CreatedTenant } from './admin-cli.ts';

/** WCAG 2.0, 2.1 and 2.2 A and AA rules: the portal's target. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Part of a check, for a page too large to check in one test: the WCAG A/AA rules `only` some or all
 * `except` some, on the elements `within` a CSS selector or all but those `outside` it. Tests that together
 * cover every rule on every element check the whole page.
 */
export interface AxePart {
  only?: string[];
  except?: string[];
  within?: string;
  outside?: string;
}

/**
 * Fails the test on any axe-core violation of the page as it is now (open dialogs included), with every
 * WCAG A/AA rule (or the `part` of them named). axe-core (the project's own, as the scanner runs it) goes
 * into each frame once per document and runs there with `axe.run`: the same rules and the same violations
 * as the AxeBuilder of @axe-core/playwright (which this replaced), without its second copy of axe in a blank page per call. Only
 * violations are collected in full (`resultTypes`): passes and incomplete results, which nothing here
 * reads, keep one node each, which spares seconds of selector-building on a large page.
 */
export async function expectNoAxeViolations(page: Page, label: string, part: AxePart = {}): Promise<void> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object').catch(() => true);
    if (!present) await frame.evaluate(axe.source).catch(() => undefined);
  }
  const summary = await page.evaluate(
    async ({ tags, part }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const inScope = new Set(engine.getRules(tags).map((rule) => rule.ruleId));
      const unknown = [...(part.only ?? []), ...(part.except ?? [])].filter((id) => !inScope.has(id));
      if (unknown.length) return [`not WCAG A/AA rules of this axe-core: ${unknown.join(', ')}`];
      const options: axe.RunOptions = { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags } };
      if (part.only) options.runOnly = { type: 'rule', values: part.only };
      if (part.except) options.rules = Object.fromEntries(part.except.map((id) => [id, { enabled: false }]));
      const elements = (selector: string) => {
        const found = [...document.querySelectorAll(selector)];
        if (!found.length) throw new Error(`no element matches ${selector}`);
        return found;
      };
      const context: axe.ElementContext = part.within
        ? { include: elements(part.within) }
        : part.outside
          ? { include: [document], exclude: elements(part.outside) }
          : document;
      const results = await engine.run(context, options);
      return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { tags: WCAG_AA, part },
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

export interface Owner {
  email: string;
  password: string;
  tenant: CreatedTenant['tenant'];
  apiKey: CreatedTenant['apiKey'];
}

/** A tenant with an owner account, made with the admin CLI (the first-run journey covers setup itself). */
export async function createOwner(tenantName: string, plan: 'starter' | 'pro' | 'enterprise' = 'pro'): Promise<Owner> {
  const email = `owner-${randomBytes(4).toString('hex')}@example.test`;
  const password = `pw-${randomBytes(12).toString('hex')}`;
  const created = await adminCliWithStdin<CreatedTenant>(
    password,
    'tenant',
    'create',
    '--name',
    tenantName,
    '--plan',
    plan,
    '--owner-email',
    email,
    '--password-stdin',
    '--owner-name',
    'Olu Owner',
  );
  return { email, password, tenant: created.tenant, apiKey: created.apiKey };
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/overview$/);
}

/** With SCREENSHOTS=1, saves a full-page image to docs/screenshots/<name>.png (the portal's gallery). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync('docs/screenshots', { recursive: true });
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
}

/** Presses Tab until `name` (its aria-label, else its text) has focus; fails after `max` presses. */
export async function tabTo(page: Page, name: string | RegExp, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (typeof name === 'string' ? label === name : name.test(label)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/**
 * Invites a `role` member into the owner's tenant through the API and accepts the invitation in a new
 * browser context; the page is signed in on the overview. Close the context when done.
 */
export async function joinAsMember(browser: Browser, request: APIRequestContext, owner: Owner, role: string, name: string) {
  const invited = await request.post('/api/v1/members/invite', {
    headers: { 'X-Api-Key': owner.apiKey.key },
    data: { email: `${role}-${randomBytes(4).toString('hex')}@example.test`, role },
  });
  expect(invited.status()).toBe(201);
  const { inviteUrl } = await invited.json();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(inviteUrl);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Choose a password').fill(`a ${role} password 123`);
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  return { context, page };
}

/** Clicks a download link and waits for the file: its suggested name and its text. */
export async function downloadThrough(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}
