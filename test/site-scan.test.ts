import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import type { Workflow } from '@/lib/jobs/workflow.ts';
import { scanWorkflows } from '@/lib/workflows/scan.ts';
import { sendEvent } from '@/lib/jobs/send-event.ts';
import { endOverdueScans } from '@/lib/scanner/finish/end-overdue-scans.ts';
import { closeBrowser } from '@/lib/scanner/render/browser.ts';
import { scanPage } from '@/lib/scanner/render/scan-page.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';
import { type RunnerProcess, runnerProcess } from './fixtures/runner-process.ts';

/**
 * Site scans with a page as the unit of work (lib/scanner/scan-frontier-page.ts), against a site served
 * here: /site/{n} pages link to each other (with fragments, trailing slashes and duplicates), /slow/{n}
 * answer after a delay, /held/{n} answer only when the test lets them.
 */
let origin = '';
let server: http.Server;
/** Requests of each path, as the server saw them. */
const hits = new Map<string, number>();
/** When the server received each request of each path (performance.now(), on this process's clock). */
const requestedAt = new Map<string, number[]>();
/** Requests held open until the test releases them. */
const held = new Map<string, (() => void)[]>();
let holding = new Set<string>();
let robots: string | null = null;
let sitemap: string | null = null;
const inFlight = { now: 0, max: 0 };
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
/** What the scanned origin and another origin (same machine, another host name) were sent. */
const logins: { header: unknown; cookie: unknown }[] = [];
const strangers: { path: string; header: unknown; cookie: unknown }[] = [];
let elsewhere = '';
let other: http.Server;
const runners: JobRunner[] = [];
let prepared: RunnerProcess | null = null;

const page = (title: string, links: string[]) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${links
    .map((href) => `<a href="${href}">Go to ${href}</a>`)
    .join(' ')}</main></body></html>`;

/** The site's link graph: page n links to these. */
const SITE: Record<string, string[]> = {
  '/site/0': ['/site/1', '/site/2#top', '/site/2/', '/site/3', 'https://elsewhere.example/'],
  '/site/1': ['/site/0', '/site/4', '/site/4?'],
  '/site/2': ['/site/1', '/site/5', '/private/6'],
  '/site/3': ['/site/3', '/site/5'],
  '/site/4': ['/site/0'],
  '/site/5': ['/site/6'],
  '/site/6': [],
  '/private/6': [],
  // A clean page leading to one with an image without a text alternative (WCAG 1.1.1).
  '/target/0': ['/target/1'],
};
const UNLABELLED = '/target/1';
/** Pages naming a canonical URL: /canon/a stands for /canon/b; /canon/c is another copy of /canon/b. */
const CANONICAL: Record<string, { href: string; links: string[] }> = {
  '/canon/a': { href: '/canon/b', links: ['/canon/b', '/canon/c'] },
  '/canon/c': { href: '/canon/b', links: [] },
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    requestedAt.set(url.pathname, [...(requestedAt.get(url.pathname) ?? []), performance.now()]);
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (url.pathname === '/robots.txt')
      return void (robots === null ? res.writeHead(404).end() : res.writeHead(200, { 'content-type': 'text/plain' }).end(robots));
    if (url.pathname === '/sitemap.xml')
      return void (sitemap === null ? res.writeHead(404).end() : res.writeHead(200, { 'content-type': 'application/xml' }).end(sitemap));
    if (url.pathname === '/favicon.ico') return void res.writeHead(404).end();
    inFlight.now++;
    inFlight.max = Math.max(inFlight.max, inFlight.now);
    const end = (body: string) => {
      inFlight.now--;
      html(body);
    };
    const slow = /^\/slow\/(\d+)$/.exec(url.pathname);
    if (slow) return void setTimeout(() => end(page(`Slow ${slow[1]}`, [`/slow/${Number(slow[1]) + 1}`])), 1_000);
    if (holding.has(url.pathname)) {
      const waiting = held.get(url.pathname) ?? [];
      waiting.push(() => end(page(`Held ${url.pathname}`, [])));
      held.set(url.pathname, waiting);
      return;
    }
    if (url.pathname === '/login') {
      logins.push({ header: req.headers['x-site-login'], cookie: req.headers.cookie });
      // Behind the login: a page that loads an image from another origin, and links to a redirect there.
      return void end(page('Signed in', ['/login/away']).replace('</main>', `<img src="${elsewhere}/pixel.png" alt=""></main>`));
    }
    if (url.pathname === '/login/away') {
      logins.push({ header: req.headers['x-site-login'], cookie: req.headers.cookie });
      inFlight.now--;
      return void res.writeHead(302, { location: `${elsewhere}/landing` }).end();
    }
    const canonical = CANONICAL[url.pathname];
    if (canonical) return void end(page(`Page ${url.pathname}`, canonical.links).replace('</head>', `<link rel="canonical" href="${canonical.href}"></head>`));
    if (url.pathname === UNLABELLED) return void end(page('No alt', []).replace('</main>', '<img src="/pixel.png"></main>'));
    const links = SITE[url.pathname];
    if (links) return void end(page(`Page ${url.pathname}`, links));
    inFlight.now--;
    res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>Not found</title></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  other = http.createServer((req, res) => {
    strangers.push({ path: req.url ?? '', header: req.headers['x-site-login'], cookie: req.headers.cookie });
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>Elsewhere</title><a href="/next">Next</a></html>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  elsewhere = `http://localhost:${(other.address() as AddressInfo).port}`;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true'; // the site lives on 127.0.0.1
  process.env.NEXTAUTH_SECRET ??= 'site-scan-test-secret-0123456789abcdef'; // seals scans' logins, as the server's own does
  // The browser starts, and a runner process loads, before the tests: their time is the scans'.
  [prepared] = await Promise.all([
    runnerProcess({ WORKFLOWS: 'scan', LEASE_MS: '1000', JOBS_CONCURRENCY: '1', WARM_URL: `${origin}/site/6` }),
    scanPage(`${origin}/site/6`, { standard: 'WCAG22_AA', includeBestPractices: false }),
  ]);
  hits.clear();
});

afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop(2_000)));
  // Work a test left queued (pages of crawls it canceled) is not the next test's.
  await db.job.deleteMany({ where: { status: { in: ['queued', 'running'] } } });
  for (const release of [...held.values()].flat()) release();
  held.clear();
  holding = new Set();
  hits.clear();
  requestedAt.clear();
  logins.length = 0;
  strangers.length = 0;
  robots = null;
  sitemap = null;
  inFlight.max = inFlight.now;
});

afterAll(async () => {
  prepared?.child.kill('SIGKILL');
  await closeBrowser();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => other.close(resolve));
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

function startRunner(options: Partial<ConstructorParameters<typeof JobRunner>[0]> = {}): JobRunner {
  const runner = new JobRunner({ workflows: scanWorkflows, pollMs: 50, backoffBaseMs: 50, ...options }).start();
  runners.push(runner);
  return runner;
}

async function until<T>(check: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 9_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const value = await check();
    if (value) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function createScan(key: string, body: Record<string, unknown>) {
  const res = await api.post('/scanner/jobs', { key, body });
  expect(res.status).toBe(202);
  return res.body as { id: string; timeBudgetMs: number };
}

const scanOf = (key: string, id: string) => api.get(`/scanner/jobs/${id}`, { key }).then((r) => r.body);
/** The scan once it has ended, as the API shows it (waited for in the database: a starter key may call 10 times a minute). */
async function ended(key: string, id: string) {
  await until(async () => ['completed', 'failed', 'canceled'].includes((await db.scanJob.findUniqueOrThrow({ where: { id } })).status), `scan ${id} to end`);
  return scanOf(key, id);
}
const pagesOf = async (key: string, id: string) =>
  (await api.get(`/scanner/jobs/${id}/pages?limit=200&sort=url`, { key })).body.data as {
    id: string;
    url: string;
    status: string;
    attempts: number;
    depth: number;
    issues: number;
    error: string | null;
  }[];

const crawl = (extra: Record<string, unknown> = {}) => ({ maxPages: 20, maxDepth: 5, delayMs: 0, maxConcurrentPerHost: 4, ...extra });

describe('a site scan', () => {
  it('scans every page of the site once (fragments, trailing slashes, duplicates) within maxDepth and the origin, and says how far it got', async () => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise' });
    startRunner({ concurrency: 4 });
    const { id } = await createScan(adminKey, { url: `${origin}/site/0`, crawl: crawl({ maxDepth: 1 }) });
    const scan = await ended(adminKey, id);
    expect(scan.status).toBe('completed');
    // Depth 1: /site/1, /site/2 (linked as /site/2#top and /site/2/), /site/3; not the other origin, and
    // nothing of depth 2 (/site/4, /site/5, /private/6).
    const pages = await pagesOf(adminKey, id);
    expect(pages.map((p) => [p.url.slice(origin.length), p.depth, p.status])).toEqual([
      ['/site/0', 0, 'done'],
      ['/site/1', 1, 'done'],
      ['/site/2', 1, 'done'],
      ['/site/3', 1, 'done'],
    ]);
    for (const path of ['/site/0', '/site/1', '/site/2', '/site/3']) expect(hits.get(path)).toBe(1);
    for (const path of ['/site/4', '/site/5', '/private/6']) expect(hits.get(path)).toBeUndefined();
    expect(scan).toMatchObject({ pagesScanned: 4, progress: { done: 4, queued: 0, running: 0, failed: 0, skipped: 0 } });
    expect(scan.progress.pagesPerMinute).toBeGreaterThan(0);
    expect(scan.timeBudgetMs).toBe(600_000);
  });

  it('honours canonical links within the origin: a page stands for its canonical URL, and a copy of a covered page keeps nothing', async () => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise' });
    startRunner();
    const { id } = await createScan(adminKey, { url: `${origin}/canon/a`, crawl: crawl({ maxDepth: 1 }) });
    const scan = await ended(adminKey, id);
    expect(scan).toMatchObject({ status: 'completed', pagesScanned: 1 });
    const pages = await pagesOf(adminKey, id);
    expect(pages.map((p) => [p.url.slice(origin.length), p.status, p.error])).toEqual([
      ['/canon/a', 'done', null],
      ['/canon/b', 'skipped', `Scanned as ${origin}/canon/a, which names it as its canonical URL.`],
      ['/canon/c', 'skipped', `The page names ${origin}/canon/b as its canonical URL, which the scan covers.`],
    ]);
    expect(hits.get('/canon/b')).toBeUndefined();
    expect(await db.scanIssue.count({ where: { pageId: pages[2]!.id } })).toBe(0);
  });

  it('stops at maxPages, and refuses more pages than the plan allows (enterprise tenants may have their own limit)', async () => {
    const starter = await createTestTenant({ plan: 'starter' });
    const over = await api.post('/scanner/jobs', { key: starter.adminKey, body: { url: `${origin}/site/0`, crawl: { maxPages: 101 } } });
    expect(over.status).toBe(400);
    expect(over.body.details).toEqual([{ path: 'crawl.maxPages', message: "At most 100 pages per scan on this tenant's plan (starter)." }]);
    const big = await createTestTenant({ plan: 'enterprise', maxScanPages: 30_000 });
    expect((await api.post('/scanner/jobs', { key: big.adminKey, body: { url: `${origin}/site/0`, crawl: { maxPages: 30_001 } } })).status).toBe(400);
    const allowed = await createScan(big.adminKey, { url: `${origin}/site/0`, crawl: { maxPages: 30_000 } });
    // The budget grows with the pages: 10 min for every 400 pages an enterprise tenant scans, 4 at a time.
    expect(allowed.timeBudgetMs).toBe(600_000 * 75);
    await api.post(`/scanner/jobs/${allowed.id}/cancel`, { key: big.adminKey });

    startRunner();
    const { id } = await createScan(starter.adminKey, { url: `${origin}/site/0`, crawl: crawl({ maxPages: 3 }) });
    const scan = await ended(starter.adminKey, id);
    expect(scan).toMatchObject({ status: 'completed', pagesScanned: 3, progress: { done: 3 } });
    // Links already found take no room: from /site/1 (→ 0, 4), /site/0's links 2 and 3 are new, 1 is not.
    const filled = await createScan(starter.adminKey, { url: `${origin}/site/1`, crawl: crawl({ maxPages: 4, maxDepth: 2 }) });
    expect(await ended(starter.adminKey, filled.id)).toMatchObject({ status: 'completed', pagesScanned: 4 });
  });

  it('obeys robots.txt and adds the sitemap’s pages of its origin', async () => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise' });
    robots = `User-agent: *\nDisallow: /private/\n\nSitemap: ${origin}/sitemap.xml\n`;
    sitemap = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/site/6</loc></url><url><loc>https://elsewhere.example/x</loc></url></urlset>`;
    startRunner();
    const obeying = await createScan(adminKey, { url: `${origin}/site/2`, crawl: crawl({ maxDepth: 1, sitemap: true }) });
    expect((await ended(adminKey, obeying.id)).status).toBe('completed');
    expect((await pagesOf(adminKey, obeying.id)).map((p) => p.url.slice(origin.length))).toEqual(['/site/1', '/site/2', '/site/5', '/site/6']);
    expect(hits.get('/private/6')).toBeUndefined();
  });

  it('keeps to include and exclude patterns; a tenant may tell it to ignore robots.txt on its own sites', async () => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise' });
    robots = 'User-agent: *\nDisallow: /private/\n';
    startRunner();
    const own = await createScan(adminKey, { url: `${origin}/site/2`, crawl: crawl({ maxDepth: 1, respectRobots: false, exclude: ['/site/1*'] }) });
    expect((await ended(adminKey, own.id)).status).toBe('completed');
    expect((await pagesOf(adminKey, own.id)).map((p) => p.url.slice(origin.length))).toEqual(['/private/6', '/site/2', '/site/5']);

    const only = await createScan(adminKey, { url: `${origin}/site/0`, crawl: crawl({ maxDepth: 1, include: ['/site/0', '/site/3'] }) });
    expect((await ended(adminKey, only.id)).status).toBe('completed');
    expect((await pagesOf(adminKey, only.id)).map((p) => p.url.slice(origin.length))).toEqual(['/site/0', '/site/3']);
  });

  it('keeps to its politeness: at most maxConcurrentPerHost pages of the host at once', async () => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise' }); // 4 pages at once by plan
    startRunner({ concurrency: 4 });
    holding = new Set(['/site/1', '/site/2', '/site/3']);
    const { id } = await createScan(adminKey, { url: `${origin}/site/0`, crawl: crawl({ maxDepth: 1, maxConcurrentPerHost: 1, delayMs: 300 }) });
    // One page of the host at a time: while /site/1 (or 2, 3) is held, the others wait.
    for (let n = 1; n <= 3; n++) {
      await until(async () => [...held.values()].flat().length === 1 && inFlight.now === 1, `page ${n} of 3 held alone`);
      const [release] = [...held.values()].flat();
      held.clear();
      release!();
    }
    expect((await ended(adminKey, id)).status).toBe('completed');
    expect(inFlight.max).toBe(1);
  });

  // Four pages of the host may load at once here, so only the delay can space them: the site's own clock
  // (when its server received each page's request) must show every request at least most of a second
  // after the one before. /site/0 and /site/4 are found together, in /site/1: ignoring the delay, their
  // requests arrive milliseconds apart.
  it.each([
    { source: 'robots.txt’s Crawl-delay', rules: 'User-agent: *\nCrawl-delay: 1\n', delayMs: 0 },
    { source: 'the crawl’s delayMs', rules: null, delayMs: 1_000 },
  ])('spaces the requests for the host’s pages by $source, as the site measures them', async ({ rules, delayMs }) => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise' }); // 4 pages at once by plan
    robots = rules;
    startRunner({ concurrency: 4 });
    const { id } = await createScan(adminKey, { url: `${origin}/site/1`, crawl: crawl({ maxDepth: 1, maxConcurrentPerHost: 4, delayMs }) });
    expect((await ended(adminKey, id)).status).toBe('completed');
    const paths = ['/site/1', '/site/0', '/site/4'];
    expect(paths.map((path) => requestedAt.get(path)?.length)).toEqual([1, 1, 1]);
    const times = paths.map((path) => requestedAt.get(path)![0]!).sort((a, b) => a - b);
    const gaps = times.slice(1).map((t, i) => Math.round(t - times[i]!));
    // 1,000 ms between the pages' starts; a request reaches the site a few tens of ms after its start, not always as many.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(800);
  });

  it('can be canceled: pages in flight finish and are kept, nothing new starts, it ends canceled; 409 once ended', async () => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise' });
    holding = new Set(['/site/1', '/site/2', '/site/3']);
    startRunner({ concurrency: 2 });
    const { id } = await createScan(adminKey, { url: `${origin}/site/0`, crawl: crawl({ maxDepth: 3 }) });
    await until(async () => [...held.values()].flat().length === 2, 'two pages in flight');
    const canceling = await api.post(`/scanner/jobs/${id}/cancel`, { key: adminKey });
    expect(canceling.status).toBe(202);
    expect(canceling.body).toMatchObject({ id, status: 'running', progress: { done: 1, running: 2, queued: 0, skipped: 1 } });
    for (const release of [...held.values()].flat()) release();
    held.clear();
    const scan = await ended(adminKey, id);
    expect(scan).toMatchObject({ status: 'canceled', pagesScanned: 3, progress: { done: 3, skipped: 1 } });
    expect(scan.summary).not.toBeNull();
    // Nothing was queued from the pages that finished after the cancel.
    expect(await db.scanPage.count({ where: { scanId: id } })).toBe(4);
    const again = await api.post(`/scanner/jobs/${id}/cancel`, { key: adminKey });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');
    const other = await createTestTenant();
    expect((await api.post(`/scanner/jobs/${id}/cancel`, { key: other.adminKey })).status).toBe(404);
    // A queued scan is canceled at once.
    await runners.splice(0)[0]!.stop(2_000);
    const queued = await createScan(adminKey, { url: `${origin}/site/0` });
    expect((await api.post(`/scanner/jobs/${queued.id}/cancel`, { key: adminKey })).body).toMatchObject({ status: 'canceled' });
  });
});

