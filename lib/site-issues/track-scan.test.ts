import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { randomBase62 } from '@/lib/ids.ts';
import { dismissedIssue } from '@/lib/scanner/issue-identity.ts';
import { createScanInput } from '@/lib/scanner/schemas.ts';
import { createTestTenant } from '@/test/fixtures.ts';
import { trackSiteScan } from './track-scan.ts';

/**
 * trackSiteScan over stored rows (the scans themselves are test/site-tracking.test.ts's): once per scan, only
 * completed scans of a site, and the SQL of dismissedIssue() for a site's set-aside issues.
 */
const crawl = createScanInput.parse({ url: 'https://x.example/', crawl: { maxPages: 10 } }).crawl!;

/** A stored scan of `pages` pages, each with the findings of `keys` (track keys). */
async function storedScan(tenantId: string, siteId: string | null, keys: string[], status: 'completed' | 'failed' = 'completed', pages = 2) {
  const id = `scn_${randomBase62(22)}`;
  await db.scanJob.create({
    data: {
      id,
      tenantId,
      url: 'https://x.example/',
      standard: 'WCAG22_AA',
      status,
      completedAt: new Date(),
      siteId,
      pagesFound: pages,
      options: { includeBestPractices: false, crawl },
    },
  });
  await db.$executeRaw`
    INSERT INTO scan_pages (id, scan_id, tenant_id, url, host, depth, status)
    SELECT ${id} || '_p' || g, ${id}, ${tenantId}, 'https://x.example/p/' || g, 'x.example', 1, 'done' FROM generate_series(1, ${pages}) g`;
  await db.$executeRaw`
    INSERT INTO scan_issues (id, job_id, tenant_id, page_id, rule_id, impact, wcag, description, help, help_url, page_url, selector, html,
                             failure_summary, fingerprint, engine, occurrence, track_key)
    SELECT ${id} || '_i' || g || k, ${id}, ${tenantId}, ${id} || '_p' || g, 'image-alt', 'critical', '{1.1.1}', 'd', 'h', 'u',
           'https://x.example/p/' || g, 'img', '<img>', 'f', md5(g::text || k), 'axe', 'new', k
      FROM generate_series(1, ${pages}) g, unnest(${keys}::text[]) k`;
  return id;
}

async function site() {
  const { tenantId } = await createTestTenant();
  const created = await db.site.create({
    data: { id: `sit_${randomBase62(22)}`, tenantId, name: 's', url: `https://x.example/${randomBase62(6)}`, standard: 'WCAG22_AA', crawl: {} },
  });
  return { tenantId, siteId: created.id };
}

describe('trackSiteScan', () => {
  it('tracks a completed scan of a site once; a scan of no site, or one not completed, is left alone', async () => {
    const { tenantId, siteId } = await site();
    const scan = await storedScan(tenantId, siteId, ['a', 'b']);
    const outcome = await trackSiteScan(scan);
    expect(outcome).toMatchObject({ scanId: scan, siteId, previousScanId: null, fixed: [], reopened: [] });
    expect(outcome!.new).toHaveLength(2);
    expect(await trackSiteScan(scan)).toBeNull();
    expect(await db.trackedIssueEvent.count({ where: { siteId } })).toBe(2);
    expect(await db.scanIssue.count({ where: { jobId: scan, trackedIssueId: null } })).toBe(0);
    expect(await db.trackedIssue.findMany({ where: { siteId }, select: { occurrences: true } })).toEqual([{ occurrences: 2 }, { occurrences: 2 }]);

    expect(await trackSiteScan(await storedScan(tenantId, null, ['a']))).toBeNull();
    expect(await trackSiteScan(await storedScan(tenantId, siteId, ['c'], 'failed'))).toBeNull();
    expect(await trackSiteScan('scn_missing')).toBeNull();
    expect(await db.trackedIssue.count({ where: { siteId } })).toBe(2);
  });

  it('counts a finding whose tracked issue is accepted or a false positive as dismissed, on its site only', async () => {
    const { tenantId, siteId } = await site();
    const scan = await storedScan(tenantId, siteId, ['a', 'b']);
    await trackSiteScan(scan);
    await db.trackedIssue.updateMany({ where: { siteId, fingerprint: 'a' }, data: { status: 'false_positive', reason: 'decorative' } });
    const other = await storedScan(tenantId, null, ['a']); // the same key on a scan of no site: not dismissed
    const dismissed = async (jobId: string) =>
      (await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM scan_issues i WHERE i.job_id = ${jobId} AND ${dismissedIssue({ tenantId }, 'i')}`)[0]!
        .n;
    expect(await dismissed(scan)).toBe(2); // key a on both pages
    expect(await dismissed(other)).toBe(0);
  });

  it('keeps an accepted issue accepted when found at the impact it was accepted at', async () => {
    const { tenantId, siteId } = await site();
    await trackSiteScan(await storedScan(tenantId, siteId, ['a']));
    await db.trackedIssue.updateMany({ where: { siteId }, data: { status: 'accepted', reason: 'later', acceptedImpact: 'critical' } });
    const next = await trackSiteScan(await storedScan(tenantId, siteId, ['a']));
    expect(next).toMatchObject({ new: [], reopened: [], fixed: [] });
    expect(await db.trackedIssue.findFirst({ where: { siteId } })).toMatchObject({ status: 'accepted', latestCheck: 'found', reason: 'later' });
  });
});
