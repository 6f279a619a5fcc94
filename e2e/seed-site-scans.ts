import { randomBytes } from 'node:crypto';
import { e2eDatabase } from './db.ts';

/**
 * Site scans written straight into the e2e server's database, as the scanner leaves them (scan_jobs with
 * options.crawl, scan_pages, scan_issues with page_id): a real crawl of 23 pages would take minutes, and a
 * scan that stays running would need a site that never answers. No crawl runs: the URLs are never fetched.
 */

export const SITE = 'https://shop.example.test';
export const SITE_START = `${SITE}/`;
export const BLOG_START = `${SITE}/blog/`;

const id = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;
const fingerprint = () => randomBytes(16).toString('hex');
const CRAWL = { maxPages: 25, maxDepth: 2, sitemap: false, respectRobots: true, maxConcurrentPerHost: 2, delayMs: 250 };
const SITE_OPTIONS = { includeBestPractices: false, crawl: CRAWL, budgetMs: 600_000 };
const ENGINES = [{ name: 'axe-core', version: '4.11.0' }];

const RULES = {
  'image-alt': { impact: 'critical', wcag: ['1.1.1'], level: 'A', help: 'Images must have alternative text', html: '<img src="hero.png">' },
  label: { impact: 'critical', wcag: ['4.1.2'], level: 'A', help: 'Form elements must have labels', html: '<input type="text" name="q">' },
  'color-contrast': {
    impact: 'serious',
    wcag: ['1.4.3'],
    level: 'AA',
    help: 'Elements must meet minimum color contrast ratio thresholds',
    html: '<p class="faint">Sale</p>',
  },
} as const;
type Rule = keyof typeof RULES;

interface SeedPage {
  url: string;
  depth: number;
  status: 'queued' | 'running' | 'done' | 'failed' | 'skipped';
  title?: string;
  score?: number;
  error?: string;
  issues?: Partial<Record<Rule, number>>;
}

function summary(score: number, critical: number, serious: number) {
  const total = critical + serious;
  return { total, critical, serious, moderate: 0, minor: 0, score, new: total, recurring: 0, fixed: 0, dismissed: 0 };
}

export interface SeededSiteScans {
  /** The completed 23-page crawl of SITE_START: 20 pages done, 2 failed, 1 skipped. */
  site: string;
  /** An earlier completed crawl of the same URL (score 40). */
  earlierSite: string;
  /** A single-page scan of the same URL between the two crawls (score 100). */
  singlePage: string;
  /** A crawl of BLOG_START still running: 3 pages done, 4 queued, 1 failed, none being scanned. */
  running: string;
}