describe('site scans shared between tenants and instances', () => {
  it('another tenant’s one-page scan starts within 5 s while one tenant has 20 crawls of slow pages running', async () => {
    const busy = await createTestTenant({ plan: 'enterprise' });
    const other = await createTestTenant({ plan: 'starter' });
    startRunner(); // 2 slots, as an instance has by default
    const crawls = (
      await Promise.all(Array.from({ length: 20 }, (_, i) => createScan(busy.adminKey, { url: `${origin}/slow/${i * 100}`, crawl: crawl({ maxPages: 50 }) })))
    ).map((c) => c.id);
    // Both slots hold pages of the crawls, and more are queued behind them.
    await until(async () => (await db.scanPage.count({ where: { tenantId: busy.tenantId, status: 'running' } })) >= 2, 'the crawls under way');
    const asked = Date.now();
    const { id } = await createScan(other.adminKey, { url: `${origin}/site/6` });
    const started = await until(
      async () => (await db.scanPage.findFirst({ where: { scanId: id, startedAt: { not: null } } }))?.startedAt,
      'the other tenant’s page to start',
    );
    expect(started.getTime() - asked).toBeLessThan(5_000);
    expect(await db.scanJob.count({ where: { id: { in: crawls }, status: { in: ['queued', 'running'] } } })).toBe(20);
    expect(await db.scanPage.count({ where: { tenantId: busy.tenantId, status: { in: ['queued', 'running'] } } })).toBeGreaterThan(0);
    await Promise.all(crawls.map((crawlId) => api.post(`/scanner/jobs/${crawlId}/cancel`, { key: busy.adminKey })));
  });

  it('two runner instances share one crawl and never scan a page twice', async () => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise' });
    const ran = new Map<string, string[]>();
    for (const name of ['instance-a', 'instance-b']) {
      const workflows = scanWorkflows.map((w) => ({
        ...w,
        run: async (payload: { pageId?: string }, step: Parameters<Workflow['run']>[1], ctx: Parameters<Workflow['run']>[2]) => {
          if (payload.pageId) ran.set(name, [...(ran.get(name) ?? []), payload.pageId]);
          return (w.run as Workflow['run'])(payload as never, step, ctx);
        },
      })) as Workflow[];
      // One slot each: while one scans a page, the other takes the next.
      startRunner({ workflows, concurrency: 1, instanceId: name });
    }
    const { id } = await createScan(adminKey, { url: `${origin}/site/2`, crawl: crawl({ maxDepth: 1 }) });
    expect((await ended(adminKey, id)).status).toBe('completed');
    const pages = await pagesOf(adminKey, id);
    expect(pages.map((p) => [p.url.slice(origin.length), p.status, p.attempts])).toEqual([
      ['/private/6', 'done', 1],
      ['/site/1', 'done', 1],
      ['/site/2', 'done', 1],
      ['/site/5', 'done', 1],
    ]);
    for (const p of pages) expect(hits.get(new URL(p.url).pathname)).toBe(1);
    expect(ran.get('instance-a')?.length).toBeGreaterThan(0);
    expect(ran.get('instance-b')?.length).toBeGreaterThan(0);
  });

  it('a worker killed mid-crawl loses only its page: another takes it over and the scan completes with every page once', async () => {
    const child = prepared!;
    const { adminKey } = await createTestTenant({ plan: 'enterprise' });
    holding = new Set(['/site/1', '/site/2', '/site/3']);
    const { id } = await createScan(adminKey, { url: `${origin}/site/0`, crawl: crawl({ maxDepth: 1 }) });
    child.start();
    // The child scans one page at a time: the first page of depth 1 it loads is held, and it is killed then.
    const [lost] = await until(async () => held.size > 0 && [...held.keys()], 'the child to load a page of depth 1');
    child.child.kill('SIGKILL');
    holding = new Set();
    held.clear(); // the dead browser's request is never answered
    startRunner();
    const scan = await ended(adminKey, id);
    expect(scan).toMatchObject({ status: 'completed', pagesScanned: 4 });
    const pages = await pagesOf(adminKey, id);
    expect(pages.map((p) => [p.url.slice(origin.length), p.status, p.attempts])).toEqual(
      ['/site/0', '/site/1', '/site/2', '/site/3'].map((path) => [path, 'done', path === lost ? 2 : 1]),
    );
    for (const path of ['/site/0', '/site/1', '/site/2', '/site/3']) expect(hits.get(path)).toBe(path === lost ? 2 : 1);
    // Nothing of the lost attempt was stored: each page's issues are those of the attempt that finished.
    for (const p of pages) expect(await db.scanIssue.count({ where: { pageId: p.id } })).toBe(p.issues);
  });
});

