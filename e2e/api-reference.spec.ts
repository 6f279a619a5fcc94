import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './portal.ts';

/** The API reference (/docs/api): public, one section per operation of the served document, keyboard-usable, axe-clean. */
test('the API reference needs no sign-in, lists every operation of the document, and passes axe', async ({ page, request, baseURL }) => {
  const document = await (await request.get('/api/v1/openapi.json')).json();
  const operations = Object.entries(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, operationId: op.operationId })),
  );
  expect(operations.length).toBeGreaterThan(30);

  // A fresh context: no session cookie, and no redirect to sign-in.
  const response = await page.goto('/docs/api');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${new URL(baseURL!).origin}/docs/api`);
  await expect(page).toHaveTitle(/^API reference/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');

  const contents = page.getByRole('navigation', { name: 'Contents' });
  for (const { method, path, operationId } of operations) {
    const heading = page.locator(`h3[id="${operationId}"]`);
    await expect(heading, operationId).toHaveCount(1);
    await expect(heading, operationId).toContainText(method);
    await expect(heading, operationId).toContainText(path);
    await expect(contents.locator(`a[href="#${operationId}"]`), operationId).toHaveText(`${method} ${path}`);
  }

  // Keyboard only: the skip link first, then a contents link followed with Enter.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  const target = operations.at(-3)!;
  const link = contents.getByRole('link', { name: `${target.method} ${target.path}`, exact: true });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#${target.operationId}$`));
  await expect(page.locator(`h3[id="${target.operationId}"]`)).toBeInViewport();

  await expectNoAxeViolations(page, 'api-reference');
});
