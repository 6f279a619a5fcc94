import type { Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import type { ComplianceTarget } from '@/lib/db/generated/client.ts';
import { inTenant, unsafeById } from '@/lib/db/scope.ts';
import { AppError } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { PLAN_WORK_LIMITS } from '@/lib/limits/plans.ts';
import { logger } from '@/lib/logger.ts';
import { createScan } from '@/lib/scanner/create-scan.ts';
import { createScanInput } from '@/lib/scanner/schemas.ts';
import { STARTING, toSnapshotDto } from './dtos.ts';
import { finishSnapshot } from './finish-snapshot.ts';
import { failReportsAwaiting } from './report-queue.ts';
import { rescanOverCapMessage } from './rescan-cap.ts';
import type { SnapshotDto } from './schemas.ts';

type Scoped = Pick<Principal, 'tenantId'>;

/** Errors of startRescanSnapshot that it already recorded as a failed snapshot (the scheduler adds none). */
const recordedFailures = new WeakMap<object, string>();
/** The failed snapshot startRescanSnapshot left for this error, if it got as far as storing one. */
export function failedSnapshotOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? recordedFailures.get(error) : undefined;
}

/**
 * Queues a scan of every URL through createScan (SSRF check, the plan's cap of open scans under its
 * advisory lock) for a snapshot stored first, so every scan queued is accounted for by it: each scan id
 * is recorded on the snapshot as soon as the scan exists. Compliance rights cover rescanning the
 * target's own URLs, so the scans are queued for the tenant rather than with the caller's scanner rights.
 * A target with more URLs than the cap is refused (409); a batch that does not fit the open scans now is
 * refused up front (429, nothing queued). If createScan still refuses part-way (a concurrent scan took the
 * slot: 429; a URL now resolves somewhere unsafe: 422), the snapshot is marked `failed` naming why and
 * listing the scans already queued, which run on but never make it ready, and the error is rethrown.
 */
export async function startRescanSnapshot(ctx: Scoped, target: ComplianceTarget): Promise<SnapshotDto> {
  const tenant = await db.tenant.findUniqueOrThrow({ where: { id: target.tenantId }, select: { plan: true } });
  const overCap = rescanOverCapMessage(tenant.plan, target.urls.length);
  if (overCap) throw new AppError('conflict', `${overCap}, so it cannot be rescanned; take a snapshot from the latest scans, or split the target.`);
  const cap = PLAN_WORK_LIMITS[tenant.plan].openScans;
  const open = await db.scanJob.count({ where: { ...inTenant(ctx), status: { in: ['queued', 'running'] } } });
  if (open + target.urls.length > cap) {
    throw new AppError(
      'rate_limited',
      `Rescanning this target's ${target.urls.length} pages would exceed the ${cap} scans its plan (${tenant.plan}) allows queued or running at once (${open} are now); retry when scans have finished, or take a snapshot from the latest scans.`,
      { headers: { 'Retry-After': '60' } },
    );
  }
  const row = await db.complianceSnapshot.create({
    data: { id: newId('snp'), tenantId: target.tenantId, targetId: target.id, standard: target.standard, status: STARTING, scanIds: [], createdAt: now() },
  });
  const scanner: Principal = { kind: 'system', tenantId: target.tenantId, actor: `compliance:${target.id}` };
  const scanIds: string[] = [];
  let url = '';
  try {
    for (url of target.urls) {
      const scan = await createScan(scanner, createScanInput.parse({ url, standard: target.standard }));
      scanIds.push(scan.id);
      await db.complianceSnapshot.update({ where: unsafeById(row.id), data: { scanIds: [...scanIds] } });
    }
  } catch (error) {
    const queued = `after queuing ${scanIds.length} of ${target.urls.length} scans`;
    const why =
      error instanceof AppError && error.code === 'rate_limited'
        ? `the plan's cap of scans queued or running at once was reached (${error.message})`
        : error instanceof AppError && error.code === 'unsafe_url'
          ? `${url} is no longer a safe URL to scan (${error.message})`
          : error instanceof AppError
            ? `${url} was refused (${error.message})`
            : 'an internal error';
    try {
      const { count } = await db.complianceSnapshot.updateMany({
        where: { id: row.id, status: STARTING },
        data: { status: 'failed', scanIds, error: `Rescan stopped ${queued}: ${why}.`, readyAt: now() },
      });
      if (count > 0) await failReportsAwaiting([row.id], `Rescan stopped ${queued}: ${why}.`);
      if (count > 0 && typeof error === 'object' && error !== null) recordedFailures.set(error, row.id);
    } catch (markError) {
      logger.error({ err: markError, snapshotId: row.id, scanIds }, 'marking a rescan snapshot failed did not work');
    }
    throw error;
  }
  await db.complianceSnapshot.updateMany({ where: { id: row.id, status: STARTING }, data: { status: 'pending' } });
  // Scans that already ended while it was starting found nothing to finish.
  const finished = await finishSnapshot(row.id);
  const current = finished ?? (await db.complianceSnapshot.findUnique({ where: unsafeById(row.id) })) ?? row;
  return toSnapshotDto(current, target.minScore);
}
