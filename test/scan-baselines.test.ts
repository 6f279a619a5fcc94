import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { finishScan } from '@/lib/scanner/finish/finish-scan.ts';
import { closeBrowser } from '@/lib/scanner/render/browser.ts';
import { scanPage } from '@/lib/scanner/render/scan-page.ts';
import { scanWorkflows } from '@/lib/workflows/scan.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * Scans compared with a baseline (docs/baselines.md). Real scans through the runner and the browser against
 * pages served here (a header image without alt on every page, plus the barriers a test puts on a page), and
 * the classification's SQL over seeded rows where a scan would only cost time.
 */
let origin = '';
let server: http.Server;
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
let runner: JobRunner | null = null;

/** Extra markup in a page's main content (barriers of its own); /p/0 links /p/1. */
const extra = new Map<string, string>();
const PHOTO = '<div role="img" class="photo"></div>'; // role-img-alt
const UNLABELLED_INPUT = '<input type="text" class="search">'; // label

function render(path: string): string {
  const links = path === '/p/0' ? '<a href="/p/1">Page 1</a>' : '<a href="/p/0">Home</a>';
  return `<!doctype html><html lang="en"><head><title>Page ${path}</title></head><body><header><img src="/logo.png" class="logo"></header><main><h1>Page ${path}</h1>${links}${extra.get(path) ?? ''}</main></body></html>`;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (!/^\/p\/[0-9]$/.test(path)) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('no');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(render(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true'; // the pages live on 127.0.0.1
  // The browser starts, and the route file loads, before the tests: their start is not the tests' time.
  await Promise.all([scanPage(`${origin}/p/1`, { standard: 'WCAG22_AA', includeBestPractices: false }), api.get('/health')]);
});

beforeEach(() => {
  extra.clear();
  runner = new JobRunner({ workflows: scanWorkflows, pollMs: 50, backoffBaseMs: 50, concurrency: 4 }).start();
});

afterEach(async () => {
  await runner?.stop(2_000);
  runner = null;
});

afterAll(async () => {
  await closeBrowser();
  await new Promise((resolve) => server.close(resolve));
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

async function until<T>(check: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 8_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const value = await check();
    if (value) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

type Job = { id: string; status: string; baseline: { kind: string; scanId: string | null; siteId: string | null } | null; summary: Summary | null };
type Summary = { total: number; baseline?: { new: number; existing: number; accepted: number; falsePositive: number } };
type Issue = { ruleId: string; html: string; pageUrl: string; baseline?: string };

/** The job once it ended (and, for a site's run, once its tracking is done). */
async function ended(key: string, id: string): Promise<Job> {
  await until(async () => {
    const row = await db.scanJob.findUniqueOrThrow({ where: { id } });
    return row.status !== 'queued' && row.status !== 'running' && (!row.siteId || row.trackedAt || row.status !== 'completed');
  }, `scan ${id} to end`);
  const job = await api.get(`/scanner/jobs/${id}`, { key });
  expect(job.body.status).toBe('completed');
  return job.body;
}

/** Scans one page of the fixture through POST /scanner/jobs, to its end. */
async function scan(key: string, path: string, baseline?: unknown): Promise<Job> {
  const created = await api.post('/scanner/jobs', { key, body: { url: `${origin}${path}`, ...(baseline ? { baseline } : {}) } });
  expect(created.status).toBe(202);
  return ended(key, created.body.id);
}

async function issuesOf(key: string, scanId: string, query = ''): Promise<Issue[]> {
  const res = await api.get(`/scanner/jobs/${scanId}/issues?limit=200${query}`, { key });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** What the baseline made of each issue, by a marker of its markup. */
const byMarker = (issues: Issue[]) =>
  Object.fromEntries(issues.map((i) => [['logo', 'photo', 'search'].find((m) => i.html.includes(m)) ?? i.html, i.baseline]));

/** The summary's counts, as counted from the issues themselves. */
function countsOf(issues: Issue[]) {
  const n = (v: string) => issues.filter((i) => i.baseline === v).length;
  return { new: n('new'), existing: n('existing'), accepted: n('accepted'), falsePositive: n('false_positive') };
}

describe('a scan with a baseline (real scans)', () => {
  it('"previous": the same page scanned twice, one barrier added, is one new issue, the rest existing', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    const hook = await api.post('/webhooks', { key: adminKey, body: { url: `${origin}/hook`, events: ['scan.completed'] } });
    expect(hook.status).toBe(201);
    extra.set('/p/1', UNLABELLED_INPUT);

    // No earlier scan: allowed, the job says there was none, and every issue is new.
    const first = await scan(adminKey, '/p/1', 'previous');
    expect(first.baseline).toEqual({ kind: 'previous', scanId: null, siteId: null });
    const before = await issuesOf(adminKey, first.id);
    expect(byMarker(before)).toEqual({ logo: 'new', search: 'new' });
    expect(first.summary?.baseline).toEqual({ new: 2, existing: 0, accepted: 0, falsePositive: 0 });

    extra.set('/p/1', UNLABELLED_INPUT + PHOTO);
    const second = await scan(adminKey, '/p/1', 'previous');
    expect(second.baseline).toEqual({ kind: 'previous', scanId: first.id, siteId: null });
    const after = await issuesOf(adminKey, second.id);
    expect(byMarker(after)).toEqual({ logo: 'existing', search: 'existing', photo: 'new' });
    expect(second.summary?.baseline).toEqual(countsOf(after));
    expect(second.summary?.baseline).toEqual({ new: 1, existing: 2, accepted: 0, falsePositive: 0 });

    // The filter: the new one alone; the others by theirs.
    expect(byMarker(await issuesOf(adminKey, second.id, '&baseline=new'))).toEqual({ photo: 'new' });
    expect(await issuesOf(adminKey, second.id, '&baseline=existing')).toHaveLength(2);
    expect(await issuesOf(adminKey, second.id, '&baseline=accepted')).toEqual([]);
    expect((await api.get(`/scanner/jobs/${second.id}/issues?baseline=fixed`, { key: adminKey })).status).toBe(400);

    // scan.completed carries the summary, and so the baseline's counts.
    const deliveries = await db.webhookDelivery.findMany({ where: { tenantId, eventType: 'scan.completed' } });
    const sent = deliveries.map((d) => (d.payload as { data: { scanId: string; summary: Summary } }).data).find((d) => d.scanId === second.id);
    expect(sent?.summary.baseline).toEqual({ new: 1, existing: 2, accepted: 0, falsePositive: 0 });
  });

  it('{ scanId }: a component that moved to another page is existing, not new', async () => {
    const { adminKey } = await createTestTenant();
    extra.set('/p/1', PHOTO);
    const first = await scan(adminKey, '/p/1');
    expect(first.baseline).toBeNull();
    expect((await issuesOf(adminKey, first.id)).every((i) => i.baseline === undefined)).toBe(true);
    expect(first.summary?.baseline).toBeUndefined();
    // No baseline: the filter finds nothing (no issue was classified).
    expect(await issuesOf(adminKey, first.id, '&baseline=new')).toEqual([]);

    extra.clear();
    extra.set('/p/2', PHOTO + UNLABELLED_INPUT);
    const moved = await scan(adminKey, '/p/2', { scanId: first.id });
    expect(moved.baseline).toEqual({ kind: 'scan', scanId: first.id, siteId: null });
    const issues = await issuesOf(adminKey, moved.id);
    expect(issues.every((i) => i.pageUrl === `${origin}/p/2`)).toBe(true);
    // The unlabelled field is new (and so may be what axe says of the link beside it).
    expect(byMarker(issues)).toMatchObject({ logo: 'existing', photo: 'existing', search: 'new' });
    expect(moved.summary?.baseline).toEqual(countsOf(issues));
  });

  it("a site's run gets the site's baseline, classified before the tracking: tracked open issues are existing, a new barrier new", async () => {
    const { adminKey } = await createTestTenant();
    const site = await api.post('/sites', {
      key: adminKey,
      body: { url: `${origin}/p/1`, crawl: { maxPages: 1, maxDepth: 0, delayMs: 0 } }, // one page: each page scanned is time
    });
    expect(site.status).toBe(201);
    const siteId = site.body.id as string;
    const run = async () => {
      const queued = await api.post(`/sites/${siteId}/scans`, { key: adminKey });
      expect(queued.status).toBe(202);
      expect(queued.body.baseline).toEqual({ kind: 'site', scanId: null, siteId });
      return ended(adminKey, queued.body.id);
    };
    const first = await run();
    expect(byMarker(await issuesOf(adminKey, first.id))).toEqual({ logo: 'new' }); // nothing tracked yet

    extra.set('/p/1', PHOTO);
    const second = await run();
    const issues = await issuesOf(adminKey, second.id);
    expect(byMarker(issues)).toEqual({ logo: 'existing', photo: 'new' });
    expect(second.summary?.baseline).toEqual({ new: 1, existing: 1, accepted: 0, falsePositive: 0 });
    // The tracking ran after: the photo is tracked now (open), which the classification did not see.
    const tracked = (await api.get(`/sites/${siteId}/issues`, { key: adminKey })).body.data as { html: string; status: string; firstSeenScanId: string }[];
    expect(tracked.find((t) => t.html.includes('photo'))).toMatchObject({ status: 'open', firstSeenScanId: second.id });
  });
});

/** A stored scan of the tenant with one done page and issues of these track keys (fingerprint = 'fp-' + key). */
async function storedScan(tenantId: string, keys: string[], fields: { status?: 'running' | 'completed'; baseline?: object } = {}): Promise<string> {
  const id = newId('scn');
  await db.scanJob.create({
    data: {
      id,
      tenantId,
      url: 'https://x.example/',
      standard: 'WCAG22_AA',
      status: fields.status ?? 'completed',
      completedAt: fields.status === 'running' ? null : new Date(),
      startedAt: new Date(),
      options: { includeBestPractices: false },
      ...(fields.baseline ? { baseline: fields.baseline } : {}),
    },
  });
  await db.$executeRaw`
    INSERT INTO scan_pages (id, scan_id, tenant_id, url, host, depth, status) VALUES (${id} || '_p', ${id}, ${tenantId}, 'https://x.example/', 'x.example', 0, 'done')`;
  await db.$executeRaw`
    INSERT INTO scan_issues (id, job_id, tenant_id, page_id, rule_id, impact, wcag, description, help, help_url, page_url, selector, html,
                             failure_summary, fingerprint, engine, occurrence, track_key)
    SELECT ${id} || '_' || k, ${id}, ${tenantId}, ${id} || '_p', 'image-alt', 'critical', '{1.1.1}', 'd', 'h', 'u', 'https://x.example/', 'img', '<img ' || k || '>',
           'f', 'fp-' || k, 'axe', 'new', k
      FROM unnest(${keys}::text[]) k`;
  return id;
}

/** What the baseline made of each issue of a seeded scan, by its track key. */
async function classified(scanId: string): Promise<Record<string, string | null>> {
  const rows = await db.scanIssue.findMany({ where: { jobId: scanId }, select: { trackKey: true, baseline: true } });
  return Object.fromEntries(rows.map((r) => [r.trackKey, r.baseline]));
}

async function seededSite(tenantId: string, statuses: Record<string, string>, seenIn: string): Promise<string> {
  const siteId = newId('sit');
  await db.site.create({ data: { id: siteId, tenantId, name: 's', url: `https://x.example/${siteId}`, standard: 'WCAG22_AA', crawl: {} } });
  for (const [key, status] of Object.entries(statuses)) {
    await db.$executeRaw`
      INSERT INTO tracked_issues (id, tenant_id, site_id, fingerprint, rule_id, impact, wcag, engines, description, help, help_url, selector, html,
                                  status, latest_check, occurrences, first_seen_at, first_seen_scan_id, last_seen_at, last_seen_scan_id, updated_at)
      VALUES (${newId('trk')}, ${tenantId}, ${siteId}, ${key}, 'image-alt', 'critical', '{}', '{axe}', 'd', 'h', 'u', 'img', '<img>',
              ${status}, 'found', 1, now(), ${seenIn}, now(), ${seenIn}, now())`;
  }
  return siteId;
}

describe('a scan with a baseline (seeded rows)', () => {
  it('{ siteId }: accepted, false positive and fixed tracked issues are accepted, false_positive and new; open ones existing', async () => {
    const { tenantId, adminKey } = await createTestTenant();
    const seen = await storedScan(tenantId, []);
    const siteId = await seededSite(tenantId, { a: 'accepted', f: 'false_positive', x: 'fixed', o: 'open', p: 'in_progress', r: 'reopened' }, seen);
    // A dismissal of the tenant makes an issue a false positive whatever the site says.
    await db.scanDismissal.create({ data: { id: newId('dsm'), tenantId, fingerprint: 'fp-d', reason: 'decorative' } });
    await db.scanDismissal.create({ data: { id: newId('dsm'), tenantId, fingerprint: 'fp-o2', reason: 'by design' } });
    const scanId = await storedScan(tenantId, ['a', 'f', 'x', 'o', 'p', 'r', 'none', 'd', 'o2'], {
      status: 'running',
      baseline: { kind: 'site', scanId: null, siteId },
    });
    const outcome = await finishScan(scanId);
    expect(outcome?.status).toBe('completed');
    expect(await classified(scanId)).toEqual({
      a: 'accepted',
      f: 'false_positive',
      x: 'new', // it came back: a regression
      o: 'existing',
      p: 'existing',
      r: 'existing',
      none: 'new',
      d: 'false_positive',
      o2: 'false_positive',
    });
    expect(outcome?.summary?.baseline).toEqual({ new: 2, existing: 3, accepted: 1, falsePositive: 3 });
    const listed = await issuesOf(adminKey, scanId);
    expect(outcome?.summary?.baseline).toEqual(countsOf(listed));
    expect((await issuesOf(adminKey, scanId, '&baseline=false_positive')).map((i) => i.html).sort()).toEqual(['<img d>', '<img f>', '<img o2>']);
  });

  it('{ scanId }: a key in the baseline scan is existing, a dismissed one a false positive regardless, the rest new', async () => {
    const { tenantId } = await createTestTenant();
    const base = await storedScan(tenantId, ['a', 'b']);
    await db.scanDismissal.create({ data: { id: newId('dsm'), tenantId, fingerprint: 'fp-a', reason: 'decorative' } });
    const scanId = await storedScan(tenantId, ['a', 'b', 'c'], { status: 'running', baseline: { kind: 'scan', scanId: base, siteId: null } });
    const outcome = await finishScan(scanId);
    expect(await classified(scanId)).toEqual({ a: 'false_positive', b: 'existing', c: 'new' });
    expect(outcome?.summary?.baseline).toEqual({ new: 1, existing: 1, accepted: 0, falsePositive: 1 });
    // The occurrence against the previous scan of the URL is the same as before baselines.
    expect(outcome?.summary).toMatchObject({ recurring: 2, new: 1 });
  });

  it("refuses another tenant's or an unknown scan or site (404), a scan not completed (409), and a malformed baseline (400)", async () => {
    const { tenantId, adminKey } = await createTestTenant();
    const other = await createTestTenant();
    const theirs = await storedScan(other.tenantId, ['a']);
    const theirSite = await seededSite(other.tenantId, {}, theirs);
    const running = await storedScan(tenantId, ['a'], { status: 'running' });
    const create = (baseline: unknown) => api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/p/1`, baseline } });

    for (const baseline of [{ scanId: theirs }, { scanId: 'scn_nope' }, { siteId: theirSite }, { siteId: 'sit_nope' }]) {
      const res = await create(baseline);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    const notDone = await create({ scanId: running });
    expect(notDone.status).toBe(409);
    expect(notDone.body).toMatchObject({ code: 'conflict', message: expect.stringMatching(/only a completed scan can be a baseline/) });
    for (const baseline of ['latest', { scanId: theirs, siteId: theirSite }, { scanId: '' }, {}]) {
      const res = await create(baseline);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect(await db.scanJob.count({ where: { tenantId, url: `${origin}/p/1` } })).toBe(0);
  });
});
