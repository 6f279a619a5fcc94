import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { loadCatalogue } from '@/lib/catalog/catalogue.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { pruneExpiredEvents } from './prune-events.ts';
import type { AnalyticsEventInput } from './schemas.ts';
import { emptySketch, hashUser, mergeSketches } from './user-sketch.ts';

const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

interface Rollup {
  day: string;
  featureCode: string;
  events: number;
  activations: number;
  deactivations: number;
  adjustments: number;
  users: bigint[];
}

/**
 * Records usage events and, in the same transaction, adds them to the daily rollups that reports
 * read. All or nothing: one bad event rejects the batch. Returns once everything is committed.
 */
export async function logEvents(ctx: Principal, events: AnalyticsEventInput[]): Promise<{ accepted: number }> {
  authorize(ctx, 'analytics:write');
  const received = now();
  const { featuresByCode } = await loadCatalogue();
  const unknown = events.flatMap((e, i) => (featuresByCode.has(e.featureCode) ? [] : [{ path: pathOf(events, i, 'featureCode'), message: `"${e.featureCode}" is not in the catalogue.` }]));
  if (unknown.length) throw new AppError('unknown_feature', 'Unknown feature code in the events; nothing was recorded.', { details: unknown });
  const future = events.flatMap((e, i) =>
    e.occurredAt && e.occurredAt.getTime() > received.getTime() + FUTURE_TOLERANCE_MS
      ? [{ path: pathOf(events, i, 'occurredAt'), message: 'Lies in the future.' }]
      : [],
  );
  if (future.length) throw new AppError('validation_failed', 'Events cannot happen in the future; nothing was recorded.', { details: future });

  const rows = events.map((e) => ({ ...e, occurredAt: e.occurredAt ?? received }));
  const rollups = rollUp(rows);
  const totals = rollUpTotals(rollups);

  await db.$transaction(async (tx) => {
    // Rollups are merged in application code (the user sketches), so one tenant's batches take turns.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`analytics:${ctx.tenantId}`}, 0))`;
    await tx.$executeRaw`
      INSERT INTO analytics_events (tenant_id, feature_code, external_user_id, action, value, session_id, occurred_at, received_at)
      SELECT ${ctx.tenantId}, e.feature_code, e.user_id, e.action::"AnalyticsAction", e.value, e.session_id, e.occurred_at, ${received}
        FROM unnest(${rows.map((r) => r.featureCode)}::text[], ${rows.map((r) => r.externalUserId)}::text[], ${rows.map((r) => r.action)}::text[],
                    ${rows.map((r) => r.value ?? null)}::text[], ${rows.map((r) => r.sessionId ?? null)}::text[], ${rows.map((r) => r.occurredAt)}::timestamptz[])
          AS e(feature_code, user_id, action, value, session_id, occurred_at)`;

    const days = [...new Set(rollups.map((r) => r.day))];
    const stored = await tx.analyticsDaily.findMany({
      where: { tenantId: ctx.tenantId, day: { in: days.map((d) => new Date(d)) }, featureCode: { in: [...new Set(rollups.map((r) => r.featureCode))] } },
      select: { day: true, featureCode: true, users: true },
    });
    const storedTotals = await tx.analyticsDailyTotal.findMany({
      where: { tenantId: ctx.tenantId, day: { in: days.map((d) => new Date(d)) } },
      select: { day: true, users: true },
    });
    const sketchOf = new Map(stored.map((s) => [`${isoDay(s.day)}|${s.featureCode}`, Buffer.from(s.users)]));
    const totalSketchOf = new Map(storedTotals.map((s) => [isoDay(s.day), Buffer.from(s.users)]));

    const users = rollups.map((r) => mergeSketches([sketchOf.get(`${r.day}|${r.featureCode}`) ?? emptySketch()], r.users));
    await tx.$executeRaw`
      INSERT INTO analytics_daily AS d (tenant_id, day, feature_code, events, activations, deactivations, adjustments, users)
      SELECT ${ctx.tenantId}, r.day, r.feature_code, r.events, r.activations, r.deactivations, r.adjustments, r.users
        FROM unnest(${rollups.map((r) => r.day)}::date[], ${rollups.map((r) => r.featureCode)}::text[], ${rollups.map((r) => r.events)}::int[],
                    ${rollups.map((r) => r.activations)}::int[], ${rollups.map((r) => r.deactivations)}::int[], ${rollups.map((r) => r.adjustments)}::int[],
                    ${users}::bytea[])
          AS r(day, feature_code, events, activations, deactivations, adjustments, users)
      ON CONFLICT (tenant_id, day, feature_code) DO UPDATE SET
        events = d.events + EXCLUDED.events, activations = d.activations + EXCLUDED.activations,
        deactivations = d.deactivations + EXCLUDED.deactivations, adjustments = d.adjustments + EXCLUDED.adjustments,
        users = EXCLUDED.users`;

    const totalUsers = totals.map((t) => mergeSketches([totalSketchOf.get(t.day) ?? emptySketch()], t.users));
    await tx.$executeRaw`
      INSERT INTO analytics_daily_totals AS d (tenant_id, day, events, activations, users)
      SELECT ${ctx.tenantId}, r.day, r.events, r.activations, r.users
        FROM unnest(${totals.map((t) => t.day)}::date[], ${totals.map((t) => t.events)}::int[], ${totals.map((t) => t.activations)}::int[], ${totalUsers}::bytea[])
          AS r(day, events, activations, users)
      ON CONFLICT (tenant_id, day) DO UPDATE SET
        events = d.events + EXCLUDED.events, activations = d.activations + EXCLUDED.activations, users = EXCLUDED.users`;
  });

  if (Math.random() < 0.01) void pruneExpiredEvents(ctx.tenantId).catch(() => {});
  return { accepted: events.length };
}

const pathOf = (events: unknown[], i: number, field: string) => (events.length === 1 ? field : `events[${i}].${field}`);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function rollUp(rows: (AnalyticsEventInput & { occurredAt: Date })[]): Rollup[] {
  const byKey = new Map<string, Rollup>();
  for (const row of rows) {
    const day = isoDay(row.occurredAt);
    const key = `${day}|${row.featureCode}`;
    let r = byKey.get(key);
    if (!r) byKey.set(key, (r = { day, featureCode: row.featureCode, events: 0, activations: 0, deactivations: 0, adjustments: 0, users: [] }));
    r.events++;
    if (row.action === 'activated') r.activations++;
    else if (row.action === 'deactivated') r.deactivations++;
    else r.adjustments++;
    r.users.push(hashUser(row.externalUserId));
  }
  return [...byKey.values()];
}

function rollUpTotals(rollups: Rollup[]): { day: string; events: number; activations: number; users: bigint[] }[] {
  const byDay = new Map<string, { day: string; events: number; activations: number; users: bigint[] }>();
  for (const r of rollups) {
    let t = byDay.get(r.day);
    if (!t) byDay.set(r.day, (t = { day: r.day, events: 0, activations: 0, users: [] }));
    t.events += r.events;
    t.activations += r.activations;
    t.users.push(...r.users);
  }
  return [...byDay.values()];
}
