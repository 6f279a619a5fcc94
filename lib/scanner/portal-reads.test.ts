import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import type { IssueImpact } from '@/lib/db/generated/enums.ts';
import { newId } from '@/lib/ids.ts';
import { createTestTenant } from '@/test/fixtures.ts';
import { createScan } from './create-scan.ts';
import { createDismissal } from './dismissals.ts';
import { listIssueGroups } from './list-issue-groups.ts';
import { getScan, listIssues } from './read-scans.ts';
import { getScoreHistory, scanKind } from './score-history.ts';

/** The reads behind the portal's scan pages, on rows written as a finished scan writes them. */

const system = (tenantId: string): Principal => ({ kind: 'system', tenantId, actor: 'test' });
const viewer = (tenantId: string): Principal => ({ kind: 'user', tenantId, userId: 'usr_viewer', memberId: 'mem_viewer', role: 'viewer' });

const CRAWL = { maxPages: 15, maxDepth: 2, sitemap: false, respectRobots: true, maxConcurrentPerHost: 2, delayMs: 250 };

async function completedScan(
  tenantId: string,
  url: string,
  score: number,
  completedAt: Date,
  status: 'completed' | 'failed' = 'completed',
  kind: 'page' | 'site' = 'page',
) {
  return db.scanJob.create({
    data: {
      id: newId('scn'),
      tenantId,
      url,
      standard: 'WCAG22_AA',
      status,
      options: kind === 'site' ? { includeBestPractices: false, crawl: CRAWL } : { includeBestPractices: false },
      completedAt,
      summary:
        status === 'completed'
          ? { total: 100 - score, critical: 0, serious: 0, moderate: 0, minor: 0, score, new: 0, recurring: 0, fixed: 0, dismissed: 0 }
          : undefined,
    },
  });
}

async function addIssues(tenantId: string, jobId: string, ruleId: string, impact: IssueImpact, count: number, page?: { id: string; url: string }) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId('iss'),
    jobId,
    tenantId,
    ruleId,
    impact,
    wcag: ['1.1.1'],
    level: 'A',
    description: `${ruleId} description`,
    help: `${ruleId} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.10/${ruleId}`,
    pageUrl: page?.url ?? 'https://example.com/',
    pageId: page?.id ?? null,
    selector: `#${ruleId}-${i}`,
    html: `<img id="${ruleId}-${i}">`,
    failureSummary: 'Fix it',
    fingerprint: randomBytes(16).toString('hex'),
    engine: 'axe-core',
    occurrence: 'new',
  }));
  await db.scanIssue.createMany({ data: rows });
  return rows;
}

