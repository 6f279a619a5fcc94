import { sqlInTenant } from '@/lib/db/scope.ts';
import { z } from 'zod';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { parseRows } from '@/lib/db/columns.ts';
import { db } from '@/lib/db/client.ts';
import { AppError, validationFailed } from '@/lib/errors.ts';
import type { changesDto, changesQuery } from './schemas.ts';
import { siteOf, toIssueDto } from './site-scope.ts';

/** The most issues each list of a comparison holds; the issue list has them all. */
const CHANGES_LIST_LIMIT = 1000;

const trackedScanRow = z.object({ id: z.string(), tracked_at: z.date() });
const changeRow = z.object({ kind: z.enum(['open', 'reopened', 'fixed']), issue_id: z.string() });
const countRow = z.object({ n: z.number() });

/**
 * What changed on the site between two of its completed, tracked scans (default: the latest and the one
 * before; one scan alone is compared with itself): the issues new, reopened and fixed by the scans after
 * `from` up to `to` (from their history), and how many issues both scans found. A scan id that is not a
 * completed scan of this site is a 400 on its parameter.
 */
export async function siteChanges(ctx: Principal, siteId: string, query: z.output<typeof changesQuery>): Promise<z.infer<typeof changesDto>> {
  authorize(ctx, 'scanner:read');
  const site = await siteOf(db, ctx, siteId);
  const tracked = async (id: string, param: 'from' | 'to') => {
    const [row] = parseRows(
      trackedScanRow,
      await db.$queryRaw`
      SELECT id, tracked_at FROM scan_jobs
       WHERE id = ${id} AND ${sqlInTenant(site)} AND site_id = ${site.id} AND status = 'completed' AND tracked_at IS NOT NULL`,
      'compared scan',
    );
    if (!row) throw validationFailed([{ path: param, message: 'Not a completed scan of this site.' }]);
    return row;
  };
  const latest = async (before: Date | null) =>
    parseRows(
      trackedScanRow,
      await db.$queryRaw`
      SELECT id, tracked_at FROM scan_jobs
       WHERE ${sqlInTenant(site)} AND site_id = ${site.id} AND status = 'completed' AND tracked_at IS NOT NULL
         AND (${before}::timestamptz IS NULL OR tracked_at < ${before}::timestamptz)
       ORDER BY tracked_at DESC, id DESC LIMIT 1`,
      'latest tracked scan',
    )[0];
  const to = query.to ? await tracked(query.to, 'to') : await latest(null);
  if (!to) throw new AppError('not_found', 'The site has no completed scan to compare yet.');
  const from = query.from ? await tracked(query.from, 'from') : ((await latest(to.tracked_at)) ?? to);
  if (from.tracked_at > to.tracked_at) throw validationFailed([{ path: 'from', message: 'Must be a scan that ended before `to`.' }]);

  const changes = parseRows(
    changeRow,
    await db.$queryRaw`
    WITH span AS (
      SELECT id FROM scan_jobs
       WHERE site_id = ${site.id} AND tracked_at > ${from.tracked_at} AND tracked_at <= ${to.tracked_at}),
    kinds AS (
      SELECT DISTINCT e.to_status AS kind, e.issue_id FROM tracked_issue_events e
       WHERE e.site_id = ${site.id} AND e.actor = 'scan' AND e.scan_id IN (SELECT id FROM span)
         AND (e.to_status IN ('reopened', 'fixed') OR (e.to_status = 'open' AND e.from_status IS NULL))),
    ranked AS (SELECT kind, issue_id, row_number() OVER (PARTITION BY kind ORDER BY issue_id) AS n FROM kinds)
    SELECT kind, issue_id FROM ranked WHERE n <= ${CHANGES_LIST_LIMIT + 1}`,
    'site changes',
  );
  const [unchanged] = parseRows(
    countRow,
    await db.$queryRaw`
    SELECT count(*)::int AS n FROM (
      SELECT tracked_issue_id FROM scan_issues WHERE job_id = ${from.id} AND tracked_issue_id IS NOT NULL
      INTERSECT
      SELECT tracked_issue_id FROM scan_issues WHERE job_id = ${to.id} AND tracked_issue_id IS NOT NULL) both_scans`,
    'unchanged issues',
  );
  const issues = await db.trackedIssue.findMany({
    where: { tenantId: site.tenantId, siteId: site.id, id: { in: [...new Set(changes.map((c) => c.issue_id))] } },
  });
  const byId = new Map(issues.map((i) => [i.id, i]));
  let truncated = false;
  const list = (kind: 'open' | 'reopened' | 'fixed') => {
    const ids = changes.filter((c) => c.kind === kind).map((c) => c.issue_id);
    if (ids.length > CHANGES_LIST_LIMIT) truncated = true;
    return ids
      .slice(0, CHANGES_LIST_LIMIT)
      .flatMap((id) => {
        const issue = byId.get(id);
        return issue ? [issue] : [];
      })
      .sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id))
      .map(toIssueDto);
  };
  const [fresh, reopened, fixed] = [list('open'), list('reopened'), list('fixed')];
  return { from: from.id, to: to.id, new: fresh, fixed, reopened, unchanged: unchanged?.n ?? 0, truncated };
}
