/**
 * `npm run bench:profiles`: the two calls every end user's page views make, on a production build with
 * its own database: the active features of many different users (against the health check of the same
 * run), their latency at a fixed rate of half that saturated throughput, and analytics ingest in batches
 * of 100 events. See bench/README.md for what the figures mean.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  WARMUP_SECONDS,
  better,
  buildUnlessSkipped,
  checkInterrupted,
  createTenant,
  databaseEnv,
  fixedRate,
  log,
  machine,
  measure,
  positiveInt,
  printTable,
  root,
  runMain,
  startServer,
  writeResults,
  type RateSummary,
  type Summary,
  type Target,
} from './lib.ts';

const TARGET_RATIO = 0.4;
const TARGET_EVENTS_PER_SECOND = 5_000;
const ROUNDS = 2;
const BATCH_SIZE = 100;
const END_USERS = 50_000; // distinct users the analytics events come from
const SETUP_CONCURRENCY = 8;
const duration = positiveInt('BENCH_DURATION', 10);
const connections = positiveInt('BENCH_CONNECTIONS', 20);
const profileCount = positiveInt('BENCH_PROFILES', 1_000);
const dataDir = path.join(root, '.data', 'bench-profiles');

type Name = 'baseline' | 'activeFeatures' | 'ingest';
const NAMES: readonly Name[] = ['baseline', 'activeFeatures', 'ingest'];

const catalogueFile = z.object({
  features: z.array(z.object({ code: z.string(), valueType: z.string(), defaultValue: z.string().nullable() })),
  presets: z.array(z.object({ code: z.string() })),
});
type Catalogue = z.infer<typeof catalogueFile>;
type Feature = Catalogue['features'][number];

const pick = <T>(items: readonly T[], skew = 1): T => items[Math.floor(items.length * Math.random() ** skew)]!;

/** Distinct features, the first ones of the catalogue more often (a few tools are far more popular). */
function someFeatures(catalogue: Catalogue, count: number): Feature[] {
  const chosen = new Set<Feature>();
  while (chosen.size < count) chosen.add(pick(catalogue.features, 2));
  return [...chosen];
}

/** Half the profiles from a preset, half with a few features set one by one (one of them switched off). */
async function createProfiles(base: string, key: string, catalogue: Catalogue): Promise<string[]> {
  const userIds = Array.from({ length: profileCount }, () => randomUUID());
  const headers = { 'X-Api-Key': key, 'Content-Type': 'application/json' };
  const settings = (count: number) => {
    const on = someFeatures(catalogue, count);
    const off = pick(catalogue.features);
    return [
      ...on.map((f) => ({ featureCode: f.code, isEnabled: true, value: f.defaultValue })),
      ...(on.includes(off) ? [] : [{ featureCode: off.code, isEnabled: false }]),
    ];
  };
  const create = async (userId: string, i: number) => {
    const url = `${base}/api/v1/profiles/${encodeURIComponent(userId)}`;
    const response =
      i % 2 === 0
        ? await fetch(`${url}/apply-preset`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ presetCode: catalogue.presets[(i / 2) % catalogue.presets.length]!.code }),
          })
        : await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ features: settings(3 + ((i >> 1) % 4)) }) });
    if (response.status !== 200 && response.status !== 201) throw new Error(`creating profile ${userId} answered ${response.status}: ${await response.text()}`);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: SETUP_CONCURRENCY }, async () => {
      for (let i = next++; i < userIds.length; i = next++) {
        checkInterrupted();
        await create(userIds[i]!, i);
      }
    }),
  );
  return userIds;
}

/** A batch as an SDK would send it: many users, popular features more often, mostly switches. */
function eventBatch(catalogue: Catalogue): string {
  const now = Date.now();
  const events = Array.from({ length: BATCH_SIZE }, () => {
    const feature = pick(catalogue.features, 2);
    const user = `end-user-${Math.floor(END_USERS * Math.random() ** 1.5)}`;
    const r = Math.random();
    const adjusted = r >= 0.7 && feature.valueType !== 'boolean';
    return {
      featureCode: feature.code,
      externalUserId: user,
      action: adjusted ? 'adjusted' : r < 0.55 ? 'activated' : 'deactivated',
      ...(adjusted ? { value: feature.defaultValue } : {}),
      occurredAt: new Date(now - Math.floor(Math.random() * 60_000)).toISOString(),
      sessionId: `session-${user}`,
    };
  });
  return JSON.stringify({ events });
}

