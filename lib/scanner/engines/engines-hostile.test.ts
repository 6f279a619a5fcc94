import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTMLCS_ENGINE } from './htmlcs/adapter.ts';
import { IBM_ENGINE } from './ibm/adapter.ts';
import { axeEngine } from './axe/engine.ts';
import { closeBrowser, withPage } from '../render/browser.ts';
import { htmlcsEngine } from './htmlcs/engine.ts';
import { ibmEngine } from './ibm/engine.ts';
import { MAX_HTML_BYTES, MAX_TEXT } from '../merge/findings.ts';
import { documentTitle } from '../render/in-page/functions.generated.ts';
import { worldsOf } from '../render/isolated-world.ts';
import { AXE_ENGINE, type MergedIssue } from '../merge/merge.ts';
import { FORGED_ENGINES, servePageMap } from './test-pages.ts';
import { type ScanPageOptions, scanPage } from '../render/scan-page.ts';
import type { EngineFinding, ScanEngine } from './types.ts';

/**
 * The hostile-page protections axe has (hostile-page.test.ts), held for IBM and HTMLCS each, in the top
 * frame and in a child frame: forged globals and poisoned built-ins of the page's world are not seen, answers
 * stay capped in number and size, and an engine past its budget is recorded as failed (and stopped) while the
 * others' findings are kept.
 */

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile</title><script>${head}</script></head><body><main><h1>Hostile</h1>${body}</main></body></html>`;
const FIXTURE = `<img src="${PIXEL}"><form><input type="text" name="q"></form><a href="#nowhere"></a>`;

/** Prototype pollution and DOM methods hooked in the page's world, slow ones among them (50 ms a call). */
const POISON = `
  const slow = (fn) => function () { const end = Date.now() + 50; while (Date.now() < end); return fn.apply(this, arguments); };
  Object.defineProperty(Object.prototype, 'results', { get() { return [{ ruleId: 'forged', value: ['VIOLATION', 'FAIL'] }]; }, set() {}, configurable: true });
  Object.prototype.error = 'forged';
  Object.prototype.dropped = 1e9;
  Object.prototype.toJSON = function () { return { forged: true }; };
  Array.prototype.push = function () { return 0; };
  Array.prototype.map = function () { return ['forged']; };
  Array.prototype.filter = function () { return []; };
  Array.isArray = function () { return false; };
  JSON.stringify = function () { return '{}'; };
  Promise.race = function () { return new Promise(function () {}); };
  window.setTimeout = function () { return 0; };
  window.getComputedStyle = slow(window.getComputedStyle);
  Document.prototype.querySelectorAll = slow(function () { return []; });
  Element.prototype.querySelectorAll = slow(function () { return []; });
  Element.prototype.getAttribute = slow(function () { return 'forged'; });
  Element.prototype.getBoundingClientRect = slow(Element.prototype.getBoundingClientRect);
  Node.prototype.contains = slow(function () { return false; });
  Object.defineProperty(Node.prototype, 'ownerDocument', { get() { return null; }, configurable: true });
