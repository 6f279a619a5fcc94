import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db, PrismaNs, type Tx } from '@/lib/db/client.ts';
import type { ComplianceSnapshot, ComplianceTarget } from '@/lib/db/generated/client.ts';
import { inTenant, sqlInTenant, unsafeById } from '@/lib/db/scope.ts';
import { AppError, notFound } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { type CommitTx, transaction } from '@/lib/jobs/transaction.ts';
import { PLAN_WORK_LIMITS } from '@/lib/limits/plans.ts';
import { logger } from '@/lib/logger.ts';
import { afterCursor, newestFirst, type Page, type PageQuery, toPage } from '@/lib/pagination.ts';
import { createScan } from '@/lib/scanner/create-scan.ts';
import type { WcagStandard } from '@/lib/scanner/engine/types.ts';
import { createScanInput } from '@/lib/scanner/schemas.ts';
import { emitWebhookEvent } from '@/lib/webhooks/emit.ts';
import { AUTOMATION, criteriaFor } from './catalogue.ts';
import { conformanceOf, evaluateCriteria, meanScore, snapshotChanges } from './evaluate-criteria.ts';
import { standardLabel } from './report/facts.ts';
import { toEvaluationDto } from './evaluations.ts';
import type { CriterionResult, SnapshotChanges, SnapshotDto, UnscannedPage } from './schemas.ts';
import { findingsByCriterion, fingerprintDiff, latestFinishedScans, normaliseUrl, scoresAndImpacts } from './snapshot-data.ts';
import { failReportsAwaiting, startReportsAwaiting } from './report-queue.ts';
import { findTargetOrThrow } from './targets.ts';

/**
 * Compliance snapshots (docs/decisions.md, "Compliance"): a target judged per success criterion from the latest
 * completed scan of each of its URLs, either at once (`ready`) or after fresh scans (`pending` until
 * every one of them has finished). A pending snapshot is finished by the scan workflow's last step
 * (finishSnapshotsAwaiting), and as a safety net by the scheduler tick and by reading it.
 */

type Scoped = Pick<Principal, 'tenantId'>;

/** Finishing reads every issue of up to 100 scans: more than a default interactive transaction allows. */
const FINISH_TX = { maxWait: 10_000, timeout: 60_000 };

export async function createSnapshot(ctx: Principal, input: { targetId: string; rescan: boolean }): Promise<SnapshotDto> {
  authorize(ctx, 'compliance:write');
  const target = await findTargetOrThrow(ctx, input.targetId);
  if (!input.rescan) {
    const row = await transaction(async (tx) => {
      const computed = await compute(tx, target);
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
      await announce(tx, created);
      return created;
    }, FINISH_TX);
    return toSnapshotDto(row, target.minScore);
  }
  return startRescanSnapshot(ctx, target);
}

/**
 * Stored status of a rescan snapshot while its scans are being queued: shown as `pending`, but no finisher
 * touches it (they all select `status = 'pending'`), so a scan that ends before the last is queued cannot
 * finish the snapshot early. It becomes `pending` once every scan is queued, or `failed` if queuing stops.
 */
const STARTING = 'starting';
/** A snapshot still `starting` after this long was abandoned by a crashed process; the safety net fails it. */
const STARTING_ABANDONED_MS = 10 * 60 * 1000;

/** Errors of startRescanSnapshot that it already recorded as a failed snapshot (the scheduler adds none). */
const recordedFailures = new WeakMap<object, string>();
/** The failed snapshot startRescanSnapshot left for this error, if it got as far as storing one. */
export function failedSnapshotOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? recordedFailures.get(error) : undefined;
}

/**
 * A rescan needs one open-scan slot per URL: a target with more URLs than the plan allows queued or
 * running at once can never be rescanned (409), whatever else is running. Null when it fits, else why not.
 */
