import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { config } from '@/lib/config.ts';
import { PrismaNs } from '@/lib/db/client.ts';
import { sqlInTenant, unsafeById } from '@/lib/db/scope.ts';
import type { IssueImpact } from '@/lib/db/generated/enums.ts';
import { AppError } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { type CommitTx, transaction } from '@/lib/jobs/transaction.ts';
import { logger } from '@/lib/logger.ts';
import { acceptedUrls, crawlDelayOf, rulesForOrigin } from './crawl/policy.ts';
import { normalizePageUrl } from './crawl/normalize-url.ts';
import { ScanFailedError } from './engine/errors.ts';
import { FINDING_LIMITS, type FindingLimits } from './engine/findings.ts';
import { fingerprint } from './engine/fingerprint.ts';
import { orderedEngines } from './engine/engine-names.ts';
import { scanEnginesFor } from './engine/extra-engines.ts';
import { issueAliases, type MergedIssue, reportsOf } from './engine/merge.ts';
import { scanPage } from './engine/scan-page.ts';
import type { EngineFinding, PageScan, WcagStandard } from './engine/types.ts';
import { insertPages, openPages, queuePages, type ScanRow, stopScan } from './run-scan.ts';
import { scanOptionsOf } from './schemas.ts';
import { unsealScanAuth } from './scan-auth.ts';
import { scoreOfRules } from './score.ts';

/**
 * One page of a scan's frontier, the scan's unit of work: claimed (within the scan's time budget and the
 * host's politeness), scanned in a browser context of its own, and stored in one transaction with the
 * links it leads to, which join the frontier and are queued as pages of their own. A worker that dies
 * mid-page loses only this page: its job's lease runs out, another worker claims it again (counted as an
 * attempt) and nothing of the lost attempt was stored.
 *
 * Each call answers what the page's workflow does next: wait (the host is busy or was loaded too
 * recently), or nothing more, saying whether the scan's frontier is empty now (then the scan is ended).
 */
export type PageStep = { waitMs: number } | { ended: true; frontierEmpty: boolean };

/** Findings one scan keeps at most: `perScan` for every 200 pages it may cover (10,000 for 200, 1,000,000 for 20,000). */
export function scanFindingCap(limits: FindingLimits, maxPages: number): number {
  return limits.perScan * Math.max(1, Math.ceil(maxPages / 200));
}

/** While a host is at its limit of pages at once: look again after 0.5 s, longer the more turns it waited (at most 10 s). */
const busyWaitMs = (turn: number) => Math.min(10_000, 500 * (1 + Math.floor(turn / 10)));
/** The longest a page may have to wait after the last of its host: robots.txt's Crawl-delay cap. */
const MAX_POLITE_DELAY_MS = 30_000;
/**
 * Turns a page may wait for its host before it fails (each turn is two durable steps: Inngest allows a
 * run 1,000). With the back-off that is about 40 minutes.
 */
export const MAX_HOST_WAITS = 300;

type PageRow = { id: string; scan_id: string; url: string; host: string; depth: number; status: string; attempts: number };

type Claim = { kind: 'wait'; waitMs: number } | { kind: 'ended'; frontierEmpty: boolean } | { kind: 'claimed'; page: PageRow; scan: ScanRow };

async function lockScan(tx: CommitTx, scanId: string): Promise<ScanRow | null> {
  await tx.$queryRaw`SELECT id FROM scan_jobs WHERE id = ${scanId} FOR UPDATE`;
  return tx.scanJob.findUnique({ where: unsafeById(scanId) });
}

/** A row of scan page lock (lib/db/columns.ts). */
const pageRow = z.object({
  id: z.string(),
  scan_id: z.string(),
  url: z.string(),
  host: z.string(),
  depth: z.number(),
  status: z.string(),
  attempts: z.number(),
});

async function lockPage(tx: CommitTx, pageId: string): Promise<PageRow | null> {
  const [page] = parseRows(
    pageRow,
    await tx.$queryRaw`
    SELECT id, scan_id, url, host, depth, status::text AS status, attempts FROM scan_pages WHERE id = ${pageId} FOR UPDATE`,
    'scan page lock',
  );
  return page ?? null;
}

