import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { newId } from '@/lib/ids.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { announceSnapshotReady, computeSnapshot, FINISH_TX } from './compute-snapshot.ts';
import { toSnapshotDto } from './dtos.ts';
import { findTargetOrThrow } from './get-target.ts';
import type { SnapshotDto } from './schemas.ts';
import { startRescanSnapshot } from './start-rescan.ts';

/**
 * Compliance snapshots (docs/decisions.md, "Compliance"): a target judged per success criterion from the latest
 * completed scan of each of its URLs, either at once (`ready`) or after fresh scans (`pending` until
 * every one of them has finished). A pending snapshot is finished by the scan workflow's last step
 * (finishSnapshotsAwaiting), and as a safety net by the scheduler tick and by reading it.
 */

export async function createSnapshot(ctx: Principal, input: { targetId: string; rescan: boolean }): Promise<SnapshotDto> {
  authorize(ctx, 'compliance:write');
  const target = await findTargetOrThrow(ctx, input.targetId);
  if (!input.rescan) {
    const row = await transaction(async (tx) => {
      const computed = await computeSnapshot(tx, target);
      const created = await tx.complianceSnapshot.create({
        data: {
          id: newId('snp'),
          tenantId: target.tenantId,
          targetId: target.id,
          standard: target.standard,
          status: 'ready',
          createdAt: now(),
          readyAt: now(),
          ...computed.fields,
        },
      });
      await announceSnapshotReady(tx, created);
      return created;
    }, FINISH_TX);
    return toSnapshotDto(row, target.minScore);
  }
  return startRescanSnapshot(ctx, target);
}
