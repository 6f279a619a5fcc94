import { z } from 'zod';
import { parseColumn, parseRows } from '@/lib/db/columns.ts';
import { PrismaNs } from '@/lib/db/client.ts';
import { type CommitTx, transaction } from '@/lib/jobs/transaction.ts';
import { storedSummary } from '@/lib/scanner/columns.ts';
import { IMPACTS, scanOptionsOf } from '@/lib/scanner/schemas.ts';
import { emitWebhookEvents } from '@/lib/webhooks/emit.ts';

/**
 * A completed site scan's findings become the site's tracked issues (docs/site-issues.md): every finding
 * belongs to the tracked issue of its track key (the fingerprint without the page), created when new, and
 * the issues the scan did not find are `fixed` only when the scan checked every page they were last seen on.
 * All of it in set-based SQL in one transaction, so a crawl of thousands of pages is tracked in a few
 * statements, whatever the number of its findings.
 */

const scanRow = z.object({
  id: z.string(),
  tenant_id: z.string(),
  site_id: z.string().nullable(),
  status: z.string(),
  tracked_at: z.date().nullable(),
  completed_at: z.date().nullable(),
  pages_found: z.number(),
  options: z.unknown(),
  summary: z.unknown(),
});

/** The stored `sites.alert` (lib/sites writes it): below it a regression sends no site.regressed. */
const alertColumn = z.object({
  minImpact: z.enum(IMPACTS).catch('minor').default('minor'),
  minNew: z.number().int().min(1).catch(1).default(1),
});

const changeRow = z.object({ id: z.string(), to_status: z.string(), impact: z.enum(IMPACTS) });

/** What tracking a scan changed: ids of the issues by what happened to them. */
export interface TrackOutcome {
  scanId: string;
  siteId: string;
  previousScanId: string | null;
  new: string[];
  reopened: string[];
  fixed: string[];
}

const ID = PrismaNs.raw(`replace(gen_random_uuid()::text, '-', '')`);

/**
 * Tracks a completed site scan, once (under the scan row's lock; `tracked_at` says it is done). Null when
 * there is nothing to track: a scan of no site, one not completed, or one tracked already.
 */
export async function trackSiteScan(scanId: string): Promise<TrackOutcome | null> {
  return transaction(
    async (tx) => {
      const [scan] = parseRows(
        scanRow,
        await tx.$queryRaw`
        SELECT id, tenant_id, site_id, status::text, tracked_at, completed_at, pages_found, options, summary
          FROM scan_jobs WHERE id = ${scanId} FOR UPDATE`,
        'tracked scan',
      );
      if (!scan || scan.site_id === null || scan.status !== 'completed' || scan.tracked_at !== null) return null;
      const siteId = scan.site_id;
      // One site's scans are tracked one after another, in the order they end.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('track_site:' || ${siteId}))`;
      const [previous] = parseRows(
        z.object({ id: z.string(), summary: z.unknown() }),
        await tx.$queryRaw`
        SELECT id, summary FROM scan_jobs
         WHERE site_id = ${siteId} AND status = 'completed' AND tracked_at IS NOT NULL AND id <> ${scanId}
         ORDER BY tracked_at DESC, id DESC LIMIT 1`,
        'previous tracked scan',
      );
      const seenAt = scan.completed_at ?? new Date();
      await storeFound(tx, { scanId, siteId, tenantId: scan.tenant_id, seenAt });
      const maxPages = scanOptionsOf({ options: scan.options }).crawl?.maxPages ?? null;
      const hitLimit = maxPages !== null && scan.pages_found >= maxPages;
      await settleNotFound(tx, { scanId, siteId, tenantId: scan.tenant_id, hitLimit });
      // Fix priority (lib/site-issues/priority.ts, the coordinator's): `await updatePriorities(tx, siteId);` goes here.
      await tx.$executeRaw`UPDATE scan_jobs SET tracked_at = now() WHERE id = ${scanId}`;

      const changes = parseRows(
        changeRow,
        await tx.$queryRaw`
        SELECT e.issue_id AS id, e.to_status, t.impact::text AS impact
          FROM tracked_issue_events e JOIN tracked_issues t ON t.id = e.issue_id
         WHERE e.site_id = ${siteId} AND e.scan_id = ${scanId} AND e.actor = 'scan'
         ORDER BY array_position(enum_range(NULL::"IssueImpact"), t.impact), t.occurrences DESC, t.id`,
        'tracked changes',
      );
      const outcome: TrackOutcome = {
        scanId,
        siteId,
        previousScanId: previous?.id ?? null,
        new: changes.filter((c) => c.to_status === 'open').map((c) => c.id),
        reopened: changes.filter((c) => c.to_status === 'reopened').map((c) => c.id),
        fixed: changes.filter((c) => c.to_status === 'fixed').map((c) => c.id),
      };
      if (previous) {
        const site = await tx.site.findUniqueOrThrow({ where: { id: siteId }, select: { alert: true } });
        const alert = parseColumn(alertColumn, site.alert, 'sites.alert');
        const least = IMPACTS.indexOf(alert.minImpact);
        const counted = changes.filter((c) => (c.to_status === 'open' || c.to_status === 'reopened') && IMPACTS.indexOf(c.impact) <= least);
        const score = (summary: unknown) => parseColumn(storedSummary, summary ?? null, 'scan_jobs.summary')?.score ?? null;
        const [now, before] = [score(scan.summary), score(previous.summary)];
        const data = {
          siteId,
          scanId,
          previousScanId: previous.id,
          new: outcome.new.length,
          reopened: outcome.reopened.length,
          fixed: outcome.fixed.length,
          scoreChange: now !== null && before !== null ? Math.round((now - before) * 10) / 10 : null,
        };
        if (counted.length > 0 && counted.length >= alert.minNew) {
          await emitWebhookEvents(scan.tenant_id, [{ type: 'site.regressed', data: { ...data, issues: counted.slice(0, 50).map((c) => c.id) } }], { tx });
        } else if (outcome.new.length + outcome.reopened.length === 0 && outcome.fixed.length > 0) {
          await emitWebhookEvents(scan.tenant_id, [{ type: 'site.improved', data: { ...data, issues: outcome.fixed.slice(0, 50) } }], { tx });
        }
      }
      return outcome;
    },
    { timeout: 120_000 },
  );
}

