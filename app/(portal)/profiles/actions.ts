'use server';

import { z } from 'zod';
import { portalAction } from '@/lib/portal/action.ts';
import { applyPresetRoute, deleteProfileRoute, updateProfileRoute } from '@/lib/profiles/routes.ts';
import { applyPreset } from '@/lib/profiles/apply-preset.ts';
import { deleteProfile } from '@/lib/profiles/delete-profile.ts';
import { MAX_VALUE_LENGTH, parseUserId } from '@/lib/profiles/schemas.ts';
import { updateProfile } from '@/lib/profiles/update-profile.ts';

/**
 * An admin's changes to an end user's profile, through the services the API's PUT, apply-preset and DELETE
 * call (which check the role: profiles:write), recorded as `setBy: "admin"`. The user id is checked by the
 * API's own rule (parseUserId).
 */
const profile = z.object({ userId: z.string().max(4096) });

export const updateSettingAction = portalAction(
  {
    operation: updateProfileRoute,
    input: profile.extend({
      featureCode: z.string().min(1).max(64),
      isEnabled: z.boolean(),
      /** null: the feature's default (and what a boolean tool takes). */
      value: z.string().max(MAX_VALUE_LENGTH, `At most ${MAX_VALUE_LENGTH} characters.`).nullable(),
    }),
  },
  async (ctx, { userId, featureCode, isEnabled, value }) => {
    const { profile } = await updateProfile(ctx.principal, parseUserId(userId), { features: [{ featureCode, isEnabled, value }], setBy: 'admin' });
    return profile.features.find((f) => f.featureCode === featureCode) ?? null;
  },
);

export const applyPresetAction = portalAction(
  { input: profile.extend({ presetCode: z.string().min(1).max(64), clearExisting: z.boolean() }), operation: applyPresetRoute },
  async (ctx, { userId, presetCode, clearExisting }) => {
    const result = await applyPreset(ctx.principal, parseUserId(userId), { presetCode, clearExisting });
    return { activePresetCode: result.activePresetCode, settings: result.features.length };
  },
);

export const setSelfServiceAction = portalAction(
  { input: profile.extend({ selfServiceEnabled: z.boolean() }), operation: updateProfileRoute },
  async (ctx, { userId, selfServiceEnabled }) => {
    const { profile } = await updateProfile(ctx.principal, parseUserId(userId), { features: [], setBy: 'admin', selfServiceEnabled });
    return { selfServiceEnabled: profile.selfServiceEnabled };
  },
);

export const deleteProfileAction = portalAction({ input: profile, operation: deleteProfileRoute }, async (ctx, { userId }) => {
  await deleteProfile(ctx.principal, parseUserId(userId));
});
