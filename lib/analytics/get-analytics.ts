import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { loadCatalogue } from '@/lib/catalog/catalogue.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { AppError, validationFailed } from '@/lib/errors.ts';
import type { AnalyticsQuery, AnalyticsReport } from './schemas.ts';
import { estimate, mergeSketches, type Sketch } from './user-sketch.ts';

const DAY_MS = 86_400_000;
const MAX_DAYS = 731;

/**
 * Usage report over whole UTC days, from the daily rollups only (never the raw events), so a month
 * reads about a month of rows per feature whatever the traffic. Default: the last 30 days.
 */
export async function getAnalytics(ctx: Principal, query: AnalyticsQuery): Promise<AnalyticsReport> {
  authorize(ctx, 'analytics:read');
  const to = startOfDay(query.to ?? now());
  const from = startOfDay(query.from ?? new Date(to.getTime() - 29 * DAY_MS));
  if (from > to) throw validationFailed([{ path: 'from', message: 'Must not be after `to`.' }]);
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_DAYS) {
    throw validationFailed([{ path: 'from', message: `A report covers at most ${MAX_DAYS} days.` }]);
  }
  if (query.featureCode && !(await loadCatalogue()).featuresByCode.has(query.featureCode)) {
    throw new AppError('unknown_feature', `Unknown feature code: ${query.featureCode}.`, {
      details: [{ path: 'featureCode', message: 'Not in the catalogue.' }],
    });
  }

  const range = { ...inTenant(ctx), day: { gte: from, lte: to } };
  const [daily, totals, presets] = await Promise.all([
    db.analyticsDaily.findMany({
      where: { ...range, ...(query.featureCode ? { featureCode: query.featureCode } : {}) },
      select: { day: true, featureCode: true, events: true, activations: true, users: true },
    }),
    // Across all features the per-day totals already hold each user once.
    query.featureCode ? Promise.resolve(null) : db.analyticsDailyTotal.findMany({ where: range, select: { day: true, events: true, activations: true, users: true } }),
    db.profile.groupBy({ by: ['activePresetCode'], where: inTenant(ctx), _count: { _all: true } }),
  ]);
  const perDay = totals ?? daily;

  const periods = new Map<string, { activations: number; sketches: Sketch[] }>();
  for (let t = from.getTime(); t <= to.getTime(); t += DAY_MS) periods.set(periodOf(new Date(t), query.interval), { activations: 0, sketches: [] });
  for (const row of perDay) {
    const period = periods.get(periodOf(row.day, query.interval))!;
    period.activations += row.activations;
    period.sketches.push(Buffer.from(row.users));
  }

  const features = new Map<string, { activations: number; sketches: Sketch[] }>();
  for (const row of daily) {
    let feature = features.get(row.featureCode);
    if (!feature) features.set(row.featureCode, (feature = { activations: 0, sketches: [] }));
    feature.activations += row.activations;
    feature.sketches.push(Buffer.from(row.users));
  }

  return {
    range: { from: isoDay(from), to: isoDay(to), interval: query.interval },
    totals: {
      events: perDay.reduce((n, r) => n + r.events, 0),
      activations: perDay.reduce((n, r) => n + r.activations, 0),
      uniqueUsers: estimate(mergeSketches(perDay.map((r) => Buffer.from(r.users)))),
      profiles: presets.reduce((n, p) => n + p._count._all, 0),
    },
    series: [...periods].map(([period, p]) => ({ period, activations: p.activations, uniqueUsers: estimate(mergeSketches(p.sketches)) })),
    byFeature: [...features]
      .map(([featureCode, f]) => ({ featureCode, activations: f.activations, uniqueUsers: estimate(mergeSketches(f.sketches)) }))
      .sort((a, b) => b.activations - a.activations || a.featureCode.localeCompare(b.featureCode)),
    byPreset: presets
      .filter((p) => p.activePresetCode !== null)
      .map((p) => ({ presetCode: p.activePresetCode!, profiles: p._count._all }))
      .sort((a, b) => b.profiles - a.profiles || a.presetCode.localeCompare(b.presetCode)),
  };
}

const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** day: 2026-03-05; week: the ISO week's Monday, 2026-03-02; month: 2026-03. */
function periodOf(day: Date, interval: AnalyticsQuery['interval']): string {
  if (interval === 'month') return isoDay(day).slice(0, 7);
  if (interval === 'week') return isoDay(new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS));
  return isoDay(day);
}
