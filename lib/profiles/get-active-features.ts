import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { createHash } from 'node:crypto';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { sqlInTenant } from '@/lib/db/scope.ts';
import type { ActiveFeaturesDto } from './schemas.ts';

/** A row of getActiveFeatures (lib/db/columns.ts). */
const activeFeatureRow = z.object({ active_preset_code: z.string().nullable(), feature_code: z.string().nullable(), value: z.string().nullable() });

/**
 * The hot path (called on every page view of every end user): one indexed query, enabled settings
 * only, and an ETag so an unchanged answer costs the client no body.
 */
export async function getActiveFeatures(ctx: Principal, userId: string): Promise<{ body: ActiveFeaturesDto; etag: string }> {
  authorize(ctx, 'profiles:read');
  const rows = parseRows(
    activeFeatureRow,
    await db.$queryRaw`
    SELECT p.active_preset_code, s.feature_code, s.value
      FROM profiles p
      LEFT JOIN profile_settings s ON s.profile_id = p.id AND s.is_enabled
      LEFT JOIN features f ON f.code = s.feature_code
     WHERE ${sqlInTenant(ctx, 'p')} AND p.user_id = ${userId}
     ORDER BY f.sort_order, s.feature_code`,
    'getActiveFeatures',
  );
  const first = rows[0];
  const body: ActiveFeaturesDto = {
    userId,
    exists: first !== undefined,
    activePresetCode: first?.active_preset_code ?? null,
    features: rows.filter((r) => r.feature_code !== null).map((r) => ({ featureCode: r.feature_code!, value: r.value })),
  };
  const etag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  return { body, etag };
}

/** If-None-Match: a list of entity tags, compared weakly, or `*`. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}
