import { afterEach, describe, expect, it, vi } from 'vitest';
import { unsafePruneExpiredEventsOfAllTenants } from '@/lib/analytics/prune-events.ts';
import { testClock } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { startEmbeddedJobs } from '@/lib/jobs/embedded.ts';
import { crons } from '@/lib/workflows/index.ts';
import {
  housekeepingCrons,
  pruneAnalyticsEventsCron,
  pruneIdempotencyKeysCron,
  pruneSubjectCountersCron,
  sweepWidgetDaysCron,
} from '@/lib/workflows/housekeeping.ts';
import { createTestTenant } from '@/test/fixtures.ts';

/** The periodic cleanups (lib/workflows/housekeeping.ts), run as their driver runs them, on a real database. */
const AT = new Date('2026-06-10T08:00:00Z');
const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(AT.getTime() - ms);

afterEach(() => {
  testClock.reset();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('housekeeping crons', () => {
  it('prune-subject-counters drops minute buckets past their window and periods long over, and keeps the rest', async () => {
    testClock.set(AT);
    const second = Math.floor(AT.getTime() / 1000);
    await db.rateSubjectBucket.createMany({
      data: [
        { subject: 'old', second: BigInt(second - 61), count: 1 },
        { subject: 'live', second: BigInt(second - 30), count: 1 },
      ],
    });
    await db.rateSubjectPeriod.createMany({
      data: [
        { subject: 'old', periodStart: ago(40 * DAY_MS), periodCount: 3 },
        { subject: 'live', periodStart: ago(10 * DAY_MS), periodCount: 3 },
      ],
    });
    expect(await pruneSubjectCountersCron.run()).toEqual({ buckets: 1, periods: 1 });
    expect((await db.rateSubjectBucket.findMany()).map((b) => b.subject)).toEqual(['live']);
    expect((await db.rateSubjectPeriod.findMany()).map((p) => p.subject)).toEqual(['live']);
  });

  it('prune-idempotency-keys drops keys past their 24 hours, of every tenant, and keeps live ones', async () => {
    testClock.set(AT);
    const [a, b] = await Promise.all([createTestTenant(), createTestTenant()]);
    const key = (tenantId: string, name: string, expiresAt: Date) => ({ tenantId, key: name, method: 'POST', path: '/x', requestHash: 'h', expiresAt });
    await db.idempotencyKey.createMany({
      data: [key(a.tenantId, 'expired', ago(1000)), key(b.tenantId, 'expired', ago(1000)), key(a.tenantId, 'live', new Date(AT.getTime() + 1000))],
    });
    expect(await pruneIdempotencyKeysCron.run()).toEqual({ deleted: 2 });
    expect((await db.idempotencyKey.findMany({ select: { tenantId: true, key: true } })).map((k) => k.key)).toEqual(['live']);
  });

  it('sweep-widget-days drops days before yesterday and keeps yesterday and today', async () => {
    testClock.set(AT);
    const t = await createTestTenant({ plan: 'pro' });
    const days = ['2026-06-07', '2026-06-08', '2026-06-09', '2026-06-10'];
    await db.widgetDailyTokens.createMany({
      data: days.map((day) => ({ tenantId: t.tenantId, endUserId: 'cron', day: new Date(`${day}T00:00:00Z`), tokens: 10, updatedAt: AT })),
    });
    expect(await sweepWidgetDaysCron.run()).toEqual({ deleted: 2 });
    const left = await db.widgetDailyTokens.findMany({ where: { tenantId: t.tenantId }, orderBy: { day: 'asc' } });
    expect(left.map((row) => row.day.toISOString().slice(0, 10))).toEqual(['2026-06-09', '2026-06-10']);
  });

  it('prune-analytics-events drops events past each tenant’s own retention, for every tenant', async () => {
    testClock.set(AT);
    const [short, long] = await Promise.all([createTestTenant(), createTestTenant()]);
    await db.tenant.update({ where: { id: short.tenantId }, data: { settings: { dataRetentionDays: 30 } } });
    await db.tenant.update({ where: { id: long.tenantId }, data: { settings: { dataRetentionDays: 90 } } });
    const event = (tenantId: string, daysAgo: number) => ({
      tenantId,
      featureCode: 'font-size',
      externalUserId: `u-${daysAgo}`,
      action: 'activated' as const,
      occurredAt: ago(daysAgo * DAY_MS),
    });
    await db.analyticsEvent.createMany({ data: [10, 60, 120].flatMap((d) => [event(short.tenantId, d), event(long.tenantId, d)]) });
    expect(await pruneAnalyticsEventsCron.run()).toMatchObject({ deleted: 3 });
    const left = async (tenantId: string) =>
      (await db.analyticsEvent.findMany({ where: { tenantId }, orderBy: { occurredAt: 'desc' } })).map((e) => e.externalUserId);
    expect(await left(short.tenantId)).toEqual(['u-10']);
    expect(await left(long.tenantId)).toEqual(['u-10', 'u-60']);
  });

  it('deletes in bounded batches: a backlog is finished by the next runs, not in one long statement', async () => {
    testClock.set(AT);
    const t = await createTestTenant();
    await db.tenant.update({ where: { id: t.tenantId }, data: { settings: { dataRetentionDays: 30 } } });
    await db.analyticsEvent.createMany({
      data: Array.from({ length: 2500 }, (_, i) => ({
        tenantId: t.tenantId,
        featureCode: 'font-size',
        externalUserId: `u${i}`,
        action: 'activated' as const,
        occurredAt: ago(40 * DAY_MS),
      })),
    });
    const run = () => unsafePruneExpiredEventsOfAllTenants({ maxBatchesPerTenant: 1 });
    expect((await run()).deleted).toBe(1000);
    expect((await run()).deleted).toBe(1000);
    expect((await run()).deleted).toBe(500);
    expect(await db.analyticsEvent.count({ where: { tenantId: t.tenantId } })).toBe(0);
  });
});

describe('both drivers', () => {
  it('register the housekeeping crons: the embedded runner runs each on its interval', async () => {
    expect(crons).toEqual(expect.arrayContaining(housekeepingCrons));
    expect(housekeepingCrons.map((c) => c.id)).toEqual(['prune-subject-counters', 'prune-idempotency-keys', 'sweep-widget-days', 'prune-analytics-events']);
    // Only the crons' intervals are faked: the runner's own polling keeps real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const runs = crons.map((cron) => vi.spyOn(cron, 'run'));
    const runner = startEmbeddedJobs([], crons);
    expect(runner).not.toBeNull();
    try {
      vi.advanceTimersByTime(10 * 60_000);
      expect(vi.mocked(pruneSubjectCountersCron.run)).toHaveBeenCalledTimes(1);
      expect(vi.mocked(pruneIdempotencyKeysCron.run)).not.toHaveBeenCalled();
      vi.advanceTimersByTime(5 * 60_000);
      for (const cron of housekeepingCrons) expect(cron.run).toHaveBeenCalled();
      // Every other cron by its own interval (the longest: fix priorities, every six hours).
      vi.advanceTimersByTime(Math.max(...crons.map((cron) => cron.everyMs)) - 15 * 60_000);
      for (const run of runs) expect(run).toHaveBeenCalled();
      await Promise.all(runs.flatMap((run) => run.mock.results.map((r) => r.value)));
    } finally {
      await runner!.stop(1000);
    }
  });
});
