import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { allCriteria } from '@/lib/compliance/catalogue.ts';
import { buildReport } from '@/lib/compliance/report/build-report.ts';
import { validateOpenAcr } from '@/lib/compliance/report/openacr.ts';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { generateReportWorkflow } from '@/lib/jobs/workflows/generate-report.ts';
import { analyzeHtml } from '@/lib/remediation/analyze.ts';
import { A11yClient } from '../sdk/src/index.ts';
import { api, inProcessFetch } from './api.ts';
import { FIXTURE_EVALUATION, reportFixture } from './fixtures/compliance-report.ts';
import { createTestTenant } from './fixtures.ts';
import { pdfText } from './pdf-text.ts';

/**
 * Compliance reports: the HTML editions pass axe in the scanner's browser, and POST → 202 queued → the
 * generate-report workflow on the embedded runner → ready, with downloads in every format, through the
 * real route handlers and database. The snapshot is written directly (the fixture's criteria), so the
 * report's inputs are known exactly.
 */

const runners: JobRunner[] = [];
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop(1000);
});

function startRunner() {
  const r = new JobRunner({ workflows: [generateReportWorkflow], pollMs: 25, backoffBaseMs: 20 }).start();
  runners.push(r);
  return r;
}

async function targetWithSnapshot(tenantId: string, options: { ready?: boolean } = {}) {
  const fixture = reportFixture();
  const target = await db.complianceTarget.create({
    data: {
      id: newId('tgt'),
      tenantId,
      name: `Site ${newId('tgt').slice(-6)}`,
      standard: 'WCAG22_AA',
      urls: fixture.target.urls,
      minScore: 90,
      deadline: new Date('2030-06-30'),
    },
  });
  await db.complianceEvaluation.create({
    data: { tenantId, targetId: target.id, ...FIXTURE_EVALUATION, evaluatedAt: new Date(FIXTURE_EVALUATION.evaluatedAt) },
  });
  const snapshot = await db.complianceSnapshot.create({
    data: {
      id: newId('snp'),
      tenantId,
      targetId: target.id,
      status: options.ready === false ? 'pending' : 'ready',
      standard: 'WCAG22_AA',
      score: 72,
      compliant: false,
      pagesScanned: 3,
      issuesByImpact: fixture.snapshot.issuesByImpact!,
      criteria: fixture.snapshot.criteria as object[],
      readyAt: new Date(),
    },
  });
  return { target, snapshot };
}

