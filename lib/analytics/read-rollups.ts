import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { LRUCache } from 'lru-cache';
import { now } from '@/lib/clock.ts';
import { db, PrismaNs } from '@/lib/db/client.ts';
import { sqlInTenant } from '@/lib/db/scope.ts';
import { requestCompaction } from './compact-rollups.ts';
import { RollupSums, decodeSketches, isoDay, type Rollup, type RollupRow } from './rollups.ts';
import type { Sketch } from './user-sketch.ts';

/** Partial rows a report may find in its range before it asks for a background compaction. */
const COMPACT_AFTER_PARTIALS_READ = 200;
const CACHE_BYTES = 64 * 1024 * 1024;

export interface ReportRange {
  tenantId: string;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from: string;
  to: string;
  featureCode?: string;
}

/** A report's rollups: per day (of the feature, or of all features) and per feature. */
export interface ReportRollups {
  perDay: Map<string, Rollup>;
  byFeature: Map<string, Rollup>;
}

/**
 * The range's days before today, merged, as of `version`: the canonical events of each day. A day's
 * canonical rows only change by a compaction, which adds at least one event to its totals row in the
 * same transaction, so an unchanged version proves the merged sketches are still exact.
 */
interface PastDays extends ReportRollups {
  version: string;
  bytes: number;
}

// Per process: merging a month of per-feature sketches is most of a report's cost, and a past day
// only changes when late events arrive for it.
const cache = new LRUCache<string, PastDays>({ maxSize: CACHE_BYTES, sizeCalculation: (entry) => entry.bytes });

/** How the cache of past days fared in this process: stale entries are also counted as misses. */
export const pastDaysCache = { hits: 0, misses: 0, stale: 0 };

interface Row extends RollupRow {
  kind: 'total' | 'feature' | 'partial';
  day: string;
  feature_code: string | null;
}
/**
 * Reads what a report needs, exactly: the canonical daily rollups plus the partials not compacted
 * yet, all in one statement (one snapshot). The days before today come from the cache when their
 * version still matches, so only today's rows and the partials bring sketches.
 */
export async function readReportRollups(range: ReportRange): Promise<ReportRollups> {
  const today = isoDay(now());
  const lastPastDay = range.to < today ? range.to : isoDay(new Date(Date.parse(today) - 86_400_000));
  const key = range.from <= lastPastDay ? `${range.tenantId}|${range.featureCode ?? ''}|${range.from}|${lastPastDay}` : null;

  let past = key ? cache.get(key) : undefined;
  let rows = await readRows(range, past ? today : range.from);
  if (past && past.version !== versionOf(rows, lastPastDay)) {
    pastDaysCache.stale++;
    past = undefined;
    rows = await readRows(range, range.from);
  } else if (past) pastDaysCache.hits++;
  if (!past && key) {
    pastDaysCache.misses++;
    cache.set(key, (past = mergePastDays(rows, lastPastDay, range)));
  }

  const perDay = new RollupSums();
  const byFeature = new RollupSums();
  for (const [day, r] of past?.perDay ?? []) perDay.add(day, r);
  for (const [code, r] of past?.byFeature ?? []) byFeature.add(code, r);
  let partials = 0;
  for (const row of rows) {
    if (row.kind === 'partial') partials++;
    else if (row.day <= lastPastDay) continue; // in `past`
    addRow(row, range, perDay, byFeature);
  }
  if (partials >= COMPACT_AFTER_PARTIALS_READ) requestCompaction(range.tenantId);
  return { perDay: perDay.settle(), byFeature: byFeature.settle() };
}

/** A canonical or partial row into the report's sums; per day, totals rows (all features) unless filtered. */
function addRow(row: Row, range: ReportRange, perDay: RollupSums, byFeature: RollupSums): void {
  if (row.kind !== 'total') byFeature.add(row.feature_code!, row);
  if (row.kind === 'partial' || row.kind === (range.featureCode ? 'feature' : 'total')) perDay.add(row.day, row);
}

function mergePastDays(rows: Row[], lastPastDay: string, range: ReportRange): PastDays {
  const perDay = new RollupSums();
  const byFeature = new RollupSums();
  for (const row of rows) if (row.kind !== 'partial' && row.day <= lastPastDay) addRow(row, range, perDay, byFeature);
  // Copies with memory of their own: a small Buffer may be a slice of a shared slab, which the cache would keep.
  const own = (rollups: Map<string, Rollup>) => new Map([...rollups].map(([k, r]) => [k, { ...r, users: copyOf(r.users) }]));
  const merged = { perDay: own(perDay.settle()), byFeature: own(byFeature.settle()) };
  let bytes = 256;
  for (const r of [...merged.perDay.values(), ...merged.byFeature.values()]) bytes += r.users.length + 64;
  return { ...merged, version: versionOf(rows, lastPastDay), bytes };
}

function copyOf(sketch: Sketch): Sketch {
  const copy = Buffer.allocUnsafeSlow(sketch.length);
  sketch.copy(copy);
  return copy;
}

function versionOf(rows: Row[], lastPastDay: string): string {
  return rows
    .filter((r) => r.kind === 'total' && r.day <= lastPastDay)
    .map((r) => `${r.day}:${r.events}`)
    .sort()
    .join(',');
}

/** A row of readRows (lib/db/columns.ts). */
const sqlRow = z.object({
  kind: z.enum(['total', 'feature', 'partial']),
  day: z.string(),
  feature_code: z.string().nullable(),
  events: z.number(),
  activations: z.number(),
  users: z.string().nullable(),
});

/**
 * Totals rows of every day (their events are the version), per-feature rows from `sketchesFrom` on,
 * and every partial row of the range. Sketches only where they are used.
 */
async function readRows({ tenantId, from, to, featureCode }: ReportRange, sketchesFrom: string): Promise<Row[]> {
  const tenant = sqlInTenant({ tenantId });
  const feature = featureCode ? PrismaNs.sql`AND feature_code = ${featureCode}` : PrismaNs.empty;
  return decodeSketches(
    parseRows(
      sqlRow,
      await db.$queryRaw`
      SELECT 'total' AS kind, to_char(day, 'YYYY-MM-DD') AS day, NULL AS feature_code, events, activations,
             CASE WHEN ${!featureCode} AND day >= ${sketchesFrom}::date THEN encode(users, 'base64') END AS users
        FROM analytics_daily_totals WHERE ${tenant} AND day BETWEEN ${from}::date AND ${to}::date
      UNION ALL
      SELECT 'feature', to_char(day, 'YYYY-MM-DD'), feature_code, events, activations, encode(users, 'base64')
        FROM analytics_daily WHERE ${tenant} AND day BETWEEN ${sketchesFrom}::date AND ${to}::date ${feature}
      UNION ALL
      SELECT 'partial', to_char(day, 'YYYY-MM-DD'), feature_code, events, activations, encode(users, 'base64')
        FROM analytics_daily_partials WHERE ${tenant} AND day BETWEEN ${from}::date AND ${to}::date ${feature}`,
      'readRows',
    ),
  );
}
