import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scanWorkflows } from '@/lib/workflows/scan.ts';
import { db } from '@/lib/db/client.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { type BlockedRequest, closeBrowser, configureBrowser, withPage } from '@/lib/scanner/render/browser.ts';
import { scanPage } from '@/lib/scanner/render/scan-page.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';
import { browserSandbox } from '@/lib/scanner/render/sandbox.ts';

/**
 * Which browser scans run in, and what happens without one. This machine has Debian's chromium at
 * /usr/bin/chromium, so the system candidates are pointed at paths that do not exist; the bundled
 * Chromium is @sparticuz/chromium, unpacked for real.
 */
const PAGES = path.resolve(import.meta.dirname, 'fixtures', 'pages');
const METADATA = 'http://169.254.169.254/latest/meta-data/';
const NO_SYSTEM = ['/nonexistent/usr/bin/chromium', '/nonexistent/usr/bin/google-chrome'];
// A package that is not installed: the import fails as it does where the optional dependency is absent.
const NOT_INSTALLED = '@sparticuz/chromium-not-installed';
const saved = { ...process.env };
let origin = '';
let server: http.Server;
let scratch = '';
let runner: JobRunner | null = null;
/** Set while the tests of a describe go on from one another in one browser: it is then reset after the last. */
let keepBrowser = false;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (pathname === '/redirect-to-metadata') return void res.writeHead(302, { location: METADATA }).end();
    try {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(await readFile(path.join(PAGES, path.basename(pathname))));
    } catch {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>Not found</title></html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The OS temp directory of this test process, where the bundled Chromium will be unpacked.
  scratch = await mkdtemp(path.join(tmpdir(), 'scan-browser-test-'));
  // Stands in for the system temp directory, which the unprivileged scanner user can enter (sandbox.ts).
  await chmod(scratch, 0o755);
  process.env.TMPDIR = scratch;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true'; // the pages live on 127.0.0.1
  delete process.env.CHROMIUM_PATH;
  delete process.env.PLAYWRIGHT_WS_ENDPOINT;
});

async function resetBrowser() {
  await closeBrowser();
  configureBrowser({});
  delete process.env.CHROMIUM_PATH;
}

afterEach(async () => {
  await runner?.stop(2000);
  runner = null;
  if (!keepBrowser) await resetBrowser();
});

afterAll(async () => {
  await closeBrowser();
  await new Promise((resolve) => server.close(resolve));
  for (const name of ['TMPDIR', 'ALLOW_PRIVATE_NETWORK_TARGETS', 'CHROMIUM_PATH', 'PLAYWRIGHT_WS_ENDPOINT']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await rm(scratch, { recursive: true, force: true });
});

function startRunner() {
  runner = new JobRunner({ workflows: scanWorkflows, pollMs: 50, backoffBaseMs: 50 }).start();
}

async function waitFor(key: string, jobId: string, statuses: string[], timeoutMs = 60_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const res = await api.get(`/scanner/jobs/${jobId}`, { key });
    if (statuses.includes(res.body.status)) return res.body;
  }
  throw new Error(`scan ${jobId} did not reach ${statuses.join('/')}`);
}

/** The job that scanned the scan's (start) page: how many attempts failed, and how it ended. */
async function jobOf(scanId: string) {
  const job = await db.job.findFirstOrThrow({ where: { name: 'scan/page.requested', payload: { path: ['scanId'], equals: scanId } } });
  return { status: job.status, attempts: job.attempts, lastError: job.lastError };
}

/**
 * The job as it ends: the runner records that just after the workflow has ended the scan, so it is waited
 * for (until it matches, or 10 s).
 */
const jobEnd = (scanId: string) => expect.poll(() => jobOf(scanId), { timeout: 10_000, interval: 50 });

async function scanThroughApi(page: string) {
  const { adminKey } = await createTestTenant();
  const created = await api.post('/scanner/jobs', { key: adminKey, body: { url: `${origin}/${page}` } });
  expect(created.status).toBe(202);
  startRunner();
  return { adminKey, job: await waitFor(adminKey, created.body.id, ['completed', 'failed']) };
}