/**
 * The scan's findings by track key, upserted as tracked issues: a representative occurrence (the most
 * severe, then the first page), the most severe impact, every engine, the pages it is on. New ones open;
 * a fixed one is reopened; an accepted one is reopened when its impact grew past the accepted one. Each
 * change of status is an event of the scan. Then every finding names its tracked issue.
 */
async function storeFound(tx: CommitTx, s: { scanId: string; siteId: string; tenantId: string; seenAt: Date }): Promise<void> {
  // IssueImpact's order is critical < serious < moderate < minor: min() is the most severe, `<` is "more severe than".
  await tx.$executeRaw`
    WITH found AS (
      SELECT track_key, min(impact) AS impact, count(DISTINCT page_url)::int AS occurrences,
             array_agg(DISTINCT engine ORDER BY engine) AS engines
        FROM scan_issues WHERE job_id = ${s.scanId} AND track_key IS NOT NULL
       GROUP BY track_key),
    rep AS (
      SELECT DISTINCT ON (track_key) track_key, rule_id, wcag, level, description, help, help_url, selector, html
        FROM scan_issues WHERE job_id = ${s.scanId} AND track_key IS NOT NULL
       ORDER BY track_key, impact, page_url, id),
    prior AS (
      SELECT t.id, t.fingerprint, t.status, t.accepted_impact FROM tracked_issues t JOIN found f ON f.track_key = t.fingerprint
       WHERE t.site_id = ${s.siteId}),
    up AS (
      INSERT INTO tracked_issues AS t (id, tenant_id, site_id, fingerprint, rule_id, impact, wcag, level, engines, description, help,
                                       help_url, selector, html, status, latest_check, occurrences, first_seen_at, first_seen_scan_id,
                                       last_seen_at, last_seen_scan_id, updated_at)
      SELECT 'trk_' || ${ID}, ${s.tenantId}, ${s.siteId}, f.track_key, r.rule_id, f.impact, r.wcag, r.level, f.engines, r.description, r.help,
             r.help_url, r.selector, r.html, 'open', 'found', f.occurrences, ${s.seenAt}, ${s.scanId}, ${s.seenAt}, ${s.scanId}, now()
        FROM found f JOIN rep r ON r.track_key = f.track_key
      ON CONFLICT (site_id, fingerprint) DO UPDATE SET
        rule_id = EXCLUDED.rule_id, impact = EXCLUDED.impact, wcag = EXCLUDED.wcag, level = EXCLUDED.level, engines = EXCLUDED.engines,
        description = EXCLUDED.description, help = EXCLUDED.help, help_url = EXCLUDED.help_url, selector = EXCLUDED.selector,
        html = EXCLUDED.html, occurrences = EXCLUDED.occurrences, latest_check = 'found',
        last_seen_at = EXCLUDED.last_seen_at, last_seen_scan_id = EXCLUDED.last_seen_scan_id, updated_at = now(),
        status = CASE
          WHEN t.status = 'fixed' THEN 'reopened'
          WHEN t.status = 'accepted' AND EXCLUDED.impact < t.accepted_impact THEN 'reopened'
          ELSE t.status END,
        reason = CASE WHEN t.status = 'accepted' AND EXCLUDED.impact < t.accepted_impact THEN NULL ELSE t.reason END,
        accepted_impact = CASE WHEN t.status = 'accepted' AND EXCLUDED.impact < t.accepted_impact THEN NULL ELSE t.accepted_impact END
      RETURNING t.id, t.fingerprint, t.status, t.impact)
    INSERT INTO tracked_issue_events (id, tenant_id, site_id, issue_id, scan_id, actor, from_status, to_status, reason, at)
    SELECT 'tev_' || ${ID}, ${s.tenantId}, ${s.siteId}, up.id, ${s.scanId}, 'scan', prior.status, up.status,
           CASE WHEN prior.status = 'accepted' THEN 'Found again with a higher impact (' || up.impact::text || ') than when it was accepted ('
                || prior.accepted_impact::text || ').' END,
           now()
      FROM up LEFT JOIN prior ON prior.fingerprint = up.fingerprint
     WHERE prior.status IS DISTINCT FROM up.status`;
  await tx.$executeRaw`
    UPDATE scan_issues i SET tracked_issue_id = t.id
      FROM tracked_issues t
     WHERE i.job_id = ${s.scanId} AND i.track_key IS NOT NULL AND t.site_id = ${s.siteId} AND t.fingerprint = i.track_key`;
}

