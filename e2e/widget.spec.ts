import { expect, type Page, test } from '@playwright/test';
import { adminCli, type CreatedTenant } from './admin-cli.ts';
import { expectNoAxeViolations } from './portal.ts';
import { IMPLEMENTED } from '../widget/src/implemented.ts';
import { serveWidgetHost, type WidgetHost } from './widget-host.ts';
import { e2eDatabase } from './db.ts';

/**
 * The embeddable toolbar on a tenant's own site (another origin): the one script tag with a publishable
 * key applies the server-side profile; every feature the widget supports changes what it should and
 * turning it off gives the page back exactly; the toolbar itself is axe-clean and keyboard-operable.
 */

let tenant: CreatedTenant;
let host: WidgetHost;
let pk = '';
let admin: Record<string, string> = {};

test.beforeAll(async ({ request, baseURL }) => {
  // Every toolbar in these tests uses one publishable key: a plan whose per-minute limit they cannot reach.
  tenant = await adminCli<CreatedTenant>('tenant', 'create', '--name', 'E2E Widget Co', '--plan', 'enterprise', '--rate-limit', '100000');
  admin = { 'X-Api-Key': tenant.apiKey.key };
  host = await serveWidgetHost(baseURL ?? '');
  // Every content transform allowed for the widget: the offline service runs simplify, summarize, vocabulary and OCR.
  const widgetContent = {
    transforms: ['simplify', 'summarize', 'vocabulary', 'ocr', 'translate', 'hints', 'rephrase', 'alt-text'],
    dailyTokensPerUser: 200_000,
  };
  const settings = await request.put(`/api/v1/tenants/${tenant.tenant.id}`, {
    headers: admin,
    data: { settings: { allowedOrigins: [host.origin], widgetContent } },
  });
  expect(settings.status()).toBe(200);
  pk = (await (await request.post(`/api/v1/tenants/${tenant.tenant.id}/api-keys`, { headers: admin, data: { type: 'publishable', name: 'site' } })).json()).key;
});
test.afterAll(() => host?.close());

const widget = (page: Page) => page.locator('a11y-widget-root');
const launcher = (page: Page) => widget(page).getByRole('button', { name: 'Accessibility settings' });
const panel = (page: Page) => widget(page).getByRole('dialog', { name: 'Accessibility settings' });
const toggle = (page: Page, code: string) => widget(page).locator(`button.toggle[data-feature="${code}"]`);

/** Stores these features, on, as the end user's profile (through the API, with the tenant's secret key). */
async function putFeatures(page: Page, userId: string, codes: string[]): Promise<void> {
  const answer = await page.request.put(`/api/v1/profiles/${userId}`, {
    headers: admin,
    data: { features: codes.map((featureCode) => ({ featureCode, isEnabled: true })) },
  });
  expect(answer.ok()).toBe(true);
}

/** Opens the host page and waits for the toolbar (and its first reconciliation with the server). */
async function openHost(page: Page, userId: string, extra: { lang?: string; csp?: 'strict'; signature?: string } = {}): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(host.url({ key: pk, userId, ...extra }));
  await expect(widget(page).locator('button.launcher')).toBeVisible();
  return errors;
}

async function openPanel(page: Page): Promise<void> {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(toggle(page, 'high-contrast')).toBeVisible();
}

/** What the widget may change on the page, read in one go: the page's markup (the toolbar's own element aside), styles, media. */
function pageState(page: Page) {
  return page.evaluate(() => {
    const clone = document.documentElement.cloneNode(true) as HTMLElement;
    clone.querySelector('a11y-widget-root')?.remove();
    const video = document.querySelector('video') as HTMLVideoElement;
    const styles = ['html', 'body', '#intro', '#link', 'h1', '.sticky-bar', '#spin', '#picture', 'aside', '#send', '.submenu'].map((selector) => {
      const s = getComputedStyle(document.querySelector(selector) as Element);
      return [
        selector,
        s.fontSize,
        s.color,
        s.backgroundColor,
        s.lineHeight,
        s.letterSpacing,
        s.wordSpacing,
        s.fontFamily,
        s.fontWeight,
        s.filter,
        s.position,
        s.display,
        s.visibility,
        s.outlineStyle,
        s.cursor,
        s.zoom,
        s.animationDuration,
        s.minHeight,
        s.marginBottom,
        s.textAlign,
        s.maxWidth,
      ].join('|');
    });
    return {
      html: clone.outerHTML,
      styles,
      adopted: document.adoptedStyleSheets.length,
      fonts: document.fonts.size,
      media: [video.muted, [...video.textTracks].map((t) => t.mode).join(',')],
    };
  });
}

/**
 * Per feature: how to see it on the page (in the page), what must happen first (hover, focus), and what
 * puts the page back in reach of the panel afterwards (a modal dialog the feature opened, closed).
 */
