import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { ownTenant } from '@/lib/db/scope.ts';
import { validationFailed } from '@/lib/errors.ts';
import { maxScanPages, PLAN_WORK_LIMITS, scanBudgetMs } from '@/lib/limits/plans.ts';
import { config } from '@/lib/config.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';
import { DEFAULT_ENGINES } from './engines/names.ts';
import { loginNames, sealScanAuth } from './scan-auth.ts';
import { queueScan } from './queue-scan.ts';
import { resolveBaseline } from './resolve-baseline.ts';
import { toScanJobDto, type CreateScanInput, type ScanJobDto, type ScanOptions } from './schemas.ts';

/**
 * Queues a scan: the URL is checked against the SSRF policy now (422 before any work), the page limit
 * against the plan, the baseline asked for is resolved (404, 409), then queueScan writes the job and its
 * event (429 at the plan's cap of open scans).
 */
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
  const baseline = input.baseline ? await resolveBaseline(ctx, input.baseline, { url: url.toString(), crawl: input.crawl !== undefined }) : null;
  const limits = PLAN_WORK_LIMITS[tenant.plan];
  const options: ScanOptions = {
    includeBestPractices: input.includeBestPractices,
    ...(input.viewport ? { viewport: input.viewport } : {}),
    ...(input.crawl ? { crawl: input.crawl } : {}),
    budgetMs: scanBudgetMs(config().SCAN_TOTAL_TIMEOUT_MS, input.crawl?.maxPages ?? 1, limits.runningPages),
    ...(input.auth ? { login: loginNames(input.auth) } : {}),
  };
  const job = await transaction((tx) =>
    queueScan(tx, {
      tenantId: ctx.tenantId,
      plan: tenant.plan,
      url: url.toString(),
      standard: input.standard ?? readSettings(tenant.settings).defaultStandard,
      engines: input.engines ?? readSettings(tenant.settings).defaultEngines ?? DEFAULT_ENGINES,
      options,
      authSealed: input.auth ? sealScanAuth(input.auth) : null,
      baseline,
    }),
  );
  return toScanJobDto(job, { done: 0, queued: 0, running: 0, failed: 0, skipped: 0, pagesPerMinute: null });
}
