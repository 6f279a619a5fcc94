import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineScanWorkflows } from '@/lib/workflows/scan.ts';
import { db } from '@/lib/db/client.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { closeBrowser, withPage } from '@/lib/scanner/render/browser.ts';
import { FINDING_LIMITS, type FindingLimits, MAX_PAGE_FINDINGS, MAX_SCAN_FINDINGS } from '@/lib/scanner/merge/findings.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * A scan stores each page's issues as the page completes (a crawl holds one page's findings at a time),
 * at most 1,000 per page and 10,000 per scan (FINDING_LIMITS), and says how many it left out. The scan
 * here runs with small limits (the workflow takes them), so that three small pages reach both caps:
 * the first keeps 10 of its 11, the second the 5 left of the scan's 15, and the last none.
 */
const LIMITS: FindingLimits = { perPage: 10, perScan: 15 };
const PAGES = 3; // the start page and two linked from it
const PER_PAGE = LIMITS.perPage + 1; // one image more than a page keeps
const saved = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
let server: http.Server;
let origin = '';
let runner: JobRunner;
let adminKey = '';
let releaseLast: () => void = () => undefined;
const lastHeld = new Promise<void>((resolve) => (releaseLast = resolve));

const images = (page: string) => Array.from({ length: PER_PAGE }, (_, i) => `<img id="${page}-${i}">`).join('');

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/favicon.ico') return void res.writeHead(404).end();
    if (path === `/p${PAGES - 1}`) await lastHeld; // answered once the test has seen the other pages stored
    const links = path === '/' ? Array.from({ length: PAGES - 1 }, (_, i) => `<a href="/p${i + 1}">Page ${i + 1}</a>`).join('') : '';
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="en"><title>Page ${path}</title><main><h1>Images</h1>${links}${images(path.slice(1) || 'start')}</main></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
  // The browser started, as in a running service (seconds, once per process), so that the test times the scan.
  await withPage(async () => undefined, { timeoutMs: 60_000 });
  adminKey = (await createTestTenant()).adminKey;
  runner = new JobRunner({ workflows: defineScanWorkflows(LIMITS), pollMs: 50 }).start();
});

afterAll(async () => {
  releaseLast();
  await runner.stop(2000);
  await closeBrowser();
  await new Promise((resolve) => server.close(resolve));
  if (saved === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = saved;
});

describe('storing a scan’s issues', () => {
  it('keeps 1,000 findings per page and 10,000 per scan in the service', () => {
    expect(FINDING_LIMITS).toEqual({ perPage: 1_000, perScan: 10_000 });
    expect([MAX_PAGE_FINDINGS, MAX_SCAN_FINDINGS]).toEqual([1_000, 10_000]);
  });

  it('stores each page as it completes, keeps the page’s cap of each page and the scan’s cap in all, and counts the rest', { timeout: 120_000 }, async () => {
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/`, crawl: { maxPages: PAGES, maxDepth: 1 } } });
    expect(created.status).toBe(202);
    const jobId = created.body.id as string;

    // The scan's cap is reached while the scan still runs, held on the last page.
    await expect.poll(() => db.scanIssue.count({ where: { jobId } }), { timeout: 90_000, interval: 100 }).toBe(LIMITS.perScan);
    expect((await db.scanJob.findUniqueOrThrow({ where: { id: jobId } })).status).toBe('running');
    releaseLast();

    await expect
      .poll(async () => (await api.get(`/scanner/jobs/${jobId}`, { key: adminKey })).body.status, { timeout: 60_000, interval: 100 })
      .toBe('completed');
    const job = (await api.get(`/scanner/jobs/${jobId}`, { key: adminKey })).body;
    // Pages of 11 keep 10, then the 5 left of the scan's 15; the last keeps none.
    const kept = [10, 5, 0];
    expect(job).toMatchObject({ pagesScanned: PAGES, issuesDropped: PAGES * PER_PAGE - LIMITS.perScan });
    expect(job.summary).toMatchObject({ total: LIMITS.perScan, critical: LIMITS.perScan, new: LIMITS.perScan, recurring: 0, fixed: 0, dismissed: 0 });
    expect(await db.scanIssue.count({ where: { jobId } })).toBe(LIMITS.perScan);
    // Pages are stored one at a time under the scan's lock, in whichever order they end.
    const pages = (await api.get(`/scanner/jobs/${jobId}/pages?sort=issues&order=desc`, { key: adminKey })).body.data;
    expect(pages.map((p: { issues: number; issuesDropped: number }) => [p.issues, p.issuesDropped])).toEqual(kept.map((n) => [n, PER_PAGE - n]));
  });
});
