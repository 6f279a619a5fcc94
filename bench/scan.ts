/**
 * `npm run bench:scan`: pages per minute of the scanner service (POST /api/v1/scanner/jobs, the embedded
 * job runner, one page per job) against a bare playwright-core + axe-core script doing the same analysis
 * on the same Chromium, with the same flags and the same concurrency (2 pages in flight, one browser, a
 * fresh context per page). 24 generated pages (50–300 elements each) are served from 127.0.0.1.
 *
 * Rounds alternate service, bare (and `matched`, below) (BENCH_ROUNDS, default 3). The verdict is the
 * median over the rounds of service / bare within the round (runs minutes apart differ more than the
 * things compared); the best run of each kind is reported too. Each run starts warm: the service's
 * browser and route are warmed by one scan of a page outside the set, the bare script's browser by one
 * page too; the service's wall time runs from the first submit to the last completion (the jobs' own
 * completedAt). The server runs only during its rounds, so the two never compete for the 2 cores. The
 * target ratio is against `bare` (axe.source, axe.run with the tags); `matched` (BENCH_MATCHED=0 skips
 * it) gives axe what the service's engine does (minified build loaded by URL, violations only, media
 * preload only), so that service / matched is the service's own overhead. CPU time of all our processes
 * is reported by kind, being steadier than wall time on a shared machine. Per-page findings of the runs
 * are compared rule by rule. BENCH_SKIP_BUILD=1 reuses the production build.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser } from 'playwright-core';
import { z } from 'zod';
import { generatePages, PAGE_COUNT, serveSite, WARMUP_PAGE, type SiteServer, type TestPage } from './scan-pages.ts';
import { CHROMIUM_FLAGS } from '../lib/scanner/render/chromium.ts';
import { PRELOAD } from '../lib/scanner/engines/axe/engine.ts';
import { tagsFor } from '../lib/scanner/engines/axe/wcag.ts';
import {
  buildUnlessSkipped,
  checkInterrupted,
  type Cpu,
  type CpuKind,
  cpuMs,
  cpuPerPage,
  descendants,
  processes,
  type Proc,
  createTenant,
  databaseEnv,
  handleInterrupts,
  log,
  machine,
  positiveInt,
  printTable,
  root,
  round1,
  runMain,
  sleep,
  startServer,
  writeResults,
  type Server,
} from './lib.ts';

const TARGET_RATIO = 0.8;
const STANDARD = 'WCAG22_AA';
const CONCURRENCY = 2;
const POLL_MS = 500;
const RUN_TIMEOUT_MS = 10 * 60_000;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const VIEWPORT = { width: 1280, height: 800 };
const rounds = positiveInt('BENCH_ROUNDS', 3);
/** Also a bare run with the service's axe build and options (BENCH_MATCHED=0 skips it). */
const withMatched = process.env.BENCH_MATCHED !== '0';
const dataDir = path.join(root, '.data', 'bench-scan');

// ---------------------------------------------------------------------------------------------------
// Process bookkeeping: every process we start (server group, PostgreSQL, Chromium) is remembered by pid,
// so that afterwards we can check that none is left, without looking at anybody else's.

const started = new Map<number, string>(); // pid → what it was, to check after shutdown
function remember(procs: Proc[]) {
  for (const p of procs) if (!p.stat.startsWith('Z')) started.set(p.pid, p.args.slice(0, 100));
}

function leftovers(): { pid: number; args: string }[] {
  const alive = new Map(
    processes()
      .filter((p) => !p.stat.startsWith('Z'))
      .map((p) => [p.pid, p.args]),
  );
  const out: { pid: number; args: string }[] = [];
  // A pid still alive with the same command line is ours (a reused pid would run something else).
  for (const [pid, args] of started) if (alive.get(pid)?.slice(0, 100) === args) out.push({ pid, args });
  // And anything that still runs on our data directory (PostgreSQL).
  for (const [pid, args] of alive) if (args.includes(dataDir) && !out.some((o) => o.pid === pid)) out.push({ pid, args: args.slice(0, 100) });
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Service run

const job = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed', 'canceled']),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  summary: z.object({ total: z.number() }).nullable(),
  error: z.string().nullable(),
  timings: z.object({ loadMs: z.number(), analyzeMs: z.number(), totalMs: z.number() }).nullable(),
});
type Job = z.infer<typeof job>;
const jobList = z.object({ data: z.array(job) });
const issueList = z.object({ data: z.array(z.object({ ruleId: z.string() })), nextCursor: z.string().nullable() });

