/**
 * `npm run bench:loop`: how much the heaviest requests the limits allow hold the server's event loop. A
 * production build with its own database; the event-loop delay of the process that serves requests is
 * recorded inside it (bench/loop-probe.mjs), and GET /health is timed from outside, first with nothing
 * else running (the baseline), then while clients keep a mix of heavy requests in flight (remediation of
 * deep, wide and long HTML and of a page of contrast failures, the offline engines on the texts they found
 * hardest, a pathological PDF). The figures are compared within the run. See bench/README.md.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { deeplyNestedPdf, HEAVY_HTML, HEAVY_TEXT, lowContrastPage } from '../test/heavy-inputs.ts';
import {
  buildUnlessSkipped,
  checkInterrupted,
  createTenant,
  databaseEnv,
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
} from './lib.ts';

const seconds = positiveInt('BENCH_DURATION', 30);
const inFlight = positiveInt('BENCH_CONCURRENCY', 4);
const dataDir = path.join(root, '.data', 'bench-loop');
const probeDir = path.join(root, '.data', 'bench-loop-probe');

interface Heavy {
  name: string;
  path: string;
  body: object;
}

const HEAVY: Heavy[] = [
  { name: 'html: 99,000 nested divs', path: '/remediation/html', body: { html: HEAVY_HTML.deepNesting } },
  { name: 'html: 40,000 attributes', path: '/remediation/html', body: { html: HEAVY_HTML.manyAttributes } },
  { name: 'html: 124,000 elements', path: '/remediation/html', body: { html: HEAVY_HTML.manyElements } },
  { name: 'html: 490,000-character attribute', path: '/remediation/html', body: { html: HEAVY_HTML.hugeAttribute } },
  { name: 'html: 300 contrast failures', path: '/remediation/html', body: { html: lowContrastPage(300) } },
  ...Object.entries(HEAVY_TEXT).map(([name, text]) => ({ name: `grammar: ${name}`, path: '/content/grammar', body: { text } })),
  { name: 'simplify: one sentence', path: '/content/simplify', body: { text: HEAVY_TEXT.oneSentence, targetGradeLevel: 5 } },
  { name: 'summarize: one long word', path: '/content/summarize', body: { text: HEAVY_TEXT.longWord } },
  { name: 'pdf: 300,000-deep array', path: '/remediation/pdf', body: { pdfBase64: deeplyNestedPdf(300_000).toString('base64') } },
];

const loopPhase = z.object({ count: z.number(), p50: z.number(), p99: z.number(), max: z.number(), mean: z.number() });

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return round1(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
}

async function setPhase(name: string): Promise<void> {
  await writeFile(path.join(probeDir, 'phase'), name);
  // The probe looks every 100 ms.
  await sleep(300);
}

/** GET /health every 20 ms until `until()` says stop; the latencies in ms. */
async function pollHealth(base: string, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    checkInterrupted();
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/health`, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /health answered ${response.status}`);
    latencies.push(performance.now() - started);
    await sleep(20);
  }
  return latencies;
}

interface Outcome {
  name: string;
  status: number;
  ms: number;
}

