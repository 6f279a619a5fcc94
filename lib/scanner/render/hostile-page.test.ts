import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FRAMES } from '../engines/axe/engine.ts';
import { closeBrowser } from './browser.ts';
import { servePageMap } from '../engines/test-pages.ts';
import { ScanFailedError } from './errors.ts';
import { MAX_PAGE_FINDINGS, MAX_TEXT } from '../merge/findings.ts';
import { type ScanPageOptions, scanPage } from './scan-page.ts';

/**
 * Pages that attack the scanner from inside (issue 12): they run their own scripts before and while it
 * works. The scan's findings must be the page's real ones (or the scan fails with a clear reason), and
 * bounded in number and size whatever the page does.
 */

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const page = (head: string, body: string, title = 'Hostile') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script>${head}</script></head><body><main><h1>Hostile</h1>${body}</main></body></html>`;

/** A fake axe that reports 100,000 violations of its own making, whichever API is called. */
const FORGED_AXE = `
  const forgedNode = { target: ['#forged'], html: '<p id="forged">' + 'x'.repeat(5000), impact: 'critical', failureSummary: 'forged', any: [], all: [], none: [] };
  const forgedResult = { violations: Array.from({ length: 100000 }, (_, i) => ({ id: 'forged-' + i, impact: 'critical', tags: ['wcag2a', 'wcag111'], description: 'forged', help: 'forged', helpUrl: 'https://evil.example/', nodes: [forgedNode] })), passes: [], incomplete: [], inapplicable: [] };
  const forged = {
    version: '${axe.version}',
    run: () => Promise.resolve(forgedResult),
    runPartial: () => Promise.resolve({ results: [], frames: [] }),
    finishRun: () => Promise.resolve(forgedResult),
    configure() {}, frameMessenger() {},
    utils: { getFrameContexts: () => [], shadowSelect: () => null },
  };
  for (const name of ['axe', '__a11yScannerAxe']) Object.defineProperty(window, name, { value: forged, writable: false, configurable: false });
`;

/** Built-ins and DOM methods the engine might use, replaced in the page's world. */
const POISON = `
  Object.defineProperty(Object.prototype, 'violations', { get() { return [{ id: 'forged', nodes: [] }]; }, set() {}, configurable: true });
  Object.prototype.toJSON = function () { return { forged: true }; };
  Array.prototype.map = function () { return ['forged']; };
  Array.prototype.slice = function () { return new Array(100000).fill('forged'); };
  Array.prototype.filter = function () { return []; };
  Array.from = function () { return new Array(100000).fill('https://evil.example/'); };
  JSON.stringify = function () { return '{"forged":true}'; };
  JSON.parse = function () { return { forged: true }; };
  window.fetch = function () { return new Promise(function () {}); };
  window.eval = function () { return undefined; };
  window.setTimeout = function () { return 0; };
  Document.prototype.querySelectorAll = function () { return []; };
  Element.prototype.getAttribute = function () { return 'forged'; };
  Object.defineProperty(Document.prototype, 'title', { get() { return 'forged title'; }, configurable: true });
  Object.defineProperty(HTMLAnchorElement.prototype, 'href', { get() { return 'https://evil.example/'; }, configurable: true });
