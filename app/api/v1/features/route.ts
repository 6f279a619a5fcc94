import { apiRoute, methods } from '@/lib/http/route.ts';
import { listFeatures } from '@/lib/catalog/list-catalogue.ts';
import { listFeaturesRoute } from '@/lib/catalog/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listFeaturesRoute, ({ principal, query }) => listFeatures(principal, query)),
});