describe('compliance over site scans', () => {
  it('a snapshot over a target whose URL was crawled holds only the target’s pages', async () => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise' });
    startRunner();
    const { id } = await createScan(adminKey, { url: `${origin}/target/0`, crawl: crawl({ maxDepth: 1 }) });
    const scan = await ended(adminKey, id);
    // The crawl found the image without alt on the page it led to.
    expect(scan).toMatchObject({ status: 'completed', pagesScanned: 2 });
    expect((await api.get(`/scanner/jobs/${id}/issues?ruleId=image-alt`, { key: adminKey })).body.data).toEqual([
      expect.objectContaining({ pageUrl: `${origin}${UNLABELLED}` }),
    ]);
    const target = await api.post('/compliance/targets', {
      key: adminKey,
      body: { name: 'Start page', standard: 'WCAG22_AA', urls: [`${origin}/target/0`], minScore: 90 },
    });
    expect(target.status).toBe(201);
    const snapshot = (await api.post('/compliance/snapshots', { key: adminKey, body: { targetId: target.body.id } })).body;
    expect(snapshot).toMatchObject({ status: 'ready', pagesScanned: 1, score: 100 });
    expect(Object.values(snapshot.issuesByImpact).every((n) => n === 0)).toBe(true);
    expect(snapshot.criteria.find((c: { criterion: string }) => c.criterion === '1.1.1')).toMatchObject({ issueCount: 0 });
  });
});

