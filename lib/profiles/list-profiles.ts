import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db, PrismaNs } from '@/lib/db/client.ts';
import { sqlInTenant } from '@/lib/db/scope.ts';
import { decodeCursor, encodeCursor, type Page } from '@/lib/pagination.ts';
import type { ListProfilesQuery, ProfileSummaryDto } from './schemas.ts';

type Row = z.output<typeof profileRow>;

/** A row of listProfiles (lib/db/columns.ts). */
const profileRow = z.object({
  id: z.string(),
  user_id: z.string(),
  active_preset_code: z.string().nullable(),
  self_service_enabled: z.boolean(),
  configured_by: z.string().nullable(),
  grade_level: z.number().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
  total_features: z.number(),
  enabled_features: z.number(),
});

/**
 * The caller's tenant's profiles, most recently written first (a write to any setting moves its profile to
 * the top), `limit` at a time on keyset cursors over (updatedAt, id). `q` keeps user ids containing it,
 * case-insensitively, with `%`, `_` and `\` taken literally. A profile written while someone pages moves
 * to the first page: the pages after it neither repeat nor skip any other.
 */
export async function listProfiles(ctx: Principal, query: ListProfilesQuery): Promise<Page<ProfileSummaryDto>> {
  authorize(ctx, 'profiles:read');
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  // The page is chosen first, then only its profiles' settings are counted.
  const rows = parseRows(
    profileRow,
    await db.$queryRaw`
    SELECT p.*, c.total_features, c.enabled_features
      FROM (
        SELECT p.id, p.user_id, p.active_preset_code, p.self_service_enabled, p.configured_by, p.grade_level, p.created_at, p.updated_at
          FROM profiles p
         WHERE ${sqlInTenant(ctx, 'p')}
           ${query.q ? PrismaNs.sql`AND p.user_id ILIKE ${`%${escapeLike(query.q)}%`} ESCAPE '\\'` : PrismaNs.empty}
           ${after ? PrismaNs.sql`AND (p.updated_at, p.id) < (${after.createdAt}::timestamptz, ${after.id})` : PrismaNs.empty}
         ORDER BY p.updated_at DESC, p.id DESC
         LIMIT ${query.limit + 1}
      ) p
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS total_features, (count(*) FILTER (WHERE s.is_enabled))::int AS enabled_features
          FROM profile_settings s
         WHERE s.profile_id = p.id
      ) c
     ORDER BY p.updated_at DESC, p.id DESC`,
    'listProfiles',
  );
  const more = rows.length > query.limit;
  const kept = more ? rows.slice(0, query.limit) : rows;
  const last = kept[kept.length - 1];
  return {
    data: kept.map(toSummary),
    // The position is (updatedAt, id): encodeCursor's createdAt slot holds this list's timestamp.
    nextCursor: more && last ? encodeCursor({ createdAt: last.updated_at, id: last.id }) : null,
  };
}

/** `text` as a LIKE pattern that matches only itself: the escape character and the two wildcards escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function toSummary(row: Row): ProfileSummaryDto {
  return {
    userId: row.user_id,
    activePresetCode: row.active_preset_code,
    selfServiceEnabled: row.self_service_enabled,
    configuredBy: row.configured_by,
    gradeLevel: row.grade_level,
    enabledFeatures: row.enabled_features,
    totalFeatures: row.total_features,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
