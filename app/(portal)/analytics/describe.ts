import { formatNumber } from '@/components/charts/scale.ts';
import type { AnalyticsReport } from '@/lib/analytics/schemas.ts';

type Interval = AnalyticsReport['range']['interval'];

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

const asDate = (period: string) => new Date(period.length === 7 ? `${period}-01T00:00:00Z` : `${period}T00:00:00Z`);

/** A report period (2026-03-05, the Monday of a week, or 2026-03) in words. */
export function periodName(period: string, interval: Interval): string {
  if (interval === 'month') return monthFormat.format(asDate(period));
  const day = dayFormat.format(asDate(period));
  return interval === 'week' ? `Week of ${day}` : day;
}

/** The same, short enough for an axis. */
export function periodTick(period: string, interval: Interval): string {
  return interval === 'month' ? monthFormat.format(asDate(period)) : shortDayFormat.format(asDate(period));
}

export const dayName = (isoDay: string) => dayFormat.format(asDate(isoDay));

const INTERVAL_WORDS: Record<Interval, string> = { day: 'day', week: 'week', month: 'month' };

export function overTimeSummary(report: AnalyticsReport): string {
  const { range, series, totals } = report;
  const span = `from ${dayName(range.from)} to ${dayName(range.to)}`;
  if (totals.activations === 0) return `No activations ${span}.`;
  const busiest = series.reduce((best, p) => (p.activations > best.activations ? p : best));
  const average = totals.activations / Math.max(1, series.length);
  return (
    `${formatNumber(totals.activations)} activations ${span}, about ${formatNumber(Math.round(average * 10) / 10)} a ${INTERVAL_WORDS[range.interval]}. ` +
    `Busiest: ${periodName(busiest.period, range.interval)} with ${formatNumber(busiest.activations)}.`
  );
}

export function byFeatureSummary(features: readonly { name: string; activations: number }[]): string {
  if (features.length === 0) return 'No feature was activated in this period.';
  const top = features.slice(0, 3).map((f) => `${f.name} (${formatNumber(f.activations)})`);
  const list = top.length > 1 ? `${top.slice(0, -1).join(', ')} and ${top.at(-1)}` : top[0];
  return `${features.length === 1 ? 'One feature was' : `${features.length} features were`} activated. Most activated: ${list}.`;
}
