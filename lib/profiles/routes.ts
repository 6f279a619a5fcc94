import { z } from 'zod';
import { defineRoute } from '@/lib/api/spec.ts';
import { activeFeaturesDto, applyPresetInput, profileDto, updateProfileInput } from './schemas.ts';

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
});
