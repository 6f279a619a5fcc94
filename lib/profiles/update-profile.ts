import { actsAsEndUser, authorize, type Principal } from '@/lib/auth/permissions.ts';
import { loadCatalogue, type Catalogue } from '@/lib/catalog/catalogue.ts';
import { db, type Tx } from '@/lib/db/client.ts';
import type { SetBy } from '@/lib/db/generated/enums.ts';
import { AppError, forbidden, type ErrorDetail } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { lockOrCreateProfile, readProfile } from './read-profile.ts';
import type { ProfileDto, UpdateProfileInput } from './schemas.ts';
import { checkValue } from './validate-value.ts';

export interface SettingChange {
  featureCode: string;
  isEnabled: boolean;
  /** undefined: keep the stored value, or the default for a new setting; null: the default. */
  value?: string | null;
}

/**
 * Upserts the listed settings and keeps the others; creates the profile when absent (`created`).
 * End users (`setBy: "user"`) may change their own settings only while selfServiceEnabled is on. A
 * publishable key always acts as the end user: its changes are `setBy: "user"` whatever it sends, and it
 * may not send selfServiceEnabled or configuredBy.
 */
export async function updateProfile(ctx: Principal, userId: string, input: UpdateProfileInput): Promise<{ profile: ProfileDto; created: boolean }> {
  authorize(ctx, 'profiles:write');
  const catalogue = await loadCatalogue();
  checkChanges(catalogue, input.features, 'features');
  const endUser = actsAsEndUser(ctx);
  if (endUser && (input.selfServiceEnabled !== undefined || input.configuredBy !== undefined)) {
    throw forbidden('A publishable key acts for the end user, who cannot switch self-service or set configuredBy; do that from your server with a secret key.');
  }
  const setBy: SetBy = endUser ? 'user' : input.setBy;
  if (setBy === 'user' && input.selfServiceEnabled !== undefined) {
    throw forbidden('End users cannot switch self-service themselves; send setBy "admin" or "api".');
  }

  return db.$transaction(async (tx) => {
    const profile = await lockOrCreateProfile(tx, newId('prf'), ctx.tenantId, userId);
    if (setBy === 'user' && !profile.selfServiceEnabled) {
      throw new AppError('self_service_disabled', 'This profile is managed by an administrator; self-service changes are switched off.');
    }
    await writeSettings(tx, catalogue, profile.id, input.features, setBy);
    const fields = {
      ...(input.selfServiceEnabled !== undefined ? { selfServiceEnabled: input.selfServiceEnabled } : {}),
      ...(input.gradeLevel !== undefined ? { gradeLevel: input.gradeLevel } : {}),
      ...(input.configuredBy !== undefined ? { configuredBy: input.configuredBy } : {}),
    };
    await tx.profile.update({ where: { id: profile.id }, data: fields });
    return { profile: await readProfile(tx, ctx.tenantId, userId), created: profile.created };
  });
}

/** Unknown feature codes are `unknown_feature`; values outside the feature's type or range `validation_failed`. */
export function checkChanges(catalogue: Catalogue, changes: SettingChange[], path: string): void {
  const unknown = changes.flatMap((c, i) => (catalogue.featuresByCode.has(c.featureCode) ? [] : [{ c, i }]));
  if (unknown.length) {
    throw new AppError('unknown_feature', `Unknown feature code: ${unknown.map(({ c }) => c.featureCode).join(', ')}.`, {
      details: unknown.map(({ c, i }) => ({ path: `${path}[${i}].featureCode`, message: `"${c.featureCode}" is not in the catalogue.` })),
    });
  }
  const problems: ErrorDetail[] = [];
  changes.forEach((c, i) => {
    if (c.value === undefined || c.value === null) return;
    const checked = checkValue(catalogue.featuresByCode.get(c.featureCode)!, c.value);
    if (!checked.ok) problems.push({ path: `${path}[${i}].value`, message: checked.message });
  });
  if (problems.length) throw new AppError('validation_failed', 'Some feature values are not valid.', { details: problems });
}

/** Writes validated changes: a value left out keeps the stored one (or the default for a new setting). */
export async function writeSettings(tx: Tx, catalogue: Catalogue, profileId: string, changes: SettingChange[], setBy: SetBy): Promise<void> {
  const rows = changes.map((change) => {
    const feature = catalogue.featuresByCode.get(change.featureCode)!;
    const fallback = feature.valueType === 'boolean' ? null : feature.defaultValue;
    const given = change.value === undefined || change.value === null ? null : checkValue(feature, change.value);
    return {
      code: change.featureCode,
      enabled: change.isEnabled,
      value: given?.ok ? given.value : fallback,
      keepStored: change.value === undefined && feature.valueType !== 'boolean',
    };
  });
  const keeping = rows.filter((r) => r.keepStored);
  const setting = rows.filter((r) => !r.keepStored);
  if (keeping.length) {
    await tx.$executeRaw`
      INSERT INTO profile_settings (profile_id, feature_code, is_enabled, value, set_by, updated_at)
      SELECT ${profileId}, c.code, c.enabled, c.value, ${setBy}::"SetBy", now()
        FROM unnest(${keeping.map((r) => r.code)}::text[], ${keeping.map((r) => r.enabled)}::boolean[], ${keeping.map((r) => r.value)}::text[]) AS c(code, enabled, value)
      ON CONFLICT (profile_id, feature_code) DO UPDATE SET is_enabled = EXCLUDED.is_enabled, set_by = EXCLUDED.set_by, updated_at = now()`;
  }
  if (setting.length) {
    await tx.$executeRaw`
      INSERT INTO profile_settings (profile_id, feature_code, is_enabled, value, set_by, updated_at)
      SELECT ${profileId}, c.code, c.enabled, c.value, ${setBy}::"SetBy", now()
        FROM unnest(${setting.map((r) => r.code)}::text[], ${setting.map((r) => r.enabled)}::boolean[], ${setting.map((r) => r.value)}::text[]) AS c(code, enabled, value)
      ON CONFLICT (profile_id, feature_code) DO UPDATE SET
        is_enabled = EXCLUDED.is_enabled, value = EXCLUDED.value, set_by = EXCLUDED.set_by, updated_at = now()`;
  }
}
