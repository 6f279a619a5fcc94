import { afterEach, describe, expect, it } from 'vitest';
import { testClock } from '@/lib/clock.ts';
import { compactRollups } from '@/lib/analytics/compact-rollups.ts';
import { pruneExpiredEvents } from '@/lib/analytics/prune-events.ts';
import { db } from '@/lib/db/client.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

afterEach(() => testClock.reset());

async function someFeatures(key: string, n: number): Promise<string[]> {
  const res = await api.get(`/features?limit=${n}`, { key });
  return res.body.data.map((f: { code: string }) => f.code);
}

describe('POST /analytics/log', () => {
  it('accepts one event or a batch with 202 { accepted } and reports exactly what was logged', async () => {
    testClock.set('2026-06-15T12:00:00Z');
    const { adminKey } = await createTestTenant();
    const [a, b] = await someFeatures(adminKey, 2);
    const one = await api.post('/analytics/log', { key: adminKey, body: { featureCode: a, externalUserId: 'u1', action: 'activated' } });
    expect(one.status).toBe(202);
    expect(one.body).toEqual({ accepted: 1 });

    const batch = await api.post('/analytics/log', {
      key: adminKey,
      body: {
        events: [
          { featureCode: a, externalUserId: 'u2', action: 'activated', occurredAt: '2026-06-14T08:00:00Z' },
          { featureCode: b, externalUserId: 'u1', action: 'activated', occurredAt: '2026-06-14T09:00:00Z', value: 1.5 },
          { featureCode: b, externalUserId: 'u1', action: 'deactivated', occurredAt: '2026-06-14T10:00:00Z', sessionId: 's-1' },
          { featureCode: a, externalUserId: 'u3', action: 'adjusted', value: '2' },
        ],
      },
    });
    expect(batch.status).toBe(202);
    expect(batch.body).toEqual({ accepted: 4 });

    const report = await api.get('/analytics?from=2026-06-01&to=2026-06-15', { key: adminKey });
    expect(report.status).toBe(200);
    expect(report.body.range).toEqual({ from: '2026-06-01', to: '2026-06-15', interval: 'day' });
    expect(report.body.totals).toMatchObject({ events: 5, activations: 3, uniqueUsers: 3 });
    expect(report.body.series).toHaveLength(15);
    expect(report.body.series.find((s: { period: string }) => s.period === '2026-06-14')).toEqual({ period: '2026-06-14', activations: 2, uniqueUsers: 2 });
    expect(report.body.series.find((s: { period: string }) => s.period === '2026-06-15')).toEqual({ period: '2026-06-15', activations: 1, uniqueUsers: 2 });
    expect(report.body.byFeature).toEqual(
      expect.arrayContaining([
        { featureCode: a, activations: 2, uniqueUsers: 3 },
        { featureCode: b, activations: 1, uniqueUsers: 1 },
      ]),
    );
  });

  it('rejects a batch with one bad event whole: nothing is recorded', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    const [a] = await someFeatures(adminKey, 1);
    const good = { featureCode: a, externalUserId: 'u', action: 'activated' };
    const unknown = await api.post('/analytics/log', { key: adminKey, body: { events: [good, { ...good, featureCode: 'no-such-tool' }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('unknown_feature');
    expect(unknown.body.details).toEqual([{ path: 'events[1].featureCode', message: expect.any(String) }]);

    const invalid = await api.post('/analytics/log', { key: adminKey, body: { events: [good, { ...good, action: 'clicked' }] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('validation_failed');
    expect(invalid.body.details[0].path).toBe('events[1].action');

    const tooMany = await api.post('/analytics/log', { key: adminKey, body: { events: Array.from({ length: 501 }, () => good) } });
    expect(tooMany.status).toBe(400);

    expect(await db.analyticsEvent.count({ where: { tenantId } })).toBe(0);
    const report = await api.get('/analytics', { key: adminKey });
    expect(report.body.totals).toMatchObject({ events: 0, activations: 0, uniqueUsers: 0 });
  });

  it('keeps the daily rollups in agreement with the raw events', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    const codes = await someFeatures(adminKey, 5);
    const actions = ['activated', 'deactivated', 'adjusted'] as const;
    const events = Array.from({ length: 300 }, (_, i) => ({
      featureCode: codes[i % codes.length],
      externalUserId: `user-${i % 37}`,
      action: actions[i % 3],
      occurredAt: new Date(Date.UTC(2026, 4, 1 + (i % 9), i % 24)).toISOString(),
    }));
    const sent = await Promise.all(
      [0, 100, 200].map((start) => api.post('/analytics/log', { key: adminKey, body: { events: events.slice(start, start + 100) } })),
    );
    expect(sent.map((r) => r.status)).toEqual([202, 202, 202]);
    // The batches wrote partial rollups; the canonical daily rows are theirs once compacted.
    expect(await compactRollups(tenantId)).toEqual({ merged: 3 * 45, busy: false }); // 45 (day, feature) pairs a batch

    const raw = await db.$queryRaw<{ day: Date; feature_code: string; events: bigint; activations: bigint; users: bigint }[]>`
      SELECT date_trunc('day', occurred_at AT TIME ZONE 'UTC')::date AS day, feature_code, count(*) AS events,
             count(*) FILTER (WHERE action = 'activated') AS activations, count(DISTINCT external_user_id) AS users
        FROM analytics_events WHERE tenant_id = ${tenantId} GROUP BY 1, 2`;
    const rollups = await db.analyticsDaily.findMany({ where: { tenantId } });
    expect(rollups).toHaveLength(raw.length);
    for (const r of raw) {
      const rollup = rollups.find((x) => x.day.getTime() === r.day.getTime() && x.featureCode === r.feature_code)!;
      expect({ events: rollup.events, activations: rollup.activations }).toEqual({ events: Number(r.events), activations: Number(r.activations) });
    }
    const report = await api.get('/analytics?from=2026-05-01&to=2026-05-31&interval=week', { key: adminKey });
    expect(report.body.totals.events).toBe(300);
    expect(report.body.totals.activations).toBe(100);
    expect(report.body.totals.uniqueUsers).toBe(37);
    expect(report.body.series.map((s: { period: string }) => s.period)).toEqual(['2026-04-27', '2026-05-04', '2026-05-11', '2026-05-18', '2026-05-25']);
    expect(report.body.series.reduce((n: number, s: { activations: number }) => n + s.activations, 0)).toBe(100);
  });

  it('reports profiles by active preset, filters by feature, and validates the query', async () => {
    const { adminKey } = await createTestTenant();
    const presets = (await api.get('/presets', { key: adminKey })).body.data;
    await api.post('/profiles/p1/apply-preset', { key: adminKey, body: { presetCode: presets[0].code } });
    await api.post('/profiles/p2/apply-preset', { key: adminKey, body: { presetCode: presets[0].code } });
    await api.post('/profiles/p3/apply-preset', { key: adminKey, body: { presetCode: presets[1].code } });
    await api.put('/profiles/p4', { key: adminKey, body: { features: [] } });

    const report = await api.get('/analytics?interval=month', { key: adminKey });
    expect(report.body.totals.profiles).toBe(4);
    expect(report.body.byPreset).toEqual([
      { presetCode: presets[0].code, profiles: 2 },
      { presetCode: presets[1].code, profiles: 1 },
    ]);

    const [a] = await someFeatures(adminKey, 1);
    const filtered = await api.get(`/analytics?featureCode=${a}`, { key: adminKey });
    expect(filtered.status).toBe(200);
    expect((await api.get('/analytics?featureCode=nope', { key: adminKey })).body.code).toBe('unknown_feature');
    expect((await api.get('/analytics?from=2026-02-10&to=2026-02-01', { key: adminKey })).body.code).toBe('validation_failed');
    expect((await api.get('/analytics?interval=year', { key: adminKey })).body.code).toBe('validation_failed');
    expect((await api.get('/analytics?from=yesterday', { key: adminKey })).body.code).toBe('validation_failed');
  });
});

describe('retention', () => {
  it('deletes raw events older than dataRetentionDays and keeps the rollups that reports read', async () => {
    testClock.set('2026-09-30T12:00:00Z');
    const { adminKey, tenantId } = await createTestTenant();
    await api.put(`/tenants/${tenantId}`, { key: adminKey, body: { settings: { dataRetentionDays: 30 } } });
    const [a] = await someFeatures(adminKey, 1);
    const at = (iso: string) => ({ featureCode: a, externalUserId: `u-${iso}`, action: 'activated', occurredAt: iso });
    const sent = await api.post('/analytics/log', {
      key: adminKey,
      body: { events: [at('2026-08-01T10:00:00Z'), at('2026-08-30T10:00:00Z'), at('2026-09-29T10:00:00Z')] },
    });
    expect(sent.status).toBe(202);

    expect(await pruneExpiredEvents(tenantId)).toBe(2);
    const kept = await db.analyticsEvent.findMany({ where: { tenantId } });
    expect(kept.map((e) => e.occurredAt.toISOString())).toEqual(['2026-09-29T10:00:00.000Z']);

    const report = await api.get('/analytics?from=2026-07-01&to=2026-09-30&interval=month', { key: adminKey });
    expect(report.body.totals).toMatchObject({ events: 3, activations: 3, uniqueUsers: 3 });
    expect(report.body.series).toEqual([
      { period: '2026-07', activations: 0, uniqueUsers: 0 },
      { period: '2026-08', activations: 2, uniqueUsers: 2 },
      { period: '2026-09', activations: 1, uniqueUsers: 1 },
    ]);
  });
});

describe('text the database cannot store as is', () => {
  it('stores a lone UTF-16 surrogate in a userId as U+FFFD, as it counts it', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    const [a] = await someFeatures(adminKey, 1);
    const sent = await api.post('/analytics/log', {
      key: adminKey,
      body: { events: [{ featureCode: a, externalUserId: 'lone-\ud800-high', action: 'activated', sessionId: '\udc00', value: 'x\ud83d' }] },
    });
    expect(sent.status).toBe(202);
    const [stored] = await db.analyticsEvent.findMany({ where: { tenantId } });
    expect(stored).toMatchObject({ externalUserId: 'lone-\ufffd-high', sessionId: '\ufffd', value: 'x\ufffd' });
  });
});
