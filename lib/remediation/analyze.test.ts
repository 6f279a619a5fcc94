import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import { closeBrowser } from '@/lib/scanner/render/browser.ts';
import { fingerprint } from '@/lib/scanner/merge/fingerprint.ts';
import { analyzeHtml, analyzeUrl } from './analyze.ts';

/** Every request the local server got, by path. */
const requests: string[] = [];
let origin = '';
let server: http.Server;
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>
<body><main><h1>Shop</h1><img src="/logo.png"><p style="color:#999999;background:#ffffff">Faint text</p></main>
<script>document.querySelector('h1').textContent = 'Shop (scripted)';</script></body></html>`;

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true'; // the server lives on 127.0.0.1
  server = http.createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://x').pathname);
    if (req.url === '/page') return void res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    if (req.url === '/missing') return void res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
    res.writeHead(200, { 'content-type': 'image/gif' }).end(Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64'));
  });
  server.on('upgrade', (_req, socket) => {
    requests.push('websocket');
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closeBrowser();
  await new Promise((resolve) => server.close(resolve));
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

describe('analyzeHtml', () => {
  it("finds the scanner's violations, with contrast measurements and the scanner's fingerprints", async () => {
    const html = `<!doctype html><html><head><meta charset="utf-8"></head><body><main>
      <h1>Sign up</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==">
      <input id="email" type="email"><p id="faint" style="color:#aaaaaa;background:#ffffff">Faint text</p>
      <p style="color:#aaaaaa;background:#ffffff;font-size:24px">Large faint text</p></main></body></html>`;
    const started = Date.now();
    const { findings, title, fragment } = await analyzeHtml(html, 'WCAG22_AA');
    const ms = Date.now() - started;
    expect(fragment).toBe(false);
    expect(title).toBe('');
    expect(findings.map((f) => f.ruleId).sort()).toEqual(['color-contrast', 'color-contrast', 'document-title', 'html-has-lang', 'image-alt', 'label']);
    for (const f of findings) {
      expect(f.pageUrl).toBe('');
      expect(f.fingerprint).toBe(fingerprint(f));
      expect(f.engine).toBe('axe-core');
      if (f.ruleId !== 'color-contrast') expect(f.contrast).toBeUndefined();
    }
    const contrast = findings.filter((f) => f.ruleId === 'color-contrast').map((f) => f.contrast);
    expect(contrast).toEqual([
      { fgColor: '#aaaaaa', bgColor: '#ffffff', contrastRatio: 2.32, expectedContrastRatio: '4.5:1', fontSize: '12.0pt (16px)', fontWeight: 'normal' },
      { fgColor: '#aaaaaa', bgColor: '#ffffff', contrastRatio: 2.32, expectedContrastRatio: '3:1', fontSize: '18.0pt (24px)', fontWeight: 'normal' },
    ]);
    expect(findings.find((f) => f.ruleId === 'image-alt')).toMatchObject({ wcag: ['1.1.1'], level: 'A', impact: 'critical' });
    console.info(`analyzeHtml of a small page: ${ms} ms (browser start included)`);
  });

  it('gives a fragment back without the rules of the document around it', async () => {
    const { findings, fragment } = await analyzeHtml('<button></button><a href="/x"><img src="data:,"></a>', 'WCAG22_AA');
    expect(fragment).toBe(true);
    const rules = findings.map((f) => f.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['button-name', 'image-alt', 'link-name']));
    expect(rules).not.toContain('html-has-lang');
    expect(rules).not.toContain('document-title');
  });

  it('reaches no network: sub-resources, scripts, fetches, workers, WebSockets and navigations are all refused', async () => {
    requests.length = 0;
    const base = origin;
    const html = `<!doctype html><html lang="en"><head><title>Offline</title><link rel="stylesheet" href="${base}/style.css">
      <script src="${base}/script.js"></script><link rel="preconnect" href="${base}"></head><body><main><h1>Offline</h1>
      <img alt="Logo" src="${base}/logo.png"><iframe title="Frame" src="${base}/frame"></iframe>
      <script>
        fetch('${base}/fetch').catch(() => {});
        navigator.sendBeacon('${base}/beacon', 'x');
        try { new WebSocket('${base.replace('http', 'ws')}/ws'); } catch {}
        new Worker(URL.createObjectURL(new Blob(["fetch('${base}/worker').catch(() => {})"], { type: 'text/javascript' })));
        const i = new Image(); i.src = '${base}/late.png';
      </script></main></body></html>`;
    const { findings } = await analyzeHtml(html, 'WCAG22_AA');
    expect(findings.map((f) => f.ruleId)).toEqual([]);
    // A page that did reach the server would have done so by now: the analysis ran after load.
    const probe = await fetch(`${origin}/probe`);
    await probe.arrayBuffer();
    expect(requests).toEqual(['/probe']);
  });

  it('keeps a hung script within the time limit and says so as a problem of the HTML', async () => {
    const saved = process.env.SCAN_PAGE_TIMEOUT_MS;
    process.env.SCAN_PAGE_TIMEOUT_MS = '2000';
    try {
      const error = await analyzeHtml('<!doctype html><title>Busy</title><script>for (;;) {}</script>', 'WCAG22_AA').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'validation_failed', details: [{ path: 'html', message: expect.stringContaining('within 2 s') }] });
    } finally {
      if (saved === undefined) delete process.env.SCAN_PAGE_TIMEOUT_MS;
      else process.env.SCAN_PAGE_TIMEOUT_MS = saved;
    }
  });
});

describe('analyzeUrl', () => {
  it('loads the page as a scan does and returns its findings and its document as analysed', async () => {
    const result = await analyzeUrl(`${origin}/page`, 'WCAG22_AA');
    expect(result.finalUrl).toBe(`${origin}/page`);
    expect(result.title).toBe('Shop');
    expect(result.findings.map((f) => f.ruleId).sort()).toEqual(['color-contrast', 'image-alt']);
    for (const f of result.findings) {
      expect(f.pageUrl).toBe(`${origin}/page`);
      expect(f.fingerprint).toBe(fingerprint(f));
    }
    expect(result.findings.find((f) => f.ruleId === 'color-contrast')?.contrast).toMatchObject({ fgColor: '#999999', bgColor: '#ffffff' });
    expect(result.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(result.html).toContain('<h1>Shop (scripted)</h1>');
    expect(result.htmlTruncated).toBe(false);
  });

  it('refuses unsafe URLs with 422 and reports pages that cannot be loaded at `url`', async () => {
    delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
    try {
      await expect(analyzeUrl(`${origin}/page`, 'WCAG22_AA')).rejects.toMatchObject({ code: 'unsafe_url', status: 422 });
    } finally {
      process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
    }
    await expect(analyzeUrl(`${origin}/missing`, 'WCAG22_AA')).rejects.toMatchObject({
      code: 'validation_failed',
      status: 400,
      details: [{ path: 'url', message: 'The page answered with HTTP status 404.' }],
    });
  });
});