interface Probe {
  needs?: string[];
  act?: (page: Page) => Promise<void>;
  visible: string;
  after?: (page: Page) => Promise<void>;
}
const shadow = (selector: string) => `document.querySelector('a11y-widget-root').shadowRoot.querySelector(${JSON.stringify(selector)})`;
const style = (selector: string, prop: string) => `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).${prop}`;
const toolButton = (code: string) => `!!document.querySelector('a11y-widget-root').shadowRoot.querySelector('button.tool[data-feature="${code}"]')`;
/** The layer's dimmed bands as rectangles, and the viewport's width and height without scrollbars. */
const bands = `[[...document.querySelector('a11y-widget-root').shadowRoot.querySelectorAll('.dim')].map((e) => e.getBoundingClientRect()), document.documentElement.clientWidth, document.documentElement.clientHeight]`;
const sheetHas = (text: string) => `[...document.adoptedStyleSheets].some((s) => [...s.cssRules].some((r) => r.cssText.includes(${JSON.stringify(text)})))`;
/** The page's speech synthesis, as the widget sees it: each utterance's text and rate recorded in `window.__spoken`, nothing spoken. */
const recordSpeech = (page: Page) =>
  page.evaluate(() => {
    const spoken: { text: string; rate: number }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => void spoken.push({ text: u.text, rate: u.rate });
    speechSynthesis.cancel = () => {};
  });
/** The reading mode dialog's text, when it is open (else null). */
const readerText = `((d) => (d?.open ? d.querySelector('.reader-body').textContent : null))(${shadow('dialog.reader')})`;
const hoverIntro = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.mouse.move(0, 0);
  await page.locator('#intro').hover();
};