interface PageResult {
  path: string;
  findings: number;
  rules: Record<string, number>;
  /** Service: startedAt → completedAt of the job (the scan and its writes). Bare: context open → closed. */
  serviceMs: number;
  loadMs: number;
  analyzeMs: number;
  /** Service only: createdAt → startedAt; and the scan itself (performScan up to its transaction). */
  queuedMs?: number;
  scanMs?: number;
  /** When the page's work began and ended, from the start of the run. */
  startMs: number;
  endMs: number;
}

interface RunResult {
  round: number;
  wallMs: number;
  pagesPerMinute: number;
  /** Share of 2 × wall time that pages were being worked on. */
  utilisation: number;
  /** CPU time of all our processes during the run, per page (see cpuMs). */
  cpuMsPerPage: number;
  cpuByKind: Cpu;
  pages: PageResult[];
  extra: Record<string, number>;
}

function api(server: Server, key: string) {
  return async <T>(method: string, route: string, schema: z.ZodType<T>, body?: unknown, expect = 200): Promise<T> => {
    const res = await fetch(`${server.base}/api/v1${route}`, {
      method,
      headers: { 'X-Api-Key': key, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (res.status !== expect) throw new Error(`${method} ${route} answered ${res.status}: ${text.slice(0, 500)}`);
    return schema.parse(JSON.parse(text));
  };
}

async function waitForJobs(call: ReturnType<typeof api>, ids: Set<string>): Promise<Job[]> {
  for (const deadline = Date.now() + RUN_TIMEOUT_MS; Date.now() < deadline; await sleep(POLL_MS)) {
    checkInterrupted();
    const { data } = await call('GET', '/scanner/jobs?limit=200', jobList);
    const mine = data.filter((j) => ids.has(j.id));
    if (mine.length !== ids.size) throw new Error(`only ${mine.length} of ${ids.size} submitted jobs are listed`);
    const failed = mine.filter((j) => j.status === 'failed' || j.status === 'canceled');
    if (failed.length) throw new Error(`scan jobs failed: ${failed.map((j) => `${j.url}: ${j.status} (${j.error})`).join('; ')}`);
    if (mine.every((j) => j.status === 'completed')) return mine;
  }
  throw new Error(`the scan jobs did not complete within ${RUN_TIMEOUT_MS / 1000} s`);
}

async function issueRules(call: ReturnType<typeof api>, id: string): Promise<Record<string, number>> {
  const rules: Record<string, number> = {};
  let cursor: string | null = null;
  do {
    const page: z.infer<typeof issueList> = await call('GET', `/scanner/jobs/${id}/issues?limit=200${cursor ? `&cursor=${cursor}` : ''}`, issueList);
    for (const i of page.data) rules[i.ruleId] = (rules[i.ruleId] ?? 0) + 1;
    cursor = page.nextCursor;
  } while (cursor);
  return rules;
}

async function serviceRun(round: number, env: NodeJS.ProcessEnv, key: string, site: SiteServer, pages: TestPage[]): Promise<RunResult> {
  const server = await startServer({ ...env, ALLOW_PRIVATE_NETWORK_TARGETS: 'true', JOBS_CONCURRENCY: String(CONCURRENCY), LOG_LEVEL: 'warn' });
  const rememberServer = () => {
    const pid = servePid();
    if (pid) remember([...processes().filter((p) => p.pid === pid), ...descendants(pid)]);
  };
  try {
    const call = api(server, key);
    const submit = (p: { path: string }) => call('POST', '/scanner/jobs', job, { url: `${site.origin}${p.path}`, standard: STANDARD }, 202);
    // Warm-up: the route, the runner, the browser (launched on the first scan).
    const warm = await submit(WARMUP_PAGE);
    await waitForJobs(call, new Set([warm.id]));
    rememberServer();

    const load1 = os.loadavg()[0]!;
    const cpu0 = cpuMs();
    const t0 = Date.now();
    const submitted = await Promise.all(pages.map(submit));
    const submittedMs = Date.now() - t0;
    const jobs = await waitForJobs(call, new Set(submitted.map((j) => j.id)));
    const observedMs = Date.now() - t0;
    const cpu = cpuPerPage(cpu0, cpuMs(), pages.length);
    rememberServer();
    const lastDone = Math.max(...jobs.map((j) => Date.parse(j.completedAt!)));
    const wallMs = lastDone - t0;

    const byUrl = new Map(jobs.map((j) => [j.url, j]));
    const results: PageResult[] = [];
    for (const p of pages) {
      const j = byUrl.get(`${site.origin}${p.path}`)!;
      const startedAt = Date.parse(j.startedAt!);
      const completedAt = Date.parse(j.completedAt!);
      results.push({
        path: p.path,
        findings: j.summary!.total,
        rules: await issueRules(call, j.id),
        serviceMs: completedAt - startedAt,
        loadMs: j.timings!.loadMs,
        analyzeMs: j.timings!.analyzeMs,
        queuedMs: startedAt - Date.parse(j.createdAt),
        scanMs: j.timings!.totalMs,
        startMs: startedAt - t0,
        endMs: completedAt - t0,
      });
    }
    const busy = results.reduce((n, r) => n + r.serviceMs, 0);
    const run: RunResult = {
      round,
      wallMs,
      pagesPerMinute: (pages.length * 60_000) / wallMs,
      utilisation: busy / (CONCURRENCY * wallMs),
      pages: results,
      cpuMsPerPage: cpu.total,
      cpuByKind: cpu,
      extra: { load1: round1(load1), submitMs: submittedMs, observedMs, firstStartMs: Math.min(...jobs.map((j) => Date.parse(j.startedAt!))) - t0 },
    };
    log(
      `service round ${round}: ${pages.length} pages in ${(wallMs / 1000).toFixed(1)} s = ${run.pagesPerMinute.toFixed(1)} pages/min ` +
        `(${cpu.total} ms CPU a page; submits took ${submittedMs} ms; load ${load1.toFixed(1)})`,
    );
    return run;
  } finally {
    await server.stop();
    log('server stopped');
  }
}

/** serve.ts, our child (bench/lib.ts spawns it; one server at a time). */
function servePid(): number | undefined {
  return processes().find((p) => p.ppid === process.pid && p.args.includes('scripts/serve.ts') && !p.stat.startsWith('Z'))?.pid;
}

// ---------------------------------------------------------------------------------------------------
// Bare run: what a developer would script with playwright-core and axe-core. `bare` as one would write
// it (axe.source, axe.run with the tags); `matched` with what the service's engine gives axe (the
// minified build by URL, violations only, media preload, no ancestry/xpath), so that the rest is the
// service's own overhead.

type Flavour = 'bare' | 'matched';
interface AxeNodeCount {
  id: string;
  nodes: number;
}

type BareScan = Pick<PageResult, 'findings' | 'rules' | 'loadMs' | 'analyzeMs'>;

const MATCHED_SOURCE = `${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')};
axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`;
/** `matched` loads axe by URL from the site's server, as the service's pages do from its egress proxy. */
const MATCHED_PATH = '/axe-matched.js';
const MATCHED_OPTIONS = { resultTypes: ['violations'], preload: PRELOAD, frameWaitTime: 5_000, ancestry: false, xpath: false, elementRef: false };

async function bareScan(browser: Browser, url: string, tags: string[], flavour: Flavour): Promise<BareScan> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const tLoad = Date.now();
    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    const loadMs = Date.now() - tLoad;
    const tAnalyze = Date.now();
    if (flavour === 'bare') await page.evaluate(axe.source);
    else {
      await page.evaluate(
        (src) =>
          new Promise((resolve, reject) => {
            const script = document.createElement('script');
            script.onload = resolve;
            script.onerror = reject;
            script.src = src;
            document.head.append(script);
          }),
        MATCHED_PATH,
      );
    }
    const extra = flavour === 'bare' ? {} : MATCHED_OPTIONS;
    const violations = await page.evaluate(
      async ({ values, extra }): Promise<AxeNodeCount[]> => {
        const engine = (window as unknown as { axe: typeof axe }).axe;
        const result = await engine.run(document, { ...extra, runOnly: { type: 'tag', values } } as axe.RunOptions);
        return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.length }));
      },
      { values: tags, extra },
    );
    const analyzeMs = Date.now() - tAnalyze;
    const rules = Object.fromEntries(violations.map((v) => [v.id, v.nodes]));
    return { findings: violations.reduce((n, v) => n + v.nodes, 0), rules, loadMs, analyzeMs };
  } finally {
    await context.close();
  }
}

