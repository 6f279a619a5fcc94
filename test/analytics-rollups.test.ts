import { afterEach, describe, expect, it } from 'vitest';
import { COMPACT_AFTER_ROWS, compactRollups, compactionsSettled } from '@/lib/analytics/compact-rollups.ts';
import { pastDaysCache } from '@/lib/analytics/read-rollups.ts';
import { estimate, hashUser, mergeSketches } from '@/lib/analytics/user-sketch.ts';
import { testClock } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * Ingest writes partial rollups beside the raw events, compactions merge them into the daily rollups,
 * and reports add both (with the days before today cached). Whatever the state, a report must be the
 * one the raw events give: counts exactly, and distinct users as the estimate of the sketch of exactly
 * the users concerned, which is what rolling up each batch at once used to give.
 */

afterEach(() => testClock.reset());

const TODAY = '2026-06-20';
const DAY_MS = 86_400_000;

interface RawEvent {
  day: string;
  feature_code: string;
  external_user_id: string;
  action: string;
}
interface Query {
  from: string;
  to: string;
  interval: 'day' | 'week' | 'month';
  featureCode?: string;
}

async function someFeatures(key: string, n: number): Promise<string[]> {
  const res = await api.get(`/features?limit=${n}`, { key });
  return res.body.data.map((f: { code: string }) => f.code);
}

const rawEvents = (tenantId: string) => db.$queryRaw<RawEvent[]>`
  SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, feature_code, external_user_id, action::text AS action
    FROM analytics_events WHERE tenant_id = ${tenantId}`;

const sketchOf = (events: RawEvent[]) =>
  mergeSketches(
    [],
    events.map((e) => hashUser(e.external_user_id)),
  );
const activationsOf = (events: RawEvent[]) => events.filter((e) => e.action === 'activated').length;

function periodOf(day: string, interval: Query['interval']): string {
  if (interval === 'month') return day.slice(0, 7);
  if (interval === 'week') {
    const d = new Date(`${day}T00:00:00Z`);
    return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
  }
  return day;
}

/** The report computed from the raw events alone. */
function expectedReport(events: RawEvent[], q: Query) {
  const inRange = events.filter((e) => e.day >= q.from && e.day <= q.to && (!q.featureCode || e.feature_code === q.featureCode));
  const periods = new Map<string, RawEvent[]>();
  for (let t = Date.parse(q.from); t <= Date.parse(q.to); t += DAY_MS) periods.set(periodOf(new Date(t).toISOString().slice(0, 10), q.interval), []);
  for (const e of inRange) periods.get(periodOf(e.day, q.interval))!.push(e);
  const features = new Map<string, RawEvent[]>();
  for (const e of inRange) features.set(e.feature_code, [...(features.get(e.feature_code) ?? []), e]);
  return {
    range: { from: q.from, to: q.to, interval: q.interval },
    totals: { events: inRange.length, activations: activationsOf(inRange), uniqueUsers: estimate(sketchOf(inRange)) },
    series: [...periods].map(([period, es]) => ({ period, activations: activationsOf(es), uniqueUsers: estimate(sketchOf(es)) })),
    byFeature: [...features]
      .map(([featureCode, es]) => ({ featureCode, activations: activationsOf(es), uniqueUsers: estimate(sketchOf(es)) }))
      .sort((a, b) => b.activations - a.activations || a.featureCode.localeCompare(b.featureCode)),
  };
}

async function expectReportFromRaw(key: string, tenantId: string, q: Query): Promise<void> {
  const res = await api.get(`/analytics?from=${q.from}&to=${q.to}&interval=${q.interval}${q.featureCode ? `&featureCode=${q.featureCode}` : ''}`, { key });
  expect(res.status).toBe(200);
  const {
    byPreset: _,
    totals: { profiles: __, ...totals },
    ...report
  } = res.body;
  expect({ ...report, totals }).toEqual(expectedReport(await rawEvents(tenantId), q));
}

