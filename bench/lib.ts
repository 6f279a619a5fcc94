/**
 * What the benchmarks share: the production build, a throw-away database, the bench tenant, the server's
 * lifecycle, load runs (saturating with autocannon, or at a fixed offered rate), and the results file.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon, { type Instance, type Options, type Result } from 'autocannon';
import { z } from 'zod';
import { freePort, isAlive } from '../lib/db/embedded.ts';

export const root = path.resolve(import.meta.dirname, '..');
export const WARMUP_SECONDS = 3;
/** More failed requests than this share makes a run meaningless (a fast stream of 401s or 429s flatters). */
export const MAX_BAD_SHARE = 0.01;

export const log = (line: string) => console.log(`[bench] ${line}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  return n;
}

// ---------------------------------------------------------------------------------------------------
// Interruption: Ctrl-C stops the load first (Next's graceful close waits for autocannon's keep-alive
// connections to go), then each benchmark's `finally` stops what it started.

export class Interrupted extends Error {}
let interrupted = false;
let current: Instance | undefined;

export function checkInterrupted(): void {
  if (interrupted) throw new Interrupted();
}

let handlingInterrupts = false;
/** Ctrl-C arrives more than once (from the terminal, and relayed by npm and tsx), hence no `once`. */
export function handleInterrupts(): void {
  if (handlingInterrupts) return;
  handlingInterrupts = true;
  const interrupt = () => {
    interrupted = true;
    current?.stop();
  };
  process.on('SIGINT', interrupt).on('SIGTERM', interrupt);
}

/** Exit code 130 on Ctrl-C, 1 with the message on any other failure. */
export async function runMain(main: () => Promise<void>): Promise<void> {
  await main().catch((error: unknown) => {
    if (error instanceof Interrupted) process.exit(130);
    console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

// ---------------------------------------------------------------------------------------------------
// Build, database, tenant

export async function buildUnlessSkipped(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    log('BENCH_SKIP_BUILD=1: using the existing build');
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });
}

// `node --import tsx` rather than `npx tsx`: the pid we get is then the script itself, not a wrapper
// that may or may not forward SIGTERM.
export const tsx = (script: string, ...args: string[]) => ['--import', 'tsx', script, ...args];

/** Deleting the folder under a live server would leave it running with nobody to stop it. */
export async function removeDataDir(dataDir: string): Promise<void> {
  const pid = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (pid > 0 && isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) still runs on ${dataDir}; stop it first.`);
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * The environment of the server and the admin CLI: a fresh embedded cluster under `dataDir`, which the
 * server starts and stops itself, unless DATABASE_URL says where to go.
 */
export async function databaseEnv(dataDir: string): Promise<NodeJS.ProcessEnv> {
  if (process.env.DATABASE_URL) {
    log('using DATABASE_URL');
    return { ...process.env };
  }
  await removeDataDir(dataDir);
  log(`embedded database under ${path.relative(root, dataDir)}`);
  return { ...process.env, DATA_DIR: dataDir };
}

const createdTenant = z.object({ tenant: z.object({ id: z.string() }), apiKey: z.object({ key: z.string() }) });

/** An enterprise tenant whose limits nothing in a benchmark reaches, and its secret key. */
export async function createTenant(env: NodeJS.ProcessEnv, name = 'Bench'): Promise<{ tenantId: string; key: string }> {
  const args = tsx(
    'scripts/admin.ts',
    'tenant',
    'create',
    '--name',
    name,
    '--plan',
    'enterprise',
    '--rate-limit',
    '100000000',
    '--monthly-quota',
    '1000000000',
    '--json',
  );
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root, env });
  const created = createdTenant.parse(JSON.parse(stdout));
  return { tenantId: created.tenant.id, key: created.apiKey.key };
}

/** A new secret key for an existing tenant. */
export async function createKey(env: NodeJS.ProcessEnv, tenantId: string): Promise<string> {
  const args = tsx('scripts/admin.ts', 'key', 'create', '--tenant', tenantId, '--name', 'bench', '--json');
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root, env });
  return z.object({ key: z.string() }).parse(JSON.parse(stdout)).key;
}

// ---------------------------------------------------------------------------------------------------
// Server

export interface Server {
  base: string;
  stop(): Promise<void>;
}

