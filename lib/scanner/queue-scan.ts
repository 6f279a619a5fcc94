import type { Plan } from '@/lib/db/generated/enums.ts';
import type { ScanJob } from '@/lib/db/generated/client.ts';
import { PrismaNs } from '@/lib/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { sendEvent } from '@/lib/jobs/send-event.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';
import { PLAN_WORK_LIMITS } from '@/lib/limits/plans.ts';
import { orderedEngines } from './engines/names.ts';
import type { ScanBaseline } from './baseline-schemas.ts';
import type { ScanOptions } from './schemas.ts';

/** Retry-After of a refusal at the cap: scans take seconds to minutes; a guess, not a promise. */
const SCAN_CAP_RETRY_AFTER_S = 30;

/** A scan ready to queue: its URL already passed the SSRF policy, its options the plan's limits. */
export interface ScanToQueue {
  tenantId: string;
  plan: Plan;
  url: string;
  standard: string;
  engines: readonly string[];
  options: ScanOptions;
  authSealed: string | null;
  /** The site it is a run of, and what started it (a site's runs only). */
  siteId?: string;
  trigger?: 'api' | 'schedule' | 'portal';
  /** What its issues are compared with when it ends, resolved already (docs/baselines.md). */
  baseline?: ScanBaseline | null;
}

/**
 * Writes the scan and the event that starts it in the caller's transaction; the runner is woken (or the
 * Inngest event sent) once that has committed, so the scan starts at once and never before its row exists.
 * A tenant with its plan's number of scans queued or running already is refused (429 rate_limited); the
 * count and the insert are serialised per tenant, so concurrent requests cannot overshoot it.
 */
export async function queueScan(tx: CommitTx, scan: ScanToQueue): Promise<ScanJob> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('open_scans:' || ${scan.tenantId}))`;
  const cap = PLAN_WORK_LIMITS[scan.plan].openScans;
  const open = await tx.scanJob.count({ where: { tenantId: scan.tenantId, status: { in: ['queued', 'running'] } } });
  if (open >= cap) {
    throw new AppError(
      'rate_limited',
      `This tenant has ${open} scans queued or running, the most its plan (${scan.plan}) allows at once; retry when one has finished.`,
      { headers: { 'Retry-After': String(SCAN_CAP_RETRY_AFTER_S) } },
    );
  }
  const created = await tx.scanJob.create({
    data: {
      id: newId('scn'),
      tenantId: scan.tenantId,
      url: scan.url,
      standard: scan.standard,
      options: scan.options as object,
      authSealed: scan.authSealed,
      engines: orderedEngines(scan.engines),
      siteId: scan.siteId ?? null,
      trigger: scan.trigger ?? null,
      baseline: scan.baseline ?? PrismaNs.DbNull,
    },
  });
  await sendEvent('scan/requested', { scanId: created.id, tenantId: scan.tenantId }, { tx });
  return created;
}
