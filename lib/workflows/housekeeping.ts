import { unsafePruneExpiredEventsOfAllTenants } from '@/lib/analytics/prune-events.ts';
import { unsafeSweepPastDays } from '@/lib/content/widget-calls.ts';
import { unsafePruneExpiredIdempotencyKeys } from '@/lib/api/idempotency.ts';
import { defineCron } from '@/lib/jobs/workflow.ts';
import { pruneSubjectCounters } from '@/lib/limits/consume.ts';

/**
 * Periodic cleanups, never on a request's path. Each deletes in bounded batches (lib/db/delete-in-batches.ts)
 * and is safe on several instances at once: a row deleted twice is deleted once, and what a run leaves is
 * the next run's.
 */

/** Rate-limit counters of callers that are not keys: minute buckets past their window, periods long over. */
export const pruneSubjectCountersCron = defineCron({
  id: 'prune-subject-counters',
  cron: '*/10 * * * *',
  everyMs: 10 * 60_000,
  run: () => pruneSubjectCounters(),
});

/** Idempotency keys past their 24 hours. */
export const pruneIdempotencyKeysCron = defineCron({
  id: 'prune-idempotency-keys',
  cron: '*/15 * * * *',
  everyMs: 15 * 60_000,
  run: async () => ({ deleted: await unsafePruneExpiredIdempotencyKeys() }),
});

/** The widget's per-end-user token counts of days before yesterday. */
export const sweepWidgetDaysCron = defineCron({
  id: 'sweep-widget-days',
  cron: '*/15 * * * *',
  everyMs: 15 * 60_000,
  run: async () => ({ deleted: await unsafeSweepPastDays() }),
});

/** Raw analytics events past each tenant's dataRetentionDays. */
export const pruneAnalyticsEventsCron = defineCron({
  id: 'prune-analytics-events',
  cron: '*/15 * * * *',
  everyMs: 15 * 60_000,
  run: () => unsafePruneExpiredEventsOfAllTenants(),
});

export const housekeepingCrons = [pruneSubjectCountersCron, pruneIdempotencyKeysCron, sweepWidgetDaysCron, pruneAnalyticsEventsCron];
