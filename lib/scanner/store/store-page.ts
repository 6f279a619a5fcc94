import { crawlStateOf } from '../plan/crawl-state.ts';
import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { scanOptionsOf } from '../schemas.ts';
import type { IssueImpact } from '@/lib/db/generated/enums.ts';
import { newId } from '@/lib/ids.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { insertPages } from '../claim/insert-pages.ts';
import { lockPage, lockScan, type PageRow, type ScanRow } from '../claim/lock.ts';
import { openPages } from '../claim/open-pages.ts';
import type { PageStep } from '../claim/page-step.ts';
import { queuePages } from '../claim/queue-pages.ts';
import { skipPage } from '../claim/skip-page.ts';
import type { EngineFinding, PageScan } from '../engines/types.ts';
import type { FindingLimits } from '../merge/findings.ts';
import { scoreOfRules } from '../finish/score.ts';
import { normalizePageUrl } from '../plan/normalize-url.ts';
import { acceptedUrls, rulesForOrigin } from '../plan/policy.ts';
import { insertFindings } from './finding-rows.ts';

/** Findings one scan keeps at most: `perScan` for every 200 pages it may cover (10,000 for 200, 1,000,000 for 20,000). */
export function scanFindingCap(limits: FindingLimits, maxPages: number): number {
  return limits.perScan * Math.max(1, Math.ceil(maxPages / 200));
}

/** A row of issue twin (lib/db/columns.ts). */
const twinRow = z.object({ id: z.string() });

/** A row of known scan pages (lib/db/columns.ts). */
const urlRow = z.object({ url: z.string() });

/**
 * Stores a scanned page in one transaction: its findings as issues (up to the scan's cap, counted under
 * the scan's lock), the page's own numbers and score, and the links it leads to as new pages of the
 * frontier (same origin, within maxDepth, maxPages, the crawl's filters and robots.txt), queued in the
 * same transaction. A page naming another URL of its origin as canonical stands for that URL: if the
 * canonical page is on the frontier already, this one is a duplicate and keeps nothing.
 */
