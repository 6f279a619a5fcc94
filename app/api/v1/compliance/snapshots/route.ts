import { reply } from '@/lib/api/reply.ts';
import { pathOf } from '@/lib/api/spec.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { createSnapshotRoute, getSnapshotRoute, listSnapshotsRoute } from '@/lib/compliance/routes.ts';
import { createSnapshot } from '@/lib/compliance/create-snapshot.ts';
import { listSnapshots } from '@/lib/compliance/list-snapshots.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listSnapshotsRoute, ({ principal, query }) => listSnapshots(principal, query)),
  POST: apiRoute(createSnapshotRoute, async ({ principal, body }) => {
    const snapshot = await createSnapshot(principal, body);
    const location = { Location: pathOf(getSnapshotRoute, { id: snapshot.id }) };
    // Pending while its rescans run: accepted, not yet made.
    return snapshot.status === 'pending' ? reply.accepted(snapshot, location) : reply.created(snapshot, { headers: location });
  }),
});
