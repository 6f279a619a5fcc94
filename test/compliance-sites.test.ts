import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadReportInput } from '@/lib/compliance/generate-report.ts';
import { buildReport } from '@/lib/compliance/report/build-report.ts';
import { db } from '@/lib/db/client.ts';
import type { IssueImpact } from '@/lib/db/generated/enums.ts';
import { newId } from '@/lib/ids.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * A compliance target may point at a site: its snapshot covers every page of the site's latest completed
 * crawl, and its VPAT cites the site's issues people marked false positive or accepted, with their reasons.
 * The crawl is written as a finished site scan leaves it (pages, issues with their tracked issue, history).
 */
const ORIGIN = 'https://docs.example';
/** A tracked issue's fingerprint, which its findings carry as their track key. */
const trackKeys = new Map<string, string>();
const trackKeyOf = (trackedId: string) => trackKeys.get(trackedId) ?? trackKeys.set(trackedId, randomBytes(16).toString('hex')).get(trackedId)!;
let tenantId: string;
let key: string;
let siteId: string;

async function crawl(pages: { path: string; issues: { ruleId: string; impact: IssueImpact; wcag: string[]; tracked?: string }[] }[], completedAt: Date) {
  const scanId = newId('scn');
  await db.scanJob.create({
    data: {
      id: scanId,
      tenantId,
      siteId,
      url: `${ORIGIN}/`,
      standard: 'WCAG22_AA',
      status: 'completed',
      pagesScanned: pages.length,
      completedAt,
      options: { crawl: { maxPages: 10 } },
    },
  });
  for (const [depth, page] of pages.entries()) {
    const pageId = newId('pag');
    const url = `${ORIGIN}${page.path}`;
    await db.scanPage.create({
      data: { id: pageId, scanId, tenantId, url, host: 'docs.example', depth: Math.min(depth, 1), status: 'done', issues: page.issues.length },
    });
    for (const issue of page.issues) {
      await db.scanIssue.create({
        data: {
          id: newId('iss'),
          jobId: scanId,
          tenantId,
          pageId,
          ruleId: issue.ruleId,
          impact: issue.impact,
          wcag: issue.wcag,
          description: issue.ruleId,
          help: `Fix ${issue.ruleId}`,
          helpUrl: 'https://example.com/rule',
          pageUrl: url,
          selector: 'main img',
          html: '<img src="a.png">',
          failureSummary: '',
          fingerprint: randomBytes(16).toString('hex'),
          engine: 'axe',
          occurrence: 'new',
          trackedIssueId: issue.tracked ?? null,
          trackKey: issue.tracked ? trackKeyOf(issue.tracked) : null,
        },
      });
    }
  }
  return scanId;
}

async function trackedIssue(id: string, ruleId: string, impact: IssueImpact, wcag: string[], scanId: string) {
  await db.trackedIssue.create({
    data: {
      id,
      tenantId,
      siteId,
      fingerprint: trackKeyOf(id),
      ruleId,
      impact,
      wcag,
      engines: ['axe'],
      description: ruleId,
      help: ruleId,
      helpUrl: 'https://example.com/rule',
      selector: 'main img',
      html: '<img>',
      status: 'open',
      latestCheck: 'found',
      occurrences: 1,
      firstSeenAt: new Date(),
      firstSeenScanId: scanId,
      lastSeenAt: new Date(),
      lastSeenScanId: scanId,
    },
  });
}

async function triage(issueId: string, toStatus: string, reason: string, at: Date) {
  await db.trackedIssueEvent.create({ data: { id: newId('tev'), tenantId, siteId, issueId, actor: 'usr_test', fromStatus: 'open', toStatus, reason, at } });
  await db.trackedIssue.update({ where: { id: issueId }, data: { status: toStatus, reason } });
}

beforeAll(async () => {
  const tenant = await createTestTenant({ plan: 'pro' });
  tenantId = tenant.tenantId;
  key = tenant.adminKey;
  siteId = newId('sit');
  await db.site.create({ data: { id: siteId, tenantId, name: 'Docs', url: `${ORIGIN}/`, standard: 'WCAG22_AA', crawl: { maxPages: 10 } } });
});

