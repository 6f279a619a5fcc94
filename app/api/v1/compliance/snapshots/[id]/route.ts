import { apiRoute, methods } from '@/lib/http/route.ts';
import { getSnapshotRoute } from '@/lib/compliance/routes.ts';
import { getSnapshot } from '@/lib/compliance/get-snapshot.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getSnapshotRoute, ({ principal, params }) => getSnapshot(principal, params.id)),
});
