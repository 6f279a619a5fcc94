import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCriteria } from '@/lib/wcag/criteria.ts';
import { buildReportTask } from '@/lib/compliance/generate-report.ts';
import { buildReport } from '@/lib/compliance/report/build-report.ts';
import { printPdf } from '@/lib/compliance/report/print-pdf.ts';
import { validateOpenAcr } from '@/lib/compliance/report/openacr.ts';
import { runTask } from '@/lib/compute/pool.ts';
import { db } from '@/lib/db/client.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { generateReportWorkflow } from '@/lib/workflows/generate-report.ts';
import { scanWorkflows } from '@/lib/workflows/scan.ts';
import { analyzeHtml } from '@/lib/remediation/analyze.ts';
import { api, inProcessFetch } from './api.ts';
import { reportFixture } from './fixtures/compliance-report.ts';
import { createTestTenant } from './fixtures.ts';
import { pdfText } from './pdf-text.ts';

/**
 * The whole compliance chain through the public API, on pages served here and the real scanner: a
 * target → a rescan snapshot with the expected failing criteria → a manual evaluation → the next
 * snapshot → a VPAT whose PDF lists every WCAG 2.2 A and AA criterion with its term, whose OpenACR
 * validates and whose HTML has no axe violations. The parts are tested in depth beside their code.
 *
 * One tenant and target go through the chain in steps, one test each, each going on from the one before.
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
  runner = new JobRunner({ workflows: [...scanWorkflows, generateReportWorkflow], pollMs: 50, backoffBaseMs: 50 }).start();
  // Warm, as a running service is (seconds, once per process), so that the steps time the chain: the browser
  // started (it scans and prints), a compute worker with the report builders up, and pdf.js loaded.
  await runTask(buildReportTask, { type: 'vpat', input: reportFixture({ pages: 1 }) }, { tenantId: 'warm-up' });
  await pdfText(await printPdf(buildReport('vpat', reportFixture({ pages: 1 })).printHtml));
}, 120_000);

afterAll(async () => {
  await runner.stop(2000);
  await new Promise((resolve) => server.close(resolve));
  if (savedPrivate === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedPrivate;
});

/**
 * Waits until the stored status of `what` is no longer one of `unfinished`. Polled in the database: the
 * tenant's plan allows 60 API requests a minute, which polling through the API would spend on a slow machine
 * (429s). What the API then answers is what the test checks.
 */
async function settled(what: string, status: () => Promise<string>, unfinished: string[], timeoutMs = 60_000): Promise<void> {
  await expect.poll(status, { timeout: timeoutMs, interval: 50, message: `waiting for ${what}` }).not.toSatisfy((s: string) => unfinished.includes(s));
}

type Criterion = { criterion: string; result: string; source: string; pages: string[] };

describe('compliance, end to end through the API', () => {
  let key = '';
  let targetId = '';
  let snapshotId = '';
  let reportId = '';
  const byId = (s: { criteria: Criterion[] }) => new Map(s.criteria.map((c) => [c.criterion, c]));

  beforeAll(async () => {
    key = (await createTestTenant({ plan: 'pro' })).adminKey;
  });

  it('target → rescan: a snapshot with the expected failing criteria', async () => {
    const target = await api.post('/compliance/targets', {
      key,
      body: { name: 'Library site', standard: 'WCAG22_AA', urls: [`${origin}/team.html`, `${origin}/hours.html`], minScore: 90 },
    });
    expect(target.status).toBe(201);
    targetId = target.body.id as string;

    const pending = await api.post('/compliance/snapshots', { key, body: { targetId, rescan: true } });
    expect(pending.status).toBe(202);
    expect(pending.body.status).toBe('pending');
    const snapshotStatus = async () => (await db.complianceSnapshot.findUniqueOrThrow({ where: { id: pending.body.id } })).status;
    await settled('the rescan snapshot', snapshotStatus, ['starting', 'pending']);
    const first = (await api.get(`/compliance/snapshots/${pending.body.id}`, { key })).body;
    expect(first.status).toBe('ready');
    expect(first.pagesScanned).toBe(2);
    const criteria = byId(first);
    expect(criteria.get('1.1.1')).toMatchObject({ result: 'fail', source: 'automated', pages: [`${origin}/team.html`] });
    expect(criteria.get('1.4.3')).toMatchObject({ result: 'fail', pages: [`${origin}/hours.html`] });
    expect(criteria.get('1.2.2')).toMatchObject({ result: 'not_evaluated', source: 'none' }); // captions: a person's call
  });

  it('→ evaluation → snapshot: the next snapshot takes the manual evaluation', async () => {
    expect(targetId).not.toBe('');
    const evaluation = await api.put(`/compliance/targets/${targetId}/evaluations/1.2.2`, {
      key,
      body: { result: 'not_applicable', remarks: 'The site has no video.' },
    });
    expect(evaluation.status).toBe(200);
    const second = await api.post('/compliance/snapshots', { key, body: { targetId } });
    expect(second.status).toBe(201);
    expect(byId(second.body).get('1.2.2')).toMatchObject({ result: 'not_applicable', source: 'manual' });
    expect(second.body.changes.criteria).toContainEqual({ criterion: '1.2.2', from: 'not_evaluated', to: 'not_applicable' });
    snapshotId = second.body.id as string;
  });

  it('→ VPAT of that snapshot: ready, as a draft', async () => {
    expect(snapshotId).not.toBe('');
    const report = await api.post('/compliance/reports', {
      key,
      body: { type: 'vpat', targetId, snapshotId, product: { name: 'Library site', version: '3', vendor: 'City Library' } },
    });
    expect(report.status).toBe(202);
    const reportStatus = async () => (await db.complianceReport.findUniqueOrThrow({ where: { id: report.body.id } })).status;
    await settled('the VPAT', reportStatus, ['queued', 'generating']);
    const ready = (await api.get(`/compliance/reports/${report.body.id}`, { key })).body;
    expect(ready).toMatchObject({ status: 'ready', draft: true });
    reportId = report.body.id as string;
  });

  it('the VPAT in PDF lists every WCAG 2.2 A and AA criterion with its term', async () => {
    expect(reportId).not.toBe('');
    const pdf = await api.get(`/compliance/reports/${reportId}/download`, { key });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const download = await fetchBytes(`/compliance/reports/${reportId}/download`, key);
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
  });

  it('the VPAT in OpenACR validates', async () => {
    expect(reportId).not.toBe('');
    const openacr = await api.get(`/compliance/reports/${reportId}/download?format=openacr`, { key });
    expect(validateOpenAcr(openacr.text)).toEqual([]);
  });

  it('the VPAT in HTML has no axe violations', async () => {
    expect(reportId).not.toBe('');
    const html = await api.get(`/compliance/reports/${reportId}/download?format=html`, { key });
    expect((await analyzeHtml(html.text, 'WCAG22_AA')).findings).toEqual([]);
  });
});

/** The download's bytes exactly (the test helper reads bodies as text). */
async function fetchBytes(path: string, key: string): Promise<Uint8Array> {
  const response = await inProcessFetch(`http://localhost:3000/api/v1${path}`, { headers: { 'X-Api-Key': key } });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}
