import { apiRoute, methods } from '@/lib/http/route.ts';
import { listPresets } from '@/lib/catalog/list-catalogue.ts';
import { listPresetsRoute } from '@/lib/catalog/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listPresetsRoute, ({ principal, query }) => listPresets(principal, query)),
});
