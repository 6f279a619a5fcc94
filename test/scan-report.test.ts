import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { analyzeHtml } from '@/lib/remediation/analyze.ts';
import { closeBrowser } from '@/lib/scanner/render/browser.ts';
import { inProcessFetch } from './api.ts';
import { seedOccurrences, seedPages, seedScan, seedSite, seedTrackedIssue } from './export-seed.ts';
import { activeMember, createTestTenant } from './fixtures.ts';

/**
 * A scan's HTML report (GET /scanner/jobs/{id}/report): a standalone document with no axe-core violation in
 * the scanner's browser, every string a scanned page wrote escaped, issues grouped (by tracked issue on a
 * site's scan) with at most 50 occurrences shown each, and the download's headers.
 */
const HOSTILE_HTML = '</script><script>alert(1)</script><img src=x onerror="alert(2)">';
const HOSTILE_URL = 'https://evil.example/"><script>alert(3)</script>';

let adminKey: string;
let otherKey: string;
let scanId: string;
let siteScanId: string;
let assignee: string;

async function report(id: string, key: string) {
  const res = await inProcessFetch(`http://localhost:3000/api/v1/scanner/jobs/${id}/report`, { headers: { 'X-Api-Key': key } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

beforeAll(async () => {
  const tenant = await createTestTenant();
  adminKey = tenant.adminKey;
  otherKey = (await createTestTenant()).adminKey;
  const tenantId = tenant.tenantId;

  scanId = await seedScan(tenantId, { url: 'https://shop.example/' });
  await seedPages(tenantId, scanId, ['https://shop.example/', HOSTILE_URL]);
  await seedOccurrences(tenantId, scanId, [
    { pageUrl: HOSTILE_URL, selector: 'div > </style>', html: HOSTILE_HTML, trackKey: 'k-hostile' },
    ...Array.from({ length: 55 }, (_, i) => ({
      pageUrl: `https://shop.example/p/${String(i).padStart(2, '0')}`,
      ruleId: 'label',
      impact: 'serious' as const,
      trackKey: 'k-many',
    })),
  ]);

  const siteId = await seedSite(tenantId, 'https://site.example/');
  siteScanId = await seedScan(tenantId, { url: 'https://site.example/', siteId });
  const member = await activeMember(tenantId, 'developer');
  assignee = (await db.user.findUniqueOrThrow({ where: { id: member.userId } })).email;
  const issue = await seedTrackedIssue(tenantId, siteId, siteScanId, { status: 'in_progress', reason: 'Fix <b>next</b> sprint', assigneeId: member.userId });
  await seedOccurrences(tenantId, siteScanId, [{ pageUrl: 'https://site.example/', trackedIssueId: issue.id, trackKey: issue.trackKey }]);
  // The browser starts before the tests: its start is not theirs.
  await analyzeHtml('<!DOCTYPE html><html lang="en"><title>warm</title><main><h1>warm</h1></main></html>', 'WCAG22_AA');
}, 60_000);

afterAll(() => closeBrowser());

describe('the scan’s HTML report', () => {
  it('is a download with a strict policy', async () => {
    const res = await report(scanId, adminKey);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="scan-${scanId}-report.html"; filename*=UTF-8''scan-${scanId}-report.html`);
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('escapes every string a scanned page wrote', async () => {
    const { text } = await report(scanId, adminKey);
    expect(text).not.toMatch(/<script/i);
    expect(text).not.toContain('<img src=x');
    expect(text.match(/<\/style>/g)).toHaveLength(1); // the document's own
    expect(text).toContain('<code>div &gt; &lt;/style&gt;</code>');
    expect(text).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(text).toContain('https://evil.example/&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;');
    expect(text.match(/<style>/g)).toHaveLength(1);
  });

  it('groups occurrences by barrier, most severe first, and shows at most 50 of a group', async () => {
    const { text } = await report(scanId, adminKey);
    const groups = [...text.matchAll(/<h3 id="issue-(\d+)">/g)].map((m) => Number(m[1]));
    expect(groups).toEqual([1, 2]);
    expect(text.indexOf('Where image-alt occurs')).toBeLessThan(text.indexOf('Where label occurs'));
    expect(text).toContain('The first 50 of 55 occurrences are shown; the CSV export has them all.');
    expect(text).toContain('https://shop.example/p/49');
    expect(text).not.toContain('https://shop.example/p/50');
  });

  it('has 0 axe-core violations: lang, title, headings, captions, landmarks, contrast', async () => {
    const { text } = await report(scanId, adminKey);
    const analysis = await analyzeHtml(text, 'WCAG22_AA');
    expect(analysis.fragment).toBe(false);
    expect(analysis.findings.map((f) => `${f.ruleId} ${f.selector}`)).toEqual([]);
    expect(text).toMatch(/<html lang="en">/);
    expect(text).toMatch(/<title>Accessibility scan report: https:\/\/shop\.example\/<\/title>/);
    expect(text).toContain('<th scope="col">');
  }, 10_000);

  it('on a site’s scan, groups by tracked issue with its status, triage and dates', async () => {
    const { text } = await report(siteScanId, adminKey);
    expect(text).toContain('<dt>Status</dt><dd>in_progress</dd>');
    expect(text).toContain('<dt>Reason</dt><dd>Fix &lt;b&gt;next&lt;/b&gt; sprint</dd>');
    expect(text).toContain(`<dt>Assignee</dt><dd>${assignee}</dd>`);
    expect(text).toContain('<dt>First seen</dt><dd>2026-11-01 10:00 UTC</dd>');
    const analysis = await analyzeHtml(text, 'WCAG22_AA');
    expect(analysis.findings.map((f) => `${f.ruleId} ${f.selector}`)).toEqual([]);
  }, 10_000);

  it('another tenant’s scan is a JSON 404', async () => {
    const res = await report(scanId, otherKey);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'not_found' });
  });
});
