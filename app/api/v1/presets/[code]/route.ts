import { apiRoute, methods } from '@/lib/api/route.ts';
import { getPreset } from '@/lib/catalog/get-catalogue-entry.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({}, ({ principal, params }) => getPreset(principal, params.code!)),
});