const PROBES: Record<string, Probe> = {
  'text-size': { visible: `parseFloat(${style('#intro', 'fontSize')}) === 22.5` },
  'content-scaling': { visible: `${style('main', 'zoom')} === '1.2'` },
  'text-magnifier': { act: hoverIntro, visible: `${shadow('.bubble.magnified')}?.textContent.startsWith('Plants turn sunlight')` },
  'high-contrast': { visible: `${style('body', 'backgroundColor')} === 'rgb(0, 0, 0)' && ${style('#link', 'color')} === 'rgb(255, 255, 0)'` },
  'dark-mode': { visible: `${style('body', 'backgroundColor')} === 'rgb(18, 18, 18)'` },
  'light-contrast': { visible: `${style('#intro', 'color')} === 'rgb(17, 17, 17)'` },
  'invert-colours': { visible: `${style('html', 'filter')}.includes('invert(1)') && ${style('#picture', 'filter')}.includes('invert(1)')` },
  monochrome: { visible: `${style('html', 'filter')}.includes('grayscale(1)')` },
  saturation: { visible: `${style('html', 'filter')}.includes('saturate(0.5)')` },
  'colour-blindness-filter': {
    visible: `getComputedStyle(${shadow('.colour-filter')}).backdropFilter.includes('url(') && !!${shadow('#a11yw-colour-filter feColorMatrix')}?.getAttribute('values')`,
  },
  'text-colour': { visible: `${style('#intro', 'color')} === 'rgb(0, 0, 0)'` },
  'background-colour': { visible: `${style('body', 'backgroundColor')} === 'rgb(255, 251, 230)'` },
  'link-colour': { visible: `${style('#link', 'color')} === 'rgb(0, 0, 238)'` },
  'big-cursor': { visible: `${style('#intro', 'cursor')}.includes('cursor-large-black')` },
  'seizure-safe': { visible: `${style('#spin', 'animationDuration')} === '0.001s' && ${style('html', 'filter')}.includes('saturate(0.5)')` },
  'readable-font': {
    visible: `${style('#intro', 'fontFamily')}.includes('Atkinson') && [...document.fonts].some((f) => f.family.includes('Atkinson') && f.status === 'loaded')`,
  },
  'dyslexia-font': {
    visible: `${style('#intro', 'fontFamily')}.includes('OpenDyslexic') && [...document.fonts].some((f) => f.family.includes('OpenDyslexic') && f.status === 'loaded')`,
  },
  'bold-text': { visible: `${style('#intro', 'fontWeight')} === '700'` },
  'line-height': { visible: `${style('#intro', 'lineHeight')} === '27px'` },
  'letter-spacing': { visible: `${style('#intro', 'letterSpacing')} === '2.16px'` },
  'word-spacing': { visible: `${style('#intro', 'wordSpacing')} === '2.88px'` },
  'paragraph-spacing': { visible: `${style('#intro', 'marginBottom')} === '36px'` },
  'text-align': { visible: `${style('#intro', 'textAlign')} === 'left'` },
  'line-length': { visible: `${style('#intro', 'maxWidth')} !== 'none'` },
  'reading-guide': { act: hoverIntro, visible: `!!${shadow('.guide')}` },
  'reading-guide-colour': { needs: ['reading-guide'], visible: `${shadow('.guide')}?.style.backgroundColor === 'rgb(255, 255, 0)'` },
  // Two bands across the viewport, from its top and to its bottom, leaving the feature's window (120 px) open around the pointer.
  'reading-mask': {
    act: hoverIntro,
    visible: `((([top, bottom], w, h) => !!bottom && top.top === 0 && top.width === w && bottom.width === w && Math.round(bottom.bottom) === h && Math.round(bottom.top - top.bottom) === 120)(...${bands}))`,
  },
  'line-focus': { act: hoverIntro, visible: `document.querySelector('#intro').hasAttribute('data-a11yw-focus')` },
  'syllable-splitting': { visible: `document.querySelector('#intro').textContent.includes('pho·to')` },
  'text-to-speech': {
    visible: `[...document.querySelector('a11y-widget-root').shadowRoot.querySelectorAll('button.tool')].some((b) => b.textContent === 'Read the page aloud')`,
  },
  // 240 words per minute, the synthesiser's normal being 160: the page read aloud at rate 1.5 (without the feature it is 1).
  'speech-rate': {
    needs: ['text-to-speech'],
    act: async (page) => {
      const rate = widget(page).locator('input[type="range"][data-feature="speech-rate"]');
      await rate.fill('240');
      await rate.dispatchEvent('change');
      await recordSpeech(page);
      await page.keyboard.press('Escape');
      await widget(page).getByRole('button', { name: 'Read the page aloud' }).click();
    },
    visible: `((spoken) => spoken.length > 3 && spoken[0].text === 'Photosynthesis' && spoken.every((u) => u.rate === 1.5))(window.__spoken ?? [])`,
  },
  'speech-highlight': { needs: ['text-to-speech'], visible: `${sheetHas('a11yw-spoken')}` },
  'focus-mode': { visible: `${style('aside', 'display')} === 'none'` },
  // Four bands around the paragraph pointed at: above and below it across the viewport, beside it to either edge.
  'adhd-friendly': {
    act: hoverIntro,
    visible: `((([above, below, left, right], w, h) => { const p = document.querySelector('#intro').getBoundingClientRect(); return !!right && above.width === w && Math.round(above.bottom) === Math.round(p.top - 8) && Math.round(below.top) === Math.round(p.bottom + 8) && Math.round(below.bottom) === h && left.left === 0 && Math.round(right.right) === w && Math.round(right.left) === Math.round(p.right + 8); })(...${bands}))`,
  },
  'stop-animations': { visible: `${style('#spin', 'animationDuration')} === '0.001s' && document.querySelector('#anim').hasAttribute('data-a11yw-frozen')` },
  'hide-images': { visible: `${style('#picture', 'visibility')} === 'hidden'` },
  // The page's main text in the reader's dialog, without the menus, the sidebar's advert or the footer.
  'reading-mode': {
    act: async (page) => {
      await page.keyboard.press('Escape');
      await widget(page).getByRole('button', { name: 'Reading mode' }).click();
    },
    visible: `((text) => text !== null && text.includes('Plants turn sunlight, water and carbon dioxide') && text.includes('chloroplasts, small structures') && !/pencils|Courses|Maths|© Acme/.test(text))(${readerText})`,
    after: async (page) => {
      await page.keyboard.press('Escape');
      await expect(widget(page).getByRole('button', { name: 'Reading mode' })).toBeFocused();
    },
  },
  'keyboard-navigation': { visible: `!!${shadow('a.skip')}` },
  'large-targets': { visible: `${style('#send', 'minHeight')} === '44px'` },
  'keep-hover-content': {
    act: async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('.has-sub > a').hover();
      await page.mouse.move(600, 600);
    },
    visible: `${style('.submenu', 'display')} === 'block'`,
  },
  'mute-sounds': { visible: `document.querySelector('video').muted === true` },
  'captions-on': { visible: `document.querySelector('video').textTracks[0].mode === 'showing'` },
  'caption-size': { visible: `${sheetHas('::cue')} && ${sheetHas('font-size: 150%')}` },
  'captions-emphasis': { visible: `${sheetHas('::cue')} && ${sheetHas('rgb(255, 255, 0)')}` },
  'skip-to-content': { visible: `!!${shadow('a.skip')}` },
  'page-structure': {
    visible: `[...document.querySelector('a11y-widget-root').shadowRoot.querySelectorAll('button.tool')].some((b) => b.textContent === 'Page structure')`,
  },
  'highlight-links': { visible: `${style('#link', 'outlineStyle')} === 'solid'` },
  'highlight-headings': { visible: `${style('h1', 'outlineStyle')} === 'dashed'` },
  'highlight-focus': {
    act: async (page) => {
      await page.keyboard.press('Escape');
      // The dialog's close event gives focus back to the launcher: only then is focus the test's to move.
      await expect(launcher(page)).toBeFocused();
      await page.locator('#answer').focus();
    },
    visible: `${style('#answer', 'outlineWidth')} === '3px'`,
  },
  tooltips: {
    act: async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('a[title]').hover();
    },
    visible: `${shadow('.bubble')}?.textContent === 'About Acme Learning'`,
  },
  'release-sticky-bars': { visible: `${style('.sticky-bar', 'position')} === 'static'` },
  'simplified-text': { visible: toolButton('simplified-text') },
  summaries: { visible: toolButton('summaries') },
  'vocabulary-helper': { visible: toolButton('vocabulary-helper') },
  dictionary: { visible: toolButton('dictionary') },
  'image-text-reader': { visible: toolButton('image-text-reader') },
};

/** Content features whose transform needs a language model: without one (these tests run offline) the panel says so instead. */
const NEEDS_MODEL = ['translation', 'question-hints', 'rephrase-questions', 'image-descriptions'];

