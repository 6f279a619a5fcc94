import { z } from 'zod';
import { defineRoute } from '@/lib/api/spec.ts';
import { activeFeaturesDto, applyPresetInput, profileDto, updateProfileInput, parseUserId } from './schemas.ts';
import { reply } from '@/lib/api/reply.ts';
import { etagMatches, getActiveFeatures } from './get-active-features.ts';
import { applyPreset } from './apply-preset.ts';
import { deleteProfile } from './delete-profile.ts';
import { getProfile } from './get-profile.ts';
import { updateProfile } from './update-profile.ts';

/** The end user's own identifier: 1 to 256 characters, URL-encoded (checked by parseUserId: 400 invalid_user_id). */
const userIdParam = z.object({ userId: z.string().describe('Your identifier of the end user: any Unicode, 1 to 256 characters, URL-encoded.') });

const common = { tag: 'profiles', params: userIdParam, publishable: true } as const;
const userErrors = ['invalid_user_id'] as const;

export const getProfileRoute = defineRoute({
  ...common,
  operationId: 'getProfile',
  method: 'GET',
  path: '/profiles/{userId}',
  summary: 'An end user’s accessibility profile (defaults with exists: false when none is stored)',
  permission: 'profiles:read',
  status: [200],
  response: profileDto,
  errors: userErrors,
  sdk: {
    resource: 'profiles',
    method: 'get',
    doc: 'The full profile. A profile that does not exist answers `exists: false` with defaults.',
    args: ['userId'],
    types: { response: 'Profile' },
    resourceDoc: "Per-user accessibility profiles. `userId` is the caller's identifier (1–256 characters, any Unicode).",
  },
  handler: ({ principal, params }) => getProfile(principal, parseUserId(params.userId)),
});

export const updateProfileRoute = defineRoute({
  ...common,
  operationId: 'updateProfile',
  method: 'PUT',
  path: '/profiles/{userId}',
  summary: 'Upsert the listed settings, keeping the others (201 when it created the profile)',
  permission: 'profiles:write',
  body: updateProfileInput,
  status: [200, 201],
  response: profileDto,
  errors: [...userErrors, 'unknown_feature', 'self_service_disabled', 'conflict'],
  sdk: { resource: 'profiles', method: 'update', custom: true },
  handler: async ({ principal, params, body }) => {
    const { profile, created } = await updateProfile(principal, parseUserId(params.userId), body);
    return reply.createdOrExisting(created, profile);
  },
});

export const deleteProfileRoute = defineRoute({
  ...common,
  operationId: 'deleteProfile',
  method: 'DELETE',
  path: '/profiles/{userId}',
  summary: 'Delete the profile and its settings (204 also when already gone)',
  permission: 'profiles:write',
  status: [204],
  errors: userErrors,
  sdk: { resource: 'profiles', method: 'delete', doc: 'Deletes the profile and all its settings (also when already gone).', args: ['userId'] },
  handler: async ({ principal, params }) => {
    await deleteProfile(principal, parseUserId(params.userId));
    return reply.noContent();
  },
});

export const getActiveFeaturesRoute = defineRoute({
  ...common,
  operationId: 'getActiveFeatures',
  method: 'GET',
  path: '/profiles/{userId}/active-features',
  summary: 'The enabled features and their values, with an ETag (If-None-Match gives 304)',
  permission: 'profiles:read',
  status: [200, 304],
  response: activeFeaturesDto,
  responseHeaders: { ETag: 'Validator for If-None-Match.', 'Cache-Control': '`private, no-cache`.' },
  errors: userErrors,
  sdk: { resource: 'profiles', method: 'activeFeatures', custom: true },
  handler: async ({ principal, params, req }) => {
    const { body, etag } = await getActiveFeatures(principal, parseUserId(params.userId));
    // Browsers may keep the answer but must ask again each time; a match costs no body.
    const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
    return etagMatches(req.headers.get('if-none-match'), etag) ? reply.notModified(headers) : reply.ok(body, headers);
  },
});

export const applyPresetRoute = defineRoute({
  ...common,
  operationId: 'applyPreset',
  method: 'POST',
  path: '/profiles/{userId}/apply-preset',
  summary: 'Enable a preset’s features with its values (creates the profile if absent)',
  permission: 'profiles:write',
  body: applyPresetInput,
  status: [200],
  response: profileDto,
  errors: [...userErrors, 'unknown_preset', 'self_service_disabled', 'conflict'],
  sdk: { resource: 'profiles', method: 'applyPreset', custom: true },
  handler: ({ principal, params, body }) => applyPreset(principal, parseUserId(params.userId), body),
});