describe('compliance targets over a site', () => {
  it('need a URL or a site of the tenant', async () => {
    const none = await api.post('/compliance/targets', { key, body: { name: 'Nothing' } });
    expect(none.status).toBe(400);
    expect(none.body.details[0].path).toBe('urls');
    const other = await createTestTenant({ plan: 'pro' });
    const foreign = await api.post('/compliance/targets', { key: other.adminKey, body: { name: 'Foreign', siteId } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details[0].path).toBe('siteId');
  });

  it("cover every page of the site's latest completed crawl, and say so before the first crawl", async () => {
    const target = await api.post('/compliance/targets', { key, body: { name: 'Docs site', siteId, minScore: 50 } });
    expect(target.status).toBe(201);
    expect(target.body).toMatchObject({ siteId, urls: [] });

    const before = await api.post('/compliance/snapshots', { key, body: { targetId: target.body.id } });
    expect(before.body.unscannedPages).toEqual([{ url: `${ORIGIN}/`, reason: 'The site has no completed crawl yet.' }]);
    expect(before.body.pagesScanned).toBe(0);

    const older = await crawl([{ path: '/', issues: [{ ruleId: 'image-alt', impact: 'critical', wcag: ['1.1.1'] }] }], new Date(Date.now() - 86_400_000));
    const [fp, accepted] = [newId('trk'), newId('trk')];
    const scanId = await crawl(
      [
        { path: '/', issues: [] },
        { path: '/guide', issues: [{ ruleId: 'color-contrast', impact: 'serious', wcag: ['1.4.3'], tracked: fp }] },
        { path: '/api', issues: [{ ruleId: 'link-name', impact: 'serious', wcag: ['2.4.4', '4.1.2'], tracked: accepted }] },
        { path: '/faq', issues: [{ ruleId: 'color-contrast', impact: 'serious', wcag: ['1.4.3'], tracked: fp }] },
      ],
      new Date(),
    );
    await trackedIssue(fp, 'color-contrast', 'serious', ['1.4.3'], scanId);
    await trackedIssue(accepted, 'link-name', 'serious', ['2.4.4', '4.1.2'], scanId);
    await triage(fp, 'false_positive', 'The text is a logo', new Date(Date.now() - 60_000));
    await triage(accepted, 'accepted', 'Third-party widget, replaced next quarter', new Date(Date.now() - 60_000));

    const after = await api.post('/compliance/snapshots', { key, body: { targetId: target.body.id } });
    expect(after.status).toBe(201);
    expect(after.body.pagesScanned).toBe(4);
    const stored = await db.complianceSnapshot.findUniqueOrThrow({ where: { id: after.body.id } });
    expect(stored.scanIds).toEqual([scanId]);
    expect(stored.scanIds).not.toContain(older);
    expect(after.body.unscannedPages).toEqual([]);

    const vpat = await api.post('/compliance/reports', {
      key,
      body: { type: 'vpat', targetId: target.body.id, snapshotId: after.body.id, product: { name: 'Docs' } },
    });
    const { input } = await loadReportInput(vpat.body.id);
    expect(input.dismissals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'false_positive', ruleId: 'color-contrast', occurrences: 2, reason: 'The text is a logo' }),
        expect.objectContaining({ kind: 'accepted', ruleId: 'link-name', occurrences: 1, reason: 'Third-party widget, replaced next quarter' }),
      ]),
    );
    // A false positive leaves the findings; an accepted barrier is still one, and still fails its criteria.
    expect(input.issues.map((i) => i.ruleId)).not.toContain('color-contrast');
    expect(input.issues.map((i) => i.ruleId)).toContain('link-name');
    const criteria = new Map(after.body.criteria.map((c: { criterion: string; issueCount: number }) => [c.criterion, c.issueCount]));
    expect(criteria.get('1.4.3')).toBe(0);
    expect(criteria.get('4.1.2')).toBe(1);
    // The score leaves both out: only the clean page and the set-aside findings, so 100.
    expect(after.body.score).toBe(100);
    const html = buildReport('vpat', input).html;
    expect(html).toContain('2 findings of the automated rule color-contrast were dismissed as false positives');
    expect(html).toContain('1 finding of the automated rule link-name was accepted as a barrier that will not be fixed');
    expect(html).toContain('reason: Third-party widget, replaced next quarter');
  });
});