describe('pages behind a login', () => {
  it('sends the scan’s headers and cookies to the scanned origin only, never returns them, and deletes them when it ends', async () => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise' });
    const secret = 'Bearer s3cret-token-for-the-test';
    startRunner();
    const created = await createScan(adminKey, {
      url: `${origin}/login`,
      crawl: crawl({ maxDepth: 1 }),
      auth: { headers: { 'X-Site-Login': secret }, cookies: [{ name: 'session', value: 'abc123' }] },
    });
    expect(JSON.stringify(created)).not.toContain('s3cret');
    expect(created).toMatchObject({ options: { login: { headers: ['X-Site-Login'], cookies: ['session'] } } });
    const stored = await db.scanJob.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored.authSealed).toMatch(/^v1\./);
    expect(stored.authSealed).not.toContain('s3cret');
    const scan = await ended(adminKey, created.id);
    expect(scan.status).toBe('completed');
    expect(JSON.stringify(scan)).not.toContain('s3cret');
    // The origin got both, on the page and on the redirect; the other origin neither, for the image or the redirect's target.
    expect(logins).toEqual([
      { header: secret, cookie: 'session=abc123' },
      { header: secret, cookie: 'session=abc123' },
    ]);
    expect(strangers.map((s) => s.path).sort()).toEqual(['/landing', '/pixel.png']);
    for (const stranger of strangers) expect(stranger).toMatchObject({ header: undefined, cookie: undefined });
    expect((await db.scanJob.findUniqueOrThrow({ where: { id: created.id } })).authSealed).toBeNull();

    // A start page that redirects to another site takes the crawl there, but not the login.
    strangers.length = 0;
    const moved = await createScan(adminKey, {
      url: `${origin}/login/away`,
      crawl: crawl({ maxDepth: 1 }),
      auth: { headers: { 'X-Site-Login': secret }, cookies: [{ name: 'session', value: 'abc123' }] },
    });
    expect((await ended(adminKey, moved.id)).status).toBe('completed');
    // (The crawl reads the new origin's robots.txt, with no login either.)
    expect(strangers.map((s) => s.path).sort()).toEqual(['/landing', '/next', '/robots.txt']);
    for (const stranger of strangers) expect(stranger).toMatchObject({ header: undefined, cookie: undefined });
  });

  it('refuses headers the browser owns and values that could split a request', async () => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise' });
    const bad = await api.post('/scanner/jobs', {
      key: adminKey,
      body: { url: `${origin}/login`, auth: { headers: { Host: 'evil.example', 'X-Ok': 'a\r\nX-Injected: 1' }, cookies: [{ name: 'a;b', value: 'x' }] } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['auth.cookies[0].name', 'auth.headers.Host', 'auth.headers.X-Ok']);
  });
});

