/**
 * `npm run bench:scan-engines`: time per page for the engine sets axe, axe+ibm, axe+htmlcs and axe+ibm+htmlcs,
 * as ratios to axe alone in the same round, on the 24 pages of `bench:scan` served from 127.0.0.1, 2 pages in
 * flight as the service's job runner runs them. By default through scanPage (the engine layer: a fresh
 * browser context, load, network quiet, analysis, merge); BENCH_VIA=service through the service
 * (POST /api/v1/scanner/jobs with `engines`, the production build's server and job runner, one server for
 * the whole run; BENCH_SKIP_BUILD=1 reuses the build), timed from the first submit to the last completion.
 *
 * Rounds (BENCH_ROUNDS, default 3) run each set once, the order rotated each round; the verdict is the median
 * over rounds of a set's ms per page over axe's in the same round (target: at most 1.5). Each engine's own
 * time (prepare while the page settles, analyze after) is measured by wrapping its ScanEngine.
 */
import os from 'node:os';
import path from 'node:path';
import { axeEngine } from '../lib/scanner/engines/axe/engine.ts';
import { closeBrowser } from '../lib/scanner/render/browser.ts';
import type { EngineName } from '../lib/scanner/engines/names.ts';
import { scanEnginesFor } from '../lib/scanner/engines/registry.ts';
import { scanPage } from '../lib/scanner/render/scan-page.ts';
import type { ScanEngine } from '../lib/scanner/engines/types.ts';
import { z } from 'zod';
import {
  type Cpu,
  cpuMs,
  cpuPerPage,
  buildUnlessSkipped,
  checkInterrupted,
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
  type Server,
  sleep,
  startServer,
  writeResults,
} from './lib.ts';
import { generatePages, serveSite, type SiteServer, type TestPage, WARMUP_PAGE } from './scan-pages.ts';

const STANDARD = 'WCAG22_AA';
const CONCURRENCY = 2;
const TARGET = 1.5;
const SETS: EngineName[][] = [['axe'], ['axe', 'ibm'], ['axe', 'htmlcs'], ['axe', 'ibm', 'htmlcs']];
const label = (set: EngineName[]) => set.join('+');

type EngineTimes = Record<string, { prepareMs: number; analyzeMs: number }>;

/** The engine, timing its own prepare and analyze into `times`; axe alone is passed as is (scanPage's axe-only path). */
function timedEngines(set: EngineName[], times: EngineTimes): ScanEngine[] {
  const engines = scanEnginesFor(set);
  if (set.length === 1) return engines;
  return engines.map((engine) => {
    const t = (times[engine.name] ??= { prepareMs: 0, analyzeMs: 0 });
    return {
      name: engine.name,
      version: engine.version,
      async prepare(page, context, options) {
        const started = performance.now();
        try {
          await engine.prepare?.(page, context, options);
        } finally {
          t.prepareMs += performance.now() - started;
        }
      },
      async analyze(page, options, context) {
        const started = performance.now();
        try {
          return await engine.analyze(page, options, context);
        } finally {
          t.analyzeMs += performance.now() - started;
        }
      },
    };
  });
}

interface Run {
  set: string;
  round: number;
  wallMs: number;
  msPerPage: number;
  loadMs: number;
  analyzeMs: number;
  findings: number;
  failedEngines: number;
  /** Per engine, mean ms per page (sets of several engines only). */
  engines: Record<string, { prepareMs: number; analyzeMs: number }>;
  /** CPU time of all our processes over the run, per page, by kind and in all (bench/lib.ts, cpuMs). */
  cpuMsPerPage: number;
  cpuByKind: Cpu;
  load1: number;
}

