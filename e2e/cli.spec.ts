import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { sarifValidator } from '../test/sarif-validator.ts';
import { adminCli, type CreatedTenant } from './admin-cli.ts';
import { type Served, serveRoutes } from './pages-server.ts';

/**
 * The CLI (run from source, as a child process) against the production build: a scan that finds the page's
 * barrier fails the gate with valid SARIF; compared with the previous scan, an unchanged page passes and a
 * page that gained a barrier fails on that one only; an export streams a scan's issues to a file; a bad key and a bad flag end with their exit codes.
 */
interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'cli/src/bin.ts', ...args], { env: { ...process.env, ...env }, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const page = (body: string) => `<!doctype html><html lang="en"><head><title>Shop</title></head><body><main><h1>Shop</h1>${body}</main></body></html>`;

test.describe
  .serial('the a11y-platform CLI against the service', () => {
    let site: Served;
    const routes: Record<string, string> = { '/': page('<img src="logo.png">') };
    let env: Record<string, string>;
    let key = '';
    let url = '';
    const work = mkdtempSync(path.join(os.tmpdir(), 'cli-e2e-'));
    const scan = (...args: string[]) => cli(['scan', url, '--engines', 'axe', '--poll-interval', '500', ...args], env);

    test.beforeAll(async ({ baseURL }) => {
      const [{ apiKey }, served] = await Promise.all([adminCli<CreatedTenant>('tenant', 'create', '--name', 'E2E CLI', '--plan', 'pro'), serveRoutes(routes)]);
      site = served;
      key = apiKey.key;
      url = `${site.origin}/`;
      env = { A11Y_PLATFORM_KEY: key, A11Y_PLATFORM_URL: baseURL ?? '' };
    });
    test.afterAll(async () => {
      await site.close();
      rmSync(work, { recursive: true, force: true });
    });

    test('a scan finds the page’s barrier: exit 1 and a SARIF file that validates', async () => {
      const file = path.join(work, 'first.sarif');
      const run = await scan('--format', 'sarif', '--output', file);
      expect(run.code, run.stderr).toBe(1);
      const log = JSON.parse(readFileSync(file, 'utf8'));
      const validate = sarifValidator();
      expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
      expect(log.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toContain('image-alt');
      expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(url);
      expect(run.stderr).toContain('Gate failed');
      expect(run.stderr).not.toContain(key);
    });

    test('compared with the previous scan: an unchanged page passes, a new barrier fails alone', async () => {
      const unchanged = await scan('--baseline', 'previous');
      expect(unchanged.code, unchanged.stderr + unchanged.stdout).toBe(0);
      expect(unchanged.stdout).toContain('Gate passed: no new issues');

      routes['/'] = page('<img src="logo.png"><form><input type="text" name="q"></form>');
      const file = path.join(work, 'gained.xml');
      const gained = await scan('--baseline', 'previous', '--format', 'junit', '--output', file);
      expect(gained.code, gained.stderr).toBe(1);
      const doc = new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: '',
        isArray: (name) => ['testsuite', 'testcase', 'failure'].includes(name),
      }).parse(readFileSync(file, 'utf8'));
      const [suite] = doc.testsuites.testsuite;
      expect(suite).toMatchObject({ name: url, tests: '1', failures: '1' });
      // The image without alt is known from the previous scan: only the unlabelled field fails the gate.
      const failures = suite.testcase.flatMap((c: { failure?: { type: string }[] }) => c.failure ?? []);
      expect(failures.map((f: { type: string }) => f.type)).toEqual(['label']);
    });

    test('issues export streams the scan’s occurrences to a file: CSV with a header and the page’s barrier', async () => {
      const scanned = await scan('--format', 'json', '--fail-on', 'none');
      expect(scanned.code, scanned.stderr).toBe(0);
      const [first] = JSON.parse(scanned.stdout).scans as { job: { id: string } }[];
      const job = first!.job;
      const file = path.join(work, 'issues.csv');
      const exported = await cli(['issues', 'export', '--scan', job.id, '--format', 'csv', '--output', file], env);
      expect(exported.code, exported.stderr).toBe(0);
      const [header, ...rows] = readFileSync(file, 'utf8').trimEnd().split('\r\n');
      expect(header).toContain('pageUrl');
      expect(rows.some((row) => row.includes('image-alt') && row.includes(url))).toBe(true);
    });

    test('a bad key exits 3 with the service’s code and trace id, never the key; a bad flag exits 2', async () => {
      const badKey = 'sk_live_e2eNotAKeyAtAll0000000000000';
      const refused = await cli(['scan', url, '--verbose'], { ...env, A11Y_PLATFORM_KEY: badKey });
      expect(refused.code).toBe(3);
      expect(refused.stderr).toMatch(/Service error 401 [a-z_]+: /);
      expect(refused.stderr).toMatch(/Trace id: [0-9a-f-]{8,}/);
      expect(refused.stderr + refused.stdout).not.toContain(badKey);

      const badFlag = await cli(['scan', url, '--fail-on', 'sometimes'], env);
      expect(badFlag.code).toBe(2);
      expect(badFlag.stderr).toContain("argument 'sometimes' is invalid");
    });
  });
