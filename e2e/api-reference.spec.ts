import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './portal.ts';

/** The API reference (/docs/api): public, one section per operation of the served document, keyboard-usable, axe-clean. */

interface Operation {
  method: string;
  path: string;
  operationId: string;
}

async function documentedOperations(request: APIRequestContext): Promise<Operation[]> {
  const document = await (await request.get('/api/v1/openapi.json')).json();
  const operations = Object.entries(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, operationId: op.operationId })),
  );
  expect(operations.length).toBeGreaterThan(30);
  return operations;
}

// Each test has a fresh context: no session cookie, and no redirect to sign-in.

test('the API reference needs no sign-in and lists every operation of the document, with a contents link to each', async ({ page, request, baseURL }) => {
  const operations = await documentedOperations(request);
  const response = await page.goto('/docs/api');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${new URL(baseURL!).origin}/docs/api`);
  await expect(page).toHaveTitle(/^API reference/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');

  // Per operation, read in one pass over the rendered page: how many <h3> carry its id, whether that heading
  // names its method and path, and the text of its link(s) in the Contents navigation (whitespace collapsed,
  // as toHaveText compares). Every operation must read exactly as the document says.
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents).toHaveCount(1);
  const rendered = await contents.evaluate((nav, ops) => {
    const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return ops.map(({ method, path, operationId }) => {
      const headings = [...document.querySelectorAll('h3')].filter((h) => h.id === operationId);
      const heading = headings.length === 1 ? text(headings[0]!) : '';
      return {
        operationId,
        headings: headings.length,
        namesMethod: heading.includes(method),
        namesPath: heading.includes(path),
        links: [...nav.querySelectorAll('a')].filter((a) => a.getAttribute('href') === `#${operationId}`).map(text),
      };
    });
  }, operations);
  expect(rendered).toEqual(
    operations.map(({ method, path, operationId }) => ({ operationId, headings: 1, namesMethod: true, namesPath: true, links: [`${method} ${path}`] })),
  );
});

test('the API reference is usable by keyboard: the skip link first, then a contents link followed with Enter', async ({ page, request }) => {
  const operations = await documentedOperations(request);
  await page.goto('/docs/api');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  const target = operations.at(-3)!;
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const link = contents.getByRole('link', { name: `${target.method} ${target.path}`, exact: true });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#${target.operationId}$`));
  await expect(page.locator(`h3[id="${target.operationId}"]`)).toBeInViewport();
});

// The page is large (one section per operation), and colour contrast takes most of axe's time on it, so
// the check is shared out: one test runs every WCAG A/AA rule but colour contrast on the whole page, and
// colour contrast runs in three more, on every third tag section each (the first also takes everything
// outside the tag sections). Together they check every rule on every element.
const CONTRAST_PARTS = 3;

/** A selector for the tag sections (each a <section> headed by an h2 "tag-…") whose index modulo CONTRAST_PARTS is in `parts`. */
async function tagSections(page: Page, parts: number[]): Promise<string> {
  const ids = await page.locator('section > h2[id^="tag-"]').evaluateAll((headings) => headings.map((h) => h.id));
  expect(ids.length).toBeGreaterThanOrEqual(CONTRAST_PARTS);
  return ids
    .filter((_, i) => parts.includes(i % CONTRAST_PARTS))
    .map((id) => `section:has(> h2[id="${id}"])`)
    .join(', ');
}

test('the API reference passes axe: every WCAG A/AA rule but colour contrast', async ({ page }) => {
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');
  await expectNoAxeViolations(page, 'api-reference', { except: ['color-contrast'] });
});

for (let part = 0; part < CONTRAST_PARTS; part++) {
  const where = part === 0 ? 'everywhere but in the tag sections of the other parts' : 'in its tag sections';
  test(`the API reference passes axe: colour contrast, part ${part + 1} of ${CONTRAST_PARTS} (${where})`, async ({ page }) => {
    await page.goto('/docs/api');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');
    const others = Array.from({ length: CONTRAST_PARTS }, (_, i) => i).filter((i) => i !== part);
    const scope = part === 0 ? { outside: await tagSections(page, others) } : { within: await tagSections(page, [part]) };
    await expectNoAxeViolations(page, `api-reference (colour contrast, part ${part + 1})`, { only: ['color-contrast'], ...scope });
  });
}
