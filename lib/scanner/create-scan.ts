import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, ownTenant } from '@/lib/db/scope.ts';
import { AppError, validationFailed } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { sendEvent } from '@/lib/jobs/send-event.ts';
import { maxScanPages, PLAN_WORK_LIMITS, scanBudgetMs } from '@/lib/limits/plans.ts';
import { config } from '@/lib/config.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';
import { DEFAULT_ENGINES, orderedEngines } from './engines/names.ts';
import { loginNames, sealScanAuth } from './scan-auth.ts';
import { toScanJobDto, type CreateScanInput, type ScanJobDto, type ScanOptions } from './schemas.ts';

/**
 * Queues a scan: the URL is checked against the SSRF policy now (422 before any work), the job and
 * the event that starts it are written in one transaction; the runner is woken (or the Inngest event
 * sent) once it has committed, so the scan starts at once and never before its row exists. A tenant
 * with its plan's number of scans queued or running already is refused (429 rate_limited); the count
 * and the insert are serialised per tenant, so concurrent requests cannot overshoot it.
 */
/** Retry-After of a refusal at the cap: scans take seconds to minutes; a guess, not a promise. */
const SCAN_CAP_RETRY_AFTER_S = 30;

export async function createScan(ctx: Principal, input: CreateScanInput): Promise<ScanJobDto> {
  authorize(ctx, 'scanner:write');
  const { url } = await assertSafeUrl(input.url);
  const tenant = await db.tenant.findUniqueOrThrow({ where: ownTenant(ctx), select: { settings: true, plan: true, maxScanPages: true } });
  const pageLimit = maxScanPages(tenant);
  if (input.crawl && input.crawl.maxPages > pageLimit) {
    throw validationFailed(
      [{ path: 'crawl.maxPages', message: `At most ${pageLimit.toLocaleString('en-US')} pages per scan on this tenant's plan (${tenant.plan}).` }],
      'The request body is not valid.',
    );
  }
  const limits = PLAN_WORK_LIMITS[tenant.plan];
  const options: ScanOptions = {
    includeBestPractices: input.includeBestPractices,
    ...(input.viewport ? { viewport: input.viewport } : {}),
    ...(input.crawl ? { crawl: input.crawl } : {}),
    budgetMs: scanBudgetMs(config().SCAN_TOTAL_TIMEOUT_MS, input.crawl?.maxPages ?? 1, limits.runningPages),
    ...(input.auth ? { login: loginNames(input.auth) } : {}),
  };
  const job = await transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('open_scans:' || ${ctx.tenantId}))`;
    const cap = limits.openScans;
    const open = await tx.scanJob.count({ where: { ...inTenant(ctx), status: { in: ['queued', 'running'] } } });
    if (open >= cap) {
      throw new AppError(
        'rate_limited',
        `This tenant has ${open} scans queued or running, the most its plan (${tenant.plan}) allows at once; retry when one has finished.`,
        { headers: { 'Retry-After': String(SCAN_CAP_RETRY_AFTER_S) } },
      );
    }
    const created = await tx.scanJob.create({
      data: {
        id: newId('scn'),
        tenantId: ctx.tenantId,
        url: url.toString(),
        standard: input.standard ?? readSettings(tenant.settings).defaultStandard,
        options: options as object,
        authSealed: input.auth ? sealScanAuth(input.auth) : null,
        engines: orderedEngines(input.engines ?? readSettings(tenant.settings).defaultEngines ?? DEFAULT_ENGINES),
      },
    });
    await sendEvent('scan/requested', { scanId: created.id, tenantId: ctx.tenantId }, { tx });
    return created;
  });
  return toScanJobDto(job, { done: 0, queued: 0, running: 0, failed: 0, skipped: 0, pagesPerMinute: null });
}
