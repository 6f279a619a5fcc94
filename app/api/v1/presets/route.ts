import { apiRoute, methods } from '@/lib/api/route.ts';
import { listPresets } from '@/lib/catalog/list-catalogue.ts';
import { pageQuery } from '@/lib/pagination.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({ query: pageQuery }, ({ principal, query }) => listPresets(principal, query)),
});