/** Turns each feature on (through the panel), sees its effect, turns it off, and finds the page as it was. */
async function everyFeature(page: Page, codes: string[]): Promise<void> {
  const errors = await openHost(page, `features-${codes[0]}`);
  await page.mouse.move(0, 0);
  const before = await pageState(page);
  await openPanel(page);
  for (const code of codes) {
    const probe = PROBES[code];
    if (!probe) throw new Error(`no probe for ${code}`);
    for (const needed of [...(probe.needs ?? []), code]) {
      await toggle(page, needed).click();
      await expect(toggle(page, needed)).toHaveAttribute('aria-pressed', 'true');
    }
    await probe.act?.(page);
    await expect.poll(() => page.evaluate(probe.visible), { message: `${code} shows on the page`, timeout: 5_000 }).toBe(true);
    await probe.after?.(page);
    if (!(await panel(page).isVisible())) await openPanel(page);
    for (const needed of [code, ...(probe.needs ?? [])]) await toggle(page, needed).click();
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 0);
    await page.locator('#intro').blur();
    await expect.poll(() => pageState(page), { message: `${code} off gives the page back`, timeout: 5_000 }).toEqual(before);
    await openPanel(page);
  }
  expect(errors).toEqual([]);
}

test('every feature the widget implements is seen on the page by one of the tests below', () => {
  expect([...Object.keys(PROBES), ...NEEDS_MODEL].sort()).toEqual([...IMPLEMENTED].sort());
});

const codes = Object.keys(PROBES);
const GROUP = 9;
for (let from = 0; from < codes.length; from += GROUP) {
  const part = codes.slice(from, from + GROUP);
  test(`features ${part[0]} to ${part.at(-1)} each change the page, and turning each off gives the page back exactly`, async ({ page }) => {
    await everyFeature(page, part);
  });
}

test('a change persists across a reload and reaches a second browser with the same user id, saved as the user’s and logged as an activation', async ({
  page,
  browser,
  request,
}) => {
  await openHost(page, 'traveller');
  await openPanel(page);
  await toggle(page, 'dark-mode').click();
  await widget(page).locator('input[type="range"][data-feature="text-size"]').fill('1.5');
  await widget(page).locator('input[type="range"][data-feature="text-size"]').dispatchEvent('change');
  await expect(widget(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const stored = await (await request.get('/api/v1/profiles/traveller', { headers: admin })).json();
  expect(stored.features).toEqual(
    expect.arrayContaining([
      { featureCode: 'dark-mode', isEnabled: true, value: null, setBy: 'user' },
      { featureCode: 'text-size', isEnabled: true, value: '1.5', setBy: 'user' },
    ]),
  );

  await page.reload();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('#intro') as Element).fontSize)).toBe('27px');

  const other = await browser.newContext();
  const second = await other.newPage();
  await openHost(second, 'traveller');
  await expect.poll(() => second.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
  await other.close();

  // Activations go out in batches, at the latest when the page is hidden, with the host page's path (not its query).
  const hostPath = new URL(page.url()).pathname;
  expect(new URL(page.url()).search).not.toBe('');
  await page.goto('about:blank');
  await expect
    .poll(async () => (await (await request.get('/api/v1/analytics', { headers: admin })).json()).totals?.activations ?? 0, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2);
  const database = await e2eDatabase();
  try {
    const paths = await database.query<{ page_path: string | null }>(
      "SELECT DISTINCT page_path FROM analytics_events WHERE external_user_id = 'traveller' AND tenant_id = $1",
      [tenant.tenant.id],
    );
    expect(paths.rows.map((r) => r.page_path)).toEqual([hostPath]);
  } finally {
    await database.end();
  }
});

test('a locked profile is shown read-only, with the reason, and the page still gets its settings', async ({ page, request }) => {
  const put = await request.put('/api/v1/profiles/locked-learner', {
    headers: admin,
    data: { features: [{ featureCode: 'high-contrast', isEnabled: true }], selfServiceEnabled: false, setBy: 'admin' },
  });
  expect(put.ok()).toBe(true);
  await openHost(page, 'locked-learner');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
  await openPanel(page);
  await expect(panel(page).getByText('Your organisation manages these settings')).toBeVisible();
  await expect(toggle(page, 'high-contrast')).toBeDisabled();
  await expect(toggle(page, 'high-contrast')).toHaveAttribute('aria-pressed', 'true');
  await expect(widget(page).getByRole('button', { name: 'Reset all' })).toBeDisabled();
  await expectNoAxeViolations(page, 'the locked panel', { within: 'a11y-widget-root' });
});

test('when the tenant requires signed user ids, a missing or wrong signature gets nothing and the right one the profile', async ({ page, request }) => {
  const secretAnswer = await request.post(`/api/v1/tenants/${tenant.tenant.id}/user-signing-secret`, { headers: admin });
  expect(secretAnswer.status()).toBe(201);
  const secret = (await secretAnswer.json()).secret as string;
  expect((await request.put(`/api/v1/tenants/${tenant.tenant.id}`, { headers: admin, data: { settings: { requireSignedUserIds: true } } })).status()).toBe(200);
  try {
    await request.put('/api/v1/profiles/signed-user', { headers: admin, data: { features: [{ featureCode: 'high-contrast', isEnabled: true }] } });
    const { createHmac } = await import('node:crypto');
    const good = createHmac('sha256', secret).update('signed-user', 'utf8').digest('hex');

    for (const signature of [undefined, 'ab'.repeat(32)]) {
      await openHost(page, 'signed-user', signature ? { signature } : {});
      await launcher(page).click();
      await expect(widget(page).getByRole('alert')).toHaveText('The settings could not be loaded. Your saved settings still apply.');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    }
    await openHost(page, 'signed-user', { signature: good });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
  } finally {
    await request.put(`/api/v1/tenants/${tenant.tenant.id}`, { headers: admin, data: { settings: { requireSignedUserIds: false } } });
  }
});

