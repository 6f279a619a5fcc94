/**
 * `npm run bench:analytics`: the usage report (`GET /api/v1/analytics`) of a tenant with 10 million raw
 * events over 90 days, on a production build, against the same report computed from the raw events in
 * SQL. The events and their daily rollups (counts and distinct-user sketches, in the format of
 * lib/analytics/user-sketch.ts) are generated in PostgreSQL. See bench/README.md for what the figures mean.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashUser, mergeSketches } from '../lib/analytics/user-sketch.ts';
import { prepareDatabase, type PreparedDatabase } from '../scripts/prepare-database.ts';
import {
  checkInterrupted,
  createKey,
  createTenant,
  buildUnlessSkipped,
  handleInterrupts,
  log,
  machine,
  positiveInt,
  printTable,
  removeDataDir,
  root,
  round1,
  runMain,
  startServer,
  writeResults,
  type Server,
} from './lib.ts';

const TARGET_MS = 100;
const DAYS = 90;
const REPORT_DAYS = 30;
const REQUESTS = 20;
const WARMUP_REQUESTS = 3;
const RAW_RUNS = 3;
const UNCACHED_RANGES = 10;
const TENANT_NAME = 'Bench analytics';
const DAY_MS = 86_400_000;
// The sketch layout of lib/analytics/user-sketch.ts: 2^11 one-byte registers, exact below 257 users.
const REGISTER_BITS = 11n;
const LOW_BITS = 64n - REGISTER_BITS;
const REGISTERS = 2048;
const SPARSE_LIMIT = 256;

const eventCount = positiveInt('BENCH_EVENTS', 10_000_000);
const userCount = positiveInt('BENCH_USERS', 50_000);
const reuse = process.env.BENCH_REUSE_SEED === '1';
const dataDir = path.join(root, '.data', 'bench-analytics');

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------------
// Seeding

/**
 * The end users, hashed once in JS exactly as the app hashes them: their 8-byte hash (sparse sketches)
 * and their HyperLogLog register and rank (dense sketches), so the rollups can be built in SQL.
 */
async function createUsers(client: pg.Client): Promise<void> {
  const ids: string[] = [];
  const hashes: Buffer[] = [];
  const registers: number[] = [];
  const ranks: number[] = [];
  for (let n = 0; n < userCount; n++) {
    const id = `bench-user-${n}`;
    const hash = hashUser(id);
    const low = hash & ((1n << LOW_BITS) - 1n);
    const bytes = Buffer.alloc(8);
    bytes.writeBigUInt64BE(hash);
    ids.push(id);
    hashes.push(bytes);
    registers.push(Number(hash >> LOW_BITS));
    // Position of the first 1 bit of the low 53 bits, from 1; 54 when they are all zero.
    ranks.push(low === 0n ? Number(LOW_BITS) + 1 : Number(LOW_BITS) - low.toString(2).length + 1);
  }
  await client.query('CREATE TEMP TABLE bench_users (external_user_id text PRIMARY KEY, hash bytea NOT NULL, reg int NOT NULL, rank int NOT NULL)');
  await client.query('INSERT INTO bench_users SELECT * FROM unnest($1::text[], $2::bytea[], $3::int[], $4::int[])', [ids, hashes, registers, ranks]);
  await client.query(`CREATE TEMP TABLE bench_features AS
    SELECT (row_number() OVER (ORDER BY sort_order, code) - 1)::int AS idx, code, default_value AS value, value_type::text AS value_type FROM features`);
  await client.query('ANALYZE bench_users; ANALYZE bench_features');
}

/**
 * One UTC day of events, in time order (the (tenant_id, occurred_at) index then grows at its end).
 * Users and features are skewed: a few heavy users and popular tools, a long tail of both. The random
 * draws sit behind OFFSET 0 so that each is made once per event, not once per reference.
 */