async function main(): Promise<void> {
  const started = new Date();
  const catalogue = catalogueFile.parse(JSON.parse(await readFile(path.join(root, 'prisma', 'seed', 'catalogue.json'), 'utf8')));
  await buildUnlessSkipped();

  const env = await databaseEnv(dataDir);
  const { tenantId, key } = await createTenant(env);
  log(`tenant ${tenantId} created`);

  const server = await startServer(env);
  try {
    const { base } = server;
    const setupStarted = performance.now();
    const userIds = await createProfiles(base, key, catalogue);
    log(`${userIds.length} profiles created in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

    // Each request of every connection asks for the next user, so no two consecutive ones repeat a user.
    let nextUser = 0;
    const activeFeaturesPath = () => `/api/v1/profiles/${encodeURIComponent(userIds[nextUser++ % userIds.length]!)}/active-features`;
    const targets: Record<Name, Target> = {
      baseline: { label: 'GET /api/v1/health', url: `${base}/api/v1/health` },
      activeFeatures: {
        label: 'GET /api/v1/profiles/:userId/active-features',
        url: `${base}/api/v1/profiles/:userId/active-features`, // each request sets its own path
        headers: { 'X-Api-Key': key },
        requests: [{ setupRequest: (request) => ({ ...request, path: activeFeaturesPath() }) }],
      },
      ingest: {
        label: `POST /api/v1/analytics/log (${BATCH_SIZE} events)`,
        url: `${base}/api/v1/analytics/log`,
        method: 'POST',
        headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: eventBatch(catalogue) }) }],
      },
    };

    // No If-None-Match is ever sent, so every answer must be a 200 with the user's features.
    const probe = await fetch(`${base}${activeFeaturesPath()}`, { headers: { 'X-Api-Key': key } });
    const probed = (await probe.json()) as { exists?: boolean; features?: unknown[] };
    if (probe.status !== 200 || !probed.exists || !probed.features?.length)
      throw new Error(`active features answered ${probe.status}: ${JSON.stringify(probed)}`);
    const logged = await fetch(targets.ingest.url, { method: 'POST', headers: targets.ingest.headers, body: eventBatch(catalogue) });
    if (logged.status !== 202) throw new Error(`analytics log answered ${logged.status}: ${await logged.text()}`);

    const loadavg = os.loadavg(); // before we add our own load: what the neighbours are doing
    log(`${ROUNDS} rounds, ${WARMUP_SECONDS} s warm-up + ${duration} s each, ${connections} connections`);
    const runs: Record<Name, Summary[]> = { baseline: [], activeFeatures: [], ingest: [] };
    // Alternating, and keeping the better of each, evens out bursts from neighbours on a shared machine.
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of NAMES) runs[name].push(await measure(targets[name], { connections, duration }));
    }
    const best = { baseline: runs.baseline.reduce(better), activeFeatures: runs.activeFeatures.reduce(better), ingest: runs.ingest.reduce(better) };
    const ratio = best.activeFeatures.reqPerSec / best.baseline.reqPerSec;
    const eventsPerSecond = best.ingest.reqPerSec * BATCH_SIZE;

    // Latency where it means something: below saturation, at a fixed offered rate.
    const rate = Math.max(1, Math.round(best.activeFeatures.reqPerSec / 2));
    const atHalfRate: Record<'activeFeatures' | 'baseline', RateSummary> = {
      activeFeatures: await fixedRate({
        label: targets.activeFeatures.label,
        base,
        rate,
        seconds: duration,
        expectStatus: 200,
        next: () => ({ path: activeFeaturesPath(), headers: { 'X-Api-Key': key } }),
      }),
      baseline: await fixedRate({ label: targets.baseline.label, base, rate, seconds: duration, expectStatus: 200, next: () => ({ path: '/api/v1/health' }) }),
    };

    printTable([
      ['', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', `at ${rate} req/s: p50 ms`, 'p99 ms'],
      ...NAMES.map((name) => {
        const s = best[name];
        const fixed = name === 'ingest' ? undefined : atHalfRate[name];
        return [
          targets[name].label,
          s.reqPerSec.toFixed(0),
          String(s.p50),
          String(s.p99),
          String(s.non2xx),
          fixed ? String(fixed.p50) : '',
          fixed ? String(fixed.p99) : '',
        ];
      }),
    ]);
    const verdict = (pass: boolean) => (pass ? 'PASS' : 'BELOW TARGET');
    console.log(`\nactive-features / health req/s: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO.toFixed(2)}): ${verdict(ratio >= TARGET_RATIO)}`);
    console.log(
      `analytics ingest: ${eventsPerSecond.toFixed(0)} events/s (target >= ${TARGET_EVENTS_PER_SECOND}): ${verdict(eventsPerSecond >= TARGET_EVENTS_PER_SECOND)}\n`,
    );

    const config = { duration, warmup: WARMUP_SECONDS, connections, rounds: ROUNDS, profiles: userIds.length, batchSize: BATCH_SIZE, endUsers: END_USERS };
    await writeResults('profiles', started, {
      date: started.toISOString(),
      machine: machine(loadavg),
      config,
      targets,
      runs,
      best,
      ratio,
      targetRatio: TARGET_RATIO,
      eventsPerSecond,
      targetEventsPerSecond: TARGET_EVENTS_PER_SECOND,
      atHalfRate,
      pass: { ratio: ratio >= TARGET_RATIO, ingest: eventsPerSecond >= TARGET_EVENTS_PER_SECOND },
    });
  } finally {
    await server.stop();
    log('server stopped');
  }
}

await runMain(main);