/**
 * The site's issues this scan did not find (fixed ones aside, which stay as they are): `not_found` when
 * every page of its occurrences in the scan that last saw it was checked by this one — scanned (`done`),
 * gone (failed with 404 or 410), or no longer linked (not on this scan's frontier while the crawl stayed
 * under its page limit) — else `not_checked`. Open, in-progress and reopened issues not found anywhere
 * they were are `fixed`, with an event; a page the scan did not reach never makes an issue fixed.
 */
async function settleNotFound(tx: CommitTx, s: { scanId: string; siteId: string; tenantId: string; hitLimit: boolean }): Promise<void> {
  await tx.$executeRaw`
    WITH missing AS (
      SELECT t.id, t.status,
             bool_and(o.id IS NULL
                      OR np.status = 'done'
                      OR (np.status = 'failed' AND np.http_status IN (404, 410))
                      OR (np.id IS NULL AND NOT ${s.hitLimit}::boolean)) AS checked
        FROM tracked_issues t
        LEFT JOIN scan_issues o ON o.tracked_issue_id = t.id AND o.job_id = t.last_seen_scan_id
        LEFT JOIN scan_pages op ON op.id = o.page_id
        LEFT JOIN scan_pages np ON np.scan_id = ${s.scanId} AND np.url = coalesce(op.url, o.page_url)
       WHERE t.site_id = ${s.siteId} AND t.last_seen_scan_id <> ${s.scanId} AND t.status <> 'fixed'
       GROUP BY t.id, t.status),
    changed AS (
      UPDATE tracked_issues t
         SET latest_check = CASE WHEN m.checked THEN 'not_found' ELSE 'not_checked' END,
             status = CASE WHEN m.checked AND t.status IN ('open', 'in_progress', 'reopened') THEN 'fixed' ELSE t.status END,
             updated_at = now()
        FROM missing m WHERE t.id = m.id
      RETURNING t.id, t.status)
    INSERT INTO tracked_issue_events (id, tenant_id, site_id, issue_id, scan_id, actor, from_status, to_status, at)
    SELECT 'tev_' || ${ID}, ${s.tenantId}, ${s.siteId}, c.id, ${s.scanId}, 'scan', m.status, c.status, now()
      FROM changed c JOIN missing m ON m.id = c.id
     WHERE c.status <> m.status`;
}