const INSERT_DAY = `
  INSERT INTO analytics_events (tenant_id, feature_code, external_user_id, action, value, session_id, occurred_at, received_at)
  SELECT $1, e.code, e.user_id, e.action::"AnalyticsAction", CASE WHEN e.action = 'adjusted' THEN e.value END, e.session_id, e.at, e.at + interval '200 milliseconds'
    FROM (SELECT f.code, f.value, 'bench-user-' || r.u AS user_id, 'session-' || r.u || '-' || $5::text AS session_id, r.at,
                 CASE WHEN r.ar < 0.55 THEN 'activated' WHEN r.ar < 0.7 OR f.value_type = 'boolean' THEN 'deactivated' ELSE 'adjusted' END AS action
            FROM (SELECT floor($6::int * power(random(), 2))::int AS fi,
                         floor($7::int * power(random(), 1.5))::int AS u,
                         random() AS ar,
                         $2::timestamptz + ((g + 0.5) * $3::float8 / $4::int) * interval '1 millisecond' AS at
                    FROM generate_series(0, $4::int - 1) g
                  OFFSET 0) r
            JOIN bench_features f ON f.idx = r.fi) e`;

/**
 * The rollup rows of one day, from its raw events: counts by GROUP BY, and each group's sketch, sparse
 * (its users' hashes, sorted: bytea order is unsigned order) up to 256 users, else dense (the highest rank
 * per register, absent registers 0). Grouped by feature for analytics_daily, not at all for the totals.
 */
function rollupDay(table: 'analytics_daily' | 'analytics_daily_totals'): string {
  const perFeature = table === 'analytics_daily';
  return `
  WITH ev AS MATERIALIZED (
    SELECT ${perFeature ? 'e.feature_code' : "''::text"} AS k, e.action, u.hash, u.reg, u.rank
      FROM analytics_events e JOIN bench_users u ON u.external_user_id = e.external_user_id
     WHERE e.tenant_id = $1 AND e.occurred_at >= $2::timestamptz AND e.occurred_at < $3::timestamptz
  ), groups AS (
    SELECT k, count(*)::int AS events,
           (count(*) FILTER (WHERE action = 'activated'))::int AS activations,
           (count(*) FILTER (WHERE action = 'deactivated'))::int AS deactivations,
           (count(*) FILTER (WHERE action = 'adjusted'))::int AS adjustments,
           count(DISTINCT hash) AS users
      FROM ev GROUP BY k
  ), registers AS (
    SELECT k, reg, max(rank) AS rank FROM ev GROUP BY k, reg
  ), dense AS (
    SELECT g.k, '\\x01'::bytea || decode(string_agg(lpad(to_hex(coalesce(r.rank, 0)), 2, '0'), '' ORDER BY i), 'hex') AS sketch
      FROM groups g CROSS JOIN generate_series(0, ${REGISTERS - 1}) i
      LEFT JOIN registers r ON r.k = g.k AND r.reg = i
     WHERE g.users > ${SPARSE_LIMIT}
     GROUP BY g.k
  ), sparse AS (
    SELECT ev.k, '\\x00'::bytea || string_agg(DISTINCT ev.hash, ''::bytea ORDER BY ev.hash) AS sketch
      FROM ev JOIN groups g ON g.k = ev.k
     WHERE g.users <= ${SPARSE_LIMIT}
     GROUP BY ev.k
  )
  ${
    perFeature
      ? `INSERT INTO analytics_daily (tenant_id, day, feature_code, events, activations, deactivations, adjustments, users)
       SELECT $1, $4::date, g.k, g.events, g.activations, g.deactivations, g.adjustments, coalesce(d.sketch, s.sketch)`
      : `INSERT INTO analytics_daily_totals (tenant_id, day, events, activations, users)
       SELECT $1, $4::date, g.events, g.activations, coalesce(d.sketch, s.sketch)`
  }
      FROM groups g LEFT JOIN dense d ON d.k = g.k LEFT JOIN sparse s ON s.k = g.k`;
}

interface SeedStats {
  events: number;
  users: number;
  days: number;
  firstDay: string;
  lastDay: string;
  dailyRows: number;
  insertSeconds: number;
  rollupSeconds: number;
  vacuumSeconds: number;
  totalSeconds: number;
  tableSize: string;
}

