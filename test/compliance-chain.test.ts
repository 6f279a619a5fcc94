import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCriteria } from '@/lib/compliance/catalogue.ts';
import { validateOpenAcr } from '@/lib/compliance/report/openacr.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { generateReportWorkflow } from '@/lib/jobs/workflows/generate-report.ts';
import { scanPageWorkflow } from '@/lib/jobs/workflows/scan-page.ts';
import { analyzeHtml } from '@/lib/remediation/analyze.ts';
import { api, inProcessFetch } from './api.ts';
import { createTestTenant } from './fixtures.ts';
import { pdfText } from './pdf-text.ts';

/**
 * The whole compliance chain through the public API, on pages served here and the real scanner: a
 * target → a rescan snapshot with the expected failing criteria → a manual evaluation → the next
 * snapshot → a VPAT whose PDF lists every WCAG 2.2 A and AA criterion with its term, whose OpenACR
 * validates and whose HTML has no axe violations. The parts are tested in depth beside their code.
 */

const PAGE = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const PAGES: Record<string, string> = {
  'team.html': PAGE('Team', `<img src="${GIF}">`),
  'hours.html': PAGE('Opening hours', '<p style="color:#c0c0c0;background:#ffffff">Open daily from nine to five.</p>'),
};

let server: http.Server;
let origin = '';
let runner: JobRunner;
const savedPrivate = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const html = PAGES[(req.url ?? '/').slice(1)];
    if (html) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
  runner = new JobRunner({ workflows: [scanPageWorkflow, generateReportWorkflow], pollMs: 50, backoffBaseMs: 50 }).start();
});

afterAll(async () => {
  await runner.stop(2000);
  await new Promise((resolve) => server.close(resolve));
  if (savedPrivate === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedPrivate;
});

/** Polls `read` until `done` holds (each read is a real request); fails after `timeoutMs`. */
async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 120_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const value = await read();
    if (done(value)) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

type Criterion = { criterion: string; result: string; source: string; pages: string[] };

describe('compliance, end to end through the API', () => {
  it('target → rescan → evaluation → snapshot → VPAT in PDF, OpenACR and HTML', async () => {
    const { adminKey: key } = await createTestTenant({ plan: 'pro' });
    const target = await api.post('/compliance/targets', {
      key,
      body: { name: 'Library site', standard: 'WCAG22_AA', urls: [`${origin}/team.html`, `${origin}/hours.html`], minScore: 90 },
    });
    expect(target.status).toBe(201);
    const targetId = target.body.id as string;

    const pending = await api.post('/compliance/snapshots', { key, body: { targetId, rescan: true } });
    expect(pending.status).toBe(202);
    expect(pending.body.status).toBe('pending');
    const first = await until(
      'the rescan snapshot',
      async () => (await api.get(`/compliance/snapshots/${pending.body.id}`, { key })).body,
      (s) => s.status !== 'pending',
    );
    expect(first.status).toBe('ready');
    expect(first.pagesScanned).toBe(2);
    const byId = (s: { criteria: Criterion[] }) => new Map(s.criteria.map((c) => [c.criterion, c]));
    const criteria = byId(first);
    expect(criteria.get('1.1.1')).toMatchObject({ result: 'fail', source: 'automated', pages: [`${origin}/team.html`] });
    expect(criteria.get('1.4.3')).toMatchObject({ result: 'fail', pages: [`${origin}/hours.html`] });
    expect(criteria.get('1.2.2')).toMatchObject({ result: 'not_evaluated', source: 'none' }); // captions: a person's call

    const evaluation = await api.put(`/compliance/targets/${targetId}/evaluations/1.2.2`, {
      key,
      body: { result: 'not_applicable', remarks: 'The site has no video.' },
    });
    expect(evaluation.status).toBe(200);
    const second = await api.post('/compliance/snapshots', { key, body: { targetId } });
    expect(second.status).toBe(201);
    expect(byId(second.body).get('1.2.2')).toMatchObject({ result: 'not_applicable', source: 'manual' });
    expect(second.body.changes.criteria).toContainEqual({ criterion: '1.2.2', from: 'not_evaluated', to: 'not_applicable' });

    const report = await api.post('/compliance/reports', {
      key,
      body: { type: 'vpat', targetId, snapshotId: second.body.id, product: { name: 'Library site', version: '3', vendor: 'City Library' } },
    });
    expect(report.status).toBe(202);
    const ready = await until(
      'the VPAT',
      async () => (await api.get(`/compliance/reports/${report.body.id}`, { key })).body,
      (r) => r.status === 'ready' || r.status === 'failed',
    );
    expect(ready).toMatchObject({ status: 'ready', draft: true });

    const pdf = await api.get(`/compliance/reports/${report.body.id}/download`, { key });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const download = await fetchBytes(`/compliance/reports/${report.body.id}/download`, key);
    const { text } = await pdfText(download);
    for (const c of allCriteria('2.2').filter((c) => c.level !== 'AAA')) expect(text, c.id).toContain(`${c.id} ${c.title} (Level ${c.level})`);
    // A criterion's row: its number and title, then its term and remarks.
    const row = (id: string) => {
      const c = allCriteria('2.2').find((c) => c.id === id)!;
      const at = text.indexOf(`${id} ${c.title} (Level ${c.level})`);
      expect(at, id).toBeGreaterThanOrEqual(0);
      return text.slice(at, at + 300);
    };
    expect(row('1.1.1')).toContain('Does Not Support'); // failing on 1 of 2 pages: half or more
    expect(row('1.2.2')).toContain('Not Applicable');
    expect(row('2.1.1')).toContain('Not yet evaluated');
    expect(text).toMatch(/draft/i);

    const openacr = await api.get(`/compliance/reports/${report.body.id}/download?format=openacr`, { key });
    expect(validateOpenAcr(openacr.text)).toEqual([]);
    const html = await api.get(`/compliance/reports/${report.body.id}/download?format=html`, { key });
    expect((await analyzeHtml(html.text, 'WCAG22_AA')).findings).toEqual([]);
  });
});

/** The download's bytes exactly (the test helper reads bodies as text). */
async function fetchBytes(path: string, key: string): Promise<Uint8Array> {
  const response = await inProcessFetch(`http://localhost:3000/api/v1${path}`, { headers: { 'X-Api-Key': key } });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}
