import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { loadCatalogue } from '@/lib/catalog/catalogue.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { partialsWritten } from './compact-rollups.ts';
import { isoDay, type Rollup } from './rollups.ts';
import type { AnalyticsEventInput } from './schemas.ts';
import { sketchOfUsers } from './user-sketch.ts';

const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

interface BatchRollup extends Rollup {
  day: string;
  featureCode: string;
}

/**
 * Records usage events and, in the same statement, the batch's partial rollups (its counts and
 * distinct-user sketch per day and feature), which reports add to the daily rollups until a
 * compaction merges them in (compact-rollups.ts). Append-only, so batches never wait for each other.
 * All or nothing: one bad event rejects the batch. Returns once everything is committed.
 */
export async function logEvents(ctx: Principal, events: AnalyticsEventInput[]): Promise<{ accepted: number }> {
  authorize(ctx, 'analytics:write');
  const received = now();
  const { featuresByCode } = await loadCatalogue();
  const unknown = events.flatMap((e, i) =>
    featuresByCode.has(e.featureCode) ? [] : [{ path: pathOf(events, i, 'featureCode'), message: `"${e.featureCode}" is not in the catalogue.` }],
  );
  if (unknown.length) throw new AppError('unknown_feature', 'Unknown feature code in the events; nothing was recorded.', { details: unknown });
  const future = events.flatMap((e, i) =>
    e.occurredAt && e.occurredAt.getTime() > received.getTime() + FUTURE_TOLERANCE_MS
      ? [{ path: pathOf(events, i, 'occurredAt'), message: 'Lies in the future.' }]
      : [],
  );
  if (future.length) throw new AppError('validation_failed', 'Events cannot happen in the future; nothing was recorded.', { details: future });

  const rows = events.map((e) => ({ ...e, occurredAt: e.occurredAt ?? received }));
  const partials = rollUp(rows);

  // One statement, so atomic without an interactive transaction; the rows go as two JSON parameters,
  // which cost far less to encode than a dozen arrays.
  const raw = JSON.stringify(
    rows.map((r) => [
      r.featureCode,
      wellFormed(r.externalUserId),
      r.action,
      wellFormed(r.value),
      wellFormed(r.sessionId),
      r.occurredAt.getTime(),
      wellFormed(r.pagePath),
    ]),
  );
  const partial = JSON.stringify(
    partials.map((r) => [r.day, r.featureCode, r.events, r.activations, r.deactivations, r.adjustments, r.users.toString('base64')]),
  );
  await db.$executeRaw`
    WITH raw AS (
      INSERT INTO analytics_events (tenant_id, feature_code, external_user_id, action, value, session_id, occurred_at, received_at, page_path)
      SELECT ${ctx.tenantId}, e->>0, e->>1, (e->>2)::"AnalyticsAction", e->>3, e->>4, 'epoch'::timestamptz + (e->>5)::bigint * interval '1 millisecond', ${received},
             e->>6
        FROM json_array_elements(${raw}::json) AS e
    )
    INSERT INTO analytics_daily_partials (tenant_id, day, feature_code, events, activations, deactivations, adjustments, users)
    SELECT ${ctx.tenantId}, (p->>0)::date, p->>1, (p->>2)::int, (p->>3)::int, (p->>4)::int, (p->>5)::int, decode(p->>6, 'base64')
      FROM json_array_elements(${partial}::json) AS p`;

  partialsWritten(ctx.tenantId, partials.length);
  return { accepted: events.length };
}

// PostgreSQL's JSON refuses lone UTF-16 surrogates; as text parameters (UTF-8) they became U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormed = (text: string | null | undefined) => (text == null ? null : text.replace(LONE_SURROGATE, '\ufffd'));

const pathOf = (events: unknown[], i: number, field: string) => (events.length === 1 ? field : `events[${i}].${field}`);

function rollUp(rows: (AnalyticsEventInput & { occurredAt: Date })[]): BatchRollup[] {
  const byKey = new Map<string, Omit<BatchRollup, 'users'> & { userIds: string[] }>();
  for (const row of rows) {
    const day = isoDay(row.occurredAt);
    const key = `${day}|${row.featureCode}`;
    let r = byKey.get(key);
    if (!r) byKey.set(key, (r = { day, featureCode: row.featureCode, events: 0, activations: 0, deactivations: 0, adjustments: 0, userIds: [] }));
    r.events++;
    if (row.action === 'activated') r.activations++;
    else if (row.action === 'deactivated') r.deactivations++;
    else r.adjustments++;
    r.userIds.push(row.externalUserId);
  }
  return [...byKey.values()].map(({ userIds, ...r }) => ({ ...r, users: sketchOfUsers(userIds) }));
}
