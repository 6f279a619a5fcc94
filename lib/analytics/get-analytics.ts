import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { loadCatalogue } from '@/lib/catalog/catalogue.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { AppError, validationFailed } from '@/lib/errors.ts';
import { readReportRollups } from './read-rollups.ts';
import { isoDay } from './rollups.ts';
import type { AnalyticsQuery, AnalyticsReport } from './schemas.ts';
import { estimate, mergeSketches, type Sketch } from './user-sketch.ts';

const DAY_MS = 86_400_000;
const MAX_DAYS = 731;

/**
 * Usage report over whole UTC days, from the daily rollups only (never the raw events), so a month
 * reads about a month of rows per feature whatever the traffic (read-rollups.ts). Default: the last 30 days.
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

  const [rollups, presets] = await Promise.all([
    readReportRollups({ tenantId: ctx.tenantId, from: isoDay(from), to: isoDay(to), featureCode: query.featureCode }),
    db.profile.groupBy({ by: ['activePresetCode'], where: inTenant(ctx), _count: { _all: true } }),
  ]);
  // Per day: across all features (the totals rows, which hold each user once), or of the one feature.
  const perDay = [...rollups.perDay.entries()];

  const periods = new Map<string, { activations: number; sketches: Sketch[] }>();
  for (let t = from.getTime(); t <= to.getTime(); t += DAY_MS) periods.set(periodOf(new Date(t), query.interval), { activations: 0, sketches: [] });
  for (const [day, r] of perDay) {
    const period = periods.get(periodOf(new Date(day), query.interval))!;
    period.activations += r.activations;
    period.sketches.push(r.users);
  }

  return {
    range: { from: isoDay(from), to: isoDay(to), interval: query.interval },
    totals: {
      events: perDay.reduce((n, [, r]) => n + r.events, 0),
      activations: perDay.reduce((n, [, r]) => n + r.activations, 0),
      uniqueUsers: estimate(mergeSketches(perDay.map(([, r]) => r.users))),
      profiles: presets.reduce((n, p) => n + p._count._all, 0),
    },
    series: [...periods].map(([period, p]) => ({ period, activations: p.activations, uniqueUsers: estimate(mergeSketches(p.sketches)) })),
    byFeature: [...rollups.byFeature]
      .map(([featureCode, f]) => ({ featureCode, activations: f.activations, uniqueUsers: estimate(f.users) }))
      .sort((a, b) => b.activations - a.activations || a.featureCode.localeCompare(b.featureCode)),
    byPreset: presets
      .filter((p) => p.activePresetCode !== null)
      .map((p) => ({ presetCode: p.activePresetCode!, profiles: p._count._all }))
      .sort((a, b) => b.profiles - a.profiles || a.presetCode.localeCompare(b.presetCode)),
  };
}

const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** day: 2026-03-05; week: the ISO week's Monday, 2026-03-02; month: 2026-03. */
function periodOf(day: Date, interval: AnalyticsQuery['interval']): string {
  if (interval === 'month') return isoDay(day).slice(0, 7);
  if (interval === 'week') return isoDay(new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS));
  return isoDay(day);
}