test('works on a host page with a strict, nonce-based Content-Security-Policy, putting one nonced style element in the page', async ({ page, request }) => {
  await request.put('/api/v1/profiles/strict-host', {
    headers: admin,
    data: { features: ['high-contrast', 'readable-font', 'page-structure', 'big-cursor'].map((featureCode) => ({ featureCode, isEnabled: true })) },
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const errors = await openHost(page, 'strict-host', { csp: 'strict' });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Atkinson') && f.status === 'loaded'))).toBe(true);
  await expect(widget(page).getByRole('button', { name: 'Page structure' })).toBeVisible();
  // A change of settings (here the font, once loaded) brings a new element; the old one goes when the page has moved over.
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('style[data-a11yw]').length)).toBe(1);
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('on a long page the settings reach the page a part at a time, the viewport first, and reach what the page adds later', async ({ page }) => {
  await putFeatures(page, 'long-reader', ['high-contrast', 'text-size', 'content-scaling', 'bold-text']);
  // Each task's changes come to a MutationObserver in one call: one call per batch of the widget's marks,
  // kept per generation (before the first paint the settings but text size go on at once; text size follows).
  await page.addInitScript(() => {
    const w = window as unknown as { __batches: Record<string, string[][]> };
    w.__batches = {};
    new MutationObserver((records) => {
      const byGeneration: Record<string, string[]> = {};
      for (const r of records) {
        if (!r.attributeName?.startsWith('data-a11yw-g') || !(r.target as Element).hasAttribute(r.attributeName)) continue;
        (byGeneration[r.attributeName] ??= []).push((r.target as Element).id);
      }
      for (const [generation, ids] of Object.entries(byGeneration)) (w.__batches[generation] ??= []).push(ids.filter(Boolean));
    }).observe(document, { attributes: true, subtree: true });
  });
  await page.goto(host.url({ key: pk, userId: 'long-reader', sections: 300 }));
  const style = (selector: string) =>
    page.evaluate((s) => {
      const el = document.querySelector(s) as Element;
      const css = getComputedStyle(el);
      return [css.backgroundColor, css.fontWeight, css.fontSize, getComputedStyle(el.closest('section') ?? el).zoom].join(' ');
    }, selector);
  // Every element of the 7,200 ends with the settings; the last section like the first.
  await expect.poll(() => style('#s299 p'), { timeout: 15_000 }).toBe('rgb(0, 0, 0) 700 20px 1.2');
  expect(await style('#s0 p')).toBe('rgb(0, 0, 0) 700 20px 1.2');
  // The generation with text size (the last) went on after the first paint, a part at a time.
  const generations = await page.evaluate(() => (window as unknown as { __batches: Record<string, string[][]> }).__batches);
  const last =
    Object.keys(generations)
      .sort((a, b) => Number(a.slice(12)) - Number(b.slice(12)))
      .at(-1) ?? '';
  const batches = generations[last] ?? [];
  expect(batches.length).toBeGreaterThan(3);
  // The first batch holds the top of the page (in view), not the end of the article.
  expect(batches[0]).toContain('intro');
  expect(batches[0]).not.toContain('s299');
  expect(batches.flat()).toContain('s299');

  // A section the page adds afterwards is styled like the rest, its text scaled from its own size.
  await page.evaluate(() => {
    const section = document.createElement('section');
    section.id = 'late';
    section.innerHTML = '<p>Added <span>later</span> by the page.</p>';
    document.querySelector('main')?.append(section);
  });
  await expect.poll(() => style('#late p')).toBe('rgb(0, 0, 0) 700 20px 1.2');
  expect(await style('#late span')).toBe('rgb(0, 0, 0) 700 20px 1.2');
});

test('a keyboard-only journey: skip link, launcher, focus kept in the panel, search, a toggle by Space, Escape back to the launcher', async ({ page }) => {
  await putFeatures(page, 'keyboard-user', ['skip-to-content']);
  await openHost(page, 'keyboard-user');
  await expect(widget(page).locator('a.skip')).toBeAttached();
  // The first Tab stop is the skip link, then the launcher.
  await page.keyboard.press('Tab');
  await expect(widget(page).getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(launcher(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(toggle(page, 'high-contrast')).toBeVisible();
  // Focus is inside, and Tab stays inside while the page behind is inert.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('a11y-widget-root');
  }
  const search = widget(page).getByRole('searchbox', { name: 'Search settings' });
  await search.focus();
  await page.keyboard.type('contrast');
  await expect(toggle(page, 'dark-mode')).toBeVisible();
  await expect(toggle(page, 'bold-text')).toBeHidden();
  for (let i = 0; i < 8 && (await widget(page).locator('button.toggle:focus').count()) === 0; i++) await page.keyboard.press('Tab');
  await expect(widget(page).locator('button.toggle:focus')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(widget(page).locator('button.toggle:focus')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(widget(page).locator('button.toggle:focus')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test('the toolbar has no axe violations in any panel, and page structure takes focus where it points', async ({ page }) => {
  await putFeatures(page, 'axe-user', ['page-structure', 'reading-mode', 'skip-to-content']);
  await openHost(page, 'axe-user');
  await expect(widget(page).getByRole('button', { name: 'Page structure' })).toBeVisible();
  await expectNoAxeViolations(page, 'the toolbar closed', { within: 'a11y-widget-root' });
  await openPanel(page);
  await widget(page).locator('details.unsupported summary').click();
  await expectNoAxeViolations(page, 'the settings panel, with what the toolbar does not offer open', { within: 'a11y-widget-root' });
  await page.keyboard.press('Escape');
  for (const tool of ['Page structure', 'Reading mode']) {
    await widget(page).getByRole('button', { name: tool }).focus();
    await page.keyboard.press('Enter');
    await expect(widget(page).getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `the ${tool} dialog`, { within: 'a11y-widget-root' });
    await page.keyboard.press('Escape');
    await expect(widget(page).getByRole('button', { name: tool })).toBeFocused();
  }
  await widget(page).getByRole('button', { name: 'Page structure' }).click();
  await widget(page).getByRole('link', { name: '2 · Where it happens' }).click();
  await expect(page.locator('main h2')).toBeFocused();
});

test('the panel reflows at 400 % zoom (a 320 CSS px viewport) and its own text survives the text-spacing override', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await openHost(page, 'zoomed-reader');
  await openPanel(page);
  const layout = () =>
    page.evaluate(() => {
      const root = document.querySelector('a11y-widget-root')?.shadowRoot as ShadowRoot;
      const dialog = root.querySelector('dialog.panel') as HTMLElement;
      const box = dialog.getBoundingClientRect();
      // Text that leaves its control's box (or the dialog's width) is what reflow and text spacing must not cause.
      const spilled = [...root.querySelectorAll<HTMLElement>('button, label, p, h2, h3, summary, select')]
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return el.scrollWidth > el.clientWidth + 1 || r.right > box.right + 1 || r.left < box.left - 1;
        })
        .map((el) => el.textContent?.trim().slice(0, 40));
      return { horizontalScroll: dialog.scrollWidth - dialog.clientWidth, fitsViewport: box.right <= innerWidth && box.left >= 0, spilled };
    });
  expect(await layout()).toEqual({ horizontalScroll: 0, fitsViewport: true, spilled: [] });
  await page.evaluate(() => {
    const root = document.querySelector('a11y-widget-root')?.shadowRoot as ShadowRoot;
    const spacing = new CSSStyleSheet();
    spacing.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    );
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, spacing];
  });
  expect(await layout()).toEqual({ horizontalScroll: 0, fitsViewport: true, spilled: [] });
  await expectNoAxeViolations(page, 'the panel at 320 px with text spacing', { within: 'a11y-widget-root' });
});

test('the host page’s own axe results are the same with the widget loaded and closed as without it', async ({ page }) => {
  const run = async () =>
    page.evaluate(async () => {
      const results = await (
        window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
      ).axe.run({ include: [document], exclude: [['a11y-widget-root']] }, { resultTypes: ['violations'] });
      return results.violations.map((v) => `${v.id}:${v.nodes.length}`).sort();
    });
  const axeSource = (await import('axe-core')).default.source;
  await page.goto(`${host.origin}/?notag=1`);
  await page.evaluate(axeSource);
  const without = await run();
  await openHost(page, 'axe-twin');
  await page.evaluate(axeSource);
  expect(await run()).toEqual(without);
});

test('read aloud speaks the page block by block at the chosen rate, highlighting the spoken word', async ({ page, request }) => {
  await request.put('/api/v1/profiles/listener', {
    headers: admin,
    data: {
      features: [
        { featureCode: 'text-to-speech', isEnabled: true },
        { featureCode: 'speech-rate', isEnabled: true, value: '240' },
        { featureCode: 'speech-highlight', isEnabled: true },
      ],
    },
  });
  // The page's speech synthesis, as the widget sees it: utterances recorded, a word boundary, then the end.
  await page.addInitScript(() => {
    const spoken: { text: string; rate: number; lang: string }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      spoken.push({ text: u.text, rate: u.rate, lang: u.lang });
      setTimeout(() => u.dispatchEvent(new SpeechSynthesisEvent('boundary', { utterance: u, charIndex: 0, charLength: 6, name: 'word' })), 0);
    };
    speechSynthesis.cancel = () => {};
  });
  await openHost(page, 'listener');
  await widget(page).getByRole('button', { name: 'Read the page aloud' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken.length)).toBeGreaterThan(3);
  const spoken = await page.evaluate(() => (window as unknown as { __spoken: { text: string; rate: number; lang: string }[] }).__spoken);
  expect(spoken[0]).toEqual({ text: 'Photosynthesis', rate: 1.5, lang: 'en' });
  expect(spoken.map((u) => u.text)).toContain('Plants turn sunlight, water and carbon dioxide into sugar and oxygen. This process is called photosynthesis.');
  expect(spoken.map((u) => u.text).join(' ')).not.toContain('pencils');
  await expect.poll(() => page.evaluate(() => (CSS as unknown as { highlights: Map<string, unknown> }).highlights.has('a11yw-spoken'))).toBe(true);
  await expect(widget(page).getByRole('button', { name: 'Stop reading' })).toBeVisible();
});

test('with every feature on, a page with an iframe, shadow DOM, a sticky header and a captioned video runs without a script error', async ({
  page,
  request,
}) => {
  const features = [...IMPLEMENTED].map((featureCode) => ({ featureCode, isEnabled: true }));
  expect((await request.put('/api/v1/profiles/everything', { headers: admin, data: { features } })).ok()).toBe(true);
  const errors = await openHost(page, 'everything');
  await expect.poll(() => page.evaluate(() => document.querySelector('#intro')?.textContent?.includes('·'))).toBe(true);
  await expect.poll(() => page.evaluate(() => document.querySelector('.sticky-bar')?.hasAttribute('data-a11yw-sticky'))).toBe(true);
  await page.locator('#intro').hover();
  await page.keyboard.press('Tab');
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await widget(page).getByRole('button', { name: 'Reset all' }).click();
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-a11yw-fs], [data-a11yw-sticky]').length)).toBe(0);
  expect(errors).toEqual([]);
});

test('speaks the page’s language: Spanish words from the lazy catalogue, and right-to-left pages get a right-to-left panel', async ({ page }) => {
  await openHost(page, 'hablante', { lang: 'es' });
  await expect(widget(page).getByRole('button', { name: 'Ajustes de accesibilidad' })).toBeVisible();
  await widget(page).getByRole('button', { name: 'Ajustes de accesibilidad' }).click();
  await expect(widget(page).getByRole('dialog', { name: 'Ajustes de accesibilidad' })).toBeVisible();
  await expect(toggle(page, 'high-contrast')).toContainText('Alto contraste');
  await openHost(page, 'rtl-reader', { lang: 'ar' });
  await launcher(page).click();
  await expect(panel(page)).toHaveAttribute('dir', 'rtl');
});

test('the JS API starts the widget without a tag, reports changes, switches user after sign-in, and destroy gives the page back', async ({
  page,
  request,
  baseURL,
}) => {
  await request.put('/api/v1/profiles/api-user-b', { headers: admin, data: { features: [{ featureCode: 'bold-text', isEnabled: true }] } });
  await page.goto(`${host.origin}/?notag=1`);
  const before = await pageState(page);
  await page.evaluate(
    async ({ service, key }) => {
      await new Promise<void>((resolve, reject) => {
        const s = document.createElement('script');
        s.src = `${service}/widget.js`;
        s.onload = () => resolve();
        s.onerror = () => reject(new Error('widget.js did not load'));
        document.head.append(s);
      });
      const w = window as unknown as { A11yWidget: { init(o: object): Promise<void>; subscribe(fn: (a: object) => void): () => void }; __changes: object[] };
      w.__changes = [];
      await w.A11yWidget.init({ key, userId: 'api-user-a', origin: service });
      w.A11yWidget.subscribe((active) => w.__changes.push(active));
    },
    { service: baseURL ?? '', key: pk },
  );
  await expect(launcher(page)).toBeVisible();
  await page.evaluate(() => (window as unknown as { A11yWidget: { setUser(id: string): Promise<void> } }).A11yWidget.setUser('api-user-b'));
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('#intro') as Element).fontWeight)).toBe('700');
  expect(await page.evaluate(() => (window as unknown as { __changes: object[] }).__changes)).toContainEqual({ 'bold-text': null });
  await page.evaluate(() => (window as unknown as { A11yWidget: { destroy(): void } }).A11yWidget.destroy());
  const after = await pageState(page);
  expect({ ...after, html: after.html.replace(/<script src="[^"]*\/widget\.js"><\/script>/, '') }).toEqual(before);
});

test('starts from the person’s OS preferences when there is no profile yet, and leaves colours to forced colours', async ({ browser }) => {
  const reduced = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await reduced.newPage();
  await openHost(page, 'new-person-motion');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('#spin') as Element).animationDuration)).toBe('0.001s');
  await reduced.close();

  const forced = await browser.newContext({ forcedColors: 'active' });
  const second = await forced.newPage();
  await openHost(second, 'locked-learner');
  await launcher(second).click();
  await expect(widget(second).getByText('Your system’s high contrast mode is on')).toBeVisible();
  expect(await second.evaluate(() => [...document.adoptedStyleSheets].some((s) => [...s.cssRules].some((r) => r.cssText.includes('background-color'))))).toBe(
    false,
  );
  await forced.close();
});

