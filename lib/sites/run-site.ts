import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, ownTenant } from '@/lib/db/scope.ts';
import { conflict, notFound } from '@/lib/errors.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { type ScanJobDto, toScanJobDto } from '@/lib/scanner/schemas.ts';
import { lockSite, openScanOf, queueSiteScan } from './site-scan.ts';

/**
 * Starts a run of the site now (202 with the scan). At most one run of a site is open at a time: with a scan
 * of it queued or running this is 409 conflict naming that scan. The check and the insert hold the site's row
 * lock, so two requests at once (or a request and the scheduler) cannot both start one.
 */
export async function runSite(ctx: Principal, id: string, trigger: 'api' | 'portal' = 'api'): Promise<ScanJobDto> {
  authorize(ctx, 'scanner:write');
  const found = await db.site.findFirst({ where: { ...inTenant(ctx), id }, select: { url: true } });
  if (!found) throw notFound('Site');
  // DNS may have changed since the site was saved: the URL is vetted again, before any lock is held.
  await assertSafeUrl(found.url);
  const tenant = await db.tenant.findUniqueOrThrow({ where: ownTenant(ctx), select: { plan: true, maxScanPages: true } });
  const job = await transaction(async (tx) => {
    const site = await lockSite(tx, id);
    if (!site || site.tenantId !== ctx.tenantId) throw notFound('Site');
    const open = await openScanOf(tx, id);
    if (open) throw conflict(`A run of this site is queued or running already (${open}); wait for it to end, or cancel it, before starting another.`);
    return queueSiteScan(tx, site, tenant, trigger);
  });
  return toScanJobDto(job, { done: 0, queued: 0, running: 0, failed: 0, skipped: 0, pagesPerMinute: null });
}
