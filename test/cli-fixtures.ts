import type { GatePolicy } from '../cli/src/gate.ts';
import type { Report } from '../cli/src/report.ts';
import type { Issue, Job, JobResult, ScanPage } from '../cli/src/types.ts';

/** Scans, pages and issues as the API returns them, for the CLI's formatting and gating tests. */
export function job(overrides: Partial<Job> = {}): Job {
  return {
    id: 'scn_1',
    url: 'https://shop.example/',
    standard: 'WCAG22_AA',
    status: 'completed',
    options: { includeBestPractices: false, engines: ['axe'] },
    timeBudgetMs: 60_000,
    createdAt: '2026-01-02T10:00:00.000Z',
    startedAt: '2026-01-02T10:00:01.000Z',
    completedAt: '2026-01-02T10:00:09.000Z',
    pagesScanned: 1,
    progress: { done: 1, queued: 0, running: 0, failed: 0, skipped: 0, pagesPerMinute: 7.5 },
    summary: { total: 3, critical: 1, serious: 1, moderate: 0, minor: 1, score: 71, new: 3, recurring: 0, fixed: 0, dismissed: 0 },
    error: null,
    engines: [{ name: 'axe-core', version: '4.11.0' }],
    pageTitle: 'Shop',
    finalUrl: 'https://shop.example/',
    timings: { loadMs: 900, analyzeMs: 1100, totalMs: 2000 },
    issuesDropped: 0,
    baseline: null,
    ...overrides,
  };
}

let counter = 0;

export function issue(overrides: Partial<Issue> = {}): Issue {
  counter += 1;
  return {
    id: `iss_${counter}`,
    engine: 'axe-core',
    ruleId: 'image-alt',
    impact: 'critical',
    wcag: ['1.1.1'],
    level: 'A',
    description: 'Ensures <img> elements have alternative text or a role of none or presentation',
    help: 'Images must have alternative text',
    helpUrl: 'https://dequeuniversity.com/rules/axe/4.11/image-alt',
    pageUrl: 'https://shop.example/',
    selector: `img.hero-${counter}`,
    html: '<img src="hero.png" class="hero">',
    failureSummary: 'Fix any of the following:\n  Element does not have an alt attribute',
    bestPractice: false,
    fingerprint: String(counter).padStart(32, 'a'),
    engines: [{ engine: 'axe-core', ruleId: 'image-alt', message: 'Element does not have an alt attribute' }],
    confidence: 'single',
    occurrence: 'new',
    dismissed: false,
    trackKey: String(counter).padStart(32, 'b'),
    ...overrides,
  };
}

export function page(overrides: Partial<ScanPage> = {}): ScanPage {
  return {
    id: 'pg_1',
    url: 'https://shop.example/',
    finalUrl: null,
    title: 'Shop',
    depth: 0,
    status: 'done',
    attempts: 1,
    issues: 0,
    issuesDropped: 0,
    score: 100,
    error: null,
    startedAt: '2026-01-02T10:00:01.000Z',
    finishedAt: '2026-01-02T10:00:09.000Z',
    ...overrides,
  };
}

export function report(results: JobResult[], policy: GatePolicy, baseline = false): Report {
  return {
    results,
    policy,
    baseline,
    passed: results.every((r) => r.gating.length === 0),
    tool: { name: 'a11y-platform', version: '0.1.0', informationUri: 'https://a11y.example/docs/api' },
  };
}
