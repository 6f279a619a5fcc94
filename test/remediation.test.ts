import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeHtml } from '@/lib/remediation/analyze.ts';
import { api } from './api.ts';
import { type FakeOpenai, startFakeOpenai } from './fixtures/fake-openai.ts';
import { createTestTenant } from './fixtures.ts';
import { renderTextPng } from './fixtures/render-text.ts';

/**
 * POST /remediation/{html,url,pdf} through the real route handlers, the scanner's browser and engine:
 * every automatic fix is confirmed by scanning fixedHtml again, contrast fixes reach the required ratio,
 * AI suggestions (against a fake OpenAI-compatible server) are marked and never applied.
 */

let key: string;
let server: http.Server;
let origin: string;
const pages = new Map<string, { type: string; body: string | Buffer }>();
const savedPrivate = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;

beforeAll(async () => {
  ({ adminKey: key } = await createTestTenant({ plan: 'pro' }));
  server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': page.type }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Warm, as a running service is: the browser started and a remediation worker thread up.
  expect((await api.post('/remediation/html', { key, body: { html: '<p>warm</p>' } })).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (savedPrivate === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedPrivate;
});

function allowLoopback() {
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
}

const BROKEN = `<!doctype html>
<html>
<head><meta charset="utf-8"></head>
<body>
  <main>
    <h1>Contact the library</h1>
    <p>We answer every question about opening hours, loans and reading rooms within two working days.</p>
    <form action="/send">
      <input type="email" id="email" name="email" placeholder="Your email address">
      <input type="text" id="topic" name="topic_of_question">
      <button type="submit">Send</button>
    </form>
    <p style="color:#aaaaaa;background:#ffffff">Replies come from the reading room staff, not from a machine.</p>
    <p tabindex="3">Keyboard users reach this paragraph first.</p>
  </main>
</body>
</html>`;

type Suggestion = { ruleId: string; selector: string; applied: boolean; source: string; fix: { kind: string; before: string; after: string }; contrast?: any };
type Issue = { ruleId: string; selector: string; engines?: { engine: string; ruleId: string; message: string }[] };

const key2 = (i: { ruleId: string; selector: string }) => `${i.ruleId} ${i.selector}`;

describe('POST /remediation/html', () => {
  it('fixes by rule and every applied fix is gone when fixedHtml is scanned again', async () => {
    const res = await api.post('/remediation/html', { key, body: { html: BROKEN, standard: 'WCAG22_AA' } });
    expect(res.status).toBe(200);
    const issues = res.body.issues as Issue[];
    const suggestions = res.body.suggestions as Suggestion[];
    const rules = new Set(issues.map((i) => i.ruleId));
    for (const rule of ['html-has-lang', 'document-title', 'label', 'color-contrast', 'tabindex']) expect(rules, rule).toContain(rule);
    // Which engine found each issue, with its rule and message, as scan issues say it.
    for (const issue of issues) expect(issue.engines).toEqual([{ engine: 'axe-core', ruleId: issue.ruleId, message: expect.any(String) }]);

    const applied = suggestions.filter((s) => s.applied);
    expect(applied.map((s) => s.ruleId)).toEqual(expect.arrayContaining(['html-has-lang', 'document-title', 'label', 'color-contrast', 'tabindex']));
    for (const s of applied) {
      expect(s.source).toBe('rule');
      expect(s.fix.kind).not.toBe('advice');
    }
    expect(res.body.fixedHtml).toMatch(/<html[^>]*lang="en"/);
    expect(res.body.fixedHtml).toContain('<title>Contact the library</title>');

    // The response's own claim, and an independent second scan of fixedHtml.
    const remaining = new Set((res.body.remainingIssues as Issue[]).map(key2));
    const rescan = await analyzeHtml(res.body.fixedHtml, 'WCAG22_AA');
    const rescanned = new Set(rescan.findings.map(key2));
    for (const s of applied) {
      expect(remaining.has(key2(s)), key2(s)).toBe(false);
      expect(rescanned.has(key2(s)), key2(s)).toBe(false);
    }
    // Nothing new: whatever remains was there before.
    const before = new Set(issues.map(key2));
    for (const r of rescan.findings) expect(before.has(key2(r)), key2(r)).toBe(true);
  });

  it('a contrast fix reaches 4.5:1 for body text and 3:1 for large text, keeping the hue', async () => {
    const html = `<!doctype html><html lang="en"><head><title>Contrast</title></head><body><main>
      <p style="color:#4a90e2;background:#ffffff">Light blue body text on white is hard to read for many people.</p>
      <p style="color:#b0b0b0;background:#ffffff;font-size:32px;font-weight:700">Large grey heading text</p>
    </main></body></html>`;
    const res = await api.post('/remediation/html', { key, body: { html } });
    expect(res.status).toBe(200);
    const contrast = (res.body.suggestions as Suggestion[]).filter((s) => s.ruleId === 'color-contrast');
    expect(contrast).toHaveLength(2);
    const body = contrast.find((s) => s.contrast.required === 4.5)!;
    const large = contrast.find((s) => s.contrast.required === 3)!;
    expect(body.contrast.suggestedRatio).toBeGreaterThanOrEqual(4.5);
    expect(large.contrast.suggestedRatio).toBeGreaterThanOrEqual(3);
    expect(large.contrast.suggestedRatio).toBeLessThan(4.5); // the nearest passing shade, not black
    // Blue stays blue: the suggestion's hue is the original's (red < blue, green between).
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(body.contrast.suggestedForeground.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(r!);
    expect(body.applied && large.applied).toBe(true);
    expect((res.body.remainingIssues as Issue[]).filter((i) => i.ruleId === 'color-contrast')).toEqual([]);
  });

  it('a page with nothing to fix gets no suggestions and its own HTML back', async () => {
    const html = '<!doctype html><html lang="en"><head><title>Fine</title></head><body><main><h1>Fine</h1><p>Nothing to see.</p></main></body></html>';
    const res = await api.post('/remediation/html', { key, body: { html } });
    expect(res.status).toBe(200);
    expect(res.body.issues).toEqual([]);
    expect(res.body.suggestions).toEqual([]);
    expect(res.body.remainingIssues).toEqual([]);
    expect(res.body.fixedHtml).toContain('<h1>Fine</h1>');
  });

  it('without a provider, what needs a person is advice and is not applied', async () => {
    const html = '<!doctype html><html lang="en"><head><title>Images</title></head><body><main><img src="https://example.com/chart.png"></main></body></html>';
    const res = await api.post('/remediation/html', { key, body: { html } });
    const alt = (res.body.suggestions as Suggestion[]).find((s) => s.ruleId === 'image-alt')!;
    expect(alt).toMatchObject({ source: 'rule', applied: false, fix: { kind: 'advice' } });
    // An instruction with the criterion it fails, not axe's failure summary.
    expect(alt.fix.after).toMatch(/^Add an alt attribute to the image: .*It fails WCAG success criterion 1\.1\.1 Non-text Content \(level A\)\./);
    expect(alt.fix.after).not.toContain('Element does not have an alt attribute');
  });

  it('answers 400 for a bad body or nesting past 1,000 levels, 413 past 500,000 characters, 403 without the scanner scope', async () => {
    expect((await api.post('/remediation/html', { key, body: { html: '' } })).status).toBe(400);
    expect((await api.post('/remediation/html', { key, body: { html: '<p>x</p>', standard: 'WCAG99' } })).status).toBe(400);
    const big = await api.post('/remediation/html', { key, body: { html: `<p>${'x'.repeat(500_001)}</p>` } });
    expect(big.status).toBe(413);
    // Nesting that would overflow the parser's recursion is refused before any analysis.
    const deep = await api.post('/remediation/html', { key, body: { html: '<div>'.repeat(5_000) } });
    expect(deep.status).toBe(400);
    expect(deep.body.details[0].path).toBe('html');
    const { adminKey, tenantId } = await createTestTenant({ plan: 'pro' });
    const narrow = await api.post(`/tenants/${tenantId}/api-keys`, { key: adminKey, body: { name: 'content only', scopes: ['content'] } });
    expect((await api.post('/remediation/html', { key: narrow.body.key, body: { html: '<p>x</p>' } })).status).toBe(403);
  });
});

describe('AI suggestions', () => {
  let fake: FakeOpenai;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    fake = await startFakeOpenai();
    for (const [name, value] of Object.entries({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-fake', OPENAI_MAX_RETRIES: '0' })) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await fake.close();
  });

  it('an image without alt gets an AI suggestion, marked ai, not applied to fixedHtml', async () => {
    allowLoopback();
    pages.set('/chart.png', { type: 'image/png', body: await renderTextPng('SALES 2026') });
    fake.enqueue({ reply: { altText: 'Bar chart of sales in 2026' } });
    const html = `<!doctype html><html lang="en"><head><title>Report</title></head><body><main><h1>Sales</h1><figure><img src="${origin}/chart.png"><figcaption>Sales by quarter</figcaption></figure></main></body></html>`;
    const res = await api.post('/remediation/html', { key, body: { html } });
    expect(res.status).toBe(200);
    const ai = (res.body.suggestions as Suggestion[]).find((s) => s.source === 'ai')!;
    expect(ai).toMatchObject({ ruleId: 'image-alt', applied: false, fix: { kind: 'attribute' } });
    expect(ai.fix.after).toContain('alt="Bar chart of sales in 2026"');
    expect(res.body.fixedHtml).not.toContain('Bar chart of sales');
    // The model saw the image itself and the text around it.
    const sent = JSON.stringify(fake.completions().at(-1)!.body);
    expect(sent).toContain('data:image/png;base64,');
    expect(sent).toContain('Sales by quarter');
  });
});

describe('POST /remediation/url', () => {
  it('analyses a live page as a scan loads it, with a verified fixedHtml', async () => {
    allowLoopback();
    pages.set('/contact.html', { type: 'text/html; charset=utf-8', body: BROKEN });
    const res = await api.post('/remediation/url', { key, body: { url: `${origin}/contact.html` } });
    expect(res.status).toBe(200);
    expect((res.body.issues as Issue[]).map((i) => i.ruleId)).toContain('html-has-lang');
    expect((res.body.suggestions as Suggestion[]).some((s) => s.applied)).toBe(true);
    expect(res.body.fixedHtml).toMatch(/lang="en"/);
  });

  it('refuses unsafe URLs with 422', async () => {
    delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
    for (const url of ['http://127.0.0.1/', 'http://169.254.169.254/latest/', 'file:///etc/passwd']) {
      const res = await api.post('/remediation/url', { key, body: { url } });
      expect(res.status, url).toBe(422);
      expect(res.body.code).toBe('unsafe_url');
    }
  });
});

describe('POST /remediation/pdf', () => {
  async function untaggedPdf(): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText('Annual report of the reading rooms', { x: 50, y: 700, size: 18, font });
    return pdf.save();
  }

  // The PDF parsers load in a worker thread the first time (seconds on a busy machine): once, before the tests.
  beforeAll(async () => {
    expect((await api.post('/remediation/pdf', { key, body: { pdfBase64: Buffer.from(await untaggedPdf()).toString('base64') } })).status).toBe(200);
  });

  it('finds an untagged PDF without title or language, with advice and the notes', async () => {
    const res = await api.post('/remediation/pdf', { key, body: { pdfBase64: Buffer.from(await untaggedPdf()).toString('base64') } });
    expect(res.status).toBe(200);
    const rules = (res.body.issues as Issue[]).map((i) => i.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['pdf-tagged', 'pdf-title', 'pdf-language']));
    expect(rules).not.toContain('pdf-text-layer');
    for (const s of res.body.suggestions as Suggestion[]) expect(s).toMatchObject({ applied: false, fix: { kind: 'advice' } });
    expect(res.body.notes.join(' ')).toMatch(/person/i);
    expect(res.body.fixedHtml).toBeUndefined();
  });

  it('reads a PDF by URL, refuses what is not a PDF (400) and unsafe URLs (422)', async () => {
    allowLoopback();
    pages.set('/report.pdf', { type: 'application/pdf', body: Buffer.from(await untaggedPdf()) });
    pages.set('/fake.pdf', { type: 'application/pdf', body: '<!doctype html><p>not a pdf</p>' });
    expect((await api.post('/remediation/pdf', { key, body: { pdfUrl: `${origin}/report.pdf` } })).status).toBe(200);
    const notPdf = await api.post('/remediation/pdf', { key, body: { pdfUrl: `${origin}/fake.pdf` } });
    expect(notPdf.status).toBe(400);
    expect((await api.post('/remediation/pdf', { key, body: { pdfBase64: Buffer.from('hello').toString('base64') } })).status).toBe(400);
    expect((await api.post('/remediation/pdf', { key, body: {} })).status).toBe(400);
    delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
    expect((await api.post('/remediation/pdf', { key, body: { pdfUrl: 'http://10.0.0.1/x.pdf' } })).status).toBe(422);
  });
});
