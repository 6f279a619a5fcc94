import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { randomBase62 } from '@/lib/ids.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { queueScan } from '@/lib/scanner/queue-scan.ts';
import { closeBrowser } from '@/lib/scanner/render/browser.ts';
import { scanPage } from '@/lib/scanner/render/scan-page.ts';
import { createScanInput } from '@/lib/scanner/schemas.ts';
import { scanWorkflows } from '@/lib/workflows/scan.ts';
import { api } from './api.ts';
import { activeMember, createTestTenant } from './fixtures.ts';

/**
 * A site watched over time (docs/site-issues.md), against a site served here that changes between its
 * scans: /p/0 links to the site's pages (/p/1, /p/2); every page has the same header (an image without a text alternative
 * while `headerBroken`), a page may carry an extra barrier, answer 404 (removed) or 500 (failing), and /p/0
 * may stop linking a page. Scans run for real, through the runner and the browser.
 */
let origin = '';
let server: http.Server;
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
const runners: JobRunner[] = [];

const site = {
  /** The pages /p/0 links to (a small site by default: each page scanned is time). */
  pages: ['/p/1', '/p/2'],
  headerBroken: true,
  /** Extra markup in a page's main content (a barrier of its own). */
  extra: new Map<string, string>(),
  /** Pages answering this HTTP status instead of the page. */
  status: new Map<string, number>(),
  /** Pages /p/0 no longer links. */
  unlinked: new Set<string>(),
};

const PHOTO = '<div role="img" class="photo"></div>'; // role-img-alt, serious
const UNLABELLED_INPUT = '<input type="text" class="search">'; // label

function render(path: string): string {
  const links = path === '/p/0' ? site.pages.filter((p) => !site.unlinked.has(p)).map((p) => `<a href="${p}">Page ${p}</a>`) : ['<a href="/p/0">Home</a>'];
  const logo = site.headerBroken ? '<img src="/logo.png" class="logo">' : '<img src="/logo.png" class="logo" alt="Acme">';
  return `<!doctype html><html lang="en"><head><title>Page ${path}</title></head><body><header>${logo}</header><main><h1>Page ${path}</h1>${links.join(
    ' ',
  )}${site.extra.get(path) ?? ''}</main></body></html>`;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/p/0' && !site.pages.includes(url.pathname)) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('no');
    const status = site.status.get(url.pathname);
    if (status) return void res.writeHead(status, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>Gone</title></html>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(render(url.pathname));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true'; // the site lives on 127.0.0.1
  // The browser starts, and the route file loads, before the tests: their start is not the tests' time.
  await Promise.all([scanPage(`${origin}/p/1`, { standard: 'WCAG22_AA', includeBestPractices: false }), api.get('/health')]);
});

beforeEach(() => {
  site.headerBroken = true;
  site.pages = ['/p/1', '/p/2'];
  site.extra.clear();
  site.status.clear();
  site.unlinked.clear();
  runners.push(new JobRunner({ workflows: scanWorkflows, pollMs: 50, backoffBaseMs: 50, concurrency: 4 }).start());
});

afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop(2_000)));
});

