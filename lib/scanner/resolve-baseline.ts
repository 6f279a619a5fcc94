import type { Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { idRow, parseRows } from '@/lib/db/columns.ts';
import { inTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { conflict, notFound } from '@/lib/errors.ts';
import type { BaselineInput, ScanBaseline } from './baseline-schemas.ts';

/**
 * The baseline a new scan asked for, as the job keeps it (docs/baselines.md): `previous` is looked up now (the
 * tenant's last completed scan of the same URL and kind), so the job says which scan it is compared with before
 * it runs, and none is allowed (every issue new). A named scan must be a completed scan of the tenant (404
 * otherwise, 409 while it is not completed); a named site must be the tenant's (404).
 */
export async function resolveBaseline(ctx: Principal, asked: BaselineInput, scan: { url: string; crawl: boolean }): Promise<ScanBaseline> {
  if (asked === 'previous') {
    // The kind as finishScan tells it for `occurrence`: a crawl with crawls, a page with pages.
    const [previous] = parseRows(
      idRow,
      await db.$queryRaw`
      SELECT id FROM scan_jobs
       WHERE ${sqlInTenant(ctx)} AND url = ${scan.url} AND status = 'completed' AND (options -> 'crawl' IS NOT NULL) = ${scan.crawl}
       ORDER BY completed_at DESC, id DESC
       LIMIT 1`,
      'previous scan of a baseline',
    );
    return { kind: 'previous', scanId: previous?.id ?? null, siteId: null };
  }
  if ('scanId' in asked) {
    const found = await db.scanJob.findFirst({ where: { ...inTenant(ctx), id: asked.scanId }, select: { id: true, status: true } });
    if (!found) throw notFound('Baseline scan');
    if (found.status !== 'completed') {
      throw conflict(`The baseline scan ${found.id} is ${found.status}: only a completed scan can be a baseline. Wait for it to complete, or name another.`);
    }
    return { kind: 'scan', scanId: found.id, siteId: null };
  }
  const site = await db.site.findFirst({ where: { ...inTenant(ctx), id: asked.siteId }, select: { id: true } });
  if (!site) throw notFound('Baseline site');
  return { kind: 'site', scanId: null, siteId: site.id };
}