`;

const huge = 'x'.repeat(200_000);
const PAGES: Record<string, (query: URLSearchParams) => string> = {
  '/forged-axe': () => page(FORGED_AXE, `<img src="${PIXEL}">`),
  '/poisoned': () => page(POISON, `<img src="${PIXEL}"><a href="/clean">A link</a>`, 'Poisoned'),
  // Images without a text alternative: as many real violations of image-alt.
  '/many': (q) => page('', Array.from({ length: Number(q.get('n')) }, (_, i) => `<img id="i${i}">`).join('')),
  '/huge-strings': () => page('', `<img id="${huge}" class="${huge}" data-junk="${huge}" src="${PIXEL}"><a href="/${huge}">far</a>`, `T${huge}`),
  // Navigates away once, in the middle of the analysis: when the scanner turns to its frame (the frame's
  // script sees the scanner's check that the frame runs scripts: once while the scan waits for the
  // network, again during the analysis, after the top frame's own run).
  '/navigates-once': (q) => page('', q.get('again') ? `<img src="${PIXEL}">` : `<img src="${PIXEL}"><iframe title="Watcher" src="/watcher"></iframe>`),
  '/watcher': () =>
    page(
      `let seen = 0;
       const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'dataset');
       Object.defineProperty(HTMLElement.prototype, 'dataset', { configurable: true, get() {
         if (++seen === 2) top.location.replace('/navigates-once?again=1');
         return own.get.call(this);
       } });`,
      // Enough to analyse that the new top document arrives meanwhile.
      '<p>Watching</p>'.repeat(5_000),
      'Watcher',
    ),
  // Never stays: a new document every 150 ms.
  '/navigates-forever': (q) =>
    page(
      `addEventListener('load', () => setTimeout(() => location.replace('/navigates-forever?n=${Number(q.get('n') ?? 0) + 1}'), 150));`,
      `<img src="${PIXEL}">${'<p>filler</p>'.repeat(2_000)}`,
    ),
  '/clean': () => page('', '<p>Nothing wrong here.</p>', 'Clean'),
  // `n` frames, each with an image without a text alternative.
  '/many-frames': (q) =>
    page(
      '',
      Array.from(
        { length: Number(q.get('n')) },
        (_, i) => `<iframe title="Frame ${i}" srcdoc='<!doctype html><html lang="en"><title>F</title><img src="${PIXEL}">'></iframe>`,
      ).join(''),
    ),
  // A frame whose selector is 200,000 characters long (its id), with an image inside.
  '/huge-frame-id': () =>
    page('', `<iframe id="${huge}" title="Huge" srcdoc='<!doctype html><html lang="en"><title>F</title><img src="${PIXEL}">'></iframe><img src="${PIXEL}">`),
};

let origin = '';
let site: Awaited<ReturnType<typeof servePageMap>>;
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true'; // the pages live on 127.0.0.1
  site = await servePageMap(PAGES);
  origin = site.origin;
  // The browser started once, before the tests: each then measures only its own page.
  await scan('/clean');
});

afterAll(async () => {
  await closeBrowser();
  await site.close();
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

const scan = (path: string, timeoutMs = 30_000, options: Pick<ScanPageOptions, 'maxFindings' | 'maxFrames'> = {}) =>
  scanPage(`${origin}${path}`, { standard: 'WCAG22_AA', includeBestPractices: false, timeoutMs, ...options });

describe('a page that attacks the scanner', () => {
  it('cannot stand in for axe: a non-writable, non-configurable window.axe with 100,000 forged violations is ignored', async () => {
    const result = await scan('/forged-axe');
    expect(result.findings.map((f) => [f.ruleId, f.selector, f.wcag, f.level])).toEqual([['image-alt', 'img', ['1.1.1'], 'A']]);
    expect(result.dropped).toBe(0);
  });

  it('cannot change what the engine sees by replacing built-ins and DOM methods in its own world', async () => {
    const result = await scan('/poisoned');
    expect(result.findings.map((f) => [f.ruleId, f.selector])).toEqual([['image-alt', 'img']]);
    expect(result.title).toBe('Poisoned');
    expect(result.links).toEqual([`${origin}/clean`]);
  });

  // Scans keep at most MAX_PAGE_FINDINGS (1,000) findings a page; the cap is seen at work here with a smaller
  // one, on a page with three times as many violations.
  it('gets at most 1,000 findings kept of more real violations, and the rest counted', async () => {
    expect(MAX_PAGE_FINDINGS).toBe(1_000);
    const result = await scan('/many?n=30', 30_000, { maxFindings: 10 });
    expect(result.findings).toHaveLength(10);
    expect(new Set(result.findings.map((f) => f.ruleId))).toEqual(new Set(['image-alt']));
    expect(result.dropped).toBe(30 - 10);
  });

  it('gets every stored string cut: selector, HTML, title', async () => {
    const result = await scan('/huge-strings');
    expect(result.findings.map((f) => f.ruleId)).toEqual(['image-alt']);
    const [finding] = result.findings;
    expect(finding!.selector.length).toBeLessThanOrEqual(MAX_TEXT);
    expect(Buffer.byteLength(finding!.html)).toBeLessThanOrEqual(1024);
    expect(result.title.length).toBe(MAX_TEXT);
    expect(result.title).toMatch(/^Tx+…$/);
    expect(result.links).toEqual([]); // a link longer than 2,048 characters is not followed
  });

  it('that navigates away during the analysis is analysed again where it lands', async () => {
    const result = await scan('/navigates-once');
    expect(result.finalUrl).toBe(`${origin}/navigates-once?again=1`);
    expect(result.findings.map((f) => [f.ruleId, f.selector])).toEqual([['image-alt', 'img']]);
  });

  it('that never stays put gets real findings or fails with a clear reason', async () => {
    const outcome = await scan('/navigates-forever', 3_000).catch((error: unknown) => error);
    if (outcome instanceof ScanFailedError) {
      expect(['navigation', 'timeout']).toContain(outcome.reason);
      expect(outcome.message).toMatch(/^The (page kept navigating away while it was being analysed|accessibility analysis did not finish within 3 s)\.$/);
    } else {
      expect(outcome).toMatchObject({ findings: [expect.objectContaining({ ruleId: 'image-alt', selector: 'img' })] });
    }
  });

  // Scans analyse at most MAX_FRAMES (50) frames; the cap is seen at work here with a smaller one, on a page
  // with more than twice as many.
  it('gets at most 50 of its frames analysed, however many it has', { timeout: 60_000 }, async () => {
    expect(MAX_FRAMES).toBe(50);
    const result = await scan('/many-frames?n=12', 30_000, { maxFrames: 5 });
    const inFrames = result.findings.filter((f) => f.ruleId === 'image-alt' && f.selector.includes(' |> '));
    expect(inFrames).toHaveLength(5);
  });

  it("gets a frame's 200,000-character selector cut, keeping every frame level", async () => {
    const result = await scan('/huge-frame-id');
    const selectors = result.findings.filter((f) => f.ruleId === 'image-alt').map((f) => f.selector);
    expect(selectors).toHaveLength(2);
    const inFrame = selectors.find((s) => s !== 'img')!;
    expect(inFrame.length).toBeLessThanOrEqual(MAX_TEXT);
    expect(inFrame).toMatch(/^#x+… \|> img$/);
  });

  it('leaves the scanner working: the next page is scanned as usual', async () => {
    const result = await scan('/clean');
    expect(result).toMatchObject({ title: 'Clean', findings: [], dropped: 0 });
  });
});