/**
 * `scripts/serve.ts start` on a free port of 127.0.0.1 with NODE_ENV=production and LOG_LEVEL=warn,
 * once its health check answers 200. Installs the Ctrl-C handling.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Its own process group, so a server that ignores SIGTERM can still be killed with its children.
  const child = spawn(process.execPath, tsx('scripts/serve.ts', 'start', '--hostname', '127.0.0.1'), {
    cwd: root,
    env: { ...env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'inherit',
    detached: true,
  });
  handleInterrupts();
  const server = { base, stop: () => stopServer(child) };
  try {
    await waitForHealth(`${base}/api/v1/health`, child);
  } catch (error) {
    await server.stop();
    log('server stopped');
    throw error;
  }
  return server;
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(250)) {
    checkInterrupted();
    if (server.exitCode !== null || server.signalCode !== null) throw new Error('the server exited before it answered');
    const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
  }
  throw new Error(`${url} did not answer 200 within 120 s`);
}

/**
 * Whether any process of the server's group (serve.ts, Next, PostgreSQL) still runs. Zombies do not
 * count: an orphaned Next is reaped by init whenever init gets round to it.
 */
function groupAlive(pgid: number): boolean {
  const { stdout } = spawnSync('ps', ['-e', '-o', 'pgid=,stat='], { encoding: 'utf8' });
  return stdout.split('\n').some((line) => {
    const [group, stat] = line.trim().split(/\s+/);
    return Number(group) === pgid && !stat?.startsWith('Z');
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  const pgid = server.pid;
  if (pgid === undefined || !groupAlive(pgid)) return;
  // autocannon hangs up at its deadline, but the server still works through the requests it had
  // queued; on SIGTERM serve.ts stops PostgreSQL without waiting for Next, so those would fail noisily.
  await sleep(2_000);
  server.kill('SIGTERM');
  // The whole group, not just serve.ts: it can exit before its Next child has finished.
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) if (!groupAlive(pgid)) return;
  log('server still running 30 s after SIGTERM: killing its process group');
  process.kill(-pgid, 'SIGKILL');
}

// ---------------------------------------------------------------------------------------------------
// Saturating load (autocannon): as many requests as `connections` keep-alive connections can get answered

export interface Target {
  label: string;
  url: string;
  method?: string;
  /** Never written to the results file (it carries the API key). */
  headers?: Record<string, string>;
  /** Per-request variation (another user, another batch); not written to the results file either. */
  requests?: Options['requests'];
}

export interface Summary {
  reqPerSec: number;
  p50: number;
  p99: number;
  responses: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

async function load(target: Target, connections: number, seconds: number): Promise<Result> {
  checkInterrupted();
  const { url, method, headers, requests } = target;
  // Absent rather than undefined: autocannon's defaults are applied with Object.assign.
  current = autocannon({ url, headers, connections, duration: seconds, ...(method && { method }), ...(requests && { requests }) });
  const result = await current;
  checkInterrupted();
  return result;
}

/** A warm-up (discarded), then the measured run; fails when more than 1 % of the requests failed. */
export async function measure(target: Target, options: { connections: number; duration: number }): Promise<Summary> {
  await load(target, options.connections, WARMUP_SECONDS);
  const result = await load(target, options.connections, options.duration);
  const responses = result['2xx'] + result.non2xx;
  const summary: Summary = {
    reqPerSec: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    responses,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
  };
  log(
    `${target.label}: ${summary.reqPerSec.toFixed(0)} req/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms, non-2xx ${summary.non2xx}, errors ${summary.errors}`,
  );
  const bad = summary.non2xx + summary.errors;
  if (responses === 0 || bad > MAX_BAD_SHARE * (responses + summary.errors)) {
    throw new Error(`${target.label}: ${bad} of ${responses + summary.errors} requests failed (status codes ${JSON.stringify(summary.statusCodes)})`);
  }
  return summary;
}

export const better = (a: Summary, b: Summary) => (b.reqPerSec > a.reqPerSec ? b : a);

// ---------------------------------------------------------------------------------------------------
// Fixed offered rate: latency as a client sees it when the server is not saturated.
//
// Not autocannon's `overallRate`: autocannon sends each second's whole budget back to back as the second
// starts and then idles (a burst at full concurrency, so the latencies are those of saturation), and its
// coordinated-omission correction assumes 1 ms between requests (`Math.ceil(1 / rate)` in lib/run.js),
// which adds a made-up sample per millisecond of each response. Here requests leave at evenly spaced
// times whatever the answers do (open loop), and each latency counts from when its request was due, so a
// generator that falls behind still charges the wait to the server.

export interface RequestSpec {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RateSummary {
  offeredRate: number;
  achievedRate: number;
  sent: number;
  completed: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  statusCodes: Record<string, number>;
}

interface FixedRateOptions {
  label: string;
  base: string;
  rate: number;
  seconds: number;
  next: () => RequestSpec;
  expectStatus: number;
  /** Cap on open connections; requests beyond it wait for one, and that wait counts. */
  maxSockets?: number;
}

/** A warm-up at the same rate (discarded: it also lets a backlog from an earlier run drain), then the measured run. */
export async function fixedRate(options: FixedRateOptions): Promise<RateSummary> {
  await openLoop({ ...options, seconds: WARMUP_SECONDS });
  const summary = await openLoop(options);
  log(
    `${options.label} at ${options.rate} req/s offered: p50 ${summary.p50} ms, p90 ${summary.p90} ms, p99 ${summary.p99} ms, max ${summary.max} ms (${summary.completed} answered, errors ${summary.errors})`,
  );
  const bad = summary.sent - (summary.statusCodes[String(options.expectStatus)] ?? 0);
  if (bad > MAX_BAD_SHARE * summary.sent) {
    throw new Error(
      `${options.label}: ${bad} of ${summary.sent} requests did not answer ${options.expectStatus} (${JSON.stringify(summary.statusCodes)}, errors ${summary.errors})`,
    );
  }
  return summary;
}

async function openLoop(options: FixedRateOptions): Promise<RateSummary> {
  checkInterrupted();
  const { hostname, port } = new URL(options.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 });
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (spec: RequestSpec, due: number) =>
    new Promise<void>((resolve) => {
      const req = http.request({ agent, hostname, port, path: spec.path, method: spec.method ?? 'GET', headers: spec.headers, timeout: 30_000 }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          const code = String(res.statusCode);
          statusCodes[code] = (statusCodes[code] ?? 0) + 1;
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(spec.body);
    });

  const start = performance.now() + 50;
  let sent = 0;
  try {
    for (; sent < total && !interrupted; sent++) {
      const due = start + sent * interval;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const request = send(options.next(), due).then(() => void inFlight.delete(request));
      inFlight.add(request);
    }
    await Promise.all(inFlight);
  } finally {
    agent.destroy();
  }
  checkInterrupted();
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => round1(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? NaN);
  return {
    offeredRate: options.rate,
    achievedRate: latencies.length / elapsed,
    sent,
    completed: latencies.length,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: round1(latencies.at(-1) ?? NaN),
    errors,
    statusCodes,
  };
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------------------------------------------
// Results

/** What the neighbours are doing; call before adding our own load. */
export function machine(loadavg = os.loadavg()) {
  return { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadavg };
}

/** Writes bench/results/<name>-<timestamp>.json, without any request headers (the API key) or generators. */
export async function writeResults(name: string, started: Date, report: object): Promise<void> {
  const resultsDir = path.join(root, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-${started.toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(report, (k, v: unknown) => (k === 'headers' || k === 'requests' ? undefined : v), 2)}\n`);
  log(`results written to ${path.relative(root, file)}`);
}

/** Left column padded, the others right-aligned. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  console.log('');
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('   '));
}

// Processes and their CPU time (bench:scan, bench:scan-engines).

export interface Proc {
  pid: number;
  ppid: number;
  stat: string;
  args: string;
}

export function processes(): Proc[] {
  const { stdout } = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,stat=,args='], { encoding: 'utf8' });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const m = /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(line)!;
      return { pid: Number(m[1]), ppid: Number(m[2]), stat: m[3]!, args: m[4]! };
    });
}

/** The pids below `pid` (not `pid` itself). */
export function descendants(pid: number): Proc[] {
  const all = processes();
  const out: Proc[] = [];
  const frontier = [pid];
  while (frontier.length) {
    const parent = frontier.pop()!;
    for (const p of all)
      if (p.ppid === parent) {
        out.push(p);
        frontier.push(p.pid);
      }
  }
  return out;
}

/**
 * CPU time (ms) of this process and everything below it, reaped children included, by kind: the
 * service's server, PostgreSQL and browser, or the bare run's browser. Less at the mercy of busy
 * neighbours than wall time; a delta over a run is the work that run cost.
 */
export type CpuKind = 'chromium' | 'postgres' | 'server' | 'bench';
export type Cpu = Record<CpuKind, number>;

export function cpuMs(): Cpu {
  const cpu: Cpu = { chromium: 0, postgres: 0, server: 0, bench: 0 };
  const self = { pid: process.pid, args: 'bench' };
  for (const p of [self, ...descendants(process.pid).filter((d) => !d.stat.startsWith('Z'))]) {
    const kind: CpuKind = p.pid === process.pid ? 'bench' : /chrom/i.test(p.args) ? 'chromium' : /postgres/.test(p.args) ? 'postgres' : 'server';
    try {
      const stat = readFileSync(`/proc/${p.pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu[kind] += 10 * (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])); // utime stime cutime cstime, USER_HZ 100
    } catch {
      // gone meanwhile; its time is in its parent's cutime
    }
  }
  return cpu;
}

/** CPU ms per page by kind over a run, and the total. */
export function cpuPerPage(before: Cpu, after: Cpu, pages: number): Cpu & { total: number } {
  const kinds = Object.keys(before) as CpuKind[];
  const out = Object.fromEntries(kinds.map((k) => [k, Math.round((after[k] - before[k]) / pages)])) as Cpu;
  return { ...out, total: kinds.reduce((n, k) => n + out[k], 0) };
}
