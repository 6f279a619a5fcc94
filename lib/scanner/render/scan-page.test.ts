import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import type { Page } from 'playwright-core';
import { axeEngine, axeInFrames } from '../engines/axe/engine.ts';
import { closeBrowser, withPage, type BlockedRequest } from './browser.ts';
import { ScanFailedError } from './errors.ts';
import { scanPage } from './scan-page.ts';

const PAGES = path.resolve(import.meta.dirname, '../../../test/fixtures/pages');
const METADATA = 'http://169.254.169.254/latest/meta-data/';
const served: string[] = [];

/** Pages whose problem (an image without alt) appears only after a fetch that ends after `load`. */
/** A 1×1 GIF: an image with no text alternative, what the late pages show. */
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

const LATE: Record<string, string> = {
  // Started while parsing, answered 400 ms later: still in flight when `load` fires.
  '/late-fetch': `fetch('/data?ms=400').then((r) => r.json()).then(show);`,
  // Started a little after `load`, then a second fetch that the first one's answer asks for.
  '/late-chain': `addEventListener('load', () => setTimeout(() =>
    fetch('/data?ms=150').then((r) => r.json()).then(() => fetch('/data?ms=150')).then((r) => r.json()).then(show), 30));`,
  // The problem is in the page at once, and a request that never ends keeps the network busy.
  '/never-quiet': `show({ src: '${PIXEL}' }); fetch('/never');`,
  // A page with an `axe` global of its own, which claims there is nothing to report.
  '/own-axe': `window.axe = { run: () => Promise.resolve({ violations: [] }) };
    show({ src: '${PIXEL}' });`,
  // Keeps any element from being added to <head>: a script element can never load there.
  '/no-appends': `HTMLHeadElement.prototype.appendChild = function (node) { return node; };
    show({ src: '${PIXEL}' });`,
  // Refuses scripts from elsewhere by making `src` throw.
  '/no-script-src': `Object.defineProperty(HTMLScriptElement.prototype, 'src', { set() { throw new Error('no scripts from elsewhere'); } });
    show({ src: '${PIXEL}' });`,
  // Keeps the element out and drops the 3 s timer the engine sets in the page: only our own clock ends the wait.
  '/no-appends-no-timer': `HTMLHeadElement.prototype.appendChild = function (node) { return node; };
    const realSetTimeout = window.setTimeout;
    window.setTimeout = function (fn, ms, ...args) { return ms === 3000 ? 0 : realSetTimeout(fn, ms, ...args); };
    show({ src: '${PIXEL}' });`,
  // Never lets the scan's copy of axe stay.
  '/no-axe': `Object.defineProperty(window, '__a11yScannerAxe', { get() { return undefined; }, set() {} });
    show({ src: '${PIXEL}' });`,
  // Navigates itself once, when a fetch started while parsing ends after `load`: while the scan waits
  // for quiet, so the copy of axe loaded meanwhile is gone.
  '/renavigates': `if (!location.search) fetch('/data?ms=400').then(() => location.replace('/renavigates?again=1'));
    show({ src: '${PIXEL}' });`,
};
const latePage = (script: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Late</title></head>
<body><main><h1>Late content</h1></main><script>
function show(data) { const img = document.createElement('img'); img.src = data.src; document.querySelector('main').append(img); }
${script}
</script></body></html>`;
const hanging = new Set<http.ServerResponse>();
let origin = '';
let server: http.Server;
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true'; // the fixtures live on 127.0.0.1
  server = http.createServer(async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    served.push(pathname);
    if (pathname === '/hang') {
      hanging.add(res);
      res.writeHead(200, { 'content-type': 'text/html' }).write('<!doctype html><title>Slow</title><p>Still loading'); // never ends
      return;
    }
    if (pathname === '/busy') {
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Busy</title><script>for (;;) {}</script>');
    }
    if (pathname === '/redirect-to-metadata') return void res.writeHead(302, { location: METADATA }).end();
    if (pathname === '/data') {
      const ms = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ src: PIXEL })), ms);
      return;
    }
    if (pathname === '/never') {
      hanging.add(res);
      res.writeHead(200, { 'content-type': 'application/json' }).write('{'); // never ends
      return;
    }
    if (pathname === '/sandboxed') {
      const frame = (sandbox: string) =>
        `<iframe title="${sandbox || 'no scripts'}" sandbox="${sandbox}" srcdoc='<!doctype html><html lang="en"><title>Inner</title><img src="/pixel.gif">'></iframe>`;
      return void res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><html lang="en"><title>Frames</title><main><h1>Frames</h1>${frame('allow-scripts')}${frame('')}</main></html>`);
    }
    if (LATE[pathname]) return void res.writeHead(200, { 'content-type': 'text/html' }).end(latePage(LATE[pathname]));
    try {
      const body = await readFile(path.join(PAGES, path.basename(pathname)));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closeBrowser();
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

const scan = (page: string, includeBestPractices = false, extra: Partial<Parameters<typeof scanPage>[1]> = {}) =>
  scanPage(`${origin}/${page}`, { standard: 'WCAG22_AA', includeBestPractices, ...extra });

describe('scanPage finds known violations', () => {
  it.each([
    ['missing-alt.html', 'image-alt', ['1.1.1'], 'A'],
    ['missing-label.html', 'label', ['4.1.2'], 'A'],
    ['low-contrast.html', 'color-contrast', ['1.4.3'], 'AA'],
    ['missing-lang.html', 'html-has-lang', ['3.1.1'], 'A'],
    ['empty-button.html', 'button-name', ['4.1.2'], 'A'],
  ])('%s → %s', async (page, ruleId, wcag, level) => {
    const result = await scan(page);
    expect(result.findings.map((f) => f.ruleId)).toEqual([ruleId]);
    const [finding] = result.findings;
    expect(finding).toMatchObject({ engine: 'axe-core', wcag, level, bestPractice: false, pageUrl: `${origin}/${page}` });
    expect(finding!.selector).not.toBe('');
    expect(finding!.html).toMatch(/^</);
    expect(finding!.helpUrl).toMatch(/^https:\/\/dequeuniversity\.com\//);
    expect(finding!.failureSummary).not.toBe('');
    // axe's measurement comes with contrast findings only.
    if (ruleId === 'color-contrast') {
      expect(finding!.contrast).toEqual({
        fgColor: '#bbbbbb',
        bgColor: '#ffffff',
        contrastRatio: 1.91, // axe truncates 1.9199…
        expectedContrastRatio: '4.5:1',
        fontSize: '12.0pt (16px)',
        fontWeight: 'normal',
      });
    } else expect(finding!.contrast).toBeUndefined();
  });

  it('reports heading-order only when best practices are asked for', async () => {
    expect((await scan('heading-order.html')).findings).toEqual([]);
    const withBestPractices = await scan('heading-order.html', true);
    expect(withBestPractices.findings.map((f) => [f.ruleId, f.wcag, f.level, f.bestPractice])).toEqual([['heading-order', [], null, true]]);
  });

  it('finds nothing on a clean page, and returns its metadata and same-origin links', async () => {
    for (const includeBestPractices of [false, true]) {
      const result = await scan('clean.html', includeBestPractices);
      expect(result.findings).toEqual([]);
      expect(result.title).toBe('A clean page');
      expect(result.finalUrl).toBe(`${origin}/clean.html`);
      expect(result.links.sort()).toEqual([`${origin}/clean.html`, `${origin}/missing-alt.html`]);
      expect(result.engines).toEqual([{ name: 'axe-core', version: expect.stringMatching(/^4\./) }]);
      expect(result.timings.loadMs).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('scanPage waits for content fetched after load', () => {
  it.each([['late-fetch'], ['late-chain']])('%s: the image inserted after the fetches is analysed', async (page) => {
    const result = await scan(page);
    expect(result.findings.map((f) => f.ruleId)).toEqual(['image-alt']);
  });

  it('analyses with its own copy of axe, not an `axe` global of the page', async () => {
    const result = await scan('own-axe');
    expect(result.findings.map((f) => f.ruleId)).toEqual(['image-alt']);
  });

  it('loads axe again into a page that navigated while the scan waited for quiet', async () => {
    const result = await scan('renavigates');
    expect(result.finalUrl).toMatch(/\/renavigates\?again=1$/);
    expect(result.findings.map((f) => f.ruleId)).toEqual(['image-alt']);
  });

  it('gives up waiting for a request that never ends after 2 s, and scans what is there', async () => {
    const result = await scan('never-quiet');
    expect(result.findings.map((f) => f.ruleId)).toEqual(['image-alt']);
    expect(result.timings.loadMs).toBeGreaterThanOrEqual(2_000);
    expect(result.timings.loadMs).toBeLessThan(10_000);
  });
});

describe("the engine's script", () => {
  const mainWorld = (page: Page) =>
    page.evaluate(() => ({
      axe: typeof (window as unknown as Record<string, unknown>).axe,
      elements: document.querySelectorAll('script[src*="/assets/"]').length,
      fetched: performance.getEntriesByType('resource').map((e) => e.name),
    }));

  it("is fetched from the egress proxy into the frame's isolated world, never the page's, even with private targets refused", async () => {
    const blocked: BlockedRequest[] = [];
    await withPage(
      async (page, session) => {
        await page.goto(`${origin}/clean.html`); // the page itself needs the opt-out (it is on 127.0.0.1)
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
        try {
          await axeEngine.prepare!(page, session);
          expect(await axeInFrames(page)).toEqual([{ loadedBy: 'url', version: axeEngine.version }]);
          const { axe, elements, fetched } = await mainWorld(page);
          expect(axe).toBe('undefined'); // the page's own world never sees it
          expect(elements).toBe(0);
          expect(fetched.filter((url) => session.isOwnRequest(url))).toEqual([]); // nor its resource timing
          const script = requested.filter((url) => session.isOwnRequest(url));
          expect(script).toHaveLength(1);
          expect(script[0]).toMatch(/\/assets\/axe-core-4\.[\d.]+\.js$/);
          expect(new URL(script[0]!).hostname).toBe('127.0.0.1');
          // Loaded once: preparing again finds it there.
          await axeEngine.prepare!(page, session);
          expect(requested.filter((url) => session.isOwnRequest(url))).toHaveLength(1);
        } finally {
          process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
        }
      },
      { timeoutMs: 20_000, onRequestBlocked: (r) => blocked.push(r) },
    );
    expect(blocked.filter((b) => b.url.includes('/assets/'))).toEqual([]);
  });

  it.each([
    ['keeps script elements from loading', 'no-appends'],
    ['throws when a script is given a source', 'no-script-src'],
    ['also drops the timers it can see', 'no-appends-no-timer'],
    ['will not let the old global name be set', 'no-axe'],
  ])('runs where a page %s, and the page is analysed', async (_, page) => {
    const result = await scan(page);
    expect(result.findings.map((f) => f.ruleId)).toEqual(['image-alt']);
  });

  it('reaches frames in other processes (sandboxed ones too), and analyses a frame that may run scripts', async () => {
    await withPage(
      async (page, session) => {
        await page.goto(`${origin}/sandboxed`);
        const { findings } = await axeEngine.analyze(page, { standard: 'WCAG22_AA', includeBestPractices: false }, session);
        expect(findings.map((f) => `${f.ruleId} ${f.selector}`)).toContain('image-alt iframe[title="allow-scripts"] |> img');
        const frames = await axeInFrames(page);
        expect(frames.filter((f) => f.version === axeEngine.version).length).toBeGreaterThanOrEqual(2); // the top frame and the scripted one
        for (const frame of page.frames()) expect(await frame.evaluate(() => typeof (window as unknown as Record<string, unknown>).axe)).toBe('undefined');
      },
      { timeoutMs: 20_000 },
    );
  });
});

describe('scanPage failures', () => {
  it('ends a page that never finishes loading with a timeout', async () => {
    const started = Date.now();
    const error = await scan('hang', false, { timeoutMs: 3_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScanFailedError);
    expect(error).toMatchObject({ reason: 'timeout', message: 'The page did not finish loading within 3 s.' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('ends a page whose script never yields with a timeout', async () => {
    const started = Date.now();
    await expect(scan('busy', false, { timeoutMs: 3_000 })).rejects.toMatchObject({ name: 'ScanFailedError', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reports an HTTP error status of the page', async () => {
    await expect(scan('nothing-here.html')).rejects.toMatchObject({ name: 'ScanFailedError', reason: 'http_error', status: 404 });
  });

  it('refuses loopback targets unless private targets are allowed', async () => {
    delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
    try {
      const error = await scan('clean.html').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'unsafe_url' });
    } finally {
      process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
    }
  });
});

describe('the browser', () => {
  it('is launched again after it was closed', async () => {
    await closeBrowser();
    expect((await scan('missing-alt.html')).findings).toHaveLength(1);
  });
});

describe("the browser's own SSRF guard", () => {
  it('aborts a sub-request to the metadata address and still completes the scan', async () => {
    const blocked: BlockedRequest[] = [];
    const result = await scan('metadata-image.html', false, { onRequestBlocked: (r) => blocked.push(r) });
    expect(result.findings).toEqual([]);
    expect(blocked.map((b) => b.url)).toEqual(['http://169.254.169.254/x']);
  });

  it('blocks a redirect hop into the metadata address (routing never sees redirects; the egress proxy does)', async () => {
    const blocked: BlockedRequest[] = [];
    served.length = 0;
    const result = await scan('redirect-image.html', false, { onRequestBlocked: (r) => blocked.push(r) });
    expect(result.findings).toEqual([]);
    expect(served).toContain('/redirect-to-metadata');
    expect(blocked.map((b) => b.url)).toEqual([METADATA]);
  });

  it('refuses loopback sub-requests and WebSockets at the egress proxy when private targets are not allowed', async () => {
    const blocked: BlockedRequest[] = [];
    const refused = (url: string) => blocked.find((b) => b.url === url);
    const tunnel = () => `https://${new URL(origin).host}`; // a WebSocket goes through the proxy as a CONNECT tunnel
    await withPage(
      async (page, session) => {
        expect(session.routed).toBe(false); // the egress proxy alone is the guard here
        await page.goto(`${origin}/clean.html`); // allowed: private targets are, until now
        served.length = 0;
        delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
        try {
          await page.evaluate((base) => {
            const img = document.createElement('img');
            img.src = `${base}/pixel-from-page`;
            document.body.append(img);
            new WebSocket(`${base.replace(/^http/, 'ws')}/socket-from-page`);
          }, origin);
          await expect.poll(() => [refused(`${origin}/pixel-from-page`), refused(tunnel())].every(Boolean), { timeout: 10_000 }).toBe(true);
        } finally {
          process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
        }
      },
      { timeoutMs: 20_000, onRequestBlocked: (r) => blocked.push(r) },
    );
    expect(served).toEqual([]);
    // (The browser's own requests, its favicon and background services, are refused alongside.)
    expect(refused(`${origin}/pixel-from-page`)?.reason).toMatch(/^127\.0\.0\.1 resolves to 127\.0\.0\.1, a private/);
    expect(refused(tunnel())?.reason).toMatch(/^127\.0\.0\.1 resolves to 127\.0\.0\.1, a private/);
  });

  it('refuses a page that redirects into the metadata address', async () => {
    const error = await scan('redirect-to-metadata').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AppError', code: 'unsafe_url' });
  });
});
