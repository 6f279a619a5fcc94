import { actsAsEndUser, authorize, type Principal } from '@/lib/auth/permissions.ts';
import { loadCatalogue } from '@/lib/catalog/catalogue.ts';
import { db } from '@/lib/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { lockOrCreateProfile, readProfile } from './read-profile.ts';
import type { ApplyPresetInput, ProfileDto } from './schemas.ts';
import { writeSettings } from './update-profile.ts';

/**
 * Applies a preset: its features take the preset's state and values (`setBy: "preset"`), the profile
 * remembers it as `activePresetCode`, and with `clearExisting` every other setting goes first.
 * Creates the profile when absent. Through a publishable key it is the end user's own change: refused on a
 * profile whose self-service is off, and its settings are `setBy: "user"`.
 */
export async function applyPreset(ctx: Principal, userId: string, input: ApplyPresetInput): Promise<ProfileDto> {
  authorize(ctx, 'profiles:write');
  const catalogue = await loadCatalogue();
  const preset = catalogue.presetsByCode.get(input.presetCode);
  if (!preset) {
    throw new AppError('unknown_preset', `Unknown preset code: ${input.presetCode}.`, {
      details: [{ path: 'presetCode', message: `"${input.presetCode}" is not in the catalogue.` }],
    });
  }
  const endUser = actsAsEndUser(ctx);
  return db.$transaction(async (tx) => {
    const profile = await lockOrCreateProfile(tx, newId('prf'), ctx.tenantId, userId);
    if (endUser && !profile.selfServiceEnabled) {
      throw new AppError('self_service_disabled', 'This profile is managed by an administrator; self-service changes are switched off.');
    }
    if (input.clearExisting) await tx.profileSetting.deleteMany({ where: { profileId: profile.id } });
    await writeSettings(tx, catalogue, profile.id, preset.features, endUser ? 'user' : 'preset');
    await tx.profile.update({
      where: { id: profile.id },
      data: { activePresetCode: preset.code, ...(input.gradeLevel !== undefined ? { gradeLevel: input.gradeLevel } : {}) },
    });
    return readProfile(tx, ctx.tenantId, userId);
  });
}
