import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { closeBrowser } from '@/lib/scanner/render/browser.ts';
import { scanPage } from '@/lib/scanner/render/scan-page.ts';
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
    expect(image[0]).toMatchObject({ engine: 'axe-core', wcag: ['1.1.1'], confidence: 'corroborated' });
    // Each engine that found it, with its own rule and message.
    const reports = (image[0] as unknown as { engines: { engine: string; ruleId: string; message: string }[] }).engines;
    // HTMLCS's image rule (H37) is off by default: it flags ACT passed cases axe does not (off-by-default.json).
    expect(reports.map((r) => r.engine)).toEqual(['axe-core', 'ibm-equal-access']);
    expect(reports[0]!.ruleId).toBe('image-alt');
    expect(reports.every((r) => r.ruleId.length > 0 && r.message.length > 0)).toBe(true);
  });
});

describe('an engine that fails in a frame', () => {
  it('leaves the frame untested by it, keeps the page done, and says so on the page', async () => {
    const { adminKey } = await createTestTenant();
    runner = new JobRunner({ workflows: scanWorkflows, pollMs: 50, backoffBaseMs: 50 }).start();
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/engine-throws-in-frame.html`, engines: ['axe', 'htmlcs'] } });
    const job = await completed(adminKey, created.body.id);
    expect({ status: job.status, error: job.error }).toEqual({ status: 'completed', error: null });
    const pages = (await api.get(`/scanner/jobs/${job.id}/pages`, { key: adminKey })).body.data as { status: string; error: string | null }[];
    expect(pages).toHaveLength(1);
    expect(pages[0]!.status).toBe('done');
    expect(pages[0]!.error).toMatch(/^htmlcs left the frame iframe untested: htmlcs failed: .+\.$/);
  });
});

describe('what the engines ask a person to check', () => {
  async function reviewsOf(key: string, jobId: string) {
    const reviews: { wcag: string[]; selector: string; engines: { engine: string; ruleId: string }[] }[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: { data: typeof reviews; nextCursor: string | null } } = await api.get(
        `/scanner/jobs/${jobId}/reviews?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { key },
      );
      expect(res.status).toBe(200);
      reviews.push(...res.body.data);
      cursor = res.body.nextCursor;
    } while (cursor);
    return reviews;
  }

  it('is kept apart from the issues: its own paged list, counted on the summary, never about a violated element and criterion', async () => {
    const { adminKey } = await createTestTenant();
    runner = new JobRunner({ workflows: scanWorkflows, pollMs: 50, backoffBaseMs: 50 }).start();
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/low-contrast.html`, engines: ['axe', 'ibm'] } });
    const job = await completed(adminKey, created.body.id);
    expect({ status: job.status, error: job.error }).toEqual({ status: 'completed', error: null });
    const issues = (await api.get(`/scanner/jobs/${job.id}/issues?limit=200`, { key: adminKey })).body.data as { selector: string; wcag: string[] }[];
    const reviews = await reviewsOf(adminKey, job.id);
    expect(reviews.length).toBeGreaterThan(0);
    expect(job.summary.needsReview).toBe(reviews.length);
    expect(job.summary.total).toBe(issues.length);
    expect(reviews.every((r) => r.engines.length > 0 && r.engines.every((e) => e.engine === 'ibm-equal-access' && e.ruleId))).toBe(true);
    const violated = new Set(issues.flatMap((i) => i.wcag.map((c) => `${i.selector}|${c}`)));
    expect(reviews.filter((r) => r.wcag.some((c) => violated.has(`${r.selector}|${c}`)))).toEqual([]);
    // Another tenant cannot read them.
    const other = await createTestTenant();
    expect((await api.get(`/scanner/jobs/${job.id}/reviews`, { key: other.adminKey })).status).toBe(404);
  });

  it('is empty on a scan of axe alone, as axe\'s "incomplete" always was', async () => {
    const { adminKey } = await createTestTenant();
    runner = new JobRunner({ workflows: scanWorkflows, pollMs: 50, backoffBaseMs: 50 }).start();
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/low-contrast.html` } });
    const job = await completed(adminKey, created.body.id);
    expect(job.summary.needsReview).toBe(0);
    expect(await reviewsOf(adminKey, job.id)).toEqual([]);
  });
});

interface IssueRow {
  selector: string;
  wcag: string[];
  fingerprint: string;
  occurrence: string;
  dismissed: boolean;
  confidence: string;
  engines: { engine: string }[];
}

describe('issues across a change of engines', () => {
  async function scan(adminKey: string, engines: string[]) {
    const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/missing-alt.html`, engines } });
    expect(created.status).toBe(202);
    const job = await completed(adminKey, created.body.id);
    expect(job.status).toBe('completed');
    const issues = (await api.get(`/scanner/jobs/${job.id}/issues?limit=200`, { key: adminKey })).body.data as IssueRow[];
    const image = issues.find((i) => i.selector === 'img' && i.wcag.includes('1.1.1'));
    expect(image).toBeDefined();
    return { job, issues, image: image! };
  }

  it('keeps an issue recurring (not new, not fixed) when engines are added and when they are taken away', async () => {
    const { adminKey } = await createTestTenant();
    runner = new JobRunner({ workflows: scanWorkflows, pollMs: 50, backoffBaseMs: 50 }).start();
    const axeAlone = await scan(adminKey, ['axe']);
    expect(axeAlone.image).toMatchObject({ occurrence: 'new', confidence: 'single', engines: [{ engine: 'axe-core' }] });
    const all = await scan(adminKey, ['axe', 'ibm', 'htmlcs']);
    // Keyed by criterion now, by axe's rule before: a different fingerprint, the same problem.
    expect(all.image.fingerprint).not.toBe(axeAlone.image.fingerprint);
    expect(all.image.occurrence).toBe('recurring');
    expect(all.job.summary.fixed).toBe(0);
    const again = await scan(adminKey, ['axe']);
    expect(again.image).toMatchObject({ fingerprint: axeAlone.image.fingerprint, occurrence: 'recurring' });
    expect(again.job.summary.fixed).toBe(0);
  });

  it('dismisses an issue under either fingerprint, whichever engines the later scan runs', async () => {
    const { adminKey } = await createTestTenant();
    runner = new JobRunner({ workflows: scanWorkflows, pollMs: 50, backoffBaseMs: 50 }).start();
    const axeAlone = await scan(adminKey, ['axe']);
    const dismissal = await api.post('/scanner/dismissals', { key: adminKey, body: { fingerprint: axeAlone.image.fingerprint, reason: 'Decorative' } });
    expect(dismissal.status).toBe(201);
    const all = await scan(adminKey, ['axe', 'ibm', 'htmlcs']);
    expect(all.image.dismissed).toBe(true);
    expect(all.job.summary.dismissed).toBeGreaterThanOrEqual(1);
    expect(all.job.summary.total).toBe(all.issues.filter((i) => !i.dismissed).length);
    // And the other way: a dismissal of the merged issue's fingerprint covers axe's finding of it.
    const other = await createTestTenant();
    const merged = await scan(other.adminKey, ['axe', 'ibm']);
    expect((await api.post('/scanner/dismissals', { key: other.adminKey, body: { fingerprint: merged.image.fingerprint, reason: 'Decorative' } })).status).toBe(
      201,
    );
    expect((await scan(other.adminKey, ['axe'])).image.dismissed).toBe(true);
  });
});
