/**
 * `npm run bench:api`: requests per second of an authenticated, rate-limited endpoint (key lookup,
 * per-key rate limit and monthly quota in PostgreSQL, a tenant query) against the public health check,
 * on a production build with its own database. See bench/README.md for what the figures mean.
 */
import os from 'node:os';
import path from 'node:path';
import {
  WARMUP_SECONDS,
  better,
  buildUnlessSkipped,
  createTenant,
  databaseEnv,
  log,
  machine,
  measure,
  positiveInt,
  printTable,
  root,
  runMain,
  startServer,
  writeResults,
  type Summary,
  type Target,
} from './lib.ts';

const TARGET_RATIO = 0.5;
const ROUNDS = 2;
const duration = positiveInt('BENCH_DURATION', 10);
const connections = positiveInt('BENCH_CONNECTIONS', 20);
const dataDir = path.join(root, '.data', 'bench');

type Name = 'baseline' | 'auth';

async function main(): Promise<void> {
  const started = new Date();
  await buildUnlessSkipped();

  const env = await databaseEnv(dataDir);
  const { tenantId, key } = await createTenant(env);
  log(`tenant ${tenantId} created`);

  const server = await startServer(env);
  try {
    const { base } = server;
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
      for (const name of ['baseline', 'auth'] as const) runs[name].push(await measure(targets[name], { connections, duration }));
    }
    const best = { baseline: runs.baseline.reduce(better), auth: runs.auth.reduce(better) };
    const ratio = best.auth.reqPerSec / best.baseline.reqPerSec;

    printTable([
      ['', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'],
      ...(['baseline', 'auth'] as const).map((name) => {
        const s = best[name];
        return [targets[name].label, s.reqPerSec.toFixed(0), String(s.p50), String(s.p99), String(s.non2xx)];
      }),
    ]);
    const verdict = ratio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET';
    console.log(`\nauth / baseline req/s: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO.toFixed(2)}): ${verdict}\n`);

    const config = { duration, warmup: WARMUP_SECONDS, connections, rounds: ROUNDS };
    await writeResults('api', started, {
      date: started.toISOString(),
      machine: machine(loadavg),
      config,
      targets,
      runs,
      best,
      ratio,
      target: TARGET_RATIO,
      pass: ratio >= TARGET_RATIO,
    });
  } finally {
    await server.stop();
    log('server stopped');
  }
}

await runMain(main);