async function seed(client: pg.Client, tenantId: string, today: Date): Promise<SeedStats> {
  const started = performance.now();
  // The rollup queries read a table that grows under them, faster than autovacuum keeps its statistics:
  // on estimates of one row the planner would pick nested loops over the 2,048 registers of every group.
  await client.query("SET work_mem = '64MB'; SET enable_nestloop = off");
  await createUsers(client);
  const features = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM bench_features')).rows[0]!.n);
  log(`seeding ${eventCount.toLocaleString('en')} events of ${userCount.toLocaleString('en')} users over ${DAYS} days (${features} features)`);

  let inserted = 0;
  let insertMs = 0;
  let rollupMs = 0;
  for (let d = 0; d < DAYS; d++) {
    checkInterrupted();
    const dayStart = new Date(today.getTime() - (DAYS - 1 - d) * DAY_MS);
    const dayEnd = new Date(dayStart.getTime() + DAY_MS);
    // Today's events stop at the present, so that none lies in the future.
    const span = Math.max(1_000, Math.min(DAY_MS, Date.now() - dayStart.getTime()));
    const count = Math.floor(eventCount / DAYS) + (d < eventCount % DAYS ? 1 : 0);
    let t = performance.now();
    const { rowCount } = await client.query(INSERT_DAY, [tenantId, dayStart.toISOString(), span, count, isoDay(dayStart), features, userCount]);
    inserted += rowCount ?? 0;
    insertMs += performance.now() - t;
    t = performance.now();
    const range = [tenantId, dayStart.toISOString(), dayEnd.toISOString(), isoDay(dayStart)];
    await client.query(rollupDay('analytics_daily'), range);
    await client.query(rollupDay('analytics_daily_totals'), range);
    rollupMs += performance.now() - t;
    if ((d + 1) % 9 === 0 || d === DAYS - 1) {
      const elapsed = performance.now() - started;
      const eta = (elapsed / inserted) * (eventCount - inserted);
      log(
        `  day ${d + 1}/${DAYS}: ${inserted.toLocaleString('en')} events, ${seconds(elapsed)} (events ${seconds(insertMs)}, rollups ${seconds(rollupMs)}), ~${seconds(eta)} to go`,
      );
    }
  }
  await client.query('RESET work_mem; RESET enable_nestloop');

  // What a table that has been live for 90 days would look like to the planner and to scans.
  const t = performance.now();
  await client.query('VACUUM (ANALYZE) analytics_events');
  await client.query('ANALYZE analytics_daily; ANALYZE analytics_daily_totals');
  const vacuumMs = performance.now() - t;
  const dailyRows = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM analytics_daily WHERE tenant_id = $1', [tenantId])).rows[0]!.n);
  const tableSize = (await client.query<{ size: string }>("SELECT pg_size_pretty(pg_total_relation_size('analytics_events')) AS size")).rows[0]!.size;
  const stats: SeedStats = {
    events: inserted,
    users: userCount,
    days: DAYS,
    firstDay: isoDay(new Date(today.getTime() - (DAYS - 1) * DAY_MS)),
    lastDay: isoDay(today),
    dailyRows,
    insertSeconds: round1(insertMs / 1000),
    rollupSeconds: round1(rollupMs / 1000),
    vacuumSeconds: round1(vacuumMs / 1000),
    totalSeconds: round1((performance.now() - started) / 1000),
    tableSize,
  };
  log(
    `seeded in ${stats.totalSeconds} s: events ${stats.insertSeconds} s, rollups ${stats.rollupSeconds} s, VACUUM ANALYZE ${stats.vacuumSeconds} s; analytics_events ${tableSize}, ${dailyRows} daily rows`,
  );
  return stats;
}

// ---------------------------------------------------------------------------------------------------
// Verification: the rollups must say what the raw events say

/** The UTC day $2 ('YYYY-MM-DD'), whatever the session's time zone. */
const IN_DAY = "occurred_at >= ($2::date)::timestamp AT TIME ZONE 'UTC' AND occurred_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'";

