import { apiRoute, methods } from '@/lib/api/route.ts';
import { listFeatures } from '@/lib/catalog/list-catalogue.ts';
import { listFeaturesQuery } from '@/lib/catalog/schemas.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({ query: listFeaturesQuery }, ({ principal, query }) => listFeatures(principal, query)),
});
