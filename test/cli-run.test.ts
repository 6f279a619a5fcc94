import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { Io } from '../cli/src/io.ts';
import { main } from '../cli/src/program.ts';
import { issue, job } from './cli-fixtures.ts';
import { type StubRequest, serveStub } from './cli-stub.ts';

/**
 * The CLI end to end against a stub of the API: arguments and exit codes in-process (`main`), Ctrl-C in
 * a process of its own. The key must never be printed.
 */
const KEY = 'sk_live_cliTestSecretKey0123456789';
const work = mkdtempSync(path.join(os.tmpdir(), 'cli-run-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function collector() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

async function run(args: string[], env: Record<string, string | undefined> = {}) {
  const stdout = collector();
  const stderr = collector();
  const io: Io = { stdout: stdout.stream, stderr: stderr.stream, env: { A11Y_PLATFORM_KEY: KEY, ...env }, onInterrupt: () => () => {} };
  const exit = await main(args, io);
  return { exit, stdout: stdout.text(), stderr: stderr.text() };
}

/** A service whose scan runs for two polls, then completes with `issues` (in two pages). */
function scanService(issues = [issue({ impact: 'serious', ruleId: 'color-contrast' }), issue({ impact: 'minor', ruleId: 'region' })]) {
  let polls = 0;
  return (request: StubRequest) => {
    const { pathname, searchParams } = new URL(request.path, 'http://x');
    if (request.method === 'POST' && pathname === '/api/v1/scanner/jobs') return { status: 202, body: job({ status: 'queued', summary: null }) };
    if (pathname === '/api/v1/scanner/jobs/scn_1') {
      polls += 1;
      return { status: 200, body: polls < 2 ? job({ status: 'running', summary: null }) : job() };
    }
    if (pathname === '/api/v1/scanner/jobs/scn_1/issues') {
      const second = searchParams.get('cursor') === 'next';
      return { status: 200, body: { data: second ? issues.slice(1) : issues.slice(0, 1), nextCursor: second ? null : 'next' } };
    }
    return { status: 404, body: { code: 'not_found', message: 'Not found', traceId: 'trace-404' } };
  };
}

describe('arguments and exit codes', () => {
  it('exits 2 on a bad flag, a bad choice, a missing URL or key, and --baseline site without --site', async () => {
    const bad = await run(['scan', 'https://a.example', '--bogus'], { A11Y_PLATFORM_URL: 'http://127.0.0.1:9' });
    expect(bad).toMatchObject({ exit: 2, stderr: expect.stringContaining("unknown option '--bogus'") });
    expect((await run(['scan', 'https://a.example', '--fail-on', 'some'], { A11Y_PLATFORM_URL: 'http://127.0.0.1:9' })).exit).toBe(2);
    expect((await run(['scan', 'https://a.example', '--engines', 'axe,wave'], { A11Y_PLATFORM_URL: 'http://127.0.0.1:9' })).exit).toBe(2);
    expect((await run(['scan'], { A11Y_PLATFORM_URL: 'http://127.0.0.1:9' })).exit).toBe(2);
    expect(await run(['scan', 'https://a.example'])).toMatchObject({ exit: 2, stderr: expect.stringContaining('A11Y_PLATFORM_URL') });
    expect(await run(['scan', 'https://a.example'], { A11Y_PLATFORM_KEY: undefined, A11Y_PLATFORM_URL: 'http://x.example' })).toMatchObject({
      exit: 2,
      stderr: expect.stringContaining('A11Y_PLATFORM_KEY'),
    });
    const site = await run(['scan', 'https://a.example', '--baseline', 'site'], { A11Y_PLATFORM_URL: 'http://127.0.0.1:9' });
    expect(site).toMatchObject({ exit: 2, stderr: expect.stringContaining('--baseline site needs --site') });
    expect((await run(['issues', 'export', '--format', 'csv'], { A11Y_PLATFORM_URL: 'http://127.0.0.1:9' })).exit).toBe(2);
  });

  it('prints help with the exit codes, and the version, exiting 0', async () => {
    const help = await run(['--help']);
    expect(help.exit).toBe(0);
    expect(help.stdout).toContain('Exit codes:');
    expect(help.stdout).toMatch(/130 +interrupted/);
    expect(await run(['--version'])).toMatchObject({ exit: 0, stdout: '0.1.0\n' });
  });

  it('exits 3 on a service error with its code, message and trace id, and never prints the key (not with --verbose)', async () => {
    const stub = await serveStub(() => ({
      status: 401,
      body: { code: 'unauthorized', message: 'Invalid API key', traceId: 'trace-abc123' },
      headers: { 'x-trace-id': 'trace-abc123' },
    }));
    try {
      const result = await run(['scan', 'https://a.example', '--verbose', '--url', stub.url]);
      expect(result.exit).toBe(3);
      expect(result.stderr).toContain('Service error 401 unauthorized: Invalid API key');
      expect(result.stderr).toContain('Trace id: trace-abc123');
      expect(result.stderr).toContain(`> POST ${stub.url}/api/v1/scanner/jobs`);
      const flag = await run(['scan', 'https://a.example', '--key', 'sk_live_flagKey987654321', '--verbose', '--url', stub.url], {
        A11Y_PLATFORM_KEY: undefined,
      });
      expect(flag.exit).toBe(3);
      for (const out of [result.stdout, result.stderr, flag.stdout, flag.stderr]) {
        expect(out).not.toContain(KEY);
        expect(out).not.toContain('sk_live_flagKey987654321');
      }
      // The key did go to the service, in its header.
      expect(stub.requests[0]?.headers['x-api-key']).toBe(KEY);
    } finally {
      await stub.close();
    }
  });

  it('exits 3 when the service cannot be reached', async () => {
    const result = await run(['scan', 'https://a.example', '--url', 'http://127.0.0.1:9', '--quiet']);
    expect(result).toMatchObject({ exit: 3, stderr: expect.stringContaining('Network error') });
  });
});

describe('a scan through the API', () => {
  it('creates a job per URL with the flags, waits, reads every page of issues, gates and writes SARIF', async () => {
    const stub = await serveStub(scanService());
    try {
      const file = path.join(work, 'out.sarif');
      const args = ['scan', 'https://shop.example/', '--url', `${stub.url}/`, '--engines', 'axe', '--standard', 'WCAG21_AA', '--max-pages', '3'];
      const result = await run([...args, '--baseline', 'previous', '--min-impact', 'serious', '--format', 'sarif', '--output', file, '--poll-interval', '5']);
      expect(result.exit, result.stderr).toBe(1);
      const created = stub.requests.find((r) => r.method === 'POST');
      expect(created?.body).toEqual({ url: 'https://shop.example/', standard: 'WCAG21_AA', engines: ['axe'], crawl: { maxPages: 3 }, baseline: 'previous' });
      expect(created?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      const log = JSON.parse(readFileSync(file, 'utf8'));
      expect(log.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toEqual(['color-contrast', 'region']);
      // Progress is a line per change on a pipe; the text summary follows when the output went to a file.
      expect(result.stderr).toContain('https://shop.example/: running, 1 of 1 pages');
      expect(result.stderr).toContain('Gate failed: 1 new issue at or above serious (--fail-on new).');
    } finally {
      await stub.close();
    }
  });

  it('asks only for new issues when nothing else is shown, and passes when none fails', async () => {
    const stub = await serveStub(scanService([issue({ impact: 'minor', baseline: 'new' }), issue({ impact: 'critical', baseline: 'existing' })]));
    try {
      const result = await run(['scan', 'https://shop.example/', '--url', stub.url, '--baseline', 'scn_0', '--min-impact', 'moderate', '--poll-interval', '5']);
      expect(result.exit, result.stderr).toBe(0);
      expect(stub.requests.find((r) => r.method === 'POST')?.body).toMatchObject({ baseline: { scanId: 'scn_0' } });
      expect(stub.requests.filter((r) => r.path.includes('/issues')).every((r) => r.path.includes('baseline=new'))).toBe(true);
      expect(result.stdout).toContain('Gate passed: no new issues at or above moderate.');
    } finally {
      await stub.close();
    }
  });
});

describe('Ctrl-C', () => {
  it('cancels the running scan on the service and exits 130', async () => {
    const stub = await serveStub((request) => {
      if (request.method === 'POST' && request.path === '/api/v1/scanner/jobs') return { status: 202, body: job({ status: 'queued', summary: null }) };
      if (request.method === 'POST' && request.path === '/api/v1/scanner/jobs/scn_1/cancel')
        return { status: 200, body: job({ status: 'canceled', summary: null }) };
      return { status: 200, body: job({ status: 'running', summary: null }) };
    });
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'cli/src/bin.ts', 'scan', 'https://shop.example/', '--poll-interval', '20'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { ...process.env, A11Y_PLATFORM_KEY: KEY, A11Y_PLATFORM_URL: stub.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      await new Promise<void>((resolve) => {
        child.stderr.on('data', (chunk) => {
          stderr += String(chunk);
          if (stderr.includes(': running,')) resolve();
        });
      });
      child.kill('SIGINT');
      expect(await exited).toBe(130);
      expect(stub.requests.filter((r) => r.path === '/api/v1/scanner/jobs/scn_1/cancel')).toHaveLength(1);
      expect(stderr).toContain('Interrupted: canceled 1 scan on the service.');
    } finally {
      await stub.close();
    }
  });
});
