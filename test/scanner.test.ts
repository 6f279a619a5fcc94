import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { UNSAFE_HOST_MESSAGE } from '@/lib/net/ssrf.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { onEventQueued } from '@/lib/jobs/send-event.ts';
import { closeBrowser } from '@/lib/scanner/render/browser.ts';
import { scanPage } from '@/lib/scanner/render/scan-page.ts';
import { scanWorkflows } from '@/lib/workflows/scan.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

const PAGES = path.resolve(import.meta.dirname, 'fixtures', 'pages');
let origin = '';
let server: http.Server;
let variant: Record<string, string> = {};
const hanging = new Set<http.ServerResponse>();
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
let runner: JobRunner | null = null;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
    if (name === 'to-metadata') return void res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    if (name === 'hang') {
      hanging.add(res);
      res.writeHead(200, { 'content-type': 'text/html' }).write('<!doctype html><title>Slow</title><p>Loading');
      return;
    }
    try {
      const body = await readFile(path.join(PAGES, variant[name] ?? name));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>Not found</title></html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true'; // the pages live on 127.0.0.1
  // The browser starts here, not in the first test's time.
  await scanPage(`${origin}/clean.html`, { standard: 'WCAG22_AA', includeBestPractices: false });
});

let unsubscribe: (() => void) | null = null;

afterEach(async () => {
  unsubscribe?.();
  unsubscribe = null;
  await runner?.stop(2000);
  runner = null;
  variant = {};
});