const budgetEnd = (scan: ScanRow) => (scan.startedAt?.getTime() ?? Date.now()) + (scanOptionsOf(scan).budgetMs ?? config().SCAN_TOTAL_TIMEOUT_MS);

/** A row of host politeness (lib/db/columns.ts). */
const hostRow = z.object({ running: z.number(), since_ms: z.number().nullable() });

/**
 * Takes the page for scanning, in one transaction holding the scan's row (then the page's: the order
 * every writer of a scan keeps): a page ended already, or of a scan that stopped, ends here; past the
 * scan's time budget the scan stops; a host with its tenant's pages at the limit, or loaded less than
 * the crawl's delay ago, makes the page wait (an advisory lock per tenant and host makes the count exact
 * across instances).
 */
async function claimPage(scanId: string, pageId: string, turn: number): Promise<Claim> {
  return transaction(async (tx) => {
    const scan = await lockScan(tx, scanId);
    const page = await lockPage(tx, pageId);
    if (!scan || !page) return { kind: 'ended', frontierEmpty: false };
    const ended = async (): Promise<Claim> => ({ kind: 'ended', frontierEmpty: (await openPages(tx, scanId)) === 0 });
    if (page.status !== 'queued' && page.status !== 'running') return ended();
    if (scan.status !== 'running' || scan.stopReason) {
      await skipPage(tx, page.id);
      return ended();
    }
    if (Date.now() >= budgetEnd(scan)) {
      // A page still `running` here is one whose worker died: it ends with the scan, not after it.
      await stopScan(tx, scanId, 'out_of_time');
      await skipPage(tx, page.id, "The scan's time budget ran out before this page was scanned.");
      return ended();
    }
    if (page.status === 'queued') {
      const options = scanOptionsOf(scan);
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('scan_host:' || ${scan.tenantId} || ':' || ${page.host}))`;
      // Pages of the tenant's running scans on the host being scanned now, and how long ago the last one
      // started (within the longest delay there can be; measured on the database's clock, as started_at is).
      const [host] = parseRows(
        hostRow,
        await tx.$queryRaw`
        SELECT count(*) FILTER (WHERE p.status = 'running')::int AS running,
               (extract(epoch FROM now() - max(p.started_at)) * 1000)::float8 AS since_ms
          FROM scan_pages p JOIN scan_jobs s ON s.id = p.scan_id AND s.status = 'running'
         WHERE ${sqlInTenant(scan, 'p')} AND p.host = ${page.host}
           AND (p.status = 'running' OR p.started_at > now() - make_interval(secs => ${MAX_POLITE_DELAY_MS / 1000}))`,
        'host politeness',
      );
      const perHost = options.crawl?.maxConcurrentPerHost ?? 1;
      if ((host?.running ?? 0) >= perHost) return { kind: 'wait', waitMs: busyWaitMs(turn) };
      const delayMs = Math.max(options.crawl?.delayMs ?? 0, crawlDelayOf(scan) ?? 0);
      const since = host?.since_ms ?? Number.POSITIVE_INFINITY;
      if (since < delayMs) return { kind: 'wait', waitMs: Math.ceil(delayMs - since) };
    }
    await tx.$executeRaw`
      UPDATE scan_pages SET status = 'running', attempts = attempts + 1, started_at = now() WHERE id = ${page.id}`;
    return { kind: 'claimed', page: { ...page, attempts: page.attempts + 1 }, scan };
  });
}

async function skipPage(tx: CommitTx, pageId: string, error: string | null = null): Promise<void> {
  await tx.$executeRaw`UPDATE scan_pages SET status = 'skipped', error = ${error}, finished_at = now() WHERE id = ${pageId}`;
}

/**
 * Where a scan's login goes: the origin of the URL the tenant gave, and nowhere else — also when the start
 * page redirected the crawl elsewhere (a shop's domain to its platform's), except from http to https on
 * the same host.
 */
function loginOrigin(scan: ScanRow): string {
  const given = new URL(scan.url);
  const crawled = ((scan.crawlState ?? {}) as { origin?: string }).origin;
  if (crawled && given.protocol === 'http:' && URL.canParse(crawled)) {
    const moved = new URL(crawled);
    if (moved.protocol === 'https:' && moved.hostname === given.hostname) return moved.origin;
  }
  return given.origin;
}

/** Claims, scans and stores one page (see PageStep). Browser crashes are thrown: the page's job retries. */
export async function scanFrontierPage(scanId: string, pageId: string, limits: FindingLimits = FINDING_LIMITS, turn = 0): Promise<PageStep> {
  if (turn >= MAX_HOST_WAITS) {
    return failPage(scanId, pageId, "The page waited too long for its host: the tenant's other pages of that host kept it busy.");
  }
  const claim = await claimPage(scanId, pageId, turn);
  if (claim.kind === 'wait') return { waitMs: claim.waitMs };
  if (claim.kind === 'ended') return { ended: true, frontierEmpty: claim.frontierEmpty };
  const { page, scan } = claim;
  const options = scanOptionsOf(scan);
  const auth = scan.authSealed ? unsealScanAuth(scan.authSealed) : null;
  if (scan.authSealed && !auth)
    return failPage(scanId, pageId, "The scan's login headers and cookies could not be read: the service's secret changed since it was queued.");
  const origin = loginOrigin(scan);
  let result: PageScan;
  try {
    // A page gets no more than what is left of the scan's budget.
    const timeoutMs = Math.max(1, Math.min(config().SCAN_PAGE_TIMEOUT_MS, budgetEnd(scan) - Date.now()));
    result = await scanPage(page.url, {
      standard: scan.standard as WcagStandard,
      includeBestPractices: options.includeBestPractices,
      viewport: options.viewport,
      timeoutMs,
      maxFindings: limits.perPage,
      engines: scanEnginesFor(orderedEngines(scan.engines ?? [])),
      ...(auth ? { login: { origin, ...auth } } : {}),
    });
  } catch (error) {
    // A page that leads somewhere the SSRF policy refuses (a redirect to a metadata address) is refused
    // for good, as a page that answers 404 or times out: another attempt would meet the same.
    const final = (error instanceof ScanFailedError && error.reason !== 'browser_crash') || (error instanceof AppError && error.code === 'unsafe_url');
    if (!final) throw error;
    // The page ran into the end of the scan's budget (it had what was left of it): the scan is out of time.
    if (error instanceof ScanFailedError && Date.now() >= budgetEnd(scan)) return outOfTime(scanId, pageId);
    if (error instanceof AppError) logger.warn({ scanId, pageId, reason: error.internal }, 'scan page refused by the SSRF policy');
    return failPage(scanId, pageId, error.message);
  }
  return storePage(scan, page, result, limits);
}

/** The scan's time budget ran out while the page was being scanned: the scan stops, the page is not counted. */
async function outOfTime(scanId: string, pageId: string): Promise<PageStep> {
  return transaction(async (tx) => {
    await lockScan(tx, scanId);
    await stopScan(tx, scanId, 'out_of_time');
    await skipPage(tx, pageId, "The scan's time budget ran out while this page was being scanned.");
    return { ended: true, frontierEmpty: (await openPages(tx, scanId)) === 0 };
  });
}

/**
 * Ends a page as failed with a public reason. The start page decides the scan: when it fails, the scan
 * stops taking pages and will fail with its reason.
 */
export async function failPage(scanId: string, pageId: string, error: string): Promise<PageStep> {
  return transaction(async (tx) => {
    const scan = await lockScan(tx, scanId);
    const page = await lockPage(tx, pageId);
    if (scan && page && (page.status === 'running' || page.status === 'queued')) {
      await tx.$executeRaw`UPDATE scan_pages SET status = 'failed', error = ${error}, finished_at = now() WHERE id = ${pageId}`;
      if (page.depth === 0) await stopScan(tx, scanId, 'start_failed', error);
    }
    return { ended: true, frontierEmpty: (await openPages(tx, scanId)) === 0 };
  });
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
async function storePage(scan: ScanRow, page: PageRow, result: PageScan, limits: FindingLimits): Promise<PageStep> {
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
      const state = (locked.crawlState ?? {}) as { issuesStored?: number; reviewsStored?: number; engines?: unknown };
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

/** Rows per INSERT of findings: each slice's rows are built, hashed and sent while the service answers between them. */
const INSERT_SLICE = 200;

/**
 * Inserts a page's findings (up to the page's cap of 1,000) in statements of INSERT_SLICE rows, each
 * slice's rows as one JSON parameter. Not Prisma's createMany: its query compiler builds such a statement
 * on the main thread, about a second for 1,000 rows, during which the service answers nothing; and not
 * one statement of all the rows, whose building and writing to the socket held the event loop for over
 * 100 ms. An issue starts as `new` until the scan's end compares it (compareAndSummarise); a review has no
 * occurrence and no aliases.
 */
async function insertFindings(
  tx: CommitTx,
  table: 'scan_issues' | 'scan_reviews',
  findings: EngineFinding[],
  owner: { jobId: string; tenantId: string; pageId: string },
): Promise<void> {
  for (let at = 0; at < findings.length; at += INSERT_SLICE) {
    await insertRows(
      tx,
      table,
      findings.slice(at, at + INSERT_SLICE).map((f) => findingRow(f, owner.jobId, owner.tenantId, owner.pageId)),
    );
  }
}

async function insertRows(tx: CommitTx, table: 'scan_issues' | 'scan_reviews', rows: ReturnType<typeof findingRow>[]): Promise<void> {
  const issues = table === 'scan_issues';
  await tx.$executeRaw`
    INSERT INTO ${PrismaNs.raw(table)} (id, job_id, tenant_id, page_id, rule_id, impact, wcag, level, description, help, help_url, page_url,
                                         selector, html, failure_summary, fingerprint, engine, best_practice, reports
                                         ${PrismaNs.raw(issues ? ', aliases, occurrence' : '')})
    SELECT r.id, r."jobId", r."tenantId", r."pageId", r."ruleId", r.impact::"IssueImpact", r.wcag, r.level, r.description, r.help, r."helpUrl",
           r."pageUrl", r.selector, r.html, r."failureSummary", r.fingerprint, r.engine, r."bestPractice", r.reports
           ${PrismaNs.raw(issues ? ", r.aliases, 'new'" : '')}
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
             id text, "jobId" text, "tenantId" text, "pageId" text, "ruleId" text, impact text, wcag text[], level text, description text,
             help text, "helpUrl" text, "pageUrl" text, selector text, html text, "failureSummary" text, fingerprint text, engine text,
             "bestPractice" boolean, reports jsonb, aliases text[])`;
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

/**
 * The stored row of a finding (an issue or a review): a merged one keeps its fingerprint (the same whichever
 * engines found it) and its engines' reports; one of axe alone gets axe's fingerprint and its one report.
 * Either way its aliases are the fingerprints a scan of another set of engines would give it.
 */
function findingRow(f: EngineFinding, jobId: string, tenantId: string, pageId: string) {
  const merged = f as Partial<MergedIssue>;
  const identity = { ...f, fingerprint: merged.fingerprint || fingerprint(f), reports: merged.reports };
  return {
    id: newId(f.review ? 'rev' : 'iss'),
    jobId,
    tenantId,
    pageId,
    ruleId: f.ruleId,
    impact: f.impact,
    wcag: f.wcag,
    level: f.level,
    description: f.description,
    help: f.help,
    helpUrl: f.helpUrl,
    pageUrl: f.pageUrl,
    selector: f.selector,
    html: f.html,
    failureSummary: f.failureSummary,
    fingerprint: identity.fingerprint,
    engine: f.engine,
    bestPractice: f.bestPractice,
    reports: reportsOf(identity),
    // A review is stored without aliases (it has no occurrence across scans to keep).
    aliases: f.review ? [] : issueAliases(identity),
  };
}