async function run(set: EngineName[], round: number, site: SiteServer, pages: TestPage[]): Promise<Run> {
  const times: EngineTimes = {};
  const engines = timedEngines(set, times);
  const load1 = os.loadavg()[0]!;
  let next = 0;
  let loadMs = 0;
  let analyzeMs = 0;
  let findings = 0;
  let failedEngines = 0;
  const cpu0 = cpuMs();
  const t0 = performance.now();
  const worker = async () => {
    while (next < pages.length) {
      checkInterrupted();
      const page = pages[next++]!;
      const scan = await scanPage(`${site.origin}${page.path}`, { standard: STANDARD, includeBestPractices: false, timeoutMs: 60_000, engines });
      loadMs += scan.timings.loadMs;
      analyzeMs += scan.timings.analyzeMs;
      findings += scan.findings.length;
      failedEngines += scan.failedEngines?.length ?? 0;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const wallMs = performance.now() - t0;
  const n = pages.length;
  const { total: cpuMsPerPage, ...cpuByKind } = cpuPerPage(cpu0, cpuMs(), n);
  const result: Run = {
    set: label(set),
    round,
    wallMs: Math.round(wallMs),
    msPerPage: round1(wallMs / n),
    loadMs: round1(loadMs / n),
    analyzeMs: round1(analyzeMs / n),
    findings,
    failedEngines,
    engines: Object.fromEntries(Object.entries(times).map(([name, t]) => [name, { prepareMs: round1(t.prepareMs / n), analyzeMs: round1(t.analyzeMs / n) }])),
    cpuMsPerPage,
    cpuByKind,
    load1: round1(load1),
  };
  log(
    `round ${round} ${result.set}: ${result.msPerPage} ms a page (load ${result.loadMs}, analyze ${result.analyzeMs}; ${cpuText(result)}; load average ${result.load1})`,
  );
  return result;
}

const job = z.object({
  id: z.string(),
  status: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  error: z.string().nullable(),
  summary: z.object({ total: z.number() }).nullable(),
  timings: z.object({ loadMs: z.number(), analyzeMs: z.number() }).nullable(),
});
type Job = z.infer<typeof job>;

/** The service: one server for the whole run, its API called with the bench tenant's key. */
function serviceClient(server: Server, key: string) {
  const call = async <T>(method: string, route: string, schema: z.ZodType<T>, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.base}/api/v1${route}`, {
      method,
      headers: { 'X-Api-Key': key, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${text.slice(0, 300)}`);
    return schema.parse(JSON.parse(text));
  };
  const submit = (url: string, engines: EngineName[]) => call('POST', '/scanner/jobs', job, { url, standard: STANDARD, engines });
  const wait = async (ids: Set<string>): Promise<Job[]> => {
    // Polled once a second for the newest jobs only: the poll's own work on the server and the database
    // grows with the run's length and would weigh on the slower sets (the wall time is the jobs' own).
    for (const deadline = Date.now() + 10 * 60_000; Date.now() < deadline; await sleep(1000)) {
      checkInterrupted();
      const mine = (await call('GET', `/scanner/jobs?limit=${ids.size}`, z.object({ data: z.array(job) }))).data.filter((j) => ids.has(j.id));
      const bad = mine.filter((j) => j.status === 'failed' || j.status === 'canceled');
      if (bad.length) throw new Error(`scan jobs failed: ${bad.map((j) => j.error).join('; ')}`);
      if (mine.length === ids.size && mine.every((j) => j.status === 'completed')) return mine;
    }
    throw new Error('the scan jobs did not complete within 10 minutes');
  };
  return { submit, wait };
}

async function serviceRun(set: EngineName[], round: number, client: ReturnType<typeof serviceClient>, site: SiteServer, pages: TestPage[]): Promise<Run> {
  const load1 = os.loadavg()[0]!;
  const cpu0 = cpuMs();
  const t0 = Date.now();
  const submitted = await Promise.all(pages.map((p) => client.submit(`${site.origin}${p.path}`, set)));
  const jobs = await client.wait(new Set(submitted.map((j) => j.id)));
  const wallMs = Math.max(...jobs.map((j) => Date.parse(j.completedAt!))) - t0;
  const n = pages.length;
  const { total: cpuMsPerPage, ...cpuByKind } = cpuPerPage(cpu0, cpuMs(), n);
  const result: Run = {
    set: label(set),
    round,
    wallMs,
    msPerPage: round1(wallMs / n),
    loadMs: round1(jobs.reduce((x, j) => x + (j.timings?.loadMs ?? 0), 0) / n),
    analyzeMs: round1(jobs.reduce((x, j) => x + (j.timings?.analyzeMs ?? 0), 0) / n),
    findings: jobs.reduce((x, j) => x + (j.summary?.total ?? 0), 0),
    failedEngines: jobs.filter((j) => j.error).length,
    engines: {},
    cpuMsPerPage,
    cpuByKind,
    load1: round1(load1),
  };
  log(
    `round ${round} ${result.set} (service): ${result.msPerPage} ms a page (load ${result.loadMs}, analyze ${result.analyzeMs}; ${cpuText(result)}; load average ${result.load1})`,
  );
  return result;
}