async function executable(name: string, script: string): Promise<string> {
  const file = path.join(scratch, name);
  await writeFile(file, `#!/bin/sh\n${script}\n`);
  await chmod(file, 0o755);
  return file;
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('with no system Chromium', () => {
  describe('health says bundled, and a scan completes in the bundled Chromium, unpacked once into a private directory', () => {
    // Copies left by earlier processes: one whose process is gone (killed before its exit handlers ran),
    // one whose process still runs (the test runner's).
    let stale = '';
    let live = '';
    /** Our unpacked copy, as the browser's first use left it. */
    let unpacked = '';
    const copies = async () => (await readdir(scratch)).filter((name) => name.startsWith('a11y-chromium-')).sort();

    beforeAll(async () => {
      keepBrowser = true;
      configureBrowser({ systemCandidates: NO_SYSTEM });
      stale = `a11y-chromium-${await deadPid()}-AbCdEf`;
      live = `a11y-chromium-${process.ppid}-GhIjKl`;
      for (const name of [stale, live]) await mkdir(path.join(scratch, name), { mode: 0o700 });
      await writeFile(path.join(scratch, stale, 'chromium'), 'left behind');
    });

    afterAll(async () => {
      keepBrowser = false;
      await resetBrowser();
    });

    it('health says bundled, and only looks: nothing is unpacked', async () => {
      const health = await api.get('/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'ok', checks: { browser: 'bundled' } });
      expect(await copies()).toEqual([stale, live].sort());
    });

    // Its first use (a scan's, a report's printing: each opens a page) unpacks it: seconds of decompressing
    // some 200 MB, the one cost here that a test cannot spare, so it is a step of its own.
    it('is unpacked on first use, into a private directory; a dead process’s copy is swept, a live one’s left', { timeout: 60_000 }, async () => {
      await withPage(async () => undefined, { timeoutMs: 60_000 });
      const ours = (await readdir(scratch)).filter((name) => name.startsWith(`a11y-chromium-${process.pid}-`));
      expect(ours).toHaveLength(1);
      unpacked = ours[0]!;
      expect(await copies()).toEqual([unpacked, live].sort());
      // A directory nobody else can write to (as root, the unprivileged scanner user may enter it to run the
      // browser; otherwise only we can).
      const dir = path.join(scratch, unpacked);
      expect((await stat(dir)).mode & 0o777).toBe(process.getuid?.() === 0 ? 0o755 : 0o700);
      expect((await stat(path.join(dir, 'chromium'))).isFile()).toBe(true);
      await expect(stat(path.join(scratch, 'chromium'))).rejects.toThrow(/ENOENT/);
    });

    it('a scan through the API completes in it, and leaves the one unpacked copy', async () => {
      expect(unpacked).not.toBe('');
      const { adminKey, job } = await scanThroughApi('missing-alt.html');
      expect({ status: job.status, error: job.error }).toEqual({ status: 'completed', error: null });
      expect(job.summary).toMatchObject({ total: 1, critical: 1 });
      expect((await api.get(`/scanner/jobs/${job.id}/issues`, { key: adminKey })).body.data[0]).toMatchObject({ ruleId: 'image-alt' });
      expect(await copies()).toEqual([unpacked, live].sort());
    });

    it('runs sandboxed, and two more scans at once in the same browser leave the one unpacked copy', async () => {
      expect(unpacked).not.toBe('');
      // Sandboxed too, and as root under the unprivileged scanner user (sandbox.ts).
      expect(browserSandbox()).toMatchObject(process.getuid?.() === 0 ? { sandbox: 'on', user: 'a11y-scanner' } : { sandbox: 'on' });
      const [a, b] = await Promise.all(
        ['clean.html', 'missing-alt.html'].map((page) => scanPage(`${origin}/${page}`, { standard: 'WCAG22_AA', includeBestPractices: false })),
      );
      expect([a!.findings.length, b!.findings.length]).toEqual([0, 1]);
      expect(await copies()).toEqual([unpacked, live].sort());
      expect((await stat(path.join(scratch, unpacked, 'chromium'))).isFile()).toBe(true);
      await expect(stat(path.join(scratch, 'chromium'))).rejects.toThrow(/ENOENT/);
    });
  });

  it('keeps the egress proxy in the bundled Chromium: a redirect hop into the metadata address is refused there', { timeout: 60_000 }, async () => {
    configureBrowser({ systemCandidates: NO_SYSTEM });
    process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
    const blocked: BlockedRequest[] = [];
    const result = await scanPage(`${origin}/redirect-image.html`, {
      standard: 'WCAG22_AA',
      includeBestPractices: false,
      onRequestBlocked: (r) => blocked.push(r),
    });
    expect(result.findings).toEqual([]);
    // Routing never sees redirect hops: only the per-context proxy can have refused this one.
    expect(blocked.map((b) => b.url)).toEqual([METADATA]);
  });
});

describe('with no browser at all', () => {
  it('health says missing, and a scan fails at once, naming CHROMIUM_PATH, without retries', async () => {
    configureBrowser({ systemCandidates: NO_SYSTEM, importBundled: () => import(/* @vite-ignore */ NOT_INSTALLED) });
    const health = await api.get('/health');
    // Only the database degrades the service.
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', checks: { database: 'ok', browser: 'missing' } });

    const { job } = await scanThroughApi('missing-alt.html');
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^No browser is available for scans: .*CHROMIUM_PATH/);
    expect(job.summary).toBeNull();
    // One execution, which ended the scan itself: no failed attempt, nothing left to retry.
    await jobEnd(job.id).toEqual({ status: 'completed', attempts: 0, lastError: null });
  });
});

describe('CHROMIUM_PATH', () => {
  it('naming a file that does not exist is a configuration error: health says missing and scans fail at once, with no fallback', async () => {
    // The system candidates stay as they are: /usr/bin/chromium exists here and must not be used instead.
    process.env.CHROMIUM_PATH = path.join(scratch, 'no-such-chromium');
    expect((await api.get('/health')).body.checks.browser).toBe('missing');

    const { job } = await scanThroughApi('clean.html');
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^No browser is available for scans: CHROMIUM_PATH does not name an executable file\./);
    expect(job.error).not.toContain(scratch); // the path is the operator's business, not the tenant's
    await jobEnd(job.id).toEqual({ status: 'completed', attempts: 0, lastError: null });
  });

  it('naming a Chromium that cannot load a system library fails at once, naming the library', async () => {
    process.env.CHROMIUM_PATH = await executable(
      'chromium-without-nss',
      'echo "chromium: error while loading shared libraries: libnss3.so: cannot open shared object file: No such file or directory" >&2; exit 127',
    );
    expect((await api.get('/health')).body.checks.browser).toBe('system');
    const { job } = await scanThroughApi('clean.html');
    expect(job.status).toBe('failed');
    expect(job.error).toBe(
      'No browser is available for scans: Chromium cannot start because the system library libnss3.so is missing. Set CHROMIUM_PATH to a Chromium executable, or install Chromium (Debian: apt-get install chromium).',
    );
    await jobEnd(job.id).toEqual({ status: 'completed', attempts: 0, lastError: null });
  });

  it('naming a browser that dies on start is retried as a crash, and fails after the last attempt', async () => {
    process.env.CHROMIUM_PATH = await executable('chromium-that-dies', 'exit 1');
    const { job } = await scanThroughApi('clean.html');
    expect(job.status).toBe('failed');
    expect(job.error).toBe('The page could not be scanned; the browser failed repeatedly.');
    await jobEnd(job.id).toEqual({ status: 'failed', attempts: scanWorkflows[1].retries + 1, lastError: 'The scanner browser could not be started.' });
  });
});

describe('GET /health', () => {
  it('says system for an installed Chromium, and remote for PLAYWRIGHT_WS_ENDPOINT', async () => {
    configureBrowser({ systemCandidates: [...NO_SYSTEM, await executable('installed-chromium', 'exit 1')] });
    expect((await api.get('/health')).body.checks.browser).toBe('system');
    process.env.PLAYWRIGHT_WS_ENDPOINT = 'ws://127.0.0.1:9/';
    try {
      expect((await api.get('/health')).body.checks.browser).toBe('remote');
    } finally {
      delete process.env.PLAYWRIGHT_WS_ENDPOINT;
    }
  });
});