test('content help: a simplified version of the selected text in a dialog, and the tools this service cannot run listed with the reason', async ({ page }) => {
  await putFeatures(page, 'lectora-ñ', ['simplified-text', ...NEEDS_MODEL]);
  await openHost(page, 'lectora-ñ');
  const simplify = widget(page).getByRole('button', { name: 'Simplify the text' });
  await expect(simplify).toBeVisible();
  for (const code of NEEDS_MODEL) await expect(widget(page).locator(`button.tool[data-feature="${code}"]`)).toHaveCount(0);
  await page.locator('#second').selectText();
  await simplify.click();
  const dialog = widget(page).getByRole('dialog', { name: 'Simplify the text' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.reader-body p').first()).toContainText(/\w+/, { timeout: 20_000 });
  await expect(dialog.getByRole('status')).toHaveText('');
  await expectNoAxeViolations(page, 'a content tool’s answer', { within: 'a11y-widget-root' });
  await page.keyboard.press('Escape');
  await expect(simplify).toBeFocused();

  await openPanel(page);
  await widget(page).locator('details.unsupported summary').click();
  const notOffered = widget(page).locator('details.unsupported');
  for (const name of ['Translation', 'Question hints', 'Rephrased questions', 'Picture descriptions']) {
    await expect(notOffered.locator('li', { hasText: name })).toContainText('Needs an AI model, which this service runs without.');
  }
  await expect(toggle(page, 'simplified-text')).toHaveAttribute('aria-pressed', 'true');
});

/** The host page's requests to the service's API (preflights aside), as `METHOD /path`. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/v1/') && r.method() !== 'OPTIONS') seen.push(`${r.method()} ${url.pathname}`);
  });
  return seen;
}
const synced = (page: Page) => expect.poll(() => page.evaluate(() => performance.getEntriesByName('a11yw:synced').length)).toBe(1);
const introSize = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('#intro') as Element).fontSize);

test('a page view with nothing changed makes one request; twelve quick changes one save; analytics once, when the page is hidden', async ({ page }) => {
  await putFeatures(page, 'frugal', ['bold-text']);
  await openHost(page, 'frugal');
  await synced(page);
  const requests = apiRequests(page);
  await page.reload();
  await synced(page);
  expect(requests).toEqual(['GET /api/v1/profiles/frugal/active-features']);

  await openPanel(page);
  const codes = [
    'high-contrast',
    'highlight-links',
    'highlight-headings',
    'big-cursor',
    'readable-font',
    'large-targets',
    'stop-animations',
    'hide-images',
    'mute-sounds',
    'highlight-focus',
    'line-height',
    'letter-spacing',
  ];
  for (const code of codes) await toggle(page, code).click();
  await expect(widget(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(requests.filter((r) => r.startsWith('PUT'))).toHaveLength(1);
  expect(requests.filter((r) => r.startsWith('POST /api/v1/analytics'))).toHaveLength(0);

  const logs: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/analytics/log')) logs.push(r.postData() ?? '');
  });
  // The tab goes to the background (what precedes every unload on a phone): the page's analytics leave once, with keepalive.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => logs.length).toBe(1);
  const events = JSON.parse(logs[0] ?? '{}').events as { pagePath?: string }[];
  expect(events).toHaveLength(codes.length);
  expect(new Set(events.map((e) => e.pagePath))).toEqual(new Set(['/']));
});

test('a 429 says when it saves again and tries once more; a spent month keeps the change on this device', async ({ page }) => {
  await putFeatures(page, 'refused', ['bold-text']);
  const requests = apiRequests(page);
  let refuse: 'rate' | 'quota' | null = 'rate';
  await page.route('**/api/v1/profiles/refused', async (route) => {
    if (route.request().method() !== 'PUT' || refuse === null) return route.continue();
    const code = refuse === 'rate' ? 'rate_limited' : 'quota_exceeded';
    if (refuse === 'rate') refuse = null;
    await route.fulfill({
      status: 429,
      headers: {
        'content-type': 'application/json',
        'retry-after': code === 'rate_limited' ? '3' : '86400',
        'access-control-allow-origin': host.origin,
        'access-control-expose-headers': 'Retry-After',
      },
      body: JSON.stringify({ code, message: 'Too many requests' }),
    });
  });
  await openHost(page, 'refused');
  await openPanel(page);
  await toggle(page, 'dark-mode').click();
  await expect(widget(page).getByRole('status').filter({ hasText: 'Too many changes at once; saving again in 3 s' })).toBeVisible();
  await expect(widget(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 8_000 });
  expect(requests.filter((r) => r.startsWith('PUT'))).toHaveLength(2);

  refuse = 'quota';
  await toggle(page, 'bold-text').click();
  await expect(widget(page).getByRole('status').filter({ hasText: 'Saved on this device only.' })).toBeVisible();
  expect(requests.filter((r) => r.startsWith('PUT'))).toHaveLength(3);
  await expect(widget(page).getByRole('status')).toHaveText('Saved on this device only.');
});

