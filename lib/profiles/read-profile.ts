import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { type Catalogue, loadCatalogue } from '@/lib/catalog/catalogue.ts';
import type { Tx } from '@/lib/db/client.ts';
import { absentProfile, type ProfileDto } from './schemas.ts';

/** A profile's settings in the catalogue's order (features the catalogue no longer has last, by code). */
export function inCatalogueOrder<S extends { featureCode: string }>(settings: readonly S[], catalogue: Catalogue): S[] {
  const order = (code: string) => catalogue.featuresByCode.get(code)?.sortOrder ?? Number.MAX_SAFE_INTEGER;
  return [...settings].sort((a, b) => order(a.featureCode) - order(b.featureCode) || a.featureCode.localeCompare(b.featureCode));
}

/** The full profile of one end user of one tenant, settings in catalogue order. */
export async function readProfile(tx: Tx, tenantId: string, userId: string): Promise<ProfileDto> {
  const [profile, catalogue] = await Promise.all([
    tx.profile.findUnique({ where: { tenantId_userId: { tenantId, userId } }, include: { settings: true } }),
    loadCatalogue(),
  ]);
  if (!profile) return absentProfile(userId);
  const settings = inCatalogueOrder(profile.settings, catalogue);
  return {
    exists: true,
    userId: profile.userId,
    activePresetCode: profile.activePresetCode,
    selfServiceEnabled: profile.selfServiceEnabled,
    gradeLevel: profile.gradeLevel,
    configuredBy: profile.configuredBy,
    features: settings.map((s) => ({ featureCode: s.featureCode, isEnabled: s.isEnabled, value: s.value, setBy: s.setBy })),
  };
}

/** A row of ensureProfile (lib/db/columns.ts). */
const upsertedProfile = z.object({ id: z.string(), self_service_enabled: z.boolean(), created: z.boolean() });

/**
 * Creates the profile if absent and locks its row for the rest of the transaction, so concurrent
 * writes to one profile apply one after the other. `created` tells whether this call made it. Either way
 * `updated_at` becomes now: a write to settings alone counts as the profile's latest change (the portal's
 * list is ordered by it); a write refused later in the transaction rolls that back with the rest.
 */
export async function lockOrCreateProfile(
  tx: Tx,
  id: string,
  tenantId: string,
  userId: string,
): Promise<{ id: string; selfServiceEnabled: boolean; created: boolean }> {
  const [row] = parseRows(
    upsertedProfile,
    await tx.$queryRaw`
    INSERT INTO profiles (id, tenant_id, user_id, updated_at) VALUES (${id}, ${tenantId}, ${userId}, now())
    ON CONFLICT (tenant_id, user_id) DO UPDATE SET updated_at = now()
    RETURNING id, self_service_enabled, (xmax = 0) AS created`,
    'ensureProfile',
  );
  if (!row) throw new Error('profile upsert returned no row');
  return { id: row.id, selfServiceEnabled: row.self_service_enabled, created: row.created };
}