async function compactAll(tenantId: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { merged, busy } = await compactRollups(tenantId);
    if (!merged && !busy) return;
  }
  throw new Error('compaction did not finish');
}

const partialCount = (tenantId: string) => db.analyticsDailyPartial.count({ where: { tenantId } });

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe('partial rollups and their compaction', () => {
  it('give the report of the raw events, distinct users included, and concurrent batches lose nothing', async () => {
    testClock.set(`${TODAY}T12:00:00Z`);
    const { adminKey, tenantId } = await createTestTenant();
    const [a, b, c] = await someFeatures(adminKey, 3);
    const next = random(42);
    const actions = ['activated', 'deactivated', 'adjusted'] as const;
    // 5 days, 1,200 users, one feature with most of the traffic: sketches both exact (sparse) and dense.
    const batch = () => ({
      events: Array.from({ length: 100 }, () => {
        const f = next();
        return {
          featureCode: f < 0.7 ? a : f < 0.9 ? b : c,
          externalUserId: `user-${Math.floor(next() * 1_200)}`,
          action: actions[Math.floor(next() * 3)],
          occurredAt: new Date(Date.parse(`${TODAY}T11:00:00Z`) - Math.floor(next() * 4.4 * DAY_MS)).toISOString(),
        };
      }),
    });
    const batches = Array.from({ length: 24 }, batch);

    // All batches at once, with compactions running between and during them.
    let ingesting = true;
    const compacting = (async () => {
      let runs = 0;
      while (ingesting || runs === 0) {
        await compactRollups(tenantId);
        runs++;
      }
      return runs;
    })();
    const sent = await Promise.all(batches.map((body) => api.post('/analytics/log', { key: adminKey, body })));
    ingesting = false;
    expect(await compacting).toBeGreaterThan(0);
    expect(sent.map((r) => r.status)).toEqual(batches.map(() => 202));
    expect(await db.analyticsEvent.count({ where: { tenantId } })).toBe(2_400);

    // Partly compacted, partly not: the same report as the raw events.
    const month: Query = { from: '2026-06-01', to: TODAY, interval: 'day' };
    await expectReportFromRaw(adminKey, tenantId, month);

    // Fully compacted: no partial left, every daily row (counts and sketch bytes) as the raw events say.
    await compactAll(tenantId);
    expect(await partialCount(tenantId)).toBe(0);
    const raw = await rawEvents(tenantId);
    const daily = await db.analyticsDaily.findMany({ where: { tenantId } });
    const totals = await db.analyticsDailyTotal.findMany({ where: { tenantId } });
    const days = [...new Set(raw.map((e) => e.day))];
    expect(totals).toHaveLength(days.length);
    expect(daily).toHaveLength(new Set(raw.map((e) => `${e.day}|${e.feature_code}`)).size);
    let dense = 0;
    for (const row of daily) {
      const es = raw.filter((e) => e.day === row.day.toISOString().slice(0, 10) && e.feature_code === row.featureCode);
      const count = (action: string) => es.filter((e) => e.action === action).length;
      expect({ events: row.events, activations: row.activations, deactivations: row.deactivations, adjustments: row.adjustments }).toEqual({
        events: es.length,
        activations: count('activated'),
        deactivations: count('deactivated'),
        adjustments: count('adjusted'),
      });
      expect(Buffer.from(row.users).equals(sketchOf(es))).toBe(true);
      if (row.users[0] === 1) dense++;
    }
    expect(dense).toBeGreaterThan(0);
    expect(dense).toBeLessThan(daily.length);
    for (const row of totals) {
      const es = raw.filter((e) => e.day === row.day.toISOString().slice(0, 10));
      expect({ events: row.events, activations: row.activations }).toEqual({ events: es.length, activations: activationsOf(es) });
      expect(Buffer.from(row.users).equals(sketchOf(es))).toBe(true);
    }

    for (const q of [
      month,
      { ...month, interval: 'week' },
      { ...month, interval: 'month' },
      { ...month, featureCode: a },
      { ...month, featureCode: c },
    ] as Query[]) {
      await expectReportFromRaw(adminKey, tenantId, q);
    }
  });

  it('never serve a cached past day stale: late events count at once, and after their compaction', async () => {
    testClock.set(`${TODAY}T12:00:00Z`);
    const { adminKey, tenantId } = await createTestTenant();
    const [a, b] = (await someFeatures(adminKey, 2)) as [string, string];
    const event = (featureCode: string, user: string, occurredAt: string) => ({ featureCode, externalUserId: user, action: 'activated', occurredAt });
    const log = async (events: ReturnType<typeof event>[]) => expect((await api.post('/analytics/log', { key: adminKey, body: { events } })).status).toBe(202);
    await log([
      ...Array.from({ length: 300 }, (_, i) => event(a, `early-${i}`, '2026-06-18T10:00:00Z')),
      event(b, 'early-1', '2026-06-19T10:00:00Z'),
      event(a, 'today-1', `${TODAY}T09:00:00Z`),
    ]);
    await compactAll(tenantId);

    const queries: Query[] = [
      { from: '2026-06-01', to: TODAY, interval: 'day' },
      { from: '2026-06-01', to: TODAY, interval: 'week', featureCode: a },
      { from: '2026-06-10', to: '2026-06-19', interval: 'day' }, // the past only
    ];
    const expectAll = async () => {
      for (const q of queries) await expectReportFromRaw(adminKey, tenantId, q);
    };
    const before = { ...pastDaysCache };
    await expectAll(); // fills the cache
    await expectAll(); // served from it
    expect(pastDaysCache.misses - before.misses).toBe(3);
    expect(pastDaysCache.hits - before.hits).toBe(3);

    // Late events for past days, one of them a new user of a cached day: the partials are added at once.
    await log([event(a, 'late-1', '2026-06-18T23:59:59Z'), event(b, 'late-2', '2026-06-12T08:00:00Z'), event(a, 'today-2', `${TODAY}T10:00:00Z`)]);
    await expectAll();
    expect(pastDaysCache.hits - before.hits).toBe(6);

    // Compacted into the daily rows of cached days: the cache sees their new version and reads again.
    await compactAll(tenantId);
    await expectAll();
    expect(pastDaysCache.stale - before.stale).toBe(3);
    expect(pastDaysCache.misses - before.misses).toBe(6);
  });

  it('are compacted in the background after enough batches, and when a report finds many', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    const codes = await someFeatures(adminKey, 50);
    // 50 (day, feature) pairs, so 50 partial rows, per batch.
    const batch = (n: number) => ({
      events: Array.from({ length: 100 }, (_, i) => ({ featureCode: codes[i % 50], externalUserId: `u-${n}-${i}`, action: 'activated' })),
    });
    const batchesToCompact = COMPACT_AFTER_ROWS / 50;
    for (let n = 0; n < batchesToCompact - 1; n++) expect((await api.post('/analytics/log', { key: adminKey, body: batch(n) })).status).toBe(202);
    await compactionsSettled();
    expect(await partialCount(tenantId)).toBe(COMPACT_AFTER_ROWS - 50);
    expect((await api.post('/analytics/log', { key: adminKey, body: batch(batchesToCompact) })).status).toBe(202);
    await compactionsSettled();
    expect(await partialCount(tenantId)).toBe(0);

    for (let n = 0; n < 5; n++) expect((await api.post('/analytics/log', { key: adminKey, body: batch(100 + n) })).status).toBe(202);
    expect(await partialCount(tenantId)).toBe(250);
    const report = await api.get('/analytics', { key: adminKey });
    expect(report.body.totals).toMatchObject({ events: (batchesToCompact + 5) * 100, activations: (batchesToCompact + 5) * 100 });
    await compactionsSettled();
    expect(await partialCount(tenantId)).toBe(0);
    expect((await api.get('/analytics', { key: adminKey })).body).toEqual(report.body);
  });
});