test('the server’s profile wins on every reload after it was changed through the API', async ({ page, request }) => {
  await request.put('/api/v1/profiles/server-wins', { headers: admin, data: { features: [{ featureCode: 'text-size', isEnabled: true, value: '1.5' }] } });
  await openHost(page, 'server-wins');
  await synced(page);
  await expect.poll(() => introSize(page)).toBe('27px');
  // A change that never reaches the server: the copy in this browser holds it, made over text size 1.5.
  await page.route('**/api/v1/profiles/server-wins', (route) => (route.request().method() === 'PUT' ? route.abort() : route.continue()));
  await openPanel(page);
  await widget(page).locator('input[type="range"][data-feature="text-size"]').fill('2');
  await widget(page).locator('input[type="range"][data-feature="text-size"]').dispatchEvent('change');
  await expect(widget(page).getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await page.unroute('**/api/v1/profiles/server-wins');
  // Then text size is turned off through the API.
  const off = await request.put('/api/v1/profiles/server-wins', { headers: admin, data: { features: [{ featureCode: 'text-size', isEnabled: false }] } });
  expect(off.ok()).toBe(true);
  for (let i = 0; i < 4; i++) {
    await page.reload();
    await synced(page);
    await expect.poll(() => introSize(page)).toBe('18px');
    expect(await page.evaluate(() => (window as unknown as { A11yWidget: { getActive(): object } }).A11yWidget.getActive())).toEqual({});
  }
  const stored = await (await request.get('/api/v1/profiles/server-wins', { headers: admin })).json();
  expect(stored.features.find((f: { featureCode: string }) => f.featureCode === 'text-size')?.isEnabled).toBe(false);
});
