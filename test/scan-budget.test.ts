import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanWorkflows } from '@/lib/workflows/scan.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { closeBrowser } from '@/lib/scanner/render/browser.ts';
import { scanPage } from '@/lib/scanner/render/scan-page.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * The whole scan's time budget (SCAN_TOTAL_TIMEOUT_MS), crawl included: a slow site ends the scan failed, pages done kept.
 * A small budget (4 s), with the browser warmed first by a scan of the start page, as in a running service: the
 * start page then takes about a second, well within the budget, and the pages that never load use up the rest.
 */
const BUDGET_MS = 4_000;
let adminKey = '';
const saved = { private: process.env.ALLOW_PRIVATE_NETWORK_TARGETS, budget: process.env.SCAN_TOTAL_TIMEOUT_MS };
const hanging = new Set<http.ServerResponse>();
let server: http.Server;
let origin = '';
let runner: JobRunner;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/robots.txt') return void res.writeHead(404).end();
    if (req.url !== '/start') {
      // Never finishes loading: only the budget ends it (both pages the start page leads to, scanned at once).
      hanging.add(res);
      res.writeHead(200, { 'content-type': 'text/html' }).write('<!doctype html><title>Slow</title><p>Loading');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html lang="en"><title>Start</title><main><img src="data:,"><a href="/hang">slow</a> <a href="/next">next</a></main></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
  process.env.SCAN_TOTAL_TIMEOUT_MS = String(BUDGET_MS);
  await scanPage(`${origin}/start`, { standard: 'WCAG22_AA', includeBestPractices: false, timeoutMs: 60_000 });
  adminKey = (await createTestTenant()).adminKey;
  runner = new JobRunner({ workflows: scanWorkflows, pollMs: 50 }).start();
});

afterAll(async () => {
  await runner.stop(2000);
  await closeBrowser();
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
  for (const [key, value] of [
    ['ALLOW_PRIVATE_NETWORK_TARGETS', saved.private],
    ['SCAN_TOTAL_TIMEOUT_MS', saved.budget],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('the time budget of a whole scan', () => {
  it('ends a crawl that runs out of time as failed, saying so, and keeps the pages scanned by then with their issues', { timeout: 60_000 }, async () => {
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/start`, crawl: { maxPages: 3, maxDepth: 1 } } });
    expect(created.status).toBe(202);
    let job: Record<string, unknown> = {};
    for (const end = Date.now() + 45_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
      job = (await api.get(`/scanner/jobs/${created.body.id}`, { key: adminKey })).body;
      if (job.status === 'completed' || job.status === 'failed') break;
    }
    expect(job).toMatchObject({
      status: 'failed',
      error: 'The scan did not finish within its time budget of 4 s; the page scanned by then is kept with its issues.',
      pagesScanned: 1,
    });
    const issues = await api.get(`/scanner/jobs/${created.body.id}/issues`, { key: adminKey });
    expect(issues.status).toBe(200);
    expect(issues.body.data.map((i: { ruleId: string; pageUrl: string }) => [i.ruleId, i.pageUrl])).toContainEqual(['image-alt', `${origin}/start`]);
  });
});