afterAll(async () => {
  await closeBrowser();
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

function startRunner() {
  runner = new JobRunner({ workflows: scanWorkflows, pollMs: 50, backoffBaseMs: 50 }).start();
}

/** The result of the runner's first claim (null: it found no work); later claims are left alone. */
function firstClaim(r: JobRunner): Promise<unknown> {
  const seam = r as unknown as { claim: (...args: unknown[]) => Promise<unknown> };
  const claim = seam.claim.bind(r);
  return new Promise((resolve) => {
    seam.claim = async (...args: unknown[]) => {
      seam.claim = claim;
      const job = await claim(...args);
      resolve(job);
      return job;
    };
  });
}

async function waitFor(key: string, jobId: string, statuses: string[], seen?: Set<string>, timeoutMs = 60_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const res = await api.get(`/scanner/jobs/${jobId}`, { key });
    seen?.add(res.body.status);
    if (statuses.includes(res.body.status)) return res.body;
  }
  throw new Error(`scan ${jobId} did not reach ${statuses.join('/')}`);
}

describe('scanning through the API', () => {
  it('queues a scan (202 + Location), runs it queued → running → completed, and stores the issues with their criteria', async () => {
    const { adminKey } = await createTestTenant();
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/missing-alt.html` } });
    expect(created.status).toBe(202);
    expect(created.headers.get('location')).toBe(`/api/v1/scanner/jobs/${created.body.id}`);
    expect(created.body).toMatchObject({ status: 'queued', standard: 'WCAG22_AA', url: `${origin}/missing-alt.html`, summary: null });

    const seen = new Set<string>(['queued']);
    startRunner();
    const job = await waitFor(adminKey, created.body.id, ['completed', 'failed'], seen);
    expect({ status: job.status, error: job.error }).toEqual({ status: 'completed', error: null });
    expect(seen.has('running') || seen.has('completed')).toBe(true);
    expect(job.pagesScanned).toBe(1);
    expect(job.engines[0]).toMatchObject({ name: 'axe-core', version: expect.stringMatching(/^\d+\.\d+/) });
    expect(job.summary).toMatchObject({ total: 1, serious: 0, critical: 1, new: 1, recurring: 0, fixed: 0 });
    expect(job.summary.score).toBeLessThan(100);

    const issues = await api.get(`/scanner/jobs/${job.id}/issues`, { key: adminKey });
    expect(issues.status).toBe(200);
    expect(issues.body.data).toHaveLength(1);
    expect(issues.body.data[0]).toMatchObject({
      ruleId: 'image-alt',
      impact: 'critical',
      wcag: ['1.1.1'],
      level: 'A',
      pageUrl: `${origin}/missing-alt.html`,
      occurrence: 'new',
      dismissed: false,
      fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(issues.body.data[0].html.length).toBeLessThanOrEqual(1024);
    expect(issues.body.data[0].helpUrl).toMatch(/^https:\/\//);
  });

  it('starts a new scan as soon as it is queued, not at the runner’s next poll', async () => {
    const { adminKey } = await createTestTenant();
    // As in production (lib/jobs/embedded.ts): the runner is woken when this process queues work.
    const r = new JobRunner({ workflows: scanWorkflows, pollMs: 60_000 });
    runner = r;
    unsubscribe = onEventQueued(() => r.wake());
    const looked = firstClaim(r);
    r.start();
    expect(await looked, 'its first look, at start, found nothing').toBeNull();
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/clean.html` } });
    const job = await waitFor(adminKey, created.body.id, ['running', 'completed'], undefined, 15_000);
    // Far below the 60 s poll: it was woken, even on a loaded machine.
    expect(Date.parse(job.startedAt) - Date.parse(job.createdAt)).toBeLessThan(15_000);
  });

  it('marks issues recurring on a rescan, counts fixed ones, and leaves dismissed ones out of the score', { timeout: 120_000 }, async () => {
    const { adminKey } = await createTestTenant();
    startRunner();
    const url = `${origin}/page.html`;
    variant = { 'page.html': 'missing-alt.html' };
    const first = await waitFor(adminKey, (await api.post('/scanner/jobs', { key: adminKey, body: { url } })).body.id, ['completed']);
    const second = await waitFor(adminKey, (await api.post('/scanner/jobs', { key: adminKey, body: { url } })).body.id, ['completed']);
    expect(second.summary).toMatchObject({ new: 0, recurring: 1, fixed: 0 });
    const issue = (await api.get(`/scanner/jobs/${second.id}/issues`, { key: adminKey })).body.data[0];
    const firstIssue = (await api.get(`/scanner/jobs/${first.id}/issues`, { key: adminKey })).body.data[0];
    expect(issue.fingerprint).toBe(firstIssue.fingerprint);
    expect(issue.occurrence).toBe('recurring');

    const dismissal = await api.post('/scanner/dismissals', { key: adminKey, body: { fingerprint: issue.fingerprint, reason: 'decorative' } });
    expect(dismissal.status).toBe(201);
    expect((await api.post('/scanner/dismissals', { key: adminKey, body: { fingerprint: issue.fingerprint, reason: 'decorative' } })).status).toBe(200);
    const third = await waitFor(adminKey, (await api.post('/scanner/jobs', { key: adminKey, body: { url } })).body.id, ['completed']);
    expect(third.summary).toMatchObject({ total: 0, dismissed: 1, score: 100 });
    expect((await api.get(`/scanner/jobs/${third.id}/issues`, { key: adminKey })).body.data[0]).toMatchObject({ dismissed: true });
    expect((await api.get('/scanner/dismissals', { key: adminKey })).body.data).toHaveLength(1);
    expect((await api.delete(`/scanner/dismissals/${dismissal.body.id}`, { key: adminKey })).status).toBe(204);
    expect((await api.delete(`/scanner/dismissals/${dismissal.body.id}`, { key: adminKey })).status).toBe(204);

    variant = { 'page.html': 'clean.html' };
    const fixed = await waitFor(adminKey, (await api.post('/scanner/jobs', { key: adminKey, body: { url } })).body.id, ['completed']);
    expect(fixed.summary).toMatchObject({ total: 0, fixed: 1, score: 100 });
  });

  it('fails a page that never finishes loading with a clear error, instead of hanging', async () => {
    const { adminKey } = await createTestTenant();
    // A hanging page must fail within seconds here, not the production 30 s.
    process.env.SCAN_PAGE_TIMEOUT_MS = '4000';
    try {
      startRunner();
      const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/hang` } });
      const job = await waitFor(adminKey, created.body.id, ['completed', 'failed']);
      expect(job.status).toBe('failed');
      expect(job.error).toMatch(/did not finish loading within 4 s/);
      expect(job.summary).toBeNull();
    } finally {
      delete process.env.SCAN_PAGE_TIMEOUT_MS;
    }
  });

  it('fails a page that redirects to the cloud metadata address at once, with the unsafe_url answer and no retry', async () => {
    const { adminKey } = await createTestTenant();
    startRunner();
    // Loopback is let through here (ALLOW_PRIVATE_NETWORK_TARGETS); metadata never is.
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/to-metadata` } });
    expect(created.status).toBe(202);
    const job = await waitFor(adminKey, created.body.id, ['completed', 'failed']);
    expect({ status: job.status, error: job.error }).toEqual({ status: 'failed', error: UNSAFE_HOST_MESSAGE });
    // The job ends at its first attempt (`attempts` counts the failed ones): nothing is retried. The runner
    // records the job's end just after the workflow stored the scan's, so wait for it.
    const jobRow = async () => {
      const run = await db.job.findFirstOrThrow({ where: { name: 'scan/requested', payload: { path: ['scanId'], equals: created.body.id } } });
      return { status: run.status, attempts: run.attempts, lastError: run.lastError };
    };
    await expect.poll(jobRow, { timeout: 10_000, interval: 50 }).toEqual({ status: 'completed', attempts: 0, lastError: null });
  });

  it('crawls same-origin links within maxPages and maxDepth, and reports each page’s issues', { timeout: 120_000 }, async () => {
    const { adminKey } = await createTestTenant();
    startRunner();
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/site-index.html`, crawl: { maxPages: 3, maxDepth: 1 } } });
    const job = await waitFor(adminKey, created.body.id, ['completed', 'failed']);
    expect(job.status).toBe('completed');
    expect(job.pagesScanned).toBe(3);
    expect(job.pageTitle).toBe('Site index');
    const issues = (await api.get(`/scanner/jobs/${job.id}/issues`, { key: adminKey })).body.data as { ruleId: string; pageUrl: string }[];
    // The first two links in document order (the third is past maxPages; the other site is never visited).
    expect(issues.map((i) => [i.ruleId, i.pageUrl])).toEqual([['image-alt', `${origin}/missing-alt.html`]]);
  });

  it('answers the deprecated /scanner/submit alias with Deprecation and Link headers', async () => {
    const { adminKey } = await createTestTenant();
    const res = await api.post('/scanner/submit', { key: adminKey, body: { url: `${origin}/clean.html`, standard: 'WCAG21_AA' } });
    expect(res.status).toBe(202);
    expect(res.headers.get('deprecation')).toBe('true');
    expect(res.headers.get('link')).toBe('</api/v1/scanner/jobs>; rel="successor-version"');
    expect(res.body).toMatchObject({ standard: 'WCAG21_AA', status: 'queued' });
  });

  it('lists scans newest first with filters, and hides other tenants’ scans', async () => {
    const a = await createTestTenant();
    const b = await createTestTenant();
    const one = await api.post('/scanner/jobs', { key: a.adminKey, body: { url: `${origin}/clean.html` } });
    const two = await api.post('/scanner/jobs', { key: a.adminKey, body: { url: `${origin}/missing-alt.html`, standard: 'WCAG20_A' } });
    const list = await api.get('/scanner/jobs?limit=1', { key: a.adminKey });
    expect(list.body.data.map((j: { id: string }) => j.id)).toEqual([two.body.id]);
    const next = await api.get(`/scanner/jobs?limit=1&cursor=${list.body.nextCursor}`, { key: a.adminKey });
    expect(next.body.data.map((j: { id: string }) => j.id)).toEqual([one.body.id]);
    const byUrl = await api.get(`/scanner/jobs?url=${encodeURIComponent(`${origin}/clean.html`)}`, { key: a.adminKey });
    expect(byUrl.body.data.map((j: { id: string }) => j.id)).toEqual([one.body.id]);
    expect((await api.get('/scanner/jobs?status=completed', { key: a.adminKey })).body.data).toEqual([]);

    expect((await api.get(`/scanner/jobs/${one.body.id}`, { key: b.adminKey })).status).toBe(404);
    expect((await api.get(`/scanner/jobs/${one.body.id}/issues`, { key: b.adminKey })).status).toBe(404);
    expect((await api.get('/scanner/jobs', { key: b.adminKey })).body.data).toEqual([]);
    expect(await db.job.count({ where: { name: 'scan/requested', payload: { path: ['tenantId'], equals: a.tenantId } } })).toBe(2);
  });

  it('validates the request: standard, crawl bounds, and URLs it must never fetch', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    const bad = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/x`, standard: 'WCAG30_AAA', crawl: { maxPages: 0, maxDepth: 11 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['crawl.maxDepth', 'crawl.maxPages', 'standard']);

    process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'false';
    try {
      for (const url of [
        'http://127.0.0.1/',
        'http://10.0.0.8/',
        'http://169.254.169.254/latest/meta-data/',
        'http://[::1]/',
        'http://localhost:3000/',
        'file:///etc/passwd',
      ]) {
        const res = await api.post('/scanner/jobs', { key: adminKey, body: { url } });
        expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 422, code: 'unsafe_url' });
      }
    } finally {
      process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
    }
    expect(await db.scanJob.count({ where: { tenantId } })).toBe(0);
  });
});
