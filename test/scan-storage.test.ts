import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanPageWorkflow } from '@/lib/jobs/workflows/scan-page.ts';
import { db } from '@/lib/db/client.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { closeBrowser } from '@/lib/scanner/engine/browser.ts';
import { MAX_PAGE_FINDINGS, MAX_SCAN_FINDINGS } from '@/lib/scanner/engine/findings.ts';
import type { ScanDetails } from '@/lib/scanner/schemas.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * A scan stores each page's issues as the page completes (a crawl holds one page's findings at a time),
 * at most 1,000 per page and 10,000 per scan, and says how many it left out.
 */
const PAGES = 11; // the start page and ten linked from it
const PER_PAGE = MAX_PAGE_FINDINGS + 1; // one image more than a page keeps
const saved = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
let server: http.Server;
let origin = '';
let runner: JobRunner;
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
  runner = new JobRunner({ workflows: [scanPageWorkflow], pollMs: 50 }).start();
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
  it('stores each page as it completes, keeps 1,000 per page and 10,000 per scan, and counts the rest', { timeout: 300_000 }, async () => {
    const { adminKey } = await createTestTenant();
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/`, crawl: { maxPages: PAGES, maxDepth: 1 } } });
    expect(created.status).toBe(202);
    const jobId = created.body.id as string;

    // Ten pages are stored while the scan still runs, held on the eleventh.
    await expect.poll(() => db.scanIssue.count({ where: { jobId } }), { timeout: 240_000, interval: 200 }).toBe(MAX_SCAN_FINDINGS);
    expect((await db.scanJob.findUniqueOrThrow({ where: { id: jobId } })).status).toBe('running');
    releaseLast();

    await expect
      .poll(async () => (await api.get(`/scanner/jobs/${jobId}`, { key: adminKey })).body.status, { timeout: 60_000, interval: 200 })
      .toBe('completed');
    const job = (await api.get(`/scanner/jobs/${jobId}`, { key: adminKey })).body;
    // Ten pages of 1,001 keep 1,000 each (10,000: the scan's cap); the last keeps none.
    expect(job).toMatchObject({ pagesScanned: PAGES, issuesDropped: 10 * (PER_PAGE - MAX_PAGE_FINDINGS) + PER_PAGE });
    expect(job.summary).toMatchObject({ total: MAX_SCAN_FINDINGS, critical: MAX_SCAN_FINDINGS, new: MAX_SCAN_FINDINGS, recurring: 0, fixed: 0, dismissed: 0 });
    expect(await db.scanIssue.count({ where: { jobId } })).toBe(MAX_SCAN_FINDINGS);
    const details = (await db.scanJob.findUniqueOrThrow({ where: { id: jobId } })).details as unknown as ScanDetails;
    expect(details.pages.map((p) => [p.issues, p.dropped])).toEqual([
      ...Array.from({ length: PAGES - 1 }, () => [MAX_PAGE_FINDINGS, PER_PAGE - MAX_PAGE_FINDINGS]),
      [0, PER_PAGE],
    ]);
  });
});