async function verify(client: pg.Client, tenantId: string): Promise<Record<string, unknown>> {
  const fail = (what: string) => {
    throw new Error(`rollups do not match the raw events: ${what}`);
  };
  // Everything inserted is in the rollups, once per feature and once in the totals.
  const sums = (
    await client.query<{ raw: string; daily: string; totals: string }>(
      `SELECT (SELECT count(*) FROM analytics_events WHERE tenant_id = $1) AS raw,
            (SELECT sum(events) FROM analytics_daily WHERE tenant_id = $1) AS daily,
            (SELECT sum(events) FROM analytics_daily_totals WHERE tenant_id = $1) AS totals`,
      [tenantId],
    )
  ).rows[0]!;
  if (sums.raw !== sums.daily || sums.raw !== sums.totals) fail(`events ${JSON.stringify(sums)}`);

  // Every count of three whole days, feature by feature, recounted from the raw events.
  const days = (
    await client.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_daily_totals WHERE tenant_id = $1 ORDER BY random() LIMIT 3", [
      tenantId,
    ])
  ).rows.map((r) => r.day);
  for (const day of days) {
    const { rows } = await client.query(
      `WITH raw AS (
         SELECT feature_code, count(*)::int AS events, (count(*) FILTER (WHERE action = 'activated'))::int AS activations,
                (count(*) FILTER (WHERE action = 'deactivated'))::int AS deactivations, (count(*) FILTER (WHERE action = 'adjusted'))::int AS adjustments
           FROM analytics_events WHERE tenant_id = $1 AND ${IN_DAY} GROUP BY feature_code)
       SELECT coalesce(r.feature_code, d.feature_code) AS feature_code
         FROM raw r FULL JOIN (SELECT * FROM analytics_daily WHERE tenant_id = $1 AND day = $2::date) d ON d.feature_code = r.feature_code
        WHERE (r.events, r.activations, r.deactivations, r.adjustments) IS DISTINCT FROM (d.events, d.activations, d.deactivations, d.adjustments)`,
      [tenantId, day],
    );
    if (rows.length) fail(`counts of ${day} differ for ${JSON.stringify(rows)}`);
  }

  // Sketches byte for byte against the app's own code, for the smallest and the largest group, one at
  // random and one day's totals: sparse and dense alike when the seed is small enough to have both.
  const samples = (
    await client.query<{ day: string; feature_code: string | null }>(
      `(SELECT to_char(day, 'YYYY-MM-DD') AS day, feature_code FROM analytics_daily WHERE tenant_id = $1 ORDER BY events LIMIT 1)
     UNION ALL (SELECT to_char(day, 'YYYY-MM-DD'), feature_code FROM analytics_daily WHERE tenant_id = $1 ORDER BY events DESC LIMIT 1)
     UNION ALL (SELECT to_char(day, 'YYYY-MM-DD'), feature_code FROM analytics_daily WHERE tenant_id = $1 ORDER BY random() LIMIT 1)
     UNION ALL (SELECT to_char(day, 'YYYY-MM-DD'), NULL FROM analytics_daily_totals WHERE tenant_id = $1 ORDER BY random() LIMIT 1)`,
      [tenantId],
    )
  ).rows;
  const sketches: { day: string; featureCode: string | null; users: number; kind: string }[] = [];
  for (const { day, feature_code: featureCode } of samples) {
    const users = (
      await client.query<{ id: string }>(
        `SELECT DISTINCT external_user_id AS id FROM analytics_events
        WHERE tenant_id = $1 AND ${IN_DAY} AND ($3::text IS NULL OR feature_code = $3)`,
        [tenantId, day, featureCode],
      )
    ).rows.map((r) => r.id);
    const stored = (
      await client.query<{ users: Buffer }>(
        featureCode === null
          ? 'SELECT users FROM analytics_daily_totals WHERE tenant_id = $1 AND day = $2::date'
          : 'SELECT users FROM analytics_daily WHERE tenant_id = $1 AND day = $2::date AND feature_code = $3',
        featureCode === null ? [tenantId, day] : [tenantId, day, featureCode],
      )
    ).rows[0]?.users;
    const expected = mergeSketches([], users.map(hashUser));
    if (!stored || !expected.equals(stored)) fail(`the sketch of ${day} ${featureCode ?? '(all features)'}`);
    sketches.push({ day, featureCode, users: users.length, kind: expected[0] === 1 ? 'dense' : 'sparse' });
  }
  log(
    `rollups verified: ${sums.raw} events in all, the counts of ${days.join(', ')}, sketches ${sketches.map((s) => `${s.day} ${s.featureCode ?? 'all'} (${s.users} users, ${s.kind})`).join('; ')}`,
  );
  return { events: Number(sums.raw), daysRecounted: days, sketches };
}

