import { readFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_CHROMIUM_FLAGS, e2eChromium } from '@/e2e/browser.ts';
import { captureCase, ENGINE_CASES, fixtureFile } from '@/scripts/engine-fixtures.ts';

/**
 * The engines run for real on ACT cases: what they answer must be what the committed captures hold (the
 * adapters' tests read those), so an engine upgrade that changes its answers fails here, not in a scan.
 */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: await e2eChromium(), args: E2E_CHROMIUM_FLAGS });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('IBM Equal Access and HTMLCS in Chromium', () => {
  it.each(ENGINE_CASES.slice(0, 3))('answer on ACT case %s/%s what the committed capture holds', async (...engineCase) => {
    const captured = await captureCase(page, engineCase);
    expect(captured).toEqual(JSON.parse(readFileSync(fixtureFile(engineCase), 'utf8')));
  });

  it('name the failing image as axe does, so the merge sees one element', async () => {
    const captured = await captureCase(page, ENGINE_CASES[0]!);
    const axe = captured.axe.find((v) => v.ruleId === 'image-alt')?.nodes[0];
    expect(axe?.selector).toBe('img');
    expect(captured.ibm.find((r) => r.ruleId === 'img_alt_valid')).toMatchObject({ selector: axe?.selector, html: axe?.html });
    expect(captured.htmlcs.find((m) => m.type === 1)).toMatchObject({ selector: axe?.selector, html: axe?.html });
  });
});
