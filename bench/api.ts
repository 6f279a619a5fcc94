/**
 * `npm run bench:api`: requests per second of an authenticated, rate-limited endpoint (key lookup,
 * per-key rate limit and monthly quota in PostgreSQL, a tenant query) against the public health check,
 * on a production build with its own database. See bench/README.md for what the figures mean.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon, { type Instance } from 'autocannon';
import { z } from 'zod';
import { freePort, isAlive } from '../lib/db/embedded.ts';

const TARGET_RATIO = 0.5;
const MAX_BAD_SHARE = 0.01;
const WARMUP_SECONDS = 3;
const ROUNDS = 2;
const duration = positiveInt('BENCH_DURATION', 10);
const connections = positiveInt('BENCH_CONNECTIONS', 20);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data', 'bench');

type Name = 'baseline' | 'auth';
interface Target {
  label: string;
  url: string;
  headers?: Record<string, string>;
}
interface Summary {
  reqPerSec: number;
  p50: number;
  p99: number;
  responses: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

class Interrupted extends Error {}
let interrupted = false;
let current: Instance | undefined;

const log = (line: string) => console.log(`[bench] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  return n;
}

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });
}

// `node --import tsx` rather than `npx tsx`: the pid we get is then the script itself, not a wrapper
// that may or may not forward SIGTERM.
const tsx = (script: string, ...args: string[]) => ['--import', 'tsx', script, ...args];

/** The bench's own embedded cluster, fresh each run, unless DATABASE_URL says where to go. */
async function databaseEnv(): Promise<NodeJS.ProcessEnv> {
  if (process.env.DATABASE_URL) {
    log('using DATABASE_URL');
    return { ...process.env };
  }
  // Deleting the folder under a live server would leave it running with nobody to stop it.
  const pid = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (pid > 0 && isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) still runs on ${dataDir}; stop it first.`);
  await rm(dataDir, { recursive: true, force: true });
  log(`embedded database under ${path.relative(root, dataDir)}`);
  return { ...process.env, DATA_DIR: dataDir };
}

const createdTenant = z.object({ tenant: z.object({ id: z.string() }), apiKey: z.object({ key: z.string() }) });

async function createTenant(env: NodeJS.ProcessEnv) {
  const args = tsx('scripts/admin.ts', 'tenant', 'create', '--name', 'Bench', '--plan', 'enterprise',
    '--rate-limit', '100000000', '--monthly-quota', '1000000000', '--json');
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root, env });
  const created = createdTenant.parse(JSON.parse(stdout));
  return { tenantId: created.tenant.id, key: created.apiKey.key };
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(250)) {
    if (interrupted) throw new Interrupted();
    if (server.exitCode !== null || server.signalCode !== null) throw new Error('the server exited before it answered');
    const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status, () => 0);
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

async function load(target: Target, seconds: number) {
  if (interrupted) throw new Interrupted();
  current = autocannon({ url: target.url, headers: target.headers, connections, duration: seconds });
  const result = await current;
  if (interrupted) throw new Interrupted();
  return result;
}

async function measure(target: Target): Promise<Summary> {
  await load(target, WARMUP_SECONDS);
  const result = await load(target, duration);
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
  log(`${target.label}: ${summary.reqPerSec.toFixed(0)} req/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms, non-2xx ${summary.non2xx}, errors ${summary.errors}`);
  // A fast stream of 401s or 429s would make a flattering, meaningless figure.
  const bad = summary.non2xx + summary.errors;
  if (responses === 0 || bad > MAX_BAD_SHARE * (responses + summary.errors)) {
    throw new Error(`${target.label}: ${bad} of ${responses + summary.errors} requests failed (status codes ${JSON.stringify(summary.statusCodes)})`);
  }
  return summary;
}

function printTable(best: Record<Name, Summary>, targets: Record<Name, Target>, ratio: number): void {
  const rows = [
    ['', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'],
    ...(['baseline', 'auth'] as const).map((name) => {
      const s = best[name];
      return [targets[name].label, s.reqPerSec.toFixed(0), String(s.p50), String(s.p99), String(s.non2xx)];
    }),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  console.log('');
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('   '));
  const verdict = ratio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET';
  console.log(`\nauth / baseline req/s: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO.toFixed(2)}): ${verdict}\n`);
}

async function main(): Promise<void> {
  const started = new Date();
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(root, '.next', 'BUILD_ID'))) log('BENCH_SKIP_BUILD=1: using the existing build');
  else await build();

  const env = await databaseEnv();
  const { tenantId, key } = await createTenant(env);
  log(`tenant ${tenantId} created`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Its own process group, so a server that ignores SIGTERM can still be killed with its children.
  const server = spawn(process.execPath, tsx('scripts/serve.ts', 'start', '--hostname', '127.0.0.1'), {
    cwd: root,
    env: { ...env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'inherit',
    detached: true,
  });
  // Stop the load first: Next's graceful close waits for autocannon's keep-alive connections to go.
  // Ctrl-C arrives more than once (from the terminal, and relayed by npm and tsx), hence no `once`.
  const interrupt = () => {
    interrupted = true;
    current?.stop();
  };
  process.on('SIGINT', interrupt).on('SIGTERM', interrupt);

  try {
    await waitForHealth(`${base}/api/v1/health`, server);
    const targets: Record<Name, Target> = {
      baseline: { label: 'GET /api/v1/health', url: `${base}/api/v1/health` },
      auth: { label: 'GET /api/v1/tenants/:id (key)', url: `${base}/api/v1/tenants/${tenantId}`, headers: { 'X-Api-Key': key } },
    };
    const probe = await fetch(targets.auth.url, { headers: targets.auth.headers });
    if (probe.status !== 200) throw new Error(`${targets.auth.label} answered ${probe.status}: ${await probe.text()}`);

    const loadavg = os.loadavg(); // before we add our own load: what the neighbours are doing
    log(`${ROUNDS} rounds, ${WARMUP_SECONDS} s warm-up + ${duration} s each, ${connections} connections`);
    const runs: Record<Name, Summary[]> = { baseline: [], auth: [] };
    // Alternating, and keeping the better of each, evens out bursts from neighbours on a shared machine.
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of ['baseline', 'auth'] as const) runs[name].push(await measure(targets[name]));
    }
    const better = (a: Summary, b: Summary) => (b.reqPerSec > a.reqPerSec ? b : a);
    const best = { baseline: runs.baseline.reduce(better), auth: runs.auth.reduce(better) };
    const ratio = best.auth.reqPerSec / best.baseline.reqPerSec;
    printTable(best, targets, ratio);

    const resultsDir = path.join(root, 'bench', 'results');
    await mkdir(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `api-${started.toISOString().replace(/[:.]/g, '-')}.json`);
    const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadavg };
    const config = { duration, warmup: WARMUP_SECONDS, connections, rounds: ROUNDS };
    const report = { date: started.toISOString(), machine, config, targets, runs, best, ratio, target: TARGET_RATIO, pass: ratio >= TARGET_RATIO };
    // Without the targets' headers: the API key stays out of the file.
    await writeFile(file, `${JSON.stringify(report, (k, v: unknown) => (k === 'headers' ? undefined : v), 2)}\n`);
    log(`results written to ${path.relative(root, file)}`);
  } finally {
    await stopServer(server);
    log('server stopped');
  }
}

await main().catch((error: unknown) => {
  if (error instanceof Interrupted) process.exit(130);
  console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