export async function seedSiteScans(tenantId: string): Promise<SeededSiteScans> {
  const db = await e2eDatabase();
  const day = 24 * 3600_000;
  const now = Date.now();
  const at = (ago: number) => new Date(now - ago);

  async function scan(input: {
    url: string;
    status: 'completed' | 'running';
    options: object;
    endedAgo: number | null;
    startedAgo: number;
    summary: object | null;
    pagesScanned: number;
    pagesFound: number;
    title: string | null;
  }): Promise<string> {
    const scanId = id('scn');
    const details =
      input.status === 'completed'
        ? { engines: ENGINES, pageTitle: input.title, finalUrl: input.url, timings: { loadMs: 9000, analyzeMs: 12000, totalMs: 60000 }, issuesDropped: 0 }
        : null;
    await db.query(
      `INSERT INTO scan_jobs (id, tenant_id, url, standard, status, options, pages_scanned, summary, details, created_at, started_at, completed_at, pages_found, crawl_state)
       VALUES ($1, $2, $3, 'WCAG22_AA', $4::"ScanStatus", $5, $6, $7, $8, $9, $9, $10, $11, $12)`,
      [
        scanId,
        tenantId,
        input.url,
        input.status,
        JSON.stringify(input.options),
        input.pagesScanned,
        input.summary ? JSON.stringify(input.summary) : null,
        details ? JSON.stringify(details) : null,
        at(input.startedAgo),
        input.endedAgo === null ? null : at(input.endedAgo),
        input.pagesFound,
        JSON.stringify({ engines: ENGINES }),
      ],
    );
    return scanId;
  }

  async function pages(scanId: string, list: SeedPage[], startedAgo: number): Promise<void> {
    for (const [i, page] of list.entries()) {
      const pageId = id('pag');
      const issues = Object.values(page.issues ?? {}).reduce((n, c) => n + c, 0);
      const finished = page.status === 'done' || page.status === 'failed' || page.status === 'skipped';
      await db.query(
        `INSERT INTO scan_pages (id, scan_id, tenant_id, url, host, depth, status, attempts, error, title, final_url, issues, score,
                                 load_ms, analyze_ms, created_at, started_at, finished_at)
         VALUES ($1, $2, $3, $4, 'shop.example.test', $5, $6::"ScanPageStatus", $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          pageId,
          scanId,
          tenantId,
          page.url,
          page.depth,
          page.status,
          page.status === 'queued' ? 0 : 1,
          page.error ?? null,
          page.title ?? null,
          page.status === 'done' ? page.url : null,
          issues,
          page.status === 'done' ? (page.score ?? 100) : null,
          page.status === 'done' ? 450 : null,
          page.status === 'done' ? 600 : null,
          // Created in crawl order, a millisecond apart.
          at(startedAgo - i),
          page.status === 'queued' ? null : at(startedAgo - 1000),
          finished ? at(startedAgo - 2000) : null,
        ],
      );
      for (const [rule, count] of Object.entries(page.issues ?? {}) as [Rule, number][]) {
        const r = RULES[rule];
        for (let n = 0; n < count; n++) {
          await db.query(
            `INSERT INTO scan_issues (id, job_id, tenant_id, rule_id, impact, wcag, level, description, help, help_url, page_url, selector, html,
                                      failure_summary, fingerprint, engine, occurrence, page_id)
             VALUES ($1, $2, $3, $4, $5::"IssueImpact", $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'axe-core', 'new', $16)`,
            [
              id('iss'),
              scanId,
              tenantId,
              rule,
              r.impact,
              r.wcag,
              r.level,
              `Checks ${rule}`,
              r.help,
              `https://dequeuniversity.com/rules/axe/4.11/${rule}`,
              page.url,
              `main > :nth-child(${n + 1})`,
              r.html,
              `Fix ${rule} on this element`,
              fingerprint(),
              pageId,
            ],
          );
        }
      }
    }
  }

  try {
    await db.query('BEGIN');
    const earlierSite = await scan({
      url: SITE_START,
      status: 'completed',
      options: SITE_OPTIONS,
      startedAgo: 3 * day,
      endedAgo: 3 * day - 60_000,
      summary: summary(40, 20, 12),
      pagesScanned: 18,
      pagesFound: 18,
      title: 'Acme home',
    });
    const singlePage = await scan({
      url: SITE_START,
      status: 'completed',
      options: { includeBestPractices: false, budgetMs: 600_000 },
      startedAgo: 2 * day,
      endedAgo: 2 * day - 5000,
      summary: summary(100, 0, 0),
      pagesScanned: 1,
      pagesFound: 1,
      title: 'Acme home',
    });
    await pages(singlePage, [{ url: SITE_START, depth: 0, status: 'done', title: 'Acme home', score: 100 }], 2 * day);

    // Scores: the start page 71 (the lowest), then 90, 89 and 94 to 88; the twelve pages without issues 100.
    const done: SeedPage[] = [
      { url: SITE_START, depth: 0, status: 'done', title: 'Acme home', score: 71, issues: { 'image-alt': 2, label: 1 } },
      { url: `${SITE}/page-01`, depth: 1, status: 'done', title: 'Page 1', score: 90, issues: { 'image-alt': 1 } },
      { url: `${SITE}/page-02`, depth: 1, status: 'done', title: 'Page 2', score: 89, issues: { 'image-alt': 1 } },
      ...[94, 93, 92, 91, 88].map(
        (score, i): SeedPage => ({
          url: `${SITE}/page-0${i + 3}`,
          depth: 1,
          status: 'done',
          title: `Page ${i + 3}`,
          score,
          issues: { 'color-contrast': 1 },
        }),
      ),
      ...Array.from(
        { length: 12 },
        (_, i): SeedPage => ({ url: `${SITE}/page-${String(i + 8).padStart(2, '0')}`, depth: 2, status: 'done', title: `Page ${i + 8}`, score: 100 }),
      ),
    ];
    const site = await scan({
      url: SITE_START,
      status: 'completed',
      options: SITE_OPTIONS,
      startedAgo: day,
      endedAgo: day - 120_000,
      summary: summary(62, 5, 5),
      pagesScanned: 20,
      pagesFound: 23,
      title: 'Acme home',
    });
    await pages(
      site,
      [
        ...done,
        { url: `${SITE}/missing-1`, depth: 2, status: 'failed', error: 'The page answered with HTTP status 404.' },
        { url: `${SITE}/missing-2`, depth: 2, status: 'failed', error: 'The page answered with HTTP status 404.' },
        { url: `${SITE}/private/area`, depth: 2, status: 'skipped', error: 'The site’s robots.txt does not allow it.' },
      ],
      day,
    );

    const running = await scan({
      url: BLOG_START,
      status: 'running',
      options: SITE_OPTIONS,
      startedAgo: 120_000,
      endedAgo: null,
      summary: null,
      pagesScanned: 0,
      pagesFound: 8,
      title: null,
    });
    await pages(
      running,
      [
        { url: BLOG_START, depth: 0, status: 'done', title: 'Blog', score: 90, issues: { 'image-alt': 1 } },
        { url: `${SITE}/blog/first-post`, depth: 1, status: 'done', title: 'First post', score: 100 },
        { url: `${SITE}/blog/second-post`, depth: 1, status: 'done', title: 'Second post', score: 100 },
        { url: `${SITE}/blog/gone`, depth: 1, status: 'failed', error: 'The page did not finish loading within 30 s.' },
        ...['third', 'fourth', 'fifth', 'sixth'].map((name): SeedPage => ({ url: `${SITE}/blog/${name}-post`, depth: 1, status: 'queued' })),
      ],
      120_000,
    );
    await db.query('COMMIT');
    return { site, earlierSite, singlePage, running };
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}
