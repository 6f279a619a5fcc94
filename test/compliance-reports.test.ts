import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { allCriteria } from '@/lib/wcag/criteria.ts';
import { buildReportTask } from '@/lib/compliance/generate-report.ts';
import { buildReport } from '@/lib/compliance/report/build-report.ts';
import { printPdf } from '@/lib/compliance/report/print-pdf.ts';
import { runTask } from '@/lib/compute/pool.ts';
import { REPORT_HTML_CSP } from '@/lib/compliance/report/html.ts';
import { validateOpenAcr } from '@/lib/compliance/report/openacr.ts';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { generateReportWorkflow } from '@/lib/workflows/generate-report.ts';
import { withPage } from '@/lib/scanner/render/browser.ts';
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

// The browser that prints, a compute worker with the builders and pdf.js start here, not inside a test.
beforeAll(async () => {
  await runTask(buildReportTask, { type: 'compliance', input: reportFixture({ pages: 1 }) }, { tenantId: 'warm-up' });
  await pdfText(await printPdf(buildReport('compliance', reportFixture({ pages: 1 })).printHtml)); // pdf.js loaded too
}, 120_000);

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
      scoreMeetsMinimum: false,
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
  it('render under their Content-Security-Policy, which runs no script', async () => {
    const { html } = buildReport('compliance', reportFixture({ pages: 3 }));
    // A value that got into the document unescaped: the policy must keep it from running.
    const injected = html.replace('</main>', '<script>document.title = "ran"</script></main>');
    const seen = await withPage(
      async (scanPage) => {
        // Scan contexts bypass page CSPs (to inject the engine), so the document gets a context of its own,
        // with no network: the report is answered from here and anything else it asked for would be refused.
        const context = await scanPage.context().browser()!.newContext();
        try {
          await context.route('**/*', (route) =>
            route.request().url() === 'http://report.test/report.html'
              ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': REPORT_HTML_CSP }, body: injected })
              : route.abort('blockedbyclient'),
          );
          const page = await context.newPage();
          const refusals: string[] = [];
          page.on('console', (m) => {
            if (/Content Security Policy/i.test(m.text())) refusals.push(m.text());
          });
          await page.goto('http://report.test/report.html');
          const styled = await page.evaluate(() => ({
            title: document.title,
            h2Border: getComputedStyle(document.querySelector('h2')!).borderBottomStyle,
            chart: (document.querySelector('.chart img') as HTMLImageElement).naturalWidth,
          }));
          return { refusals, ...styled };
        } finally {
          await context.close();
        }
      },
      { timeoutMs: 30_000, offline: true },
    );
    // Its inline style applies and its chart (a data: image) draws; the one refusal is the injected script's.
    expect(seen.h2Border).toBe('solid');
    expect(seen.chart).toBeGreaterThan(0);
    expect(seen.title).not.toBe('ran');
    expect(seen.refusals).toHaveLength(1);
    expect(seen.refusals[0]).toMatch(/script/i);
  }, 60_000);
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
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="vpat-acme-portal-4.2-${date}.pdf"; filename*=UTF-8''vpat-acme-portal-4.2-${date}.pdf`,
    );
    const { text, title } = await pdfText(pdf.bytes);
    expect(title).toBe('DRAFT: Acme Pörtal 4.2 Accessibility Conformance Report');
    for (const c of allCriteria('2.2').filter((c) => c.level !== 'AAA')) expect(text, c.id).toContain(`${c.id} ${c.title} (Level ${c.level})`);
    expect(text).toContain('1.1.1 Non-text Content (Level A) Partially Supports');
    expect(text).toContain('1.4.3 Contrast (Minimum) (Level AA) Does Not Support');
    expect(text).toContain('2.4.2 Page Titled (Level A) Supports');
    expect(text).toContain('Evaluated by alice@example.com on 2026-03-02');
    // Where it came from, for whoever keeps the file: its id, the snapshot's date, the live report.
    expect(text.replace(/\s+/g, ' ')).toContain(`Report ${created.body.id} of the snapshot of ${snapshot.createdAt.toISOString().slice(0, 10)}`);
    // The PDF's text layer breaks a long URL where its line wraps (after `rpt_`, for some ids): read it unbroken.
    expect(text.replace(/\s+/g, '')).toContain(`/compliance/reports/${created.body.id}`);

    const html = await api.get(`/compliance/reports/${created.body.id}/download?format=html`, { key: t.adminKey });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('content-security-policy')).toBe(REPORT_HTML_CSP);
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html.headers.get('content-disposition')).toContain(`filename="vpat-acme-portal-4.2-${date}.html"`);
    expect(html.text).toContain(`<a href="http://localhost:3000/compliance/reports/${created.body.id}">`);
    expect(html.text).toContain('<html lang="en">');

    const yaml = await api.get(`/compliance/reports/${created.body.id}/download?format=openacr`, { key: t.adminKey });
    expect(yaml.headers.get('content-type')).toBe('application/yaml');
    expect(yaml.headers.get('content-security-policy')).toBeNull();
    expect(yaml.headers.get('content-disposition')).toContain(`filename="vpat-acme-portal-4.2-${date}-openacr.yaml"`);
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

  it('a report of a pending snapshot waits for it; 400 for another target’s snapshot; 404 for another tenant’s target, report and download', async () => {
    const t = await createTestTenant();
    const other = await createTestTenant();
    const bare = await db.complianceTarget.create({
      data: { id: newId('tgt'), tenantId: t.tenantId, name: 'Bare', standard: 'WCAG22_AA', urls: ['https://example.com/'], minScore: 90 },
    });

    const pending = await targetWithSnapshot(t.tenantId, { ready: false });
    const waiting = await api.post('/compliance/reports', {
      key: t.adminKey,
      body: { type: 'vpat', targetId: pending.target.id, snapshotId: pending.snapshot.id, product },
    });
    expect(waiting.status).toBe(202);
    expect(waiting.body).toMatchObject({ status: 'queued', snapshotId: pending.snapshot.id });
    // Nothing starts until the snapshot is ready (report-queue.ts): no workflow event was queued for it.
    expect(await db.job.count({ where: { payload: { path: ['reportId'], equals: waiting.body.id } } })).toBe(0);

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