afterAll(async () => {
  await closeBrowser();
  await new Promise((resolve) => server.close(resolve));
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

async function until<T>(check: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 15_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const value = await check();
    if (value) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface Watched {
  tenantId: string;
  adminKey: string;
  siteId: string;
}

/** A tenant with a site at the fixture's start page and a webhook endpoint for the site's events. */
async function watchedSite(alert: { minImpact?: string; minNew?: number } = {}): Promise<Watched> {
  const { tenantId, adminKey } = await createTestTenant({ plan: 'enterprise' });
  const created = await db.site.create({
    data: { id: `sit_${randomBase62(22)}`, tenantId, name: 'Fixture', url: `${origin}/p/0`, standard: 'WCAG22_AA', crawl: {}, alert },
  });
  const hook = await api.post('/webhooks', {
    key: adminKey,
    body: { url: `${origin}/hook`, events: ['site.regressed', 'site.improved', 'scan.issues_detected'] },
  });
  expect(hook.status).toBe(201);
  return { tenantId, adminKey, siteId: created.id };
}

/** Runs a scan of the site to its end and its tracking; the scan's id. */
async function scanSite(w: Watched, crawl: Record<string, unknown> = {}): Promise<string> {
  const input = createScanInput.parse({ url: `${origin}/p/0`, crawl: { maxPages: 10, maxDepth: 1, delayMs: 0, maxConcurrentPerHost: 4, ...crawl } });
  const scan = await transaction((tx) =>
    queueScan(tx, {
      tenantId: w.tenantId,
      plan: 'enterprise',
      url: input.url,
      standard: 'WCAG22_AA',
      engines: ['axe'],
      options: { includeBestPractices: false, ...(input.crawl ? { crawl: input.crawl } : {}), budgetMs: 60_000 },
      authSealed: null,
      siteId: w.siteId,
      trigger: 'api',
    }),
  );
  const ended = await until(async () => {
    const row = await db.scanJob.findUniqueOrThrow({ where: { id: scan.id } });
    return (row.trackedAt || ['failed', 'canceled'].includes(row.status)) && row;
  }, `scan ${scan.id} to be tracked`);
  expect(ended.status).toBe('completed');
  return scan.id;
}

type Issue = { id: string; ruleId: string; html: string; status: string; latestCheck: string; occurrences: number; reason: string | null };
const issuesOf = async (w: Watched, query = '') => {
  const res = await api.get(`/sites/${w.siteId}/issues${query}`, { key: w.adminKey });
  expect(res.status).toBe(200);
  return res.body.data as Issue[];
};
/** The issue whose markup has `marker` (the header's logo, the photo, the search field). */
const issueOf = async (w: Watched, marker: 'logo' | 'photo' | 'search') => (await issuesOf(w)).find((i) => i.html.includes(marker))!;
const deliveries = async (w: Watched, type: string) =>
  (await db.webhookDelivery.findMany({ where: { tenantId: w.tenantId, eventType: type }, orderBy: { createdAt: 'asc' } })).map(
    (d) => (d.payload as { data: Record<string, unknown> }).data,
  );
const ids = (issues: { id: string }[]) => issues.map((i) => i.id);

describe('tracked issues of a site', () => {
  it('a header barrier on every page is one issue with an occurrence per page; gone everywhere, it is fixed', async () => {
    const w = await watchedSite();
    const first = await scanSite(w);
    const all = await issuesOf(w);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ ruleId: 'image-alt', status: 'open', latestCheck: 'found', occurrences: 3, firstSeenScanId: first, lastSeenScanId: first });
    const header = all[0]!;
    const detail = (await api.get(`/sites/${w.siteId}/issues/${header.id}?limit=2`, { key: w.adminKey })).body;
    expect(detail.pages.data.map((p: { pageUrl: string }) => p.pageUrl)).toEqual([`${origin}/p/0`, `${origin}/p/1`]);
    const rest = (await api.get(`/sites/${w.siteId}/issues/${header.id}?limit=2&cursor=${detail.pages.nextCursor}`, { key: w.adminKey })).body;
    expect(rest.pages).toMatchObject({ data: [{ pageUrl: `${origin}/p/2`, scanId: first }], nextCursor: null });
    expect(detail.fix).toMatch(/alt/);
    expect(detail.history).toMatchObject([{ actor: 'scan', scanId: first, from: null, to: 'open' }]);
    // The first scan has no predecessor: nothing to compare, no site event.
    expect(await deliveries(w, 'site.regressed')).toEqual([]);

    site.headerBroken = false;
    const second = await scanSite(w);
    expect(await issueOf(w, 'logo')).toMatchObject({ status: 'fixed', latestCheck: 'not_found', lastSeenScanId: first });
    expect(await deliveries(w, 'site.improved')).toEqual([
      expect.objectContaining({ siteId: w.siteId, scanId: second, previousScanId: first, new: 0, reopened: 0, fixed: 1, issues: [header.id] }),
    ]);
    const changes = (await api.get(`/sites/${w.siteId}/changes`, { key: w.adminKey })).body;
    expect(changes).toMatchObject({ from: first, to: second, new: [], reopened: [], unchanged: 0, truncated: false });
    expect(ids(changes.fixed)).toEqual([header.id]);
  });

  it('a fixed barrier that comes back is reopened, with its history, and sends site.regressed', async () => {
    const w = await watchedSite();
    site.pages = ['/p/1'];
    const first = await scanSite(w);
    site.headerBroken = false;
    const second = await scanSite(w);
    site.headerBroken = true;
    const third = await scanSite(w);
    const header = await issueOf(w, 'logo');
    expect(header).toMatchObject({ status: 'reopened', latestCheck: 'found', occurrences: 2, lastSeenScanId: third });
    const history = (await api.get(`/sites/${w.siteId}/issues/${header.id}`, { key: w.adminKey })).body.history;
    expect(history.map((e: { from: string | null; to: string; scanId: string }) => [e.from, e.to, e.scanId])).toEqual([
      ['fixed', 'reopened', third],
      ['open', 'fixed', second],
      [null, 'open', first],
    ]);
    expect(await deliveries(w, 'site.regressed')).toEqual([
      expect.objectContaining({ scanId: third, previousScanId: second, new: 0, reopened: 1, fixed: 0, issues: [header.id] }),
    ]);
    expect(ids((await api.get(`/sites/${w.siteId}/changes`, { key: w.adminKey })).body.reopened)).toEqual([header.id]);
    const span = (await api.get(`/sites/${w.siteId}/changes?from=${first}&to=${third}`, { key: w.adminKey })).body;
    expect(span).toMatchObject({ from: first, to: third, unchanged: 1 });
    expect(ids(span.fixed)).toEqual([header.id]);
    expect(ids(span.reopened)).toEqual([header.id]);
  });

  it('a new barrier on one page is new and sends site.regressed naming it; scan.issues_detected keeps its meaning', async () => {
    const w = await watchedSite();
    const first = await scanSite(w);
    site.extra.set('/p/2', PHOTO);
    const second = await scanSite(w);
    const photo = await issueOf(w, 'photo');
    expect(photo).toMatchObject({ status: 'open', occurrences: 1, firstSeenScanId: second });
    expect(await deliveries(w, 'site.regressed')).toEqual([
      expect.objectContaining({ siteId: w.siteId, scanId: second, previousScanId: first, new: 1, reopened: 0, fixed: 0, issues: [photo.id] }),
    ]);
    expect((await deliveries(w, 'site.regressed'))[0]!.scoreChange).toEqual(expect.any(Number));
    expect(await issueOf(w, 'logo')).toMatchObject({ status: 'open', occurrences: 3 });
    const changes = (await api.get(`/sites/${w.siteId}/changes`, { key: w.adminKey })).body;
    expect(changes).toMatchObject({ from: first, to: second, unchanged: 1, fixed: [], reopened: [] });
    expect(ids(changes.new)).toEqual([photo.id]);
    // scan.issues_detected: every completed scan with issues, whether anything changed or not.
    expect(await deliveries(w, 'scan.issues_detected')).toHaveLength(2);
  });

  it('below the site’s alert threshold a new barrier sends no site.regressed', async () => {
    const w = await watchedSite({ minImpact: 'serious', minNew: 2 });
    await scanSite(w);
    site.extra.set('/p/2', PHOTO);
    await scanSite(w);
    expect(await issueOf(w, 'photo')).toMatchObject({ status: 'open' });
    expect(await deliveries(w, 'site.regressed')).toEqual([]);
    expect(await deliveries(w, 'site.improved')).toEqual([]);
  });

  it('a removed page (404) fixes its issue; a page that fails (500) leaves its issue open, not checked', async () => {
    const w = await watchedSite();
    site.extra.set('/p/1', UNLABELLED_INPUT);
    site.extra.set('/p/2', PHOTO);
    await scanSite(w);
    site.status.set('/p/1', 404);
    site.status.set('/p/2', 500);
    await scanSite(w);
    expect(await issueOf(w, 'search')).toMatchObject({ status: 'fixed', latestCheck: 'not_found' });
    expect(await issueOf(w, 'photo')).toMatchObject({ status: 'open', latestCheck: 'not_checked' });
    // The header is on the page still scanned: found there.
    expect(await issueOf(w, 'logo')).toMatchObject({ status: 'open', latestCheck: 'found', occurrences: 1 });
  });

  it('a page the crawl does not reach (its page limit) leaves its issue open; a page no longer linked fixes it', async () => {
    const w = await watchedSite();
    site.extra.set('/p/2', PHOTO);
    await scanSite(w);
    // The crawl stops at 2 pages (/p/0 and /p/1): /p/2 is not reached.
    await scanSite(w, { maxPages: 2 });
    expect(await issueOf(w, 'photo')).toMatchObject({ status: 'open', latestCheck: 'not_checked' });
    // /p/0 no longer links /p/2, and the crawl stays under its limit: the page is gone from the site.
    site.unlinked.add('/p/2');
    await scanSite(w);
    expect(await issueOf(w, 'photo')).toMatchObject({ status: 'fixed', latestCheck: 'not_found' });
  });
});

describe('triage', () => {
  it('a false positive (with its reason) survives later scans and leaves the score and counts; its history says who', async () => {
    const w = await watchedSite();
    site.pages = ['/p/1'];
    site.extra.set('/p/1', PHOTO);
    const first = await scanSite(w);
    const before = (await db.scanJob.findUniqueOrThrow({ where: { id: first } })).summary as { total: number; score: number; dismissed: number };
    const photo = await issueOf(w, 'photo');
    const person = await activeMember(w.tenantId, 'developer');
    const put = (body: unknown) => api.put(`/sites/${w.siteId}/issues/${photo.id}`, { key: w.adminKey, body });

    const noReason = await put({ status: 'false_positive' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details).toEqual([{ path: 'reason', message: expect.any(String) }]);
    expect((await put({ assigneeId: 'usr_nobody' })).body.details).toEqual([{ path: 'assigneeId', message: expect.any(String) }]);
    expect((await put({ status: 'fixed' })).status).toBe(400); // the scans' to say

    const triaged = await put({ status: 'false_positive', reason: 'A decorative photo', assigneeId: person.userId });
    expect(triaged.status).toBe(200);
    expect(triaged.body).toMatchObject({ status: 'false_positive', reason: 'A decorative photo', assigneeId: person.userId });

    const second = await scanSite(w);
    const after = (await db.scanJob.findUniqueOrThrow({ where: { id: second } })).summary as { total: number; score: number; dismissed: number };
    expect(await issueOf(w, 'photo')).toMatchObject({ status: 'false_positive', latestCheck: 'found', reason: 'A decorative photo' });
    expect(after.total).toBe(before.total - 1);
    expect(after.dismissed).toBe(before.dismissed + 1);
    // The scan's own issue list flags it as dismissed, as a dismissal would be.
    const listed = (await api.get(`/scanner/jobs/${second}/issues`, { key: w.adminKey })).body.data as { html: string; dismissed: boolean }[];
    expect(listed.map((i) => [i.html.includes('photo'), i.dismissed])).toEqual(
      expect.arrayContaining([
        [true, true],
        [false, false],
      ]),
    );
    const trend = (await api.get(`/sites/${w.siteId}/trend`, { key: w.adminKey })).body;
    expect(trend.scans.map((s: { scanId: string; issues: { total: number } }) => [s.scanId, s.issues.total])).toEqual([
      [first, 1],
      [second, 1],
    ]);
    const history = (await api.get(`/sites/${w.siteId}/issues/${photo.id}`, { key: w.adminKey })).body.history;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ from: 'open', to: 'false_positive', reason: 'A decorative photo', assigneeId: person.userId, scanId: null });
    expect(history[0].actor).toMatch(/^key_/);
  });

  it('an accepted issue is reopened when its impact grows', async () => {
    const w = await watchedSite();
    site.pages = ['/p/1'];
    await scanSite(w);
    const header = await issueOf(w, 'logo');
    await db.trackedIssue.update({ where: { id: header.id }, data: { impact: 'minor' } });
    const accepted = await api.put(`/sites/${w.siteId}/issues/${header.id}`, {
      key: w.adminKey,
      body: { status: 'accepted', reason: 'The logo is decorative' },
    });
    expect(accepted.body).toMatchObject({ status: 'accepted', impact: 'minor' });
    await scanSite(w); // axe reports it critical: more than when it was accepted
    expect(await issueOf(w, 'logo')).toMatchObject({ status: 'reopened', reason: null });
  });

  it('in bulk: one change to the issues a filter matches, at most 1,000, in one transaction', async () => {
    const w = await watchedSite();
    site.pages = ['/p/1'];
    site.extra.set('/p/1', UNLABELLED_INPUT);
    const scanId = await scanSite(w);
    const triage = (body: unknown) => api.post(`/sites/${w.siteId}/issues/triage`, { key: w.adminKey, body });
    const bulk = await triage({ filter: { rule: 'label' }, change: { status: 'in_progress' } });
    expect(bulk.status).toBe(200);
    const search = await issueOf(w, 'search');
    expect(bulk.body).toEqual({ updated: 1, ids: [search.id] });
    expect((await triage({ filter: { status: ['open', 'in_progress'] }, change: { status: 'accepted' } })).status).toBe(400); // no reason

    // 1,001 open issues match: refused, nothing changed.
    await db.$executeRaw`
      INSERT INTO tracked_issues (id, tenant_id, site_id, fingerprint, rule_id, impact, wcag, engines, description, help, help_url, selector, html,
                                  status, latest_check, occurrences, first_seen_at, first_seen_scan_id, last_seen_at, last_seen_scan_id, updated_at)
      SELECT 'trk_bulk' || n, ${w.tenantId}, ${w.siteId}, 'bulk' || n, 'region', 'moderate', '{}', '{axe}', 'd', 'h', 'u', 'div.x' || n, '<div>',
             'open', 'found', 1, now(), ${scanId}, now(), ${scanId}, now()
        FROM generate_series(1, 1000) AS n`;
    const tooMany = await triage({ filter: { status: ['open'] }, change: { status: 'in_progress' } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details).toEqual([{ path: 'filter', message: expect.stringMatching(/narrow/) }]);
    expect(await db.trackedIssue.count({ where: { siteId: w.siteId, status: 'in_progress' } })).toBe(1);
    const narrowed = await triage({ filter: { selectorPrefix: 'div.x1' }, change: { status: 'false_positive', reason: 'Landmarks by design' } });
    expect(narrowed.body.updated).toBe(112); // div.x1, div.x10–19, div.x100–199, div.x1000
    expect(await db.trackedIssueEvent.count({ where: { siteId: w.siteId, toStatus: 'false_positive' } })).toBe(112);
    // The list filters and pages by priority, then id.
    const page = (await api.get(`/sites/${w.siteId}/issues?status=false_positive&limit=100`, { key: w.adminKey })).body;
    const next = (await api.get(`/sites/${w.siteId}/issues?status=false_positive&limit=100&cursor=${page.nextCursor}`, { key: w.adminKey })).body;
    expect([...ids(page.data), ...ids(next.data)]).toHaveLength(112);
    expect(next.nextCursor).toBeNull();
    expect(ids(await issuesOf(w, '?q=search'))).toEqual([search.id]);
  });

  it("another tenant's site, or an unknown one, is a 404; a scan of another site is refused in changes", async () => {
    const w = await watchedSite();
    site.pages = ['/p/1'];
    const scanId = await scanSite(w);
    const issue = await issueOf(w, 'logo');
    const other = await watchedSite();
    for (const path of [`/sites/${w.siteId}/issues`, `/sites/${w.siteId}/issues/${issue.id}`, `/sites/${w.siteId}/changes`, `/sites/${w.siteId}/trend`]) {
      expect((await api.get(path, { key: other.adminKey })).status).toBe(404);
    }
    expect((await api.put(`/sites/${w.siteId}/issues/${issue.id}`, { key: other.adminKey, body: { status: 'in_progress' } })).status).toBe(404);
    expect((await api.get('/sites/nope/issues', { key: w.adminKey })).status).toBe(404);
    expect((await api.get(`/sites/${other.siteId}/changes`, { key: other.adminKey })).status).toBe(404); // no scan yet
    const foreign = await api.get(`/sites/${other.siteId}/changes?to=${scanId}`, { key: other.adminKey });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual([{ path: 'to', message: 'Not a completed scan of this site.' }]);
  });
});
