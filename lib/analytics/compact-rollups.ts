import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { db } from '@/lib/db/client.ts';
import { sqlInTenant } from '@/lib/db/scope.ts';
import { logger } from '@/lib/logger.ts';
import { RollupSums, decodeSketches, rollupLockKey } from './rollups.ts';

/** Partial rows one process writes for a tenant before it compacts them (about 20 batches of 100 events). */
export const COMPACT_AFTER_ROWS = 1_000;
/** Partial rows merged per transaction, which bounds its memory and how long its merge holds the event loop. */
const ROWS_PER_COMPACTION = 5_000;

/** A row of the compaction lock (lib/db/columns.ts). */
const lockRow = z.object({ locked: z.boolean() });

/** A row of compactRollups (lib/db/columns.ts). */
const compactionRow = z.object({
  kind: z.enum(['partial', 'feature', 'total']),
  day: z.string(),
  feature_code: z.string().nullable(),
  events: z.number(),
  activations: z.number(),
  deactivations: z.number(),
  adjustments: z.number(),
  users: z.string(),
});

/**
 * Merges a tenant's partial rollups (written by logEvents, one set per batch) into the canonical
 * daily rollups and totals, and deletes them, in one transaction. Only one compaction per tenant runs
 * at a time (a try-lock: a busy tenant is skipped, never waited for); ingest never takes that lock.
 * Reports read the canonical rows and the partials in one statement, so they see the partials either
 * before or after a compaction, never both or neither.
 */
export async function compactRollups(tenantId: string, limit = ROWS_PER_COMPACTION): Promise<{ merged: number; busy: boolean }> {
  return db.$transaction(
    async (tx) => {
      const [lock] = parseRows(
        lockRow,
        await tx.$queryRaw`SELECT pg_try_advisory_xact_lock(hashtextextended(${rollupLockKey(tenantId)}, 0)) AS locked`,
        'compaction lock',
      );
      if (!lock?.locked) return { merged: 0, busy: true };

      // Takes the partials (only committed ones are visible, so a batch still in flight waits for the
      // next compaction) and reads the canonical rows they add to, with 0 counts: SQL adds the counts.
      const rows = decodeSketches(
        parseRows(
          compactionRow,
          await tx.$queryRaw`
        WITH taken AS (
          DELETE FROM analytics_daily_partials
           WHERE id IN (SELECT id FROM analytics_daily_partials WHERE ${sqlInTenant({ tenantId })} ORDER BY day LIMIT ${limit})
          RETURNING day, feature_code, events, activations, deactivations, adjustments, users
        )
        SELECT 'partial' AS kind, to_char(day, 'YYYY-MM-DD') AS day, feature_code, events, activations, deactivations, adjustments,
               encode(users, 'base64') AS users
          FROM taken
        UNION ALL
        SELECT 'feature', to_char(day, 'YYYY-MM-DD'), feature_code, 0, 0, 0, 0, encode(users, 'base64')
          FROM analytics_daily WHERE ${sqlInTenant({ tenantId })} AND (day, feature_code) IN (SELECT day, feature_code FROM taken)
        UNION ALL
        SELECT 'total', to_char(day, 'YYYY-MM-DD'), NULL, 0, 0, 0, 0, encode(users, 'base64')
          FROM analytics_daily_totals WHERE ${sqlInTenant({ tenantId })} AND day IN (SELECT day FROM taken)`,
          'compactRollups',
        ),
      );
      const merged = rows.filter((r) => r.kind === 'partial').length;
      if (!merged) return { merged, busy: false };

      const daily = new RollupSums();
      const totals = new RollupSums();
      for (const row of rows) {
        if (row.kind !== 'total') daily.add(`${row.day}|${row.feature_code}`, row);
        if (row.kind !== 'feature') totals.add(row.day, row);
      }
      const features = [...daily.settle()].map(([key, r]) => ({ ...r, day: key.slice(0, 10), featureCode: key.slice(11) }));
      const days = [...totals.settle()].map(([day, r]) => ({ ...r, day }));

      // As JSON (sketches in base64): far cheaper to encode than arrays of bytea.
      const daily64 = JSON.stringify(
        features.map((r) => [r.day, r.featureCode, r.events, r.activations, r.deactivations, r.adjustments, r.users.toString('base64')]),
      );
      const totals64 = JSON.stringify(days.map((r) => [r.day, r.events, r.activations, r.users.toString('base64')]));
      await tx.$executeRaw`
        WITH daily AS (
          INSERT INTO analytics_daily AS d (tenant_id, day, feature_code, events, activations, deactivations, adjustments, users)
          SELECT ${tenantId}, (r->>0)::date, r->>1, (r->>2)::int, (r->>3)::int, (r->>4)::int, (r->>5)::int, decode(r->>6, 'base64')
            FROM json_array_elements(${daily64}::json) AS r
          ON CONFLICT (tenant_id, day, feature_code) DO UPDATE SET
            events = d.events + EXCLUDED.events, activations = d.activations + EXCLUDED.activations,
            deactivations = d.deactivations + EXCLUDED.deactivations, adjustments = d.adjustments + EXCLUDED.adjustments,
            users = EXCLUDED.users
        )
        INSERT INTO analytics_daily_totals AS d (tenant_id, day, events, activations, users)
        SELECT ${tenantId}, (r->>0)::date, (r->>1)::int, (r->>2)::int, decode(r->>3, 'base64')
          FROM json_array_elements(${totals64}::json) AS r
        ON CONFLICT (tenant_id, day) DO UPDATE SET
          events = d.events + EXCLUDED.events, activations = d.activations + EXCLUDED.activations, users = EXCLUDED.users`;
      return { merged, busy: false };
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}

// ---------------------------------------------------------------------------------------------------
// In the background: one compaction at a time per process, never awaited by a request.

const written = new Map<string, number>();
const queued = new Set<string>();
let draining: Promise<void> | null = null;

/** logEvents wrote `rows` partial rows for the tenant: compact them in the background once there are enough. */
export function partialsWritten(tenantId: string, rows: number): void {
  const total = (written.get(tenantId) ?? 0) + rows;
  if (total < COMPACT_AFTER_ROWS) {
    written.set(tenantId, total);
    return;
  }
  written.delete(tenantId);
  requestCompaction(tenantId);
}

/** Queues a background compaction of the tenant's partial rollups. */
export function requestCompaction(tenantId: string): void {
  queued.add(tenantId);
  if (draining) return;
  draining = drain().finally(() => {
    draining = null;
    if (queued.size) requestCompaction(queued.values().next().value!);
  });
}

async function drain(): Promise<void> {
  for (let tenantId = first(queued); tenantId !== undefined; tenantId = first(queued)) {
    queued.delete(tenantId);
    try {
      const { merged } = await compactRollups(tenantId);
      if (merged === ROWS_PER_COMPACTION) queued.add(tenantId); // there may be more
    } catch (error) {
      // Nothing is lost: the partials stay, reports still add them, and a later compaction takes them.
      logger.warn({ err: error, tenantId }, 'analytics: compacting the partial rollups failed');
    }
  }
}

const first = <T>(set: Set<T>): T | undefined => set.values().next().value;

/** Resolves once this process has no compaction queued or running (tests, benchmarks). */
export async function compactionsSettled(): Promise<void> {
  while (draining) await draining;
}
