import { apiRoute, methods } from '@/lib/http/route.ts';
import { applyPreset } from '@/lib/profiles/apply-preset.ts';
import { applyPresetRoute } from '@/lib/profiles/routes.ts';
import { parseUserId } from '@/lib/profiles/schemas.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(applyPresetRoute, ({ principal, params, body }) => applyPreset(principal, parseUserId(params.userId), body)),
});
