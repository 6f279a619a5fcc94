import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { closeBrowser } from '@/lib/scanner/engine/browser.ts';
import { scanPage } from '@/lib/scanner/engine/scan-page.ts';
import { scanWorkflows } from '@/lib/workflows/scan.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/** Scans that ask for several rule engines (issue 25), through the API: validated, stored, run and merged. */

const PAGES = path.resolve(import.meta.dirname, 'fixtures', 'pages');
let origin = '';
let server: http.Server;
let runner: JobRunner | null = null;
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    try {
      const body = await readFile(path.join(PAGES, path.basename(new URL(req.url ?? '/', 'http://x').pathname)));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>Not found</title></html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
  await scanPage(`${origin}/clean.html`, { standard: 'WCAG22_AA', includeBestPractices: false }); // the browser starts here
}, 30_000);

afterEach(async () => {
  await runner?.stop(2000);
  runner = null;
});

afterAll(async () => {
  await closeBrowser();
  await new Promise((resolve) => server.close(resolve));
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

async function completed(key: string, jobId: string) {
  for (const end = Date.now() + 9_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const res = await api.get(`/scanner/jobs/${jobId}`, { key });
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
  }
  throw new Error(`scan ${jobId} did not end`);
}

describe('choosing a scan’s engines', () => {
  it('refuses an empty list, a repeated engine and an unknown one (400), naming the field', async () => {
    const { adminKey } = await createTestTenant();
    for (const engines of [[], ['axe', 'axe'], ['axe', 'wave'], 'axe']) {
      const res = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/missing-alt.html`, engines } });
      expect({ engines, status: res.status, code: res.body.code }).toEqual({ engines, status: 400, code: 'validation_failed' });
      expect(JSON.stringify(res.body)).toContain('engines');
    }
  });

  it('runs axe alone when none are asked for, and says so on the job', async () => {
    const { adminKey } = await createTestTenant();
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/missing-alt.html` } });
    expect(created.status).toBe(202);
    expect(created.body.options.engines).toEqual(['axe']);
    expect((await db.scanJob.findUniqueOrThrow({ where: { id: created.body.id } })).engines).toEqual(['axe']);
  });

  it("takes the tenant's default engines when a scan names none, and refuses a default that is not a set of known engines", async () => {
    const t = await createTestTenant();
    const bad = await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { defaultEngines: ['ibm', 'ibm'] } } });
    expect(bad.status).toBe(400);
    const set = await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { defaultEngines: ['ibm', 'axe'] } } });
    expect(set.status).toBe(200);
    expect(set.body.settings.defaultEngines).toEqual(['ibm', 'axe']);
    const byDefault = await api.post('/scanner/jobs', { key: t.adminKey, body: { url: `${origin}/missing-alt.html` } });
    expect(byDefault.body.options.engines).toEqual(['axe', 'ibm']);
    const named = await api.post('/scanner/jobs', { key: t.adminKey, body: { url: `${origin}/missing-alt.html`, engines: ['htmlcs'] } });
    expect(named.body.options.engines).toEqual(['htmlcs']);
  });

  it('stores the engines asked for (in priority order), runs them and merges their findings per element and criterion', async () => {
    const { adminKey } = await createTestTenant();
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/missing-alt.html`, engines: ['htmlcs', 'axe', 'ibm'] } });
    expect(created.status).toBe(202);
    expect(created.body.options.engines).toEqual(['axe', 'ibm', 'htmlcs']);
    runner = new JobRunner({ workflows: scanWorkflows, pollMs: 50, backoffBaseMs: 50 }).start();
    const job = await completed(adminKey, created.body.id);
    expect({ status: job.status, error: job.error }).toEqual({ status: 'completed', error: null });
    expect(job.engines.map((e: { name: string }) => e.name)).toEqual(['axe-core', 'ibm-equal-access', 'htmlcs']);
    expect(job.engines.every((e: { version: string }) => /^\d+\.\d+/.test(e.version))).toBe(true);
    const issues = (await api.get(`/scanner/jobs/${job.id}/issues`, { key: adminKey })).body.data as { selector: string; wcag: string[]; engine: string }[];
    // The image without a text alternative is one issue of 1.1.1, shown as axe's finding, whichever engines found it.
    const image = issues.filter((i) => i.selector === 'img' && i.wcag.includes('1.1.1'));
    expect(image).toHaveLength(1);
    expect(image[0]).toMatchObject({ engine: 'axe-core', wcag: ['1.1.1'] });
  });
});
