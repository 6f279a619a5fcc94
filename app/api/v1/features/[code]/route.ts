import { apiRoute, methods } from '@/lib/http/route.ts';
import { getFeature } from '@/lib/catalog/get-catalogue-entry.ts';
import { getFeatureRoute } from '@/lib/catalog/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getFeatureRoute, ({ principal, params }) => getFeature(principal, params.code)),
});
