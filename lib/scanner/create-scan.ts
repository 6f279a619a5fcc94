import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { sendEvent } from '@/lib/jobs/send-event.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';
import { toScanJobDto, type CreateScanInput, type ScanJobDto, type ScanOptions } from './schemas.ts';

/**
 * Queues a scan: the URL is checked against the SSRF policy now (422 before any work), the job and
 * the event that starts it are written in one transaction; the runner is woken (or the Inngest event
 * sent) once it has committed, so the scan starts at once and never before its row exists.
 */
export async function createScan(ctx: Principal, input: CreateScanInput): Promise<ScanJobDto> {
  authorize(ctx, 'scanner:write');
  const { url } = await assertSafeUrl(input.url);
  const tenant = await db.tenant.findUniqueOrThrow({ where: { id: ctx.tenantId }, select: { settings: true } });
  const options: ScanOptions = {
    includeBestPractices: input.includeBestPractices,
    ...(input.viewport ? { viewport: input.viewport } : {}),
    ...(input.crawl ? { crawl: input.crawl } : {}),
  };
  const job = await transaction(async (tx) => {
    const created = await tx.scanJob.create({
      data: {
        id: newId('scn'),
        tenantId: ctx.tenantId,
        url: url.toString(),
        standard: input.standard ?? readSettings(tenant.settings).defaultStandard,
        options: options as object,
      },
    });
    await sendEvent('scan/requested', { scanId: created.id, tenantId: ctx.tenantId }, { tx });
    return created;
  });
  return toScanJobDto(job);
}