/** Keeps `inFlight` heavy requests going until `until()` says stop, taking the mix in turn. */
async function heavyLoad(base: string, key: string, until: () => boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (!until()) {
      checkInterrupted();
      const heavy = HEAVY[next++ % HEAVY.length]!;
      const started = performance.now();
      const response = await fetch(`${base}/api/v1${heavy.path}`, {
        method: 'POST',
        headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
        body: JSON.stringify(heavy.body),
        signal: AbortSignal.timeout(300_000),
      });
      await response.arrayBuffer();
      outcomes.push({ name: heavy.name, status: response.status, ms: performance.now() - started });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return outcomes;
}

async function main(): Promise<void> {
  const started = new Date();
  await buildUnlessSkipped();
  const env = await databaseEnv(dataDir);
  const { key } = await createTenant(env);
  await rm(probeDir, { recursive: true, force: true });
  await mkdir(probeDir, { recursive: true });
  const probe = path.join(root, 'bench', 'loop-probe.mjs');
  const server = await startServer({ ...env, BENCH_LOOP_DIR: probeDir, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${probe}`.trim() });
  const before = machine();
  try {
    // Warm, as a running service is: the browser, the worker threads and the engines started once.
    log('warming up');
    for (const heavy of HEAVY) {
      await fetch(`${server.base}/api/v1${heavy.path}`, {
        method: 'POST',
        headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
        body: JSON.stringify(heavy.body),
      }).then((r) => r.arrayBuffer());
    }

    log(`baseline: GET /health alone for ${seconds} s`);
    await setPhase('baseline');
    const baselineEnd = Date.now() + seconds * 1000;
    const baselineHealth = await pollHealth(server.base, () => Date.now() > baselineEnd);

    log(`heavy: ${inFlight} heavy requests in flight for ${seconds} s while GET /health is polled`);
    await setPhase('heavy');
    const heavyEnd = Date.now() + seconds * 1000;
    const [heavyHealth, outcomes] = await Promise.all([
      pollHealth(server.base, () => Date.now() > heavyEnd),
      heavyLoad(server.base, key, () => Date.now() > heavyEnd),
    ]);
    await setPhase('done');
    const loop = z.record(z.string(), loopPhase).parse(JSON.parse(await readFile(path.join(probeDir, 'loop.json'), 'utf8')));
    const baselineLoop = loop.baseline!;
    const heavyLoop = loop.heavy!;

    const rows = [
      ['phase', 'health p50 ms', 'health p99 ms', 'health max ms', 'loop delay p99 ms', 'loop delay max ms'],
      ...(
        [
          ['baseline', baselineHealth, baselineLoop],
          ['heavy', heavyHealth, heavyLoop],
        ] as const
      ).map(([name, health, delay]) => [
        name,
        String(percentile(health, 0.5)),
        String(percentile(health, 0.99)),
        String(round1(Math.max(...health))),
        String(delay.p99),
        String(delay.max),
      ]),
    ];
    printTable(rows);
    const byKind = new Map<string, { statuses: Record<number, number>; ms: number[] }>();
    for (const o of outcomes) {
      const entry = byKind.get(o.name) ?? { statuses: {}, ms: [] };
      entry.statuses[o.status] = (entry.statuses[o.status] ?? 0) + 1;
      entry.ms.push(o.ms);
      byKind.set(o.name, entry);
    }
    printTable([
      ['heavy request', 'answers', 'p50 ms', 'max ms'],
      ...[...byKind].map(([name, { statuses, ms }]) => [
        name,
        Object.entries(statuses)
          .map(([status, n]) => `${n}×${status}`)
          .join(' '),
        String(percentile(ms, 0.5)),
        String(round1(Math.max(...ms))),
      ]),
    ]);
    const p99 = percentile(heavyHealth, 0.99);
    console.log(`\nhealth p99 under heavy load: ${p99} ms (target < 100 ms): ${p99 < 100 ? 'PASS' : 'BELOW TARGET'}`);
    console.log(`loop delay p99 heavy / baseline: ${round1(heavyLoop.p99 / Math.max(baselineLoop.p99, 0.1))}×`);
    const serverErrors = outcomes.filter((o) => o.status >= 500);
    if (serverErrors.length) console.log(`${serverErrors.length} heavy requests answered 5xx: ${[...new Set(serverErrors.map((o) => o.name))].join(', ')}`);
    await writeResults('loop', started, {
      machine: before,
      seconds,
      inFlight,
      health: { baseline: baselineHealth.map(round1), heavy: heavyHealth.map(round1) },
      loop,
      heavy: Object.fromEntries([...byKind].map(([name, { statuses, ms }]) => [name, { statuses, ms: ms.map(round1) }])),
    });
  } finally {
    await server.stop();
    log('server stopped');
  }
}

await runMain(main);