async function bareRun(round: number, site: SiteServer, pages: TestPage[], flavour: Flavour): Promise<RunResult> {
  const tags = tagsFor(STANDARD, false);
  const tLaunch = Date.now();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const launchMs = Date.now() - tLaunch;
  try {
    await bareScan(browser, `${site.origin}${WARMUP_PAGE.path}`, tags, flavour);
    remember(descendants(process.pid).filter((p) => /chrom/i.test(p.args)));
    const results: PageResult[] = new Array(pages.length);
    const load1 = os.loadavg()[0]!;
    const cpu0 = cpuMs();
    const t0 = Date.now();
    let next = 0;
    const worker = async () => {
      while (next < pages.length) {
        checkInterrupted();
        const i = next++;
        const s = Date.now();
        const r = await bareScan(browser, `${site.origin}${pages[i]!.path}`, tags, flavour);
        results[i] = { path: pages[i]!.path, ...r, serviceMs: Date.now() - s, startMs: s - t0, endMs: Date.now() - t0 };
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const wallMs = Date.now() - t0;
    const cpu = cpuPerPage(cpu0, cpuMs(), pages.length);
    const busy = results.reduce((n, r) => n + r.serviceMs, 0);
    const run: RunResult = {
      round,
      wallMs,
      pagesPerMinute: (pages.length * 60_000) / wallMs,
      utilisation: busy / (CONCURRENCY * wallMs),
      pages: results,
      cpuMsPerPage: cpu.total,
      cpuByKind: cpu,
      extra: { load1: round1(load1), launchMs },
    };
    log(
      `${flavour} round ${round}: ${pages.length} pages in ${(wallMs / 1000).toFixed(1)} s = ${run.pagesPerMinute.toFixed(1)} pages/min (${cpu.total} ms CPU a page; browser launch ${launchMs} ms, not counted; load ${load1.toFixed(1)})`,
    );
    return run;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------------

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * The time a worker slot stood idle between one page's end and the next page's start (for the service:
 * the runner's claim, step bookkeeping and job updates around each job), mean over the handoffs, and the
 * wait before the first pages started.
 */
function handoffs(run: Pick<RunResult, 'pages'>): { meanGapMs: number; firstStartMs: number } {
  const slots: number[] = [];
  const gaps: number[] = [];
  for (const p of [...run.pages].sort((a, b) => a.startMs - b.startMs)) {
    // The slot freed last before this start; a free slot (never used) is a start, not a handoff.
    const free = slots
      .map((end, i) => [end, i] as const)
      .filter(([end]) => end <= p.startMs)
      .sort((a, b) => b[0] - a[0])[0];
    if (slots.length < CONCURRENCY) slots.push(p.endMs);
    else if (free) {
      gaps.push(p.startMs - free[0]);
      slots[free[1]] = p.endMs;
    } else slots[slots.indexOf(Math.min(...slots))] = p.endMs; // overlap: the clocks disagree by a few ms
  }
  return { meanGapMs: gaps.length ? round1(mean(gaps)) : 0, firstStartMs: Math.min(...run.pages.map((p) => p.startMs)) };
}
const best = (runs: RunResult[]) => runs.reduce((a, b) => (b.pagesPerMinute > a.pagesPerMinute ? b : a));

function perPage(run: RunResult) {
  const pick = (f: (p: PageResult) => number | undefined) => {
    const xs = run.pages.map(f).filter((x): x is number => x !== undefined);
    return xs.length ? { mean: round1(mean(xs)), median: round1(median(xs)) } : null;
  };
  return {
    serviceMs: pick((p) => p.serviceMs),
    loadMs: pick((p) => p.loadMs),
    analyzeMs: pick((p) => p.analyzeMs),
    queuedMs: pick((p) => p.queuedMs),
    scanMs: pick((p) => p.scanMs),
  };
}

function compareFindings(service: RunResult, bare: RunResult) {
  const differences: { path: string; service: number; bare: number; rules: Record<string, [number, number]> }[] = [];
  for (let i = 0; i < service.pages.length; i++) {
    const s = service.pages[i]!;
    const b = bare.pages[i]!;
    const rules: Record<string, [number, number]> = {};
    for (const id of new Set([...Object.keys(s.rules), ...Object.keys(b.rules)])) {
      if ((s.rules[id] ?? 0) !== (b.rules[id] ?? 0)) rules[id] = [s.rules[id] ?? 0, b.rules[id] ?? 0];
    }
    if (s.findings !== b.findings || Object.keys(rules).length) differences.push({ path: s.path, service: s.findings, bare: b.findings, rules });
  }
  return differences;
}

async function main(): Promise<void> {
  handleInterrupts();
  const startedAt = new Date();
  const loadavg = os.loadavg();
  await buildUnlessSkipped();
  const pages = generatePages();
  log(
    `${pages.length} pages, ${Math.min(...pages.map((p) => p.elements))}–${Math.max(...pages.map((p) => p.elements))} elements each; ` +
      `${rounds} round(s) of service then bare, ${CONCURRENCY} pages at a time`,
  );

  const site = await serveSite(pages, { [MATCHED_PATH]: { type: 'text/javascript', body: MATCHED_SOURCE } });
  const runs: { service: RunResult[]; bare: RunResult[]; matched: RunResult[] } = { service: [], bare: [], matched: [] };
  try {
    const env = await databaseEnv(dataDir);
    const { tenantId, key } = await createTenant(env, 'Bench scan');
    log(`tenant ${tenantId} created; pages on ${site.origin}`);
    for (let round = 1; round <= rounds; round++) {
      runs.service.push(await serviceRun(round, env, key, site, pages));
      checkInterrupted();
      runs.bare.push(await bareRun(round, site, pages, 'bare'));
      checkInterrupted();
      if (withMatched) runs.matched.push(await bareRun(round, site, pages, 'matched'));
    }
  } finally {
    await site.close();
    const left = leftovers();
    if (left.length) {
      log(`LEFTOVER PROCESSES after shutdown (killing them): ${left.map((l) => `${l.pid} ${l.args}`).join('; ')}`);
      for (const { pid } of left) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
      process.exitCode = 1;
    } else {
      log(`clean shutdown: none of the ${started.size} server/PostgreSQL/Chromium processes we started is left`);
    }
  }

  const service = best(runs.service);
  const bare = best(runs.bare);
  const matched = runs.matched.length ? best(runs.matched) : null;
  const bestRatio = service.pagesPerMinute / bare.pagesPerMinute;
  const matchedRatio = matched ? service.pagesPerMinute / matched.pagesPerMinute : null;
  // Each round's service run against the bare run right after it: the machine's speed drifts by tens of
  // percent within minutes, so pairing runs close in time says more than the best of each.
  const paired = runs.service.map((s, i) => s.pagesPerMinute / runs.bare[i]!.pagesPerMinute);
  const ratio = median(paired);
  const differences = compareFindings(service, bare);
  const matchedDifferences = matched ? compareFindings(service, matched) : [];
  const summary = (r: RunResult) => ({
    round: r.round,
    pagesPerMinute: round1(r.pagesPerMinute),
    wallMs: r.wallMs,
    utilisation: Math.round(r.utilisation * 100) / 100,
    cpuMsPerPage: Math.round(r.cpuMsPerPage),
    cpuByKind: r.cpuByKind,
    findings: r.pages.reduce((n, x) => n + x.findings, 0),
    perPage: perPage(r),
    handoff: handoffs(r),
    ...r.extra,
  });
  const rows: [string, RunResult][] = [
    ['service (API + job runner)', service],
    ['bare (axe.source, axe.run)', bare],
  ];
  if (matched) rows.push(['bare, service axe options', matched]);
  const fmt = (x: { mean: number; median: number } | null) => (x ? `${x.mean.toFixed(0)} / ${x.median.toFixed(0)}` : '–');

  printTable([
    ['best of each', 'pages/min', 'wall s', 'per page ms', 'load ms', 'analyze ms', 'busy', 'CPU ms/page', 'findings'],
    ...rows.map(([label, r]) => {
      const p = perPage(r);
      return [
        label,
        r.pagesPerMinute.toFixed(1),
        (r.wallMs / 1000).toFixed(1),
        fmt(p.serviceMs),
        fmt(p.loadMs),
        fmt(p.analyzeMs),
        `${(r.utilisation * 100).toFixed(0)} %`,
        r.cpuMsPerPage.toFixed(0),
        String(r.pages.reduce((n, x) => n + x.findings, 0)),
      ];
    }),
  ]);
  const sp = perPage(service);
  console.log('\n(per-page figures are mean / median; busy = time pages were in work / (2 × wall);');
  console.log(' CPU = all our processes: the bench, and the server, PostgreSQL and Chromium, or the bare Chromium)');
  console.log(
    `all rounds, pages/min: ${(['service', 'bare', 'matched'] as const)
      .filter((k) => runs[k].length)
      .map((k) => `${k} ${runs[k].map((r) => r.pagesPerMinute.toFixed(1)).join(', ')}`)
      .join('; ')}`,
  );
  console.log(
    `all rounds, CPU ms/page: ${(['service', 'bare', 'matched'] as const)
      .filter((k) => runs[k].length)
      .map((k) => `${k} ${runs[k].map((r) => r.cpuMsPerPage.toFixed(0)).join(', ')}`)
      .join('; ')}`,
  );
  console.log(
    `service per page: job (startedAt → completedAt) ${fmt(sp.serviceMs)} ms, of which scan (browser context, load, analyze; before the writes) ${fmt(sp.scanMs)} ms`,
  );
  const cpuLine = (r: RunResult) =>
    (Object.entries(r.cpuByKind) as [CpuKind, number][])
      .filter(([, ms]) => ms > 0)
      .map(([k, ms]) => `${k} ${ms}`)
      .join(', ');
  console.log(`CPU ms/page by process: service ${cpuLine(service)}; bare ${cpuLine(bare)}${matched ? `; matched ${cpuLine(matched)}` : ''}`);
  const h = handoffs(service);
  console.log(
    `service runner: first job started ${h.firstStartMs} ms after the first submit; a slot stood ${h.meanGapMs} ms idle between jobs (mean; bare ${handoffs(bare).meanGapMs} ms)`,
  );
  for (const [label, diffs] of [
    ['bare', differences],
    ['matched', matchedDifferences],
  ] as const) {
    if (label === 'matched' && !matched) continue;
    if (diffs.length === 0) console.log(`findings service vs ${label}: equal on every page (${PAGE_COUNT} pages)`);
    for (const d of diffs) {
      console.log(
        `findings differ (service vs ${label}) on ${d.path}: ${d.service} vs ${d.bare} (${Object.entries(d.rules)
          .map(([id, [a, b]]) => `${id} ${a}/${b}`)
          .join(', ')})`,
      );
    }
  }
  const pass = ratio >= TARGET_RATIO;
  if (matchedRatio !== null) console.log(`best service / best matched (the service's own overhead): ${matchedRatio.toFixed(2)} (for information)`);
  console.log(`best service / best bare: ${bestRatio.toFixed(2)} (for information)`);
  console.log(
    `\nservice / bare pages/min, median of the rounds (${paired.map((r) => r.toFixed(2)).join(', ')}): ${ratio.toFixed(2)} ` +
      `(target >= ${TARGET_RATIO.toFixed(2)}): ${pass ? 'PASS' : 'BELOW TARGET'}\n`,
  );

  await writeResults('scan', startedAt, {
    date: startedAt.toISOString(),
    machine: machine(loadavg),
    config: {
      pages: pages.length,
      rounds,
      concurrency: CONCURRENCY,
      standard: STANDARD,
      tags: tagsFor(STANDARD, false),
      chromium: CHROMIUM,
      flags: CHROMIUM_FLAGS,
      clientPollMs: POLL_MS,
      axe: axe.version,
      warm: 'one warm-up page per run, not counted',
    },
    pages: pages.map(({ path: p, kind, elements }) => ({ path: p, kind, elements })),
    best: { service: summary(service), bare: summary(bare), matched: matched ? summary(matched) : null },
    ratio,
    pairedRatios: paired,
    bestRatio,
    matchedRatio,
    target: TARGET_RATIO,
    pass,
    findingDifferences: { bare: differences, matched: matchedDifferences },
    runs,
  });
}

await runMain(main);
