import { apiRoute, methods } from '@/lib/http/route.ts';
import { getPreset } from '@/lib/catalog/get-catalogue-entry.ts';
import { getPresetRoute } from '@/lib/catalog/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getPresetRoute, ({ principal, params }) => getPreset(principal, params.code)),
});