describe('listIssueGroups', () => {
  it('groups by rule and impact, most severe first, with full counts, capped occurrences and dismissals', async () => {
    const { tenantId } = await createTestTenant();
    const job = await completedScan(tenantId, 'https://example.com/', 70, new Date());
    await addIssues(tenantId, job.id, 'image-alt', 'critical', 5);
    await addIssues(tenantId, job.id, 'color-contrast', 'serious', 2);
    await addIssues(tenantId, job.id, 'region', 'moderate', 1);
    // Dismiss an occurrence the capped group shows (which three of the five are shown is up to the ids).
    const [shown] = (await listIssueGroups(system(tenantId), job.id, { perRule: 3 }))[0]!.occurrences;
    await createDismissal(system(tenantId), { fingerprint: shown!.fingerprint, reason: 'decorative' });

    const groups = await listIssueGroups(system(tenantId), job.id, { perRule: 3 });
    expect(groups.map((g) => [g.impact, g.ruleId, g.count, g.occurrences.length, g.dismissed])).toEqual([
      ['critical', 'image-alt', 5, 3, 1],
      ['serious', 'color-contrast', 2, 2, 0],
      ['moderate', 'region', 1, 1, 0],
    ]);
    expect(groups[0]).toMatchObject({ help: 'image-alt help', wcag: ['1.1.1'], level: 'A', helpUrl: expect.stringMatching(/^https:/) });
    expect(groups[0]!.occurrences.find((o) => o.fingerprint === shown!.fingerprint)?.dismissed).toBe(true);
    expect(groups[0]!.occurrences[0]).toMatchObject({ selector: expect.stringMatching(/^#image-alt-/), html: expect.stringMatching(/^<img/) });
  });

  it('counts the pages of a site scan each rule fails on', async () => {
    const { tenantId } = await createTestTenant();
    const job = await completedScan(tenantId, 'https://example.com/', 70, new Date(), 'completed', 'site');
    const pages = await Promise.all(
      ['https://example.com/', 'https://example.com/a', 'https://example.com/b'].map((url, depth) =>
        db.scanPage.create({
          data: { id: newId('pag'), scanId: job.id, tenantId, url, host: 'example.com', depth: Math.min(depth, 1), status: 'done', issues: 1, score: 90 },
        }),
      ),
    );
    for (const page of pages) await addIssues(tenantId, job.id, 'image-alt', 'critical', 2, page);
    await addIssues(tenantId, job.id, 'label', 'critical', 3, pages[1]);
    // Issues stored before pages were rows count their pages by URL.
    await addIssues(tenantId, job.id, 'region', 'moderate', 2);

    const groups = await listIssueGroups(system(tenantId), job.id);
    expect(groups.map((g) => [g.ruleId, g.count, g.pages])).toEqual([
      ['image-alt', 6, 3],
      ['label', 3, 1],
      ['region', 2, 1],
    ]);
  });

  it('answers another tenant’s scan and a missing one with the same 404', async () => {
    const a = await createTestTenant();
    const b = await createTestTenant();
    const job = await completedScan(a.tenantId, 'https://example.com/', 90, new Date());
    await addIssues(a.tenantId, job.id, 'label', 'critical', 1);
    await expect(listIssueGroups(system(b.tenantId), job.id)).rejects.toMatchObject({ code: 'not_found', status: 404 });
    await expect(listIssueGroups(system(a.tenantId), 'scn_missing')).rejects.toMatchObject({ code: 'not_found', status: 404 });
    await expect(getScan(system(b.tenantId), job.id)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('getScoreHistory', () => {
  it('lists the completed scans of one URL oldest first, within the tenant and the limit', async () => {
    const a = await createTestTenant();
    const b = await createTestTenant();
    const url = 'https://example.com/pricing';
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const first = await completedScan(a.tenantId, url, 50, day(1));
    const second = await completedScan(a.tenantId, url, 65, day(2));
    const third = await completedScan(a.tenantId, url, 80, day(3));
    await completedScan(a.tenantId, url, 0, day(4), 'failed');
    await completedScan(a.tenantId, 'https://example.com/other', 10, day(5));
    await completedScan(b.tenantId, url, 99, day(6));

    expect((await getScoreHistory(system(a.tenantId), { url, kind: 'page' })).map((p) => [p.scanId, p.score])).toEqual([
      [first.id, 50],
      [second.id, 65],
      [third.id, 80],
    ]);
    expect((await getScoreHistory(system(a.tenantId), { url, kind: 'page', limit: 2 })).map((p) => p.scanId)).toEqual([second.id, third.id]);
    expect(await getScoreHistory(system(a.tenantId), { url: 'https://example.com/never', kind: 'page' })).toEqual([]);
    expect((await getScoreHistory(viewer(a.tenantId), { url, kind: 'page' }))[0]).toEqual({
      scanId: first.id,
      completedAt: day(1).toISOString(),
      standard: 'WCAG22_AA',
      score: 50,
      total: 50,
      pagesScanned: 0,
    });
  });
});

describe('getScoreHistory by kind', () => {
  it('never mixes site scans of a URL with single-page scans of it: each kind is its own trend', async () => {
    const { tenantId } = await createTestTenant();
    const url = 'https://example.com/';
    const day = (n: number) => new Date(Date.UTC(2026, 1, n));
    // A 15-page crawl scoring 0 between two single-page scans scoring 100, and the crawl's next run.
    const page1 = await completedScan(tenantId, url, 100, day(1));
    const site1 = await completedScan(tenantId, url, 0, day(2), 'completed', 'site');
    const page2 = await completedScan(tenantId, url, 100, day(3));
    const site2 = await completedScan(tenantId, url, 20, day(4), 'completed', 'site');
    await completedScan(tenantId, url, 0, day(5), 'failed', 'site');
    await completedScan(tenantId, 'https://example.com/other', 40, day(6), 'completed', 'site');

    const pages = await getScoreHistory(system(tenantId), { url, kind: 'page' });
    expect(pages.map((p) => [p.scanId, p.score])).toEqual([
      [page1.id, 100],
      [page2.id, 100],
    ]);
    const sites = await getScoreHistory(system(tenantId), { url, kind: 'site' });
    expect(sites.map((p) => [p.scanId, p.score])).toEqual([
      [site1.id, 0],
      [site2.id, 20],
    ]);
    // The limit counts scans of the kind asked for only.
    expect((await getScoreHistory(system(tenantId), { url, kind: 'site', limit: 1 })).map((p) => p.scanId)).toEqual([site2.id]);
    expect((await getScoreHistory(system(tenantId), { url, kind: 'page', limit: 1 })).map((p) => p.scanId)).toEqual([page2.id]);
    expect([scanKind(site1.options as object), scanKind(page1.options as object), scanKind({})]).toEqual(['site', 'page', 'page']);
  });
});

describe('listIssues', () => {
  it('pages through every issue once, most severe first, and refuses a cursor it did not hand out', async () => {
    const { tenantId } = await createTestTenant();
    const scan = await completedScan(tenantId, 'https://example.com/', 60, new Date());
    await addIssues(tenantId, scan.id, 'image-alt', 'critical', 3);
    await addIssues(tenantId, scan.id, 'color-contrast', 'serious', 4);
    await addIssues(tenantId, scan.id, 'region', 'moderate', 2);
    const seen: { id: string; impact: string }[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listIssues(system(tenantId), scan.id, { limit: 4, cursor });
      seen.push(...page.data.map(({ id, impact }) => ({ id, impact })));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen.map((i) => i.id)).size).toBe(9);
    expect(seen.map((i) => i.impact)).toEqual([...Array(3).fill('critical'), ...Array(4).fill('serious'), ...Array(2).fill('moderate')]);
    for (const bad of ['not-a-cursor', Buffer.from('12').toString('base64url'), Buffer.from('o:-1').toString('base64url')]) {
      await expect(listIssues(system(tenantId), scan.id, { limit: 4, cursor: bad })).rejects.toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('viewers', () => {
  it('read scans but may neither submit one nor dismiss an issue', async () => {
    const { tenantId } = await createTestTenant();
    await expect(createScan(viewer(tenantId), { url: 'https://example.com/', includeBestPractices: false })).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
    });
    await expect(createDismissal(viewer(tenantId), { fingerprint: 'a'.repeat(32), reason: 'decorative' })).rejects.toMatchObject({ code: 'forbidden' });
    expect(await db.scanJob.count({ where: { tenantId } })).toBe(0);
    expect(await listIssueGroups(viewer(tenantId), (await completedScan(tenantId, 'https://example.com/', 100, new Date())).id)).toEqual([]);
  });
});