export async function storePage(scan: ScanRow, page: PageRow, result: PageScan, limits: FindingLimits): Promise<PageStep> {
  const options = scanOptionsOf(scan);
  // A start page redirected to another origin takes the crawl there, under that origin's rules.
  const finalOrigin = URL.canParse(result.finalUrl) ? new URL(result.finalUrl).origin : null;
  const movedTo =
    page.depth === 0 && options.crawl && finalOrigin && finalOrigin !== new URL(page.url).origin ? await rulesForOrigin(finalOrigin, options.crawl) : null;
  const canonical = result.canonical ? normalizePageUrl(result.canonical) : null;
  const hrefs = page.depth < (options.crawl?.maxDepth ?? 0) ? result.links.map((href) => normalizePageUrl(href)).filter((u): u is string => u !== null) : [];
  const links = await acceptedUrls(scan, hrefs, hrefs.length, movedTo ?? undefined);
  return transaction<PageStep>(
    async (tx) => {
      const locked = await lockScan(tx, scan.id);
      const current = await lockPage(tx, page.id);
      if (!locked || !current || current.status !== 'running') return { ended: true, frontierEmpty: (await openPages(tx, scan.id)) === 0 };
      const state = crawlStateOf(locked);
      const maxPages = options.crawl?.maxPages ?? 1;
      if (canonical && canonical !== page.url) {
        // A twin covers the canonical URL when it is (being) scanned, or stands for a page that was. The
        // start page is kept all the same: it is the page the tenant named (and a compliance target's).
        const [twin] = parseRows(
          twinRow,
          await tx.$queryRaw`
          SELECT id FROM scan_pages
           WHERE scan_id = ${scan.id} AND url = ${canonical}
             AND (status IN ('queued', 'running', 'done') OR (status = 'skipped' AND error LIKE 'Scanned as %'))`,
          'issue twin',
        );
        if (twin && page.depth > 0) {
          await skipPage(tx, page.id, `The page names ${canonical} as its canonical URL, which the scan covers.`);
          return { ended: true, frontierEmpty: (await openPages(tx, scan.id)) === 0 };
        }
        // This page stands for its canonical URL: a link to it later is not scanned again.
        if (!twin) {
          await tx.$executeRaw`
            INSERT INTO scan_pages (id, scan_id, tenant_id, url, host, depth, status, error, finished_at)
            VALUES (${newId('pag')}, ${scan.id}, ${scan.tenantId}, ${canonical}, ${new URL(canonical).host}, ${Math.max(1, page.depth)}, 'skipped',
                    ${`Scanned as ${page.url}, which names it as its canonical URL.`}, now())
            ON CONFLICT (scan_id, url) DO NOTHING`;
        }
      }

      const stored = state.issuesStored ?? 0;
      const kept = result.findings.slice(0, Math.max(0, scanFindingCap(limits, maxPages) - stored));
      await insertFindings(tx, 'scan_issues', kept, { jobId: scan.id, tenantId: scan.tenantId, pageId: page.id });
      // What the engines asked a person to check: stored apart, under a cap of its own like the issues'.
      const reviewsStored = state.reviewsStored ?? 0;
      const reviews = (result.needsReview ?? []).slice(0, Math.max(0, scanFindingCap(limits, maxPages) - reviewsStored));
      await insertFindings(tx, 'scan_reviews', reviews, { jobId: scan.id, tenantId: scan.tenantId, pageId: page.id });
      const dropped = result.dropped + result.findings.length - kept.length;
      const score = scoreOfRules(rulesOf(kept));
      await tx.$executeRaw`
        UPDATE scan_pages
           SET status = 'done', title = ${result.title}, final_url = ${result.finalUrl}, issues = ${kept.length}, dropped = ${dropped},
               score = ${score}, load_ms = ${result.timings.loadMs}, analyze_ms = ${result.timings.analyzeMs}, finished_at = now(),
               error = ${failedEngines(result)}
         WHERE id = ${page.id}`;

      let found = locked.pagesFound;
      if (links.length && !locked.stopReason && found < maxPages) {
        // Links already on the frontier take no room: the page limit is filled with new pages only.
        const candidates = [...new Set(links)].filter((u) => u !== page.url);
        const known = new Set(
          parseRows(
            urlRow,
            await tx.$queryRaw`SELECT url FROM scan_pages WHERE scan_id = ${scan.id} AND url = ANY(${candidates}::text[])`,
            'known scan pages',
          ).map((r) => r.url),
        );
        const fresh = candidates.filter((u) => !known.has(u)).slice(0, maxPages - found);
        const ids = await insertPages(
          tx,
          scan,
          fresh.map((url) => ({ url, depth: page.depth + 1 })),
        );
        found += ids.length;
        await queuePages(tx, scan, ids);
      }
      // Only what changed is written: the crawl's rules (robots.txt's, up to 500 KiB) stay as they are.
      const changes = {
        ...(movedTo ?? {}),
        issuesStored: stored + kept.length,
        ...(reviews.length ? { reviewsStored: reviewsStored + reviews.length } : {}),
        ...(state.engines ? {} : { engines: result.engines }),
      };
      await tx.$executeRaw`
        UPDATE scan_jobs SET pages_found = ${found}, crawl_state = coalesce(crawl_state, '{}'::jsonb) || ${JSON.stringify(changes)}::jsonb
         WHERE id = ${scan.id}`;
      return { ended: true, frontierEmpty: (await openPages(tx, scan.id)) === 0 };
    },
    { timeout: 60_000 },
  );
}

/**
 * A done page's record of the engines that failed on it (the others' findings are stored) and of the frames
 * an engine failed on (left untested by it), else null.
 */
function failedEngines(result: PageScan): string | null {
  const said = [...(result.failedEngines ?? []).map((e) => e.error), ...(result.untestedFrames ?? []).slice(0, 5)];
  const more = (result.untestedFrames?.length ?? 0) - 5;
  if (more > 0) said.push(`${more} more frame${more === 1 ? '' : 's'} left untested.`);
  return said.length ? said.join(' ').slice(0, 2000) : null;
}

function rulesOf(findings: EngineFinding[]): { ruleId: string; impact: IssueImpact; count: number }[] {
  const counts = new Map<string, { ruleId: string; impact: IssueImpact; count: number }>();
  for (const f of findings) {
    const key = `${f.ruleId}\u0000${f.impact}`;
    const seen = counts.get(key);
    if (seen) seen.count++;
    else counts.set(key, { ruleId: f.ruleId, impact: f.impact, count: 1 });
  }
  return [...counts.values()];
}
