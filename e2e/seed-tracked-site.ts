import { randomBytes } from 'node:crypto';
import { e2eDatabase } from './db.ts';

/**
 * A site with two completed crawls and its tracked issues, written straight into the e2e server's database
 * as the scanner and the tracker leave them (sites, scan_jobs with site_id and tracked_at, scan_pages,
 * scan_issues with tracked_issue_id, tracked_issues and their events): two real crawls and their tracking
 * would take minutes. The site's URL is the caller's (a page served on loopback, so "Run now" can crawl it).
 *
 * Between the two scans: the shared header image without alt stays on every page (open, 3 pages), an
 * unlabelled search field is new on one page, faint text was fixed, and a skip link's target came back
 * (reopened).
 */

const id = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;
const ENGINES = [{ name: 'axe-core', version: '4.11.0' }];
const CRAWL = { maxPages: 10, maxDepth: 1, sitemap: false, respectRobots: true, maxConcurrentPerHost: 2, delayMs: 0 };

const ISSUES = {
  headerImage: {
    rule: 'image-alt',
    impact: 'critical',
    wcag: ['1.1.1'],
    level: 'A',
    help: 'Images must have alternative text',
    selector: 'header > img.logo',
    html: '<img src="/logo.png" class="logo">',
    priority: 9.5,
  },
  search: {
    rule: 'label',
    impact: 'critical',
    wcag: ['4.1.2'],
    level: 'A',
    help: 'Form elements must have labels',
    selector: 'form > input[name="q"]',
    html: '<input type="text" name="q">',
    priority: 6,
  },
  skip: {
    rule: 'skip-link',
    impact: 'moderate',
    wcag: ['2.4.1'],
    level: 'A',
    help: 'The skip-link target should exist and be focusable',
    selector: 'a.skip',
    html: '<a class="skip" href="#content">Skip</a>',
    priority: 3,
  },
  faint: {
    rule: 'color-contrast',
    impact: 'serious',
    wcag: ['1.4.3'],
    level: 'AA',
    help: 'Elements must meet minimum color contrast ratio thresholds',
    selector: 'p.faint',
    html: '<p class="faint">Sale</p>',
    priority: 1,
  },
} as const;
type Key = keyof typeof ISSUES;

export interface SeededSite {
  siteId: string;
  url: string;
  earlierScan: string;
  latestScan: string;
  issues: Record<Key, string>;
}