async function waitForReport(key: string, id: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await api.get(`/compliance/reports/${id}`, { key });
    if (res.body.status === 'ready' || res.body.status === 'failed' || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const product = { name: 'Acme Pörtal', version: '4.2', vendor: 'Acme Inc.', contact: 'a11y@acme.example' };

describe('the HTML editions', () => {
  it('have zero axe violations, VPAT and compliance report', async () => {
    for (const type of ['vpat', 'compliance'] as const) {
      const { html } = await buildReport(type, reportFixture({ pages: 20 }));
      const analysis = await analyzeHtml(html, 'WCAG22_AA');
      expect(analysis.fragment).toBe(false);
      expect(analysis.findings.map((f) => `${f.ruleId} ${f.selector}`)).toEqual([]);
    }
  }, 120_000);
});

describe('POST /compliance/reports → generate-report → downloads', () => {
  it('202 queued, 409 report_not_ready before, then ready with PDF, HTML and OpenACR', async () => {
    const t = await createTestTenant();
    const { target, snapshot } = await targetWithSnapshot(t.tenantId);
    const created = await api.post('/compliance/reports', { key: t.adminKey, body: { type: 'vpat', targetId: target.id, product } });
    expect(created.status).toBe(202);
    expect(created.headers.get('location')).toBe(`/api/v1/compliance/reports/${created.body.id}`);
    expect(created.body).toMatchObject({ type: 'vpat', status: 'queued', targetId: target.id, snapshotId: snapshot.id, downloads: null });

    const early = await api.get(`/compliance/reports/${created.body.id}/download`, { key: t.adminKey });
    expect(early.status).toBe(409);
    expect(JSON.parse(early.text).code).toBe('report_not_ready');

    startRunner();
    const ready = await waitForReport(t.adminKey, created.body.id);
    expect(ready.body).toMatchObject({ status: 'ready', draft: true, error: null });
    expect(ready.body.downloads.openacr).toContain('format=openacr');

    const date = ready.body.readyAt.slice(0, 10);
    const pdf = await fetchBytes(t.adminKey, `/compliance/reports/${created.body.id}/download`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="vpat-acme-portal-${date}.pdf"; filename*=UTF-8''vpat-acme-portal-${date}.pdf`);
    const { text, title } = await pdfText(pdf.bytes);
    expect(title).toBe('DRAFT: Acme Pörtal 4.2 Accessibility Conformance Report');
    for (const c of allCriteria('2.2').filter((c) => c.level !== 'AAA')) expect(text, c.id).toContain(`${c.id} ${c.title} (Level ${c.level})`);
    expect(text).toContain('1.1.1 Non-text Content (Level A) Partially Supports');
    expect(text).toContain('1.4.3 Contrast (Minimum) (Level AA) Does Not Support');
    expect(text).toContain('2.4.2 Page Titled (Level A) Supports');
    expect(text).toContain('Evaluated by alice@example.com on 2026-03-02');

    const html = await api.get(`/compliance/reports/${created.body.id}/download?format=html`, { key: t.adminKey });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('content-disposition')).toContain(`filename="vpat-acme-portal-${date}.html"`);
    expect(html.text).toContain('<html lang="en">');

    const yaml = await api.get(`/compliance/reports/${created.body.id}/download?format=openacr`, { key: t.adminKey });
    expect(yaml.headers.get('content-type')).toBe('application/yaml');
    expect(yaml.headers.get('content-disposition')).toContain(`filename="vpat-acme-portal-${date}-openacr.yaml"`);
    expect(validateOpenAcr(yaml.text)).toEqual([]);
    expect(parse(yaml.text).product.name).toBe('Acme Pörtal');

    const client = new A11yClient({ apiKey: t.adminKey, baseUrl: 'http://localhost/api/v1', fetch: inProcessFetch, maxRetries: 0 });
    const viaSdk = await client.compliance.downloadReport(created.body.id);
    expect(new TextDecoder().decode(viaSdk.slice(0, 5))).toBe('%PDF-');
    expect(new TextDecoder().decode(await client.compliance.downloadReport(created.body.id, { format: 'openacr' }))).toBe(yaml.text);

    const list = await api.get(`/compliance/reports?targetId=${target.id}`, { key: t.adminKey });
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([created.body.id]);
  }, 120_000);

  it('a compliance report: ready, no OpenACR (400), UTF-8 file name', async () => {
    const t = await createTestTenant();
    const { target } = await targetWithSnapshot(t.tenantId);
    const created = await api.post('/compliance/reports', { key: t.adminKey, body: { type: 'compliance', targetId: target.id, product: { name: 'Café' } } });
    expect(created.status).toBe(202);
    startRunner();
    const ready = await waitForReport(t.adminKey, created.body.id);
    expect(ready.body).toMatchObject({ status: 'ready', draft: false, downloads: { openacr: null } });
    const pdf = await fetchBytes(t.adminKey, `/compliance/reports/${created.body.id}/download?format=pdf`);
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="compliance-report-cafe-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect((await pdfText(pdf.bytes)).text).toContain('72 of 100');
    const openacr = await api.get(`/compliance/reports/${created.body.id}/download?format=openacr`, { key: t.adminKey });
    expect(openacr.status).toBe(400);
    expect(JSON.parse(openacr.text).code).toBe('validation_failed');
  }, 120_000);

  it('keeps reports for the tenant retention: older ones go when a new one is asked for', async () => {
    const t = await createTestTenant();
    const { target } = await targetWithSnapshot(t.tenantId);
    const old = await api.post('/compliance/reports', { key: t.adminKey, body: { type: 'compliance', targetId: target.id, product } });
    await db.complianceReport.update({ where: { id: old.body.id }, data: { createdAt: new Date(Date.now() - 400 * 86_400_000) } });
    const fresh = await api.post('/compliance/reports', { key: t.adminKey, body: { type: 'compliance', targetId: target.id, product } });
    expect(fresh.status).toBe(202);
    expect((await api.get(`/compliance/reports/${old.body.id}`, { key: t.adminKey })).status).toBe(404);
    expect((await api.get(`/compliance/reports/${fresh.body.id}`, { key: t.adminKey })).status).toBe(200);
  });

  it('409 without a ready snapshot; 404 for another tenant’s target, report and download', async () => {
    const t = await createTestTenant();
    const other = await createTestTenant();
    const bare = await db.complianceTarget.create({
      data: { id: newId('tgt'), tenantId: t.tenantId, name: 'Bare', standard: 'WCAG22_AA', urls: ['https://example.com/'], minScore: 90 },
    });
    const none = await api.post('/compliance/reports', { key: t.adminKey, body: { type: 'vpat', targetId: bare.id, product } });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 'conflict', message: expect.stringContaining('take a snapshot first') });

    const pending = await targetWithSnapshot(t.tenantId, { ready: false });
    const notReady = await api.post('/compliance/reports', {
      key: t.adminKey,
      body: { type: 'vpat', targetId: pending.target.id, snapshotId: pending.snapshot.id, product },
    });
    expect(notReady.status).toBe(409);

    const { target, snapshot } = await targetWithSnapshot(t.tenantId);
    const wrongTarget = await api.post('/compliance/reports', { key: t.adminKey, body: { type: 'vpat', targetId: bare.id, snapshotId: snapshot.id, product } });
    expect(wrongTarget.status).toBe(400);

    const created = await api.post('/compliance/reports', { key: t.adminKey, body: { type: 'vpat', targetId: target.id, product } });
    expect(created.status).toBe(202);
    expect((await api.post('/compliance/reports', { key: other.adminKey, body: { type: 'vpat', targetId: target.id, product } })).status).toBe(404);
    expect(
      (await api.post('/compliance/reports', { key: other.adminKey, body: { type: 'vpat', targetId: target.id, snapshotId: snapshot.id, product } })).status,
    ).toBe(404);
    const get = await api.get(`/compliance/reports/${created.body.id}`, { key: other.adminKey });
    const missing = await api.get('/compliance/reports/rpt_missing', { key: other.adminKey });
    expect(get.status).toBe(404);
    expect(get.body.message).toBe(missing.body.message);
    expect((await api.get(`/compliance/reports/${created.body.id}/download`, { key: other.adminKey })).status).toBe(404);
    expect((await api.get('/compliance/reports', { key: other.adminKey })).body.data).toEqual([]);
  });
});

/** The route handler's bytes, as a client would read them. */
async function fetchBytes(key: string, path: string) {
  const res = await inProcessFetch(`http://localhost/api/v1${path}`, { headers: { 'X-Api-Key': key } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