`;

const huge = 'x'.repeat(100_000);
/** Strings of the page that engines echo in their messages, selectors and markup. */
const HUGE = `<img id="${huge}" class="${huge}" data-junk="${huge}" src="${PIXEL}"><div role="${huge}">Role</div><a href="#${huge}">Skip</a><input aria-labelledby="${huge}"><button aria-describedby="${huge}"></button>`;

const links = '<a href="#top">A link</a>'.repeat(100);
const frame = (src: string, id = 'child') => `<iframe id="${id}" title="Child" src="${src}"></iframe>`;

const PAGES: Record<string, (q: URLSearchParams) => string> = {
  '/plain': () => page('', FIXTURE + frame('/plain-inner')),
  '/plain-inner': () => page('', FIXTURE),
  '/forged': () => page(FORGED_ENGINES, FIXTURE + frame('/forged-inner')),
  '/forged-inner': () => page(FORGED_ENGINES, FIXTURE),
  '/poisoned': () => page(POISON, FIXTURE + frame('/poisoned-inner')),
  '/poisoned-inner': () => page(POISON, FIXTURE),
  // n images without a text alternative, and as many in a frame.
  '/many': (q) =>
    page('', Array.from({ length: Number(q.get('n')) }, (_, i) => `<img id="i${i}" src="${PIXEL}">`).join('') + frame(`/many-inner?n=${q.get('n')}`)),
  '/many-inner': (q) => page('', Array.from({ length: Number(q.get('n')) }, (_, i) => `<img id="f${i}" src="${PIXEL}">`).join('')),
  '/huge': () => page('', HUGE + frame('/huge-inner', huge)),
  '/huge-inner': () => page('', HUGE),
  // Some work for every engine.
  '/slow': () => page('', `<img src="${PIXEL}">${links}`),
};

let origin = '';
let site: Awaited<ReturnType<typeof servePageMap>>;
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
  site = await servePageMap(PAGES);
  origin = site.origin;
  await scan('/plain-inner', [ibmEngine, htmlcsEngine]); // the browser started once, before the tests
}, 30_000);

afterAll(async () => {
  await closeBrowser();
  await site.close();
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

const scan = (path: string, engines: ScanEngine[], options: Partial<ScanPageOptions> = {}) =>
  // Every rule on: HTMLCS's image rules, which these pages use, are off by default (off-by-default.json).
  scanPage(`${origin}${path}`, { standard: 'WCAG22_AA', includeBestPractices: false, timeoutMs: 20_000, engines, allRules: true, ...options });

/** What each issue is: element, criterion, engines, and the engine's own message. */
const summary = (findings: EngineFinding[]) => (findings as MergedIssue[]).map((f) => `${f.selector} ${f.criterion} ${f.engines.join('+')} ${f.help}`).sort();

describe.each([
  ['IBM Equal Access', ibmEngine],
  ['HTML_CodeSniffer', htmlcsEngine],
])('%s on a page that attacks the scanner', (_, engine) => {
  it('does not see forged engine globals, in the top frame or a child frame', async () => {
    const [forged, plain] = [await scan('/forged', [engine]), await scan('/plain', [engine])];
    expect(plain.findings.some((f) => f.selector === '#child |> img')).toBe(true);
    expect(forged.failedEngines).toBeUndefined();
    expect(summary(forged.findings)).toEqual(summary(plain.findings));
    expect(forged.dropped).toBe(plain.dropped);
  });

  it("is not slowed or fooled by polluted prototypes and hooked DOM methods of the page's world", async () => {
    const [poisoned, plain] = [await scan('/poisoned', [engine], { engineTimeoutMs: 5_000 }), await scan('/plain', [engine])];
    expect(poisoned.failedEngines).toBeUndefined();
    expect(summary(poisoned.findings)).toEqual(summary(plain.findings));
    expect(poisoned.dropped).toBe(plain.dropped);
  });

  it('keeps at most the page cap of findings, top frame and frames together, and counts the rest', async () => {
    const result = await scan('/many?n=40', [engine], { maxFindings: 10 });
    // The cap holds for the engine's answers, violations and what needs review together.
    expect(result.findings.length).toBeGreaterThan(0);
    expect(result.findings.length).toBeLessThanOrEqual(10);
    expect(result.dropped).toBeGreaterThanOrEqual(70);
  });

  it('cuts every string it answers: selector, markup, messages', async () => {
    const result = await scan('/huge', [engine]);
    expect(result.failedEngines).toBeUndefined();
    const all = [...result.findings, ...(result.needsReview ?? [])];
    for (const f of all) {
      for (const text of [f.selector, f.description, f.help, f.failureSummary, f.helpUrl, f.ruleId]) expect(text.length).toBeLessThanOrEqual(MAX_TEXT);
      expect(Buffer.byteLength(f.html)).toBeLessThanOrEqual(MAX_HTML_BYTES);
    }
    // The 100,000-character strings reached the answer (an id in a frame's selector, a message quoting an attribute), cut.
    expect(all.some((f) => /^iframe \|> #x+…$/.test(f.selector))).toBe(true);
    expect(all.some((f) => f.description.length === MAX_TEXT && f.description.endsWith('…'))).toBe(true);
  });
});

describe('an engine past its budget', () => {
  it.each([
    [IBM_ENGINE, ibmEngine, 'IBM Equal Access'],
    [HTMLCS_ENGINE, htmlcsEngine, 'HTML_CodeSniffer'],
  ])('%s is recorded as failed, and the findings of the others kept', async (name, engine, inWorld) => {
    // 2 ms: no engine checks a page of a hundred links in that time, and its rules never yield to a timer.
    const result = await scan('/slow', [axeEngine, engine], { engineTimeoutMs: 2 });
    const late = new RegExp(`^(${name} failed: Error: ${inWorld} did not finish within 2 ms|${name} did not finish within 0.002 s\\.)$`);
    expect(result.failedEngines).toEqual([{ name, error: expect.stringMatching(late) }]);
    expect(result.findings.map((f) => [f.engine, f.selector])).toContainEqual([AXE_ENGINE, 'img']);
  });

  it("is stopped: a script of the world that never yields is ended, and the world's next call runs", async () => {
    const title = await withPage(
      async (page) => {
        await page.setContent('<title>Still here</title>');
        const worlds = worldsOf(page);
        const top = await worlds.mainFrameId();
        await worlds.call(top, documentTitle, [100]);
        const endless = worlds.evaluate(top, 'for (;;) {}').catch((error: unknown) => error);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await worlds.interrupt(top);
        expect(String(await endless)).toMatch(/terminated|exception/i);
        return worlds.call(top, documentTitle, [100]);
      },
      { timeoutMs: 8_000 },
    );
    expect(title).toBe('Still here');
  });
});