export async function seedTrackedSite(tenantId: string, input: { url: string; name: string }): Promise<SeededSite> {
  const db = await e2eDatabase();
  const now = Date.now();
  const day = 24 * 3600_000;
  const at = (ago: number) => new Date(now - ago);
  const siteId = id('sit');
  const pages = ['', 'about', 'shop'].map((p) => new URL(p, input.url).href);

  async function scan(startedAgo: number, score: number, open: { critical: number; serious: number; moderate: number }): Promise<string> {
    const scanId = id('scn');
    const total = open.critical + open.serious + open.moderate;
    const summary = { ...open, total, minor: 0, score, new: total, recurring: 0, fixed: 0, dismissed: 0 };
    const details = {
      engines: ENGINES,
      pageTitle: input.name,
      finalUrl: input.url,
      timings: { loadMs: 900, analyzeMs: 1200, totalMs: 6000 },
      issuesDropped: 0,
    };
    await db.query(
      `INSERT INTO scan_jobs (id, tenant_id, url, standard, status, options, pages_scanned, summary, details, created_at, started_at, completed_at,
                              pages_found, crawl_state, site_id, trigger, tracked_at)
       VALUES ($1, $2, $3, 'WCAG22_AA', 'completed', $4, 3, $5, $6, $7, $7, $8, 3, $9, $10, 'schedule', $8)`,
      [
        scanId,
        tenantId,
        input.url,
        JSON.stringify({ includeBestPractices: false, crawl: CRAWL, budgetMs: 600_000 }),
        JSON.stringify(summary),
        JSON.stringify(details),
        at(startedAgo),
        at(startedAgo - 60_000),
        JSON.stringify({ engines: ENGINES }),
        siteId,
      ],
    );
    return scanId;
  }

  async function pageRows(scanId: string, startedAgo: number): Promise<Record<string, string>> {
    const ids: Record<string, string> = {};
    for (const [i, url] of pages.entries()) {
      const pageId = id('pag');
      ids[url] = pageId;
      await db.query(
        `INSERT INTO scan_pages (id, scan_id, tenant_id, url, host, depth, status, attempts, title, final_url, issues, score, load_ms, analyze_ms,
                                 created_at, started_at, finished_at, http_status)
         VALUES ($1, $2, $3, $4, $5, $6, 'done', 1, $7, $4, 1, 90, 300, 400, $8, $8, $8, 200)`,
        [pageId, scanId, tenantId, url, new URL(url).host, i === 0 ? 0 : 1, `Page ${i}`, at(startedAgo - i)],
      );
    }
    return ids;
  }

  async function occurrences(scanId: string, pageIds: Record<string, string>, key: Key, trackedId: string, on: string[]): Promise<void> {
    const issue = ISSUES[key];
    for (const url of on) {
      await db.query(
        `INSERT INTO scan_issues (id, job_id, tenant_id, rule_id, impact, wcag, level, description, help, help_url, page_url, selector, html,
                                  failure_summary, fingerprint, engine, occurrence, page_id, track_key, tracked_issue_id)
         VALUES ($1, $2, $3, $4, $5::"IssueImpact", $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'axe-core', 'new', $16, $17, $18)`,
        [
          id('iss'),
          scanId,
          tenantId,
          issue.rule,
          issue.impact,
          issue.wcag,
          issue.level,
          `Checks ${issue.rule}`,
          issue.help,
          `https://dequeuniversity.com/rules/axe/4.11/${issue.rule}`,
          url,
          issue.selector,
          issue.html,
          `Fix ${issue.rule}`,
          randomBytes(16).toString('hex'),
          pageIds[url],
          `track-${key}`,
          trackedId,
        ],
      );
    }
  }

  try {
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO sites (id, tenant_id, name, url, standard, engines, crawl, schedule_cron, schedule_timezone, next_run_at, alert, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'WCAG22_AA', ARRAY['axe'], $5, '0 3 * * 1', 'Europe/London', $6, '{}', $7, $7)`,
      [siteId, tenantId, input.name, input.url, JSON.stringify(CRAWL), at(-3 * day), at(10 * day)],
    );
    const earlierScan = await scan(2 * day, 70, { critical: 1, serious: 1, moderate: 0 });
    const latestScan = await scan(day, 62, { critical: 2, serious: 0, moderate: 1 });
    const [earlierPages, latestPages] = [await pageRows(earlierScan, 2 * day), await pageRows(latestScan, day)];

    const tracked = (key: Key, status: string, first: string, last: string, occurrences: number, latestCheck: string) => ({
      key,
      status,
      first,
      last,
      occurrences,
      latestCheck,
    });
    const rows = [
      tracked('headerImage', 'open', earlierScan, latestScan, 3, 'found'),
      tracked('search', 'open', latestScan, latestScan, 1, 'found'),
      tracked('skip', 'reopened', earlierScan, latestScan, 1, 'found'),
      tracked('faint', 'fixed', earlierScan, earlierScan, 1, 'not_found'),
    ];
    const issues = {} as Record<Key, string>;
    for (const row of rows) {
      const issue = ISSUES[row.key];
      const trackedId = id('trk');
      issues[row.key] = trackedId;
      const firstAt = row.first === earlierScan ? at(2 * day - 60_000) : at(day - 60_000);
      const lastAt = row.last === earlierScan ? at(2 * day - 60_000) : at(day - 60_000);
      await db.query(
        `INSERT INTO tracked_issues (id, tenant_id, site_id, fingerprint, rule_id, impact, wcag, level, engines, description, help, help_url, selector, html,
                                     status, latest_check, occurrences, priority, first_seen_at, first_seen_scan_id, last_seen_at, last_seen_scan_id,
                                     created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6::"IssueImpact", $7, $8, ARRAY['axe-core'], $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $18, $20)`,
        [
          trackedId,
          tenantId,
          siteId,
          `track-${row.key}`,
          issue.rule,
          issue.impact,
          issue.wcag,
          issue.level,
          `Checks ${issue.rule}`,
          issue.help,
          `https://dequeuniversity.com/rules/axe/4.11/${issue.rule}`,
          issue.selector,
          issue.html,
          row.status,
          row.latestCheck,
          row.occurrences,
          issue.priority,
          firstAt,
          row.first,
          lastAt,
          row.last,
        ],
      );
      const events: [string | null, string, string, Date][] =
        row.status === 'reopened'
          ? [
              [null, 'open', earlierScan, firstAt],
              ['open', 'reopened', latestScan, lastAt],
            ]
          : row.status === 'fixed'
            ? [
                [null, 'open', earlierScan, firstAt],
                ['open', 'fixed', latestScan, at(day - 60_000)],
              ]
            : [[null, 'open', row.first, firstAt]];
      for (const [from, to, scanId, when] of events) {
        await db.query(
          `INSERT INTO tracked_issue_events (id, tenant_id, site_id, issue_id, scan_id, actor, from_status, to_status, at)
           VALUES ($1, $2, $3, $4, $5, 'scan', $6, $7, $8)`,
          [id('tev'), tenantId, siteId, trackedId, scanId, from, to, when],
        );
      }
    }
    await occurrences(earlierScan, earlierPages, 'headerImage', issues.headerImage, pages);
    await occurrences(earlierScan, earlierPages, 'faint', issues.faint, [pages[2]!]);
    await occurrences(latestScan, latestPages, 'headerImage', issues.headerImage, pages);
    await occurrences(latestScan, latestPages, 'search', issues.search, [pages[1]!]);
    await occurrences(latestScan, latestPages, 'skip', issues.skip, [pages[0]!]);
    await db.query('COMMIT');
    return { siteId, url: input.url, earlierScan, latestScan, issues };
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}

/** A run of the site left running (no worker holds it, as in seed-site-scans.ts): "Run now" then meets its 409. */
export async function seedQueuedRun(tenantId: string, site: SeededSite): Promise<string> {
  const db = await e2eDatabase();
  try {
    const scanId = id('scn');
    await db.query(
      `INSERT INTO scan_jobs (id, tenant_id, url, standard, status, options, site_id, trigger, created_at)
       VALUES ($1, $2, $3, 'WCAG22_AA', 'running', $4, $5, 'schedule', now())`,
      [scanId, tenantId, site.url, JSON.stringify({ includeBestPractices: false, crawl: CRAWL, budgetMs: 600_000 }), site.siteId],
    );
    return scanId;
  } finally {
    await db.end();
  }
}