export function rescanOverCapMessage(plan: keyof typeof PLAN_WORK_LIMITS, urlCount: number): string | null {
  const cap = PLAN_WORK_LIMITS[plan].openScans;
  if (urlCount <= cap) return null;
  return `This target has ${urlCount} URLs but its plan (${plan}) allows ${cap} scans queued or running at once`;
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

/**
 * Finishes a pending snapshot once none of its scans is queued or running: `ready` from the latest
 * completed scan of each URL, or `failed` when every one of its scans failed. Locked and conditional,
 * so two scans ending at once compute and announce it once. The lock is waited for, not skipped: when the
 * last two scans end together, the second finisher waits for the first (which saw the other scan still
 * running and left it pending) and then finishes it, instead of leaving it to the next minute's tick.
 * Null when it is not (or no longer) pending or still waiting.
 */
export async function finishSnapshot(snapshotId: string): Promise<ComplianceSnapshot | null> {
  return transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM compliance_snapshots WHERE id = ${snapshotId} AND status = 'pending' FOR UPDATE`;
    if (!locked) return null;
    const snapshot = await tx.complianceSnapshot.findUniqueOrThrow({ where: unsafeById(snapshotId) });
    const scans = await tx.scanJob.findMany({ where: { id: { in: snapshot.scanIds } }, select: { status: true, error: true } });
    if (scans.some((s) => s.status === 'queued' || s.status === 'running')) return null;
    const target = await tx.complianceTarget.findUniqueOrThrow({ where: unsafeById(snapshot.targetId) });
    if (!scans.some((s) => s.status === 'completed')) {
      const reason = scans.find((s) => s.error)?.error;
      const error = `Every scan of the rescan failed${reason ? `; the first said: ${reason}` : '.'}`;
      await failReportsAwaiting([snapshotId], error, tx);
      return tx.complianceSnapshot.update({ where: unsafeById(snapshotId), data: { status: 'failed', error, readyAt: now() } });
    }
    const computed = await compute(tx, target);
    const ready = await tx.complianceSnapshot.update({ where: unsafeById(snapshotId), data: { status: 'ready', readyAt: now(), ...computed.fields } });
    await announce(tx, ready);
    await startReportsAwaiting(tx, snapshotId);
    return ready;
  }, FINISH_TX);
}

/** The scan workflow's last step: finishes the pending snapshots that waited for this scan. */
export async function finishSnapshotsAwaiting(scanId: string): Promise<number> {
  const waiting = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM compliance_snapshots WHERE status = 'pending' AND ${scanId} = ANY(scan_ids)`;
  let finished = 0;
  for (const { id } of waiting) if (await finishSnapshot(id)) finished++;
  return finished;
}

/** The safety net: pending snapshots none of whose scans is still queued or running (a finish that was missed). */
export async function finishStalledSnapshots(limit = 100): Promise<number> {
  const interrupted = 'The rescan was interrupted while its scans were being queued.';
  const abandoned = await db.$queryRaw<{ id: string }[]>`
    UPDATE compliance_snapshots SET status = 'failed', error = ${interrupted}, ready_at = ${now()}
     WHERE status = ${STARTING} AND created_at < ${new Date(now().getTime() - STARTING_ABANDONED_MS)}
    RETURNING id`;
  await failReportsAwaiting(
    abandoned.map((s) => s.id),
    interrupted,
  );
  const stalled = await db.$queryRaw<{ id: string }[]>`
    SELECT s.id FROM compliance_snapshots s
     WHERE s.status = 'pending'
       AND NOT EXISTS (SELECT 1 FROM scan_jobs j WHERE j.id = ANY(s.scan_ids) AND j.status IN ('queued', 'running'))
     ORDER BY s.created_at
     LIMIT ${limit}`;
  let finished = 0;
  for (const { id } of stalled) {
    try {
      if (await finishSnapshot(id)) finished++;
    } catch (error) {
      logger.error({ err: error, snapshotId: id }, 'finishing a compliance snapshot failed');
    }
  }
  return finished;
}

/**
 * The snapshot's results, from the newest finished scan of each of the target's URLs now. A page whose newest
 * scan failed, or that was never scanned, is named with why and counts 0 in the score (once any page was
 * scanned: with none there is no score).
 */
async function compute(tx: Tx, target: ComplianceTarget) {
  const finished = await latestFinishedScans(tx, target, target.urls);
  const scans = finished.filter((s) => s.status === 'completed');
  const scanIds = scans.map((s) => s.id);
  const byUrl = new Map(finished.map((s) => [s.url, s]));
  const urls = [...new Set(target.urls.map(normaliseUrl))];
  const unscannedPages: UnscannedPage[] = urls
    .filter((u) => byUrl.get(u)?.status !== 'completed')
    .map((url) => ({ url, reason: byUrl.get(url)?.error ?? 'Not scanned yet.' }));
  const pagesScanned = urls.length - unscannedPages.length;
  const [findings, { scores, issuesByImpact }, evaluations] = await Promise.all([
    findingsByCriterion(tx, target, scanIds),
    scoresAndImpacts(tx, target, scanIds),
    tx.complianceEvaluation.findMany({ where: { tenantId: target.tenantId, targetId: target.id } }),
  ]);
  const criteria = evaluateCriteria({
    criteria: criteriaFor(target.standard as WcagStandard),
    automation: AUTOMATION,
    findings,
    evaluations: new Map(evaluations.map((e) => [e.criterion, toEvaluationDto(e)])),
    pagesScanned,
  });
  const score = scores.length ? meanScore([...scores, ...unscannedPages.map(() => 0)]) : null;
  const previous = await tx.complianceSnapshot.findFirst({
    where: { tenantId: target.tenantId, targetId: target.id, status: 'ready' },
    orderBy: [{ readyAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }],
  });
  const changes = previous
    ? snapshotChanges(
        { id: previous.id, score: previous.score, criteria: (previous.criteria ?? []) as CriterionResult[] },
        { score, criteria },
        await fingerprintDiff(tx, target, previous.scanIds, scanIds),
      )
    : null;
  return {
    fields: {
      score,
      compliant: score === null ? null : score >= target.minScore,
      pagesScanned,
      issuesByImpact,
      criteria: criteria as object[],
      changes: changes ?? PrismaNs.DbNull,
      scanIds,
      unscannedPages: unscannedPages as object[],
      error: null,
    },
  };
}

/** snapshot.ready, in the transaction that makes it ready; its data carries the criteria that changed status. */
async function announce(tx: CommitTx, snapshot: ComplianceSnapshot): Promise<void> {
  const changes = snapshot.changes as SnapshotChanges | null;
  const conformance = toSnapshotDto(snapshot, 0).conformance;
  await emitWebhookEvent(
    snapshot.tenantId,
    'snapshot.ready',
    {
      snapshotId: snapshot.id,
      targetId: snapshot.targetId,
      score: snapshot.score,
      scoreMeetsMinimum: snapshot.compliant,
      compliant: snapshot.compliant,
      conformance: conformance?.status ?? null,
      pagesScanned: snapshot.pagesScanned,
      unscannedPages: snapshot.unscannedPages ?? [],
      changes,
    },
    { tx },
  );
}

export async function listSnapshots(ctx: Principal, query: PageQuery & { targetId?: string }): Promise<Page<SnapshotDto>> {
  authorize(ctx, 'compliance:read');
  const rows = await db.complianceSnapshot.findMany({
    where: { ...inTenant(ctx), ...(query.targetId ? { targetId: query.targetId } : {}), ...afterCursor(query.cursor) },
    orderBy: newestFirst,
    take: query.limit + 1,
    include: { target: { select: { minScore: true } } },
  });
  return toPage(rows, query.limit, (row) => toSnapshotDto(row, row.target.minScore));
}

export async function getSnapshot(ctx: Principal, id: string): Promise<SnapshotDto> {
  authorize(ctx, 'compliance:read');
  const find = () => db.complianceSnapshot.findFirst({ where: { ...inTenant(ctx), id }, include: { target: { select: { minScore: true } } } });
  let row = await find();
  if (!row) throw notFound('Compliance snapshot');
  if (row.status === 'pending' && (await stillWaitingFor(ctx, row.scanIds)) === 0) {
    await finishSnapshot(row.id);
    row = (await find()) ?? row;
  }
  return toSnapshotDto(row, row.target.minScore);
}

async function stillWaitingFor(ctx: Scoped, scanIds: string[]): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM scan_jobs WHERE ${sqlInTenant(ctx)} AND id = ANY(${scanIds}::text[]) AND status IN ('queued', 'running')`;
  return row?.n ?? 0;
}

/** minScore is the target's now: the snapshot keeps `compliant` as judged against the minimum of its time. */
export function toSnapshotDto(row: ComplianceSnapshot, minScore: number): SnapshotDto {
  const criteria = (row.criteria ?? []) as CriterionResult[];
  const unscannedPages = (row.unscannedPages ?? []) as UnscannedPage[];
  return {
    id: row.id,
    targetId: row.targetId,
    status: (row.status === STARTING ? 'pending' : row.status) as SnapshotDto['status'],
    standard: row.standard as SnapshotDto['standard'],
    score: row.score,
    scoreMeetsMinimum: row.compliant,
    compliant: row.compliant,
    minScore,
    issuesByImpact: row.issuesByImpact as SnapshotDto['issuesByImpact'],
    pagesScanned: row.pagesScanned,
    unscannedPages,
    conformance:
      row.status === 'ready'
        ? conformanceOf({ criteria, unscannedPages, pagesScanned: row.pagesScanned, standardLabel: standardLabel(row.standard as WcagStandard) })
        : null,
    criteria,
    changes: row.changes as SnapshotChanges | null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
  };
}