const cpuText = (r: Run) =>
  `CPU ${r.cpuMsPerPage} ms a page: ${Object.entries(r.cpuByKind)
    .filter(([, ms]) => ms > 0)
    .map(([kind, ms]) => `${kind} ${ms}`)
    .join(', ')}`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main() {
  handleInterrupts();
  const started = new Date();
  const loadavg = os.loadavg();
  const rounds = positiveInt('BENCH_ROUNDS', 3);
  const viaService = process.env.BENCH_VIA === 'service';
  const pages = generatePages();
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
  if (viaService) await buildUnlessSkipped();
  const site = await serveSite(pages);
  const runs: Run[] = [];
  let server: Server | undefined;
  const warmup = `${site.origin}${WARMUP_PAGE.path}`;
  try {
    let runSet: (set: EngineName[], round: number) => Promise<Run>;
    if (viaService) {
      const env = await databaseEnv(path.join(root, '.data', 'bench-scan-engines'));
      const { key } = await createTenant(env, 'Bench scan engines');
      server = await startServer({ ...env, ALLOW_PRIVATE_NETWORK_TARGETS: 'true', JOBS_CONCURRENCY: String(CONCURRENCY), LOG_LEVEL: 'warn' });
      const client = serviceClient(server, key);
      // The route, the runner, the browser and every engine's script warmed once.
      await client.wait(new Set([(await client.submit(warmup, SETS.at(-1)!)).id]));
      runSet = (set, round) => serviceRun(set, round, client, site, pages);
    } else {
      // The browser launched and every engine's script read once, before any round.
      const warm = { standard: STANDARD, includeBestPractices: false, timeoutMs: 60_000 } as const;
      await scanPage(warmup, { ...warm, engines: scanEnginesFor(SETS.at(-1)!) });
      await scanPage(warmup, { ...warm, engines: [axeEngine] });
      runSet = (set, round) => run(set, round, site, pages);
    }
    for (let round = 1; round <= rounds; round++) {
      const order = SETS.map((_, i) => SETS[(i + round - 1) % SETS.length]!);
      for (const set of order) runs.push(await runSet(set, round));
    }
  } finally {
    await server?.stop();
    await closeBrowser();
    await site.close();
  }

  const ratios = Object.fromEntries(
    SETS.map((set) => {
      const perRound = (f: (r: Run) => number) =>
        Array.from({ length: rounds }, (_, i) => {
          const mine = runs.find((r) => r.round === i + 1 && r.set === label(set))!;
          const axe = runs.find((r) => r.round === i + 1 && r.set === 'axe')!;
          return f(mine) / f(axe);
        });
      const wall = perRound((r) => r.msPerPage);
      const cpu = perRound((r) => r.cpuMsPerPage);
      const hundredths = (x: number) => Math.round(x * 100) / 100;
      return [
        label(set),
        { perRound: wall.map(hundredths), median: hundredths(median(wall)), cpuPerRound: cpu.map(hundredths), cpuMedian: hundredths(median(cpu)) },
      ];
    }),
  );
  const mean = (set: string, f: (r: Run) => number) => round1(runs.filter((r) => r.set === set).reduce((n, r) => n + f(r), 0) / rounds);
  printTable([
    [
      'engine set',
      'ms/page (mean of rounds)',
      'load ms',
      'analyze ms',
      'ratio to axe per round',
      'median',
      `target <= ${TARGET}`,
      'CPU ms/page',
      'CPU ratio per round',
      'median',
    ],
    ...SETS.map((set) => {
      const name = label(set);
      const r = ratios[name]!;
      return [
        name,
        String(mean(name, (x) => x.msPerPage)),
        String(mean(name, (x) => x.loadMs)),
        String(mean(name, (x) => x.analyzeMs)),
        r.perRound.join(', '),
        r.median.toFixed(2),
        r.median <= TARGET ? 'met' : 'MISSED',
        String(mean(name, (x) => x.cpuMsPerPage)),
        r.cpuPerRound.join(', '),
        r.cpuMedian.toFixed(2),
      ];
    }),
  ]);
  const engineNames = [...new Set(runs.flatMap((r) => Object.keys(r.engines)))];
  // Through the service the engines' own times are not seen.
  if (engineNames.length)
    printTable([
      ['per engine, ms a page (mean)', ...engineNames.map((n) => `${n} prepare | analyze`)],
      ...SETS.slice(1).map((set) => [
        label(set),
        ...engineNames.map((n) => {
          const mine = runs.filter((r) => r.set === label(set) && r.engines[n]);
          return mine.length ? `${mean(label(set), (r) => r.engines[n]?.prepareMs ?? 0)} | ${mean(label(set), (r) => r.engines[n]?.analyzeMs ?? 0)}` : '–';
        }),
      ]),
    ]);
  console.log(
    `\nfindings per run: ${runs.map((r) => `${r.set} ${r.findings}`).join(', ')}; engines failed: ${runs.reduce((n, r) => n + r.failedEngines, 0)}\n`,
  );
  await writeResults(viaService ? 'scan-engines-service' : 'scan-engines', started, {
    date: started.toISOString(),
    machine: machine(loadavg),
    config: {
      pages: pages.length,
      rounds,
      concurrency: CONCURRENCY,
      standard: STANDARD,
      target: TARGET,
      via: viaService ? 'service API (POST /api/v1/scanner/jobs with engines)' : 'scanPage (engine layer)',
    },
    ratios,
    runs,
  });
}

await runMain(main);