describe('scans that cannot end by themselves', () => {
  it('a page whose worker died is ended with its scan when it comes back past the budget', async () => {
    const { tenantId, adminKey } = await createTestTenant({ plan: 'enterprise' });
    const scan = await db.scanJob.create({
      data: {
        id: `scn_${tenantId.slice(4)}`,
        tenantId,
        url: `${origin}/site/0`,
        standard: 'WCAG22_AA',
        status: 'running',
        startedAt: new Date(Date.now() - 60_000),
        options: { includeBestPractices: false, budgetMs: 1_000 },
        pagesFound: 1,
      },
    });
    const page = await db.scanPage.create({
      data: {
        id: `pag_${tenantId.slice(4)}`,
        scanId: scan.id,
        tenantId,
        url: `${origin}/site/0`,
        host: new URL(origin).host,
        depth: 0,
        status: 'running',
        attempts: 1,
      },
    });
    await sendEvent('scan/page.requested', { scanId: scan.id, pageId: page.id, tenantId });
    startRunner();
    const failed = await ended(adminKey, scan.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'The scan did not finish within its time budget of 1 s; no page was scanned.' });
    expect(await db.scanPage.findUniqueOrThrow({ where: { id: page.id } })).toMatchObject({ status: 'skipped' });
  });

  it('a scan running long past its budget is ended by the sweep, its open pages skipped and its login dropped', async () => {
    const { tenantId } = await createTestTenant({ plan: 'enterprise' });
    const scan = await db.scanJob.create({
      data: {
        id: `scn_${tenantId.slice(4)}`,
        tenantId,
        url: `${origin}/site/0`,
        standard: 'WCAG22_AA',
        status: 'running',
        startedAt: new Date(Date.now() - 2 * 60 * 60_000),
        options: { includeBestPractices: false, budgetMs: 600_000 },
        pagesFound: 2,
        authSealed: 'v1.sealed',
      },
    });
    for (const [n, status] of [
      ['0', 'running'],
      ['1', 'queued'],
    ] as const) {
      await db.scanPage.create({
        data: {
          id: `pag_${n}${tenantId.slice(5)}`,
          scanId: scan.id,
          tenantId,
          url: `${origin}/site/${n}`,
          host: new URL(origin).host,
          depth: Number(n),
          status,
        },
      });
    }
    expect(await endOverdueScans()).toBe(1);
    expect(await db.scanJob.findUniqueOrThrow({ where: { id: scan.id } })).toMatchObject({ status: 'failed', authSealed: null });
    expect((await db.scanPage.findMany({ where: { scanId: scan.id } })).map((p) => p.status)).toEqual(['skipped', 'skipped']);
    expect(await endOverdueScans()).toBe(0);
  });
});
