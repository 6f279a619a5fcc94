import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTMLCS_ENGINE } from './htmlcs/adapter.ts';
import { IBM_ENGINE } from './ibm/adapter.ts';
import { closeBrowser } from '../render/browser.ts';
import { scanEnginesFor } from './registry.ts';
import { AXE_ENGINE, type MergedIssue } from '../merge/merge.ts';
import { type ScanPageOptions, scanPage } from '../render/scan-page.ts';

/**
 * IBM and HTMLCS in child frames, as axe: each frame analysed in its own world, its findings named by the
 * frame path axe gives them, so that an element of a frame is one merged issue whichever engines found it.
 */

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const page = (body: string, script = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frames</title><script>${script}</script></head><body><main><h1>Frames</h1>${body}</main></body></html>`;
const SRCDOC = `<!doctype html><html lang="en"><title>Inner</title><main><img src="${PIXEL}"></main>`;

let origin = '';
let other = ''; // the same server by another name: another origin (and site)
let server: http.Server;
const hanging = new Set<http.ServerResponse>();
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;

const PAGES: Record<string, () => string> = {
  '/inner': () => page(`<img src="${PIXEL}">`),
  // A same-origin frame, a srcdoc one (nested in a same-origin one, which has one of its own), and an image of the top's.
  '/frames': () =>
    page(
      `<img src="${PIXEL}"><iframe id="same" title="Same" src="/inner"></iframe><iframe title="Doc" srcdoc='${SRCDOC}'></iframe><iframe id="outer" title="Outer" src="/nested"></iframe>`,
    ),
  '/nested': () => page(`<iframe title="Deep" srcdoc='${SRCDOC}'></iframe>`),
  '/untitled': () => `<!doctype html><html><main><img src="${PIXEL}"></main></html>`,
  // A frame whose document has no title and no language: the page itself has both.
  '/untitled-frame': () => page(`<iframe id="bare" title="Bare" srcdoc='<!doctype html><html><main><img src="${PIXEL}"></main></html>'></iframe>`),
  '/cross': () => page(`<img src="${PIXEL}"><iframe id="other" title="Other" src="${other}/inner"></iframe>`),
  // HTMLCS 2.5.1 throws on this input (docs/engines.md), in the frame only.
  '/throws-in-frame': () => page(`<img src="${PIXEL}"><iframe id="throws" title="Throws" src="/throws"></iframe>`),
  '/throws': () => page(`<img src="${PIXEL}"><label>Address <input autocomplete="address-line1 address-line2"></label>`),
  // A frame added after load whose document never arrives.
  '/never': () =>
    page(
      `<img src="${PIXEL}">`,
      `addEventListener('load', () => { const f = document.createElement('iframe'); f.title = 'Never'; f.src = '/hang'; document.querySelector('main').append(f); });`,
    ),
};

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
  server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === '/hang') {
      hanging.add(res);
      return;
    }
    const render = PAGES[pathname];
    if (!render) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(render());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  other = `http://localhost:${port}`;
  await scan('/inner'); // the browser started once, before the tests
}, 30_000);

afterAll(async () => {
  await closeBrowser();
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

const ALL = scanEnginesFor(['axe', 'ibm', 'htmlcs']);
const scan = (path: string, options: Partial<ScanPageOptions> = {}) =>
  // Every rule on: HTMLCS's image rules, which these pages use, are off by default (off-by-default.json).
  scanPage(`${origin}${path}`, { standard: 'WCAG22_AA', includeBestPractices: false, timeoutMs: 20_000, engines: ALL, allRules: true, ...options });

/** The images without a text alternative (1.1.1) of the merged issues: selector → engines. */
const images = (findings: unknown[]) =>
  Object.fromEntries(
    (findings as MergedIssue[]).filter((i) => i.criterion === '1.1.1' && i.html.startsWith('<img')).map((i) => [i.selector, i.engines.join('+')]),
  );
const EVERY = [AXE_ENGINE, IBM_ENGINE, HTMLCS_ENGINE].join('+');

describe('engines beside axe in child frames', () => {
  it('find an element of a frame (same-origin, srcdoc, nested) as one issue with axe, under axe’s selector', async () => {
    const result = await scan('/frames');
    expect(result.failedEngines).toBeUndefined();
    const found = images(result.findings);
    // axe's own selectors for the four images, each found by all three engines, once.
    const axeOnly = await scan('/frames', { engines: undefined });
    const axeSelectors = axeOnly.findings.filter((f) => f.ruleId === 'image-alt').map((f) => f.selector);
    expect(axeSelectors.sort()).toEqual(['#outer |> iframe |> img', '#same |> img', 'iframe[title="Doc"] |> img', 'img']);
    expect(found).toEqual(Object.fromEntries(axeSelectors.map((s) => [s, EVERY])));
  });

  it("judge each frame's document alone: IBM does not count a frame's landmarks with the top's", async () => {
    const result = await scan('/frames', { engines: scanEnginesFor(['ibm']) });
    const rules = [...result.findings, ...(result.needsReview ?? [])].map((f) => f.ruleId);
    expect(rules).toContain('img_alt_valid');
    expect(rules).not.toContain('aria_main_label_visible'); // one <main> in each document
  });

  it("say nothing of a frame's own title or language, as axe says nothing: the page's are the top frame's", async () => {
    const result = await scan('/untitled-frame');
    expect(result.failedEngines).toBeUndefined();
    // The frame is analysed (its image found by all three), but no engine reports its missing title or language.
    expect(images(result.findings)).toEqual({ '#bare |> img': EVERY });
    const pageWide = ([...result.findings, ...(result.needsReview ?? [])] as MergedIssue[]).filter((i) => i.criterion === '2.4.2' || i.criterion === '3.1.1');
    expect(pageWide).toEqual([]);
    // The same frame's document as a page of its own: both engines report its title and language.
    const alone = await scan('/untitled');
    for (const engine of [IBM_ENGINE, HTMLCS_ENGINE]) {
      for (const criterion of ['2.4.2', '3.1.1']) {
        expect(
          (alone.findings as MergedIssue[]).some((i) => i.criterion === criterion && i.engines.includes(engine)),
          `${engine} ${criterion}`,
        ).toBe(true);
      }
    }
  });

  it('analyse a cross-origin frame where the scan reaches it', async () => {
    const result = await scan('/cross');
    expect(result.failedEngines).toBeUndefined();
    expect(images(result.findings)).toEqual({ img: EVERY, '#other |> img': EVERY });
  });

  it('leave a cross-origin frame the scan blocks untested, and the page scanned', async () => {
    const result = await scan('/cross', { allowRequest: (url) => url.origin === origin });
    expect(result.failedEngines).toBeUndefined();
    expect(images(result.findings)).toEqual({ img: EVERY });
  });

  it('leave a frame where the engine throws untested by it, without failing the engine', async () => {
    const result = await scan('/throws-in-frame');
    expect(result.failedEngines).toBeUndefined();
    // Said, for the page's record: which engine left which frame untested, and why.
    expect(result.untestedFrames).toEqual([expect.stringMatching(/^htmlcs left the frame #throws untested: htmlcs failed: .+\.$/)]);
    expect(images(result.findings)).toEqual({ img: EVERY, '#throws |> img': [AXE_ENGINE, IBM_ENGINE].join('+') });
  });

  it('leave a frame that never loads untested, and the page scanned', async () => {
    const result = await scan('/never');
    expect(result.failedEngines).toBeUndefined();
    // Not the engines' failure: nothing to say of it.
    expect(result.untestedFrames).toBeUndefined();
    expect(images(result.findings)).toEqual({ img: EVERY });
  });
});
