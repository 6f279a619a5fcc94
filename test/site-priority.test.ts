import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import type { IssueImpact } from '@/lib/db/generated/enums.ts';
import { newId } from '@/lib/ids.ts';
import { updatePriorities } from '@/lib/site-issues/priority.ts';
import { call } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * Fix priority from real use: impact, pages, and the people using accommodations on those pages (the
 * widget's usage events carry the page's path). Scans and issues are written as a finished site scan
 * leaves them, so the formula is measured on stored rows, not on a copy of it.
 */
let tenantId: string;
let key: string;
let siteId: string;
let scanId: string;
const ORIGIN = 'https://shop.example';

async function trackedIssue(fields: { ruleId: string; impact: IssueImpact; wcag: string[]; pages: string[]; status?: string }) {
  const id = newId('trk');
  const now = new Date();
  await db.trackedIssue.create({
    data: {
      id,
      tenantId,
      siteId,
      fingerprint: randomBytes(16).toString('hex'),
      ruleId: fields.ruleId,
      impact: fields.impact,
      wcag: fields.wcag,
      engines: ['axe'],
      description: fields.ruleId,
      help: fields.ruleId,
      helpUrl: 'https://example.com/rule',
      selector: 'main',
      html: '<main>',
      status: fields.status ?? 'open',
      latestCheck: 'found',
      occurrences: fields.pages.length,
      firstSeenAt: now,
      firstSeenScanId: scanId,
      lastSeenAt: now,
      lastSeenScanId: scanId,
    },
  });
  for (const path of fields.pages) {
    await db.scanIssue.create({
      data: {
        id: newId('iss'),
        jobId: scanId,
        tenantId,
        ruleId: fields.ruleId,
        impact: fields.impact,
        wcag: fields.wcag,
        description: fields.ruleId,
        help: fields.ruleId,
        helpUrl: 'https://example.com/rule',
        pageUrl: `${ORIGIN}${path}`,
        selector: 'main',
        html: '<main>',
        failureSummary: '',
        fingerprint: randomBytes(16).toString('hex'),
        engine: 'axe',
        occurrence: 'new',
        trackedIssueId: id,
      },
    });
  }
  return id;
}

async function use(userIds: string[], featureCode: string, pagePath: string, occurredAt?: Date) {
  const events = userIds.map((externalUserId) => ({
    featureCode,
    externalUserId,
    action: 'activated',
    pagePath,
    ...(occurredAt ? { occurredAt: occurredAt.toISOString() } : {}),
  }));
  const res = await call('POST', '/analytics/log', { key, body: { events } });
  expect(res.status).toBe(202);
}

const priorityOf = async (id: string) => (await db.trackedIssue.findUniqueOrThrow({ where: { id } })).priority;

beforeAll(async () => {
  const tenant = await createTestTenant({ plan: 'pro' });
  tenantId = tenant.tenantId;
  key = tenant.adminKey;
  siteId = newId('sit');
  await db.site.create({ data: { id: siteId, tenantId, name: 'Shop', url: `${ORIGIN}/`, standard: 'WCAG21_AA', crawl: { maxPages: 10 } } });
  scanId = newId('scn');
  await db.scanJob.create({ data: { id: scanId, tenantId, url: `${ORIGIN}/`, standard: 'WCAG21_AA', status: 'completed', siteId, completedAt: new Date() } });
});

describe('fix priority', () => {
  it('ranks a barrier where people use the accommodation it defeats first, then by impact and pages', async () => {
    const contrast = await trackedIssue({ ruleId: 'color-contrast', impact: 'serious', wcag: ['1.4.3'], pages: ['/checkout'] });
    const heading = await trackedIssue({ ruleId: 'heading-order', impact: 'serious', wcag: ['1.3.1'], pages: ['/checkout'] });
    const alt = await trackedIssue({ ruleId: 'image-alt', impact: 'critical', wcag: ['1.1.1'], pages: ['/about'] });
    const minorEverywhere = await trackedIssue({ ruleId: 'region', impact: 'minor', wcag: [], pages: ['/a', '/b', '/c', '/d', '/e'] });
    const accepted = await trackedIssue({ ruleId: 'label', impact: 'critical', wcag: ['4.1.2'], pages: ['/checkout'], status: 'accepted' });

    // Twelve people turn on high contrast on the checkout page (the query string and a trailing slash are dropped on the way in).
    await use(
      Array.from({ length: 12 }, (_, i) => `visitor-${i}`),
      'high-contrast',
      '/checkout/?step=2#pay',
    );
    // Usage older than 30 days does not count.
    await use(['old-1', 'old-2', 'old-3'], 'text-size', '/about', new Date(Date.now() - 40 * 24 * 3_600_000));
    const stored = await db.analyticsEvent.findMany({ where: { tenantId }, select: { pagePath: true }, distinct: ['pagePath'] });
    expect(stored.map((e) => e.pagePath).sort()).toEqual(['/about', '/checkout']);

    await db.$transaction((tx) => updatePriorities(tx, siteId));
    const p = {
      contrast: await priorityOf(contrast),
      heading: await priorityOf(heading),
      alt: await priorityOf(alt),
      minorEverywhere: await priorityOf(minorEverywhere),
      accepted: await priorityOf(accepted),
    };
    // serious (4) × 1 × (1 + ln 13 + 2 ln 13) and serious × (1 + ln 13): the people relying on contrast lift it.
    expect(p.contrast).toBeCloseTo(4 * (1 + 3 * Math.log(13)), 2);
    expect(p.heading).toBeCloseTo(4 * (1 + Math.log(13)), 2);
    // critical (8) on one page with nobody measured (the old usage left out); minor on five pages.
    expect(p.alt).toBeCloseTo(8, 2);
    expect(p.minorEverywhere).toBeCloseTo(1 + Math.log(5), 2);
    expect(p.accepted).toBe(0);

    const order = await db.trackedIssue.findMany({ where: { siteId }, orderBy: [{ priority: 'desc' }, { id: 'asc' }], select: { id: true } });
    expect(order.map((o) => o.id)).toEqual([contrast, heading, alt, minorEverywhere, accepted]);
  });

  it('refuses a page path that is not a path from the root', async () => {
    const res = await call('POST', '/analytics/log', {
      key,
      body: { featureCode: 'high-contrast', externalUserId: 'u1', action: 'activated', pagePath: 'https://evil.example/x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.details[0].path).toBe('pagePath');
  });
});
