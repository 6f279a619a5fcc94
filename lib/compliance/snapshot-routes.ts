import { defineRoute, idParam, pageOf } from '@/lib/api/spec.ts';
import { createSnapshotInput, listSnapshotsQuery, snapshotDto } from './schemas.ts';

const common = { tag: 'compliance' } as const;

export const listSnapshotsRoute = defineRoute({
  ...common,
  operationId: 'listComplianceSnapshots',
  method: 'GET',
  path: '/compliance/snapshots',
  summary: 'Compliance snapshots, newest first (of one target with targetId)',
  permission: 'compliance:read',
  query: listSnapshotsQuery,
  status: [200],
  response: pageOf(snapshotDto),
});

export const createSnapshotRoute = defineRoute({
  ...common,
  operationId: 'createComplianceSnapshot',
  method: 'POST',
  path: '/compliance/snapshots',
  summary: 'Take a snapshot: 201 ready from the latest scans, or 202 pending while rescans run (rescan: true)',
  permission: 'compliance:write',
  body: createSnapshotInput,
  status: [201, 202],
  response: snapshotDto,
  responseHeaders: { Location: 'The snapshot: /api/v1/compliance/snapshots/{id}.' },
  errors: ['not_found', 'unsafe_url'],
});

export const getSnapshotRoute = defineRoute({
  ...common,
  operationId: 'getComplianceSnapshot',
  method: 'GET',
  path: '/compliance/snapshots/{id}',
  summary: 'One compliance snapshot, with its criteria and the changes since the previous one',
  permission: 'compliance:read',
  params: idParam('id'),
  status: [200],
  response: snapshotDto,
  errors: ['not_found'],
});

export const SNAPSHOT_ROUTES = { listSnapshotsRoute, createSnapshotRoute, getSnapshotRoute };