// ---------------------------------------------------------------------------------------------------
// Measuring

interface Timing {
  min: number;
  median: number;
  p95: number;
  max: number;
  samples: number[];
}

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { min: round1(sorted[0]!), median: round1(at(0.5)), p95: round1(at(0.95)), max: round1(sorted.at(-1)!), samples: samples.map(round1) };
}

interface Report {
  totals: { events: number; activations: number; uniqueUsers: number };
  byFeature: { featureCode: string; activations: number }[];
}

/**
 * Sequential requests, each timed from the request to the last byte of the body. The warm-ups are kept
 * apart: the first request of a range on a fresh server reads and merges every sketch (the report
 * caches the merged past days), so it is the cold figure; the report must not change with the cache.
 */
async function timeReport(url: string, key: string): Promise<{ timing: Timing; warmups: number[]; report: Report }> {
  const get = async () => {
    checkInterrupted();
    const t = performance.now();
    const response = await fetch(url, { headers: { 'X-Api-Key': key } });
    const body = await response.text();
    const ms = performance.now() - t;
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body}`);
    return { ms, body, report: JSON.parse(body) as Report };
  };
  const warmups: number[] = [];
  let first: string | undefined;
  for (let i = 0; i < WARMUP_REQUESTS; i++) {
    const got = await get();
    warmups.push(round1(got.ms));
    first ??= got.body;
  }
  const samples: number[] = [];
  let last: Awaited<ReturnType<typeof get>> | undefined;
  for (let i = 0; i < REQUESTS; i++) {
    last = await get();
    samples.push(last.ms);
  }
  if (last!.body !== first) throw new Error(`${url}: the report changed between the first request and the last`);
  return { timing: timing(samples), warmups, report: last!.report };
}

/**
 * Reports no cache can answer yet on a warm server: 30-day ranges ending 1, 2, ... days ago, each asked
 * once, so each reads and merges all its sketches.
 */
async function timeUncached(base: string, key: string, today: Date): Promise<Timing> {
  const samples: number[] = [];
  for (let k = 1; k <= UNCACHED_RANGES; k++) {
    checkInterrupted();
    const from = isoDay(new Date(today.getTime() - (REPORT_DAYS - 1 + k) * DAY_MS));
    const to = isoDay(new Date(today.getTime() - k * DAY_MS));
    const t = performance.now();
    const response = await fetch(`${base}/api/v1/analytics?from=${from}&to=${to}`, { headers: { 'X-Api-Key': key } });
    const body = await response.text();
    samples.push(performance.now() - t);
    if (response.status !== 200) throw new Error(`the report of ${from}..${to} answered ${response.status}: ${body}`);
  }
  return timing(samples);
}

/** The same report from the raw events: totals, days and features in one pass, distinct users exact. */
const RAW_REPORT = `
  SELECT (occurred_at AT TIME ZONE 'UTC')::date AS day, feature_code, GROUPING((occurred_at AT TIME ZONE 'UTC')::date, feature_code) AS level,
         count(*) AS events, count(*) FILTER (WHERE action = 'activated') AS activations, count(DISTINCT external_user_id) AS unique_users
    FROM analytics_events
   WHERE tenant_id = $1 AND occurred_at >= $2::timestamptz AND occurred_at < $3::timestamptz
   GROUP BY GROUPING SETS ((), ((occurred_at AT TIME ZONE 'UTC')::date), (feature_code))`;

// GROUPING(day, feature_code): a bit for each column the row is not grouped by, day's the higher.
const TOTAL = 3;
const BY_FEATURE = 2;

interface RawRow {
  day: Date | null;
  feature_code: string | null;
  level: number;
  events: string;
  activations: string;
  unique_users: string;
}

async function rawReport(client: pg.Client, params: string[]): Promise<{ timing: Timing; rows: RawRow[]; plan: string }> {
  const samples: number[] = [];
  let rows: RawRow[] = [];
  for (let i = 0; i < RAW_RUNS; i++) {
    checkInterrupted();
    const t = performance.now();
    rows = (await client.query<RawRow>(RAW_REPORT, params)).rows;
    samples.push(performance.now() - t);
    log(`  raw SQL run ${i + 1}/${RAW_RUNS}: ${round1(samples.at(-1)!)} ms`);
  }
  const plan = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${RAW_REPORT}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
  return { timing: timing(samples), rows, plan };
}

/** The report's figures against the raw events: counts exactly, distinct users within the sketch's error. */
function compare(report: Report, raw: RawRow[]): { events: number; activations: number; uniqueUsersRaw: number; uniqueUsersReport: number; error: number } {
  const total = raw.find((r) => r.level === TOTAL)!;
  const events = Number(total.events);
  const activations = Number(total.activations);
  const uniqueUsersRaw = Number(total.unique_users);
  const error = report.totals.uniqueUsers / uniqueUsersRaw - 1;
  const problems = [
    report.totals.events !== events && `events ${report.totals.events} != ${events}`,
    report.totals.activations !== activations && `activations ${report.totals.activations} != ${activations}`,
    Math.abs(error) > 0.05 && `unique users ${report.totals.uniqueUsers} vs ${uniqueUsersRaw} exactly`,
    ...raw
      .filter((r) => r.level === BY_FEATURE)
      .flatMap((r) => {
        const reported = report.byFeature.find((f) => f.featureCode === r.feature_code)?.activations ?? 0;
        return reported === Number(r.activations) ? [] : [`${r.feature_code} activations ${reported} != ${r.activations}`];
      }),
  ].filter(Boolean);
  if (problems.length) throw new Error(`the report does not match the raw events: ${problems.join('; ')}`);
  return { events, activations, uniqueUsersRaw, uniqueUsersReport: report.totals.uniqueUsers, error };
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = new Date();
  handleInterrupts();
  await buildUnlessSkipped();

  const reusing = reuse && !process.env.DATABASE_URL && existsSync(path.join(dataDir, 'pg', 'PG_VERSION'));
  if (!process.env.DATABASE_URL) {
    if (!reusing) await removeDataDir(dataDir);
    process.env.DATA_DIR = dataDir;
    log(`embedded database under ${path.relative(root, dataDir)}${reusing ? ' (reused: BENCH_REUSE_SEED=1)' : ''}`);
  } else {
    log('using DATABASE_URL');
  }
  const database: PreparedDatabase = await prepareDatabase({ log });
  const env = { ...process.env, DATABASE_URL: database.url };
  const client = new pg.Client({ connectionString: database.url });
  let server: Server | undefined;
  try {
    await client.connect();
    const today = new Date(`${isoDay(new Date())}T00:00:00Z`);
    let tenantId: string;
    let key: string;
    let seeded: SeedStats | null = null;
    let verified: Record<string, unknown> | null = null;
    const existing = reusing
      ? (await client.query<{ id: string }>('SELECT id FROM tenants WHERE name = $1 ORDER BY created_at DESC LIMIT 1', [TENANT_NAME])).rows[0]
      : undefined;
    if (existing) {
      tenantId = existing.id;
      key = await createKey(env, tenantId);
      log(`reusing tenant ${tenantId} and its events`);
    } else {
      ({ tenantId, key } = await createTenant(env, TENANT_NAME));
      log(`tenant ${tenantId} created`);
      seeded = await seed(client, tenantId, today);
      verified = await verify(client, tenantId);
    }

    server = await startServer(env);
    const from = isoDay(new Date(today.getTime() - (REPORT_DAYS - 1) * DAY_MS));
    const to = isoDay(today);
    const loadavg = os.loadavg();
    const reports = {
      day: await timeReport(`${server.base}/api/v1/analytics?from=${from}&to=${to}`, key),
      week: await timeReport(`${server.base}/api/v1/analytics?from=${from}&to=${to}&interval=week`, key),
    };
    const uncached = await timeUncached(server.base, key, today);
    log(
      `GET /api/v1/analytics, ${UNCACHED_RANGES} other 30-day ranges (ending 1 to ${UNCACHED_RANGES} days ago), each once: min ${uncached.min} ms, median ${uncached.median} ms, max ${uncached.max} ms`,
    );
    for (const [interval, { timing: t, warmups }] of Object.entries(reports)) {
      log(
        `GET /api/v1/analytics (${REPORT_DAYS} days, interval=${interval}): warm-ups ${warmups.join(', ')} ms; then min ${t.min} ms, median ${t.median} ms, p95 ${t.p95} ms, max ${t.max} ms`,
      );
    }

    log(`the same report from the raw events in SQL (${RAW_RUNS} runs):`);
    const raw = await rawReport(client, [tenantId, `${from}T00:00:00Z`, new Date(today.getTime() + DAY_MS).toISOString()]);
    const agreement = compare(reports.day.report, raw.rows);
    log(
      `report agrees with the raw events: ${agreement.events} events, ${agreement.activations} activations, unique users ${agreement.uniqueUsersReport} (exactly ${agreement.uniqueUsersRaw}, ${(agreement.error * 100).toFixed(2)} %)`,
    );

    printTable([
      [`${REPORT_DAYS}-day report, ${Number(agreement.events).toLocaleString('en')} events`, 'first ms', 'min ms', 'median ms', 'p95 ms', 'max ms'],
      ...Object.entries(reports).map(([interval, { timing: t, warmups }]) => [
        `GET /api/v1/analytics interval=${interval}`,
        String(warmups[0]),
        String(t.min),
        String(t.median),
        String(t.p95),
        String(t.max),
      ]),
      [
        `uncached: ${UNCACHED_RANGES} other 30-day ranges, each once`,
        '',
        String(uncached.min),
        String(uncached.median),
        String(uncached.p95),
        String(uncached.max),
      ],
      ['raw events in SQL (GROUP BY, count DISTINCT)', '', String(raw.timing.min), String(raw.timing.median), String(raw.timing.p95), String(raw.timing.max)],
    ]);
    const pass = Math.max(reports.day.timing.median, reports.week.timing.median) < TARGET_MS;
    console.log(
      `\nreport median under ${TARGET_MS} ms: ${pass ? 'PASS' : 'BELOW TARGET'}; raw SQL / report median: ${(raw.timing.median / reports.day.timing.median).toFixed(0)}x\n`,
    );

    await writeResults('analytics', started, {
      date: started.toISOString(),
      machine: machine(loadavg),
      config: {
        events: eventCount,
        users: userCount,
        days: DAYS,
        reportDays: REPORT_DAYS,
        requests: REQUESTS,
        warmupRequests: WARMUP_REQUESTS,
        uncachedRanges: UNCACHED_RANGES,
        rawRuns: RAW_RUNS,
        reused: Boolean(existing),
      },
      seeded,
      verified,
      range: { from, to },
      report: { day: { ...reports.day.timing, warmups: reports.day.warmups }, week: { ...reports.week.timing, warmups: reports.week.warmups }, uncached },
      raw: { timing: raw.timing, plan: raw.plan },
      agreement,
      targetMs: TARGET_MS,
      pass,
    });
  } finally {
    if (server) {
      await server.stop();
      log('server stopped');
    }
    await client.end().catch(() => {});
    await database.stop();
    log('database stopped');
  }
}

await runMain(main);
