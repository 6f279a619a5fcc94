import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { scanWorkflows } from '@/lib/workflows/scan.ts';
import { nextRuns } from '@/lib/sites/schedule.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * Sites through the API (lib/sites): a tenant's property with crawl settings and a schedule, its runs, its
 * open tracked issues; against a small site served here (no scan runs in this file: its runs stay queued).
 */
let origin = '';
let server: http.Server;
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;

const PAGES: Record<string, string> = {
  '/site/0': '<a href="/site/1">One</a> <a href="/site/2">Two</a>',
  '/site/1': '<a href="/site/0">Home</a> <img src="/pixel.png">',
  '/site/2': '<a href="/site/0">Home</a>',
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = PAGES[path];
    if (!body) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>Not found</title></html>');
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="en"><head><title>Page ${path}</title></head><body><main><h1>Page ${path}</h1>${body}</main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true'; // the site lives on 127.0.0.1
  // The route table, a keyed request's path and the database's connections warmed before the tests: their time is not theirs.
  const warm = await createTestTenant({ plan: 'pro' });
  await api.get('/sites', { key: warm.adminKey });
  process.env.NEXTAUTH_SECRET ??= 'sites-test-secret-0123456789abcdef'; // seals sites' logins, as the server's own does
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

const crawl = { maxPages: 5, maxDepth: 2, delayMs: 0, maxConcurrentPerHost: 4 };

/** A tracked issue of the site as the tracking (lib/site-issues) keeps one, written here directly. */
function trackedIssue(site: { id: string; tenantId: string }, scanId: string, impact: 'critical' | 'serious' | 'moderate' | 'minor', status: string) {
  const at = new Date();
  return {
    id: newId('iss'),
    tenantId: site.tenantId,
    siteId: site.id,
    fingerprint: newId('iss'),
    ruleId: 'image-alt',
    impact,
    wcag: ['1.1.1'],
    engines: ['axe'],
    description: 'd',
    help: 'h',
    helpUrl: 'https://example.com',
    selector: 'img',
    html: '<img>',
    status,
    latestCheck: 'found',
    occurrences: 1,
    firstSeenAt: at,
    firstSeenScanId: scanId,
    lastSeenAt: at,
    lastSeenScanId: scanId,
  };
}

describe('sites', () => {
  it('creates a site (201, Location, nextRunAt); the same normalised start URL again is the existing site (200)', async () => {
    const { adminKey } = await createTestTenant({ plan: 'pro' });
    const schedule = { cron: '0 3 * * *', timezone: 'Europe/London' };
    const created = await api.post('/sites', { key: adminKey, body: { url: `${origin}/site/0`, crawl, schedule } });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/v1/sites/${created.body.id}`);
    expect(created.body).toMatchObject({
      name: new URL(origin).host,
      url: `${origin}/site/0`,
      standard: 'WCAG22_AA',
      engines: ['axe'],
      crawl: { ...crawl, sitemap: false, respectRobots: true },
      login: null,
      schedule,
      skippedRuns: 0,
      lastSkippedAt: null,
      alert: { minImpact: 'minor', minNew: 1 },
      latestScan: null,
      openIssues: { total: 0, critical: 0, serious: 0, moderate: 0, minor: 0 },
    });
    expect(created.body.nextRunAt).toBe(nextRuns(schedule, 1, new Date())[0]!.toISOString());

    // A fragment and a trailing slash name the same page: the same site, unchanged.
    const again = await api.post('/sites', { key: adminKey, body: { url: `${origin}/site/0/#top`, name: 'Other', schedule: null } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: created.body.id, name: new URL(origin).host, schedule });

    const withLogin = await api.post('/sites', {
      key: adminKey,
      body: { url: `${origin}/site/2`, name: 'Two', auth: { headers: { 'X-Site-Login': 'secret' } }, alert: { minImpact: 'serious', minNew: 3 } },
    });
    expect(withLogin.status).toBe(201);
    expect(withLogin.body).toMatchObject({
      name: 'Two',
      schedule: null,
      nextRunAt: null,
      login: { headers: ['X-Site-Login'] },
      alert: { minImpact: 'serious', minNew: 3 },
    });
    expect(withLogin.text).not.toContain('secret');
  });

  it('holds the plan: its number of sites (409 beyond), its pages per scan and its shortest interval (400 naming it)', async () => {
    const starter = await createTestTenant({ plan: 'starter' });
    const key = starter.adminKey;
    const weekly = { cron: '0 3 * * 1', timezone: 'UTC' };
    const daily = await api.post('/sites', { key, body: { url: `${origin}/site/0`, schedule: { cron: '0 3 * * *', timezone: 'UTC' } } });
    expect(daily.status).toBe(400);
    expect(daily.body).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'schedule.cron', message: expect.stringMatching(/^Starter plans may run a site at most weekly;/) }],
    });
    expect((await api.post('/sites', { key, body: { url: `${origin}/site/0`, crawl: { maxPages: 101 } } })).body.details).toEqual([
      { path: 'crawl.maxPages', message: "At most 100 pages per scan on this tenant's plan (starter)." },
    ]);
    expect((await api.post('/sites', { key, body: { url: `${origin}/site/0`, schedule: weekly } })).status).toBe(201);
    const second = await api.post('/sites', { key, body: { url: `${origin}/site/1` } });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'conflict', message: expect.stringContaining('1 site, the most its plan (starter) allows') });
    // The one it has is still answered as itself.
    expect((await api.post('/sites', { key, body: { url: `${origin}/site/0` } })).status).toBe(200);

    const big = await createTestTenant({ plan: 'enterprise' });
    await db.tenant.update({ where: { id: big.tenantId }, data: { maxSites: 1 } });
    expect((await api.post('/sites', { key: big.adminKey, body: { url: `${origin}/site/0`, schedule: { cron: '0 * * * *', timezone: 'UTC' } } })).status).toBe(
      201,
    );
    expect((await api.post('/sites', { key: big.adminKey, body: { url: `${origin}/site/1` } })).status).toBe(409);
  });

  it('refuses a bad cron, a bad time zone and an unsafe URL', async () => {
    const { adminKey: key } = await createTestTenant({ plan: 'pro' });
    const post = (body: Record<string, unknown>) => api.post('/sites', { key, body: { url: `${origin}/site/0`, ...body } });
    expect((await post({ schedule: { cron: '10 3 10 10', timezone: 'UTC' } })).body.details[0]).toMatchObject({
      path: 'schedule.cron',
      message: expect.stringContaining('five fields'),
    });
    expect((await post({ schedule: { cron: '0 3 * * * *', timezone: 'UTC' } })).body.details[0]).toMatchObject({ path: 'schedule.cron' });
    expect((await post({ schedule: { cron: '61 3 * * *', timezone: 'UTC' } })).body.details[0]).toMatchObject({ path: 'schedule.cron' });
    expect((await post({ schedule: { cron: '0 3 * * *', timezone: 'Europe/Atlantis' } })).body.details[0]).toMatchObject({ path: 'schedule.timezone' });
    const unsafe = await api.post('/sites', { key, body: { url: 'http://169.254.169.254/latest' } });
    expect(unsafe).toMatchObject({ status: 422, body: { code: 'unsafe_url' } });
    expect((await api.get('/sites', { key })).body.data).toEqual([]);
  });

  it('runs a site now (202, Location), refuses a second run while one is open (409 naming it), and lists its scans', async () => {
    const t = await createTestTenant({ plan: 'pro' });
    const site = (await api.post('/sites', { key: t.adminKey, body: { url: `${origin}/site/0`, crawl } })).body;
    const run = await api.post(`/sites/${site.id}/scans`, { key: t.adminKey });
    expect(run.status).toBe(202);
    expect(run.headers.get('location')).toBe(`/api/v1/scanner/jobs/${run.body.id}`);
    expect(run.body).toMatchObject({ url: `${origin}/site/0`, status: 'queued', options: { crawl: expect.objectContaining({ maxPages: 5 }) } });
    expect(await db.scanJob.findUniqueOrThrow({ where: { id: run.body.id } })).toMatchObject({ siteId: site.id, trigger: 'api' });

    const refused = await api.post(`/sites/${site.id}/scans`, { key: t.adminKey });
    expect(refused).toMatchObject({ status: 409, body: { code: 'conflict', message: expect.stringContaining(run.body.id) } });

    const scans = await api.get(`/sites/${site.id}/scans?limit=1`, { key: t.adminKey });
    expect(scans.status).toBe(200);
    expect(scans.body).toMatchObject({ data: [{ id: run.body.id, status: 'queued' }], nextCursor: null });
    const got = await api.get(`/sites/${site.id}`, { key: t.adminKey });
    expect(got.body.latestScan).toMatchObject({ id: run.body.id, status: 'queued', completedAt: null, summary: null, score: null, pagesScanned: 0 });

    // Once it has ended, another run may start: of two at once, the site's row lock lets one through.
    await db.scanJob.update({ where: { id: run.body.id }, data: { status: 'canceled', completedAt: new Date() } });
    const pair = await Promise.all([api.post(`/sites/${site.id}/scans`, { key: t.adminKey }), api.post(`/sites/${site.id}/scans`, { key: t.adminKey })]);
    expect(pair.map((r) => r.status).sort()).toEqual([202, 409]);
    const next = pair.find((r) => r.status === 202)!;
    const both = await api.get(`/sites/${site.id}/scans`, { key: t.adminKey });
    expect(both.body.data.map((s: { id: string }) => s.id)).toEqual([next.body.id, run.body.id]);
  });

  it('shows the latest scan’s summary and score and the open tracked issues by impact, in the list and one by one', async () => {
    const t = await createTestTenant({ plan: 'pro' });
    const site = (await api.post('/sites', { key: t.adminKey, body: { url: `${origin}/site/1`, crawl } })).body;
    const quiet = (await api.post('/sites', { key: t.adminKey, body: { url: `${origin}/site/2` } })).body;
    const run = (await api.post(`/sites/${site.id}/scans`, { key: t.adminKey })).body;
    // The scan ended as the scanner's finish stage leaves one (lib/scanner/finish): no browser in this file.
    const summary = { total: 3, critical: 1, serious: 2, moderate: 0, minor: 0, score: 72.5, new: 3, recurring: 0, fixed: 0, dismissed: 0, needsReview: 0 };
    await db.scanJob.update({ where: { id: run.id }, data: { status: 'completed', summary, pagesScanned: 3, startedAt: new Date(), completedAt: new Date() } });
    const ids = { id: site.id, tenantId: t.tenantId };
    await db.trackedIssue.createMany({
      data: [
        trackedIssue(ids, run.id, 'serious', 'open'),
        trackedIssue(ids, run.id, 'serious', 'reopened'),
        trackedIssue(ids, run.id, 'minor', 'in_progress'),
        trackedIssue(ids, run.id, 'critical', 'accepted'),
        trackedIssue(ids, run.id, 'critical', 'false_positive'),
        trackedIssue(ids, run.id, 'moderate', 'fixed'),
      ],
    });
    const got = (await api.get(`/sites/${site.id}`, { key: t.adminKey })).body;
    expect(got.latestScan).toMatchObject({ id: run.id, status: 'completed', pagesScanned: 3, score: 72.5, summary });
    expect(got.openIssues).toEqual({ total: 3, critical: 0, serious: 2, moderate: 0, minor: 1 });
    const list = (await api.get('/sites', { key: t.adminKey })).body;
    expect(list.data.map((s: { id: string }) => s.id)).toEqual([quiet.id, site.id]);
    expect(list.data[1]).toEqual(got);
    expect(list.data[0]).toMatchObject({ latestScan: null, openIssues: { total: 0 } });
    // Paged, newest first.
    const first = (await api.get('/sites?limit=1', { key: t.adminKey })).body;
    expect(first.data.map((s: { id: string }) => s.id)).toEqual([quiet.id]);
    const rest = (await api.get(`/sites?limit=1&cursor=${first.nextCursor}`, { key: t.adminKey })).body;
    expect(rest).toMatchObject({ data: [{ id: site.id }], nextCursor: null });
  });

  it('changes what is given and keeps the rest; schedule: null removes the schedule; the plan holds on a change too', async () => {
    const t = await createTestTenant({ plan: 'pro' });
    const site = (
      await api.post('/sites', {
        key: t.adminKey,
        body: { url: `${origin}/site/0`, crawl, schedule: { cron: '0 3 * * *', timezone: 'UTC' }, includeBestPractices: true },
      })
    ).body;
    const renamed = await api.put(`/sites/${site.id}`, { key: t.adminKey, body: { name: 'Home', engines: ['axe', 'htmlcs'] } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Home',
      engines: ['axe', 'htmlcs'],
      crawl: site.crawl,
      includeBestPractices: true,
      schedule: site.schedule,
      nextRunAt: site.nextRunAt,
      url: site.url,
    });
    const moved = await api.put(`/sites/${site.id}`, { key: t.adminKey, body: { schedule: { cron: '15 4 * * 2', timezone: 'America/New_York' } } });
    expect(moved.body.nextRunAt).toBe(nextRuns({ cron: '15 4 * * 2', timezone: 'America/New_York' }, 1, new Date())[0]!.toISOString());
    expect((await api.put(`/sites/${site.id}`, { key: t.adminKey, body: { schedule: { cron: '0 */6 * * *', timezone: 'UTC' } } })).body).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'schedule.cron', message: expect.stringMatching(/^Pro plans may run a site at most daily/) }],
    });
    expect((await api.put(`/sites/${site.id}`, { key: t.adminKey, body: { crawl: { maxPages: 2_001 } } })).status).toBe(400);
    const cleared = await api.put(`/sites/${site.id}`, { key: t.adminKey, body: { schedule: null, crawl: { maxPages: 50 } } });
    expect(cleared.body).toMatchObject({ schedule: null, nextRunAt: null, name: 'Home', crawl: { maxPages: 50, maxDepth: 1 } });
    // The URL is the site's identity, not a field of a change: sent, it is left out as any unknown field is.
    expect((await api.put(`/sites/${site.id}`, { key: t.adminKey, body: { url: `${origin}/site/1` } })).body.url).toBe(site.url);
  });

  it('deletes a site only with its URL as confirmation, with its scans and tracked issues', async () => {
    const t = await createTestTenant({ plan: 'pro' });
    const site = (await api.post('/sites', { key: t.adminKey, body: { url: `${origin}/site/0`, crawl } })).body;
    const run = (await api.post(`/sites/${site.id}/scans`, { key: t.adminKey })).body;
    await db.trackedIssue.create({ data: trackedIssue({ id: site.id, tenantId: t.tenantId }, run.id, 'serious', 'open') });
    expect((await api.delete(`/sites/${site.id}`, { key: t.adminKey })).status).toBe(400);
    const wrong = await api.delete(`/sites/${site.id}`, { key: t.adminKey, body: { confirm: `${origin}/site/1` } });
    expect(wrong.body).toMatchObject({ code: 'validation_failed', details: [{ path: 'confirm', message: expect.stringContaining(site.url) }] });
    expect((await api.delete(`/sites/${site.id}`, { key: t.adminKey, body: { confirm: site.url } })).status).toBe(204);
    expect(await db.scanJob.count({ where: { id: run.id } })).toBe(0);
    expect(await db.trackedIssue.count({ where: { siteId: site.id } })).toBe(0);
    expect((await api.get(`/sites/${site.id}`, { key: t.adminKey })).status).toBe(404);
    expect((await api.delete(`/sites/${site.id}`, { key: t.adminKey, body: { confirm: site.url } })).status).toBe(204);
    expect((await api.delete('/sites/nonsense', { key: t.adminKey, body: { confirm: site.url } })).status).toBe(404);
  });

  it('deletes a site whose scan is running: its queued page job finds no scan and ends, nothing fails', async () => {
    const t = await createTestTenant({ plan: 'pro' });
    const site = (await api.post('/sites', { key: t.adminKey, body: { url: `${origin}/site/0`, crawl } })).body;
    const run = (await api.post(`/sites/${site.id}/scans`, { key: t.adminKey })).body;
    const until = async (check: () => Promise<boolean>, what: string) => {
      for (const end = Date.now() + 8_000; !(await check()); await new Promise((r) => setTimeout(r, 25))) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      }
    };
    // Only the start of the scan runs: it is running, its start page queued as a job of its own.
    const starter = new JobRunner({ workflows: [scanWorkflows[0]], pollMs: 25 }).start();
    try {
      await until(async () => (await db.scanJob.findUniqueOrThrow({ where: { id: run.id } })).pagesFound === 1, 'the scan to be planned');
    } finally {
      await starter.stop(2_000);
    }
    expect((await db.scanJob.findUniqueOrThrow({ where: { id: run.id } })).status).toBe('running');
    expect((await api.delete(`/sites/${site.id}`, { key: t.adminKey, body: { confirm: site.url } })).status).toBe(204);
    const runner = new JobRunner({ workflows: scanWorkflows, pollMs: 25 }).start();
    try {
      const jobs = () => db.job.findMany({ where: { tenantId: t.tenantId } });
      await until(async () => (await jobs()).every((j) => j.status !== 'queued' && j.status !== 'running'), 'the jobs to end');
      expect((await jobs()).map((j) => [j.name, j.status, j.lastError])).toEqual(
        expect.arrayContaining([
          ['scan/requested', 'completed', null],
          ['scan/page.requested', 'completed', null],
        ]),
      );
    } finally {
      await runner.stop(2_000);
    }
  });

  it('keeps each tenant’s sites its own: another tenant’s site is 404 (and a delete of it deletes nothing)', async () => {
    const [a, b] = await Promise.all([createTestTenant({ plan: 'pro' }), createTestTenant({ plan: 'pro' })]);
    const site = (await api.post('/sites', { key: a.adminKey, body: { url: `${origin}/site/0` } })).body;
    const key = b.adminKey;
    expect((await api.get(`/sites/${site.id}`, { key })).status).toBe(404);
    expect((await api.put(`/sites/${site.id}`, { key, body: { name: 'Mine' } })).status).toBe(404);
    expect((await api.post(`/sites/${site.id}/scans`, { key })).status).toBe(404);
    expect((await api.get(`/sites/${site.id}/scans`, { key })).status).toBe(404);
    expect((await api.delete(`/sites/${site.id}`, { key, body: { confirm: site.url } })).status).toBe(204);
    expect((await api.get('/sites', { key })).body.data).toEqual([]);
    expect((await api.get(`/sites/${site.id}`, { key: a.adminKey })).body).toMatchObject({ id: site.id, name: site.name });
    // The same URL is a site of each tenant.
    expect((await api.post('/sites', { key, body: { url: `${origin}/site/0` } })).status).toBe(201);
  });

  it('reads a site row as the migration leaves it: alert `{}` (its default), no login, a crawl of the settings it had', async () => {
    const t = await createTestTenant({ plan: 'pro' });
    const id = newId('sit');
    await db.$executeRaw`
      INSERT INTO sites (id, tenant_id, name, url, standard, crawl, updated_at)
      VALUES (${id}, ${t.tenantId}, 'Old', ${`${origin}/site/0`}, 'WCAG21_AA', ${'{"maxPages": 20, "maxDepth": 2, "sitemap": true}'}::jsonb, now())`;
    const got = await api.get(`/sites/${id}`, { key: t.adminKey });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      engines: ['axe'],
      crawl: { maxPages: 20, maxDepth: 2, sitemap: true, respectRobots: true, maxConcurrentPerHost: 2, delayMs: 250 },
      login: null,
      alert: { minImpact: 'minor', minNew: 1 },
      schedule: null,
      nextRunAt: null,
    });
  });
});
