import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { EXPORT_COLUMNS } from '@/lib/scanner/export/rows.ts';
import { exportStream } from '@/lib/scanner/export/stream.ts';
import { exportScanIssues } from '@/lib/scanner/export-issues.ts';
import { exportSiteIssues } from '@/lib/site-issues/export-issues.ts';
import { api, inProcessFetch } from './api.ts';
import { seedOccurrences, seedScan, seedSite, seedTrackedIssue } from './export-seed.ts';
import { activeMember, createTestTenant } from './fixtures.ts';

/**
 * Issue exports (docs/exports.md): CSV that reads back cell for cell with formula cells neutralised, JSON
 * Lines equal to the stored rows, keyset batches that cover every row once, filters, headers, and
 * another tenant's scan or site a 404.
 */
const HOSTILE = [
  '=HYPERLINK("https://evil.example","click")',
  '+1',
  '-2',
  '@SUM(A1:A2)',
  '\tindented',
  '\rreturn',
  'say "hi", then\nleave\r\nnow',
  'ｰfull-width is not a formula',
  '＝1+1',
];
const DANGEROUS = /^[=+\-@\t\r＝＋－＠]/;

let adminKey: string;
let otherKey: string;
let tenantId: string;
let scanId: string;
let occurrenceIds: string[];
let siteId: string;
let siteScanId: string;
const tracked: Record<'open' | 'fixed' | 'accepted', string> = { open: '', fixed: '', accepted: '' };
let assigneeEmail: string;

const log = pino({ level: 'silent' });

beforeAll(async () => {
  const tenant = await createTestTenant();
  adminKey = tenant.adminKey;
  tenantId = tenant.tenantId;
  otherKey = (await createTestTenant()).adminKey;

  scanId = await seedScan(tenantId, { url: 'https://shop.example/' });
  occurrenceIds = await seedOccurrences(
    tenantId,
    scanId,
    HOSTILE.map((text, i) => ({
      pageUrl: `https://shop.example/p/${i}`,
      selector: text,
      html: `<b title="${text}">${text}</b>`,
      engines: ['axe-core', 'ibm-equal-access'],
    })),
  );

  siteId = await seedSite(tenantId, 'https://www.shöp.example/');
  siteScanId = await seedScan(tenantId, { url: 'https://www.shöp.example/', siteId });
  const member = await activeMember(tenantId, 'developer');
  assigneeEmail = await db.user.findUniqueOrThrow({ where: { id: member.userId } }).then((u) => u.email);
  const open = await seedTrackedIssue(tenantId, siteId, siteScanId, { status: 'open', impact: 'critical' });
  const fixed = await seedTrackedIssue(tenantId, siteId, siteScanId, { status: 'fixed', impact: 'serious', ruleId: 'label' });
  const accepted = await seedTrackedIssue(tenantId, siteId, siteScanId, {
    status: 'accepted',
    impact: 'minor',
    ruleId: 'region',
    reason: 'Third-party widget',
    assigneeId: member.userId,
  });
  Object.assign(tracked, { open: open.id, fixed: fixed.id, accepted: accepted.id });
  const pages = ['/', '/a', '/b', '/c', '/d'].map((p) => `https://www.shöp.example${p}`);
  await seedOccurrences(
    tenantId,
    siteScanId,
    pages.map((pageUrl) => ({ pageUrl, trackedIssueId: open.id, trackKey: open.trackKey })),
  );
  await seedOccurrences(tenantId, siteScanId, [
    { pageUrl: pages[0]!, ruleId: 'label', impact: 'serious', trackedIssueId: fixed.id, trackKey: fixed.trackKey },
    { pageUrl: pages[1]!, ruleId: 'region', impact: 'minor', trackedIssueId: accepted.id, trackKey: accepted.trackKey },
  ]);
});

type Row = Record<(typeof EXPORT_COLUMNS)[number], string>;
function csvRows(text: string): { header: string[]; rows: Row[] } {
  const [header, ...cells] = parse(text, { relax_column_count: false }) as string[][];
  return { header: header!, rows: cells.map((c) => Object.fromEntries(EXPORT_COLUMNS.map((name, i) => [name, c[i]!])) as Row) };
}

/** A GET through the route file, its body as text (test/api.ts would read JSON Lines as one JSON document). */
async function getText(path: string, key: string): Promise<{ status: number; headers: Headers; text: string }> {
  const res = await inProcessFetch(`http://localhost:3000/api/v1${path}`, { headers: { 'X-Api-Key': key } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('a scan’s export', () => {
  it('CSV: header row in the fixed order, CRLF rows, hostile cells read back with formulas neutralised', async () => {
    const res = await api.get(`/scanner/jobs/${scanId}/issues/export`, { key: adminKey });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="scan-${scanId}-issues.csv"; filename*=UTF-8''scan-${scanId}-issues.csv`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text.startsWith(`${EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(res.text.endsWith('\r\n')).toBe(true);

    const { header, rows } = csvRows(res.text);
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(rows.map((r) => r.issueId).sort()).toEqual([...occurrenceIds].sort());
    for (const row of rows) {
      const original = HOSTILE[Number(row.pageUrl.split('/').at(-1))]!;
      const expected = DANGEROUS.test(original) ? `'${original}` : original;
      expect(row.selector).toBe(expected);
      expect(row.html).toBe(`<b title="${original}">${original}</b>`);
      expect(row).toMatchObject({
        ruleId: 'image-alt',
        impact: 'critical',
        wcag: '1.1.1',
        level: 'A',
        engines: 'axe-core ibm-equal-access',
        status: 'new',
        scanId,
      });
      expect(row.trackedIssueId).toBe('');
      expect(Object.values(row).filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    }
  });

  it('JSON Lines: one object a line, keys in the column order, values as stored (no neutralising)', async () => {
    const res = await getText(`/scanner/jobs/${scanId}/issues/export?format=jsonl`, adminKey);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson');
    expect(res.headers.get('content-disposition')).toContain(`filename="scan-${scanId}-issues.jsonl"`);
    const lines = res.text.split('\n');
    expect(lines.pop()).toBe('');
    const objects = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(objects).toHaveLength(HOSTILE.length);
    for (const o of objects) {
      expect(Object.keys(o)).toEqual([...EXPORT_COLUMNS]);
      const original = HOSTILE[Number(String(o.pageUrl).split('/').at(-1))]!;
      expect(o).toMatchObject({ selector: original, wcag: ['1.1.1'], engines: ['axe-core', 'ibm-equal-access'], trackedIssueId: null, status: 'new' });
    }
  });

  it('keyset batches cover every row once when the rows span many batches', async () => {
    const many = await seedScan(tenantId, { url: 'https://many.example/' });
    const ids = await seedOccurrences(
      tenantId,
      many,
      Array.from({ length: 23 }, (_, i) => ({ pageUrl: `https://many.example/${i}` })),
    );
    const { principal } = await activeMember(tenantId, 'viewer');
    for (const batchSize of [1, 5, 23]) {
      const file = await exportScanIssues(principal, many, { format: 'jsonl', batchSize }, log);
      const seen = (await streamText(file.body))
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { issueId: string }).issueId);
      expect(seen, `batch size ${batchSize}`).toHaveLength(ids.length);
      expect(new Set(seen).size).toBe(ids.length);
      expect([...seen].sort()).toEqual([...ids].sort());
    }
  });

  it('another tenant’s scan, or an unknown one, is a JSON 404 before any byte of a file', async () => {
    const other = await api.get(`/scanner/jobs/${scanId}/issues/export`, { key: otherKey });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'not_found' });
    expect((await api.get('/scanner/jobs/scn_missing/issues/export?format=jsonl', { key: adminKey })).status).toBe(404);
    const bad = await api.get(`/scanner/jobs/${scanId}/issues/export?format=xlsx`, { key: adminKey });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });
});

describe('a site’s export', () => {
  it('each tracked issue with its occurrences in the scan that last saw it; a fixed one once, without a page', async () => {
    const res = await api.get(`/sites/${siteId}/issues/export`, { key: adminKey });
    expect(res.status).toBe(200);
    const name = `site-${new URL('https://www.shöp.example/').hostname}-issues-${new Date().toISOString().slice(0, 10)}.csv`;
    expect(name).toMatch(/^site-www\.xn--[a-z0-9-]+\.example-issues-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    const { rows } = csvRows(res.text);
    const byIssue = (id: string) => rows.filter((r) => r.issueId === id);
    expect(byIssue(tracked.open)).toHaveLength(5);
    expect(byIssue(tracked.open).every((r) => r.trackedIssueId === tracked.open && r.status === 'open' && r.pageUrl !== '' && r.scanId === siteScanId)).toBe(
      true,
    );
    expect(byIssue(tracked.fixed)).toEqual([
      expect.objectContaining({ status: 'fixed', pageUrl: '', selector: '', html: '', fingerprint: '', ruleId: 'label', engines: 'axe-core' }),
    ]);
    expect(byIssue(tracked.accepted)).toEqual([
      expect.objectContaining({
        status: 'accepted',
        triageStatus: 'accepted',
        reason: 'Third-party widget',
        assignee: assigneeEmail,
        firstSeenAt: '2026-11-01T10:00:00.000Z',
        lastSeenAt: '2026-11-20T10:00:00.000Z',
      }),
    ]);
  });

  it('filters by status, impact and rule', async () => {
    const ids = async (query: string) => {
      const res = await getText(`/sites/${siteId}/issues/export?format=jsonl&${query}`, adminKey);
      expect(res.status, query).toBe(200);
      return [
        ...new Set(
          res.text
            .trim()
            .split('\n')
            .filter(Boolean)
            .map((l) => (JSON.parse(l) as { issueId: string }).issueId),
        ),
      ].sort();
    };
    expect(await ids('status=fixed')).toEqual([tracked.fixed]);
    expect(await ids('status=open,accepted')).toEqual([tracked.open, tracked.accepted].sort());
    expect(await ids('impact=minor,serious')).toEqual([tracked.fixed, tracked.accepted].sort());
    expect(await ids('ruleId=region')).toEqual([tracked.accepted]);
    expect(await ids('ruleId=nothing')).toEqual([]);
    expect((await api.get(`/sites/${siteId}/issues/export?status=gone`, { key: adminKey })).status).toBe(400);
  });

  it('keyset batches split one issue’s occurrences without losing or repeating one', async () => {
    const { principal } = await activeMember(tenantId, 'viewer');
    const whole = await streamText((await exportSiteIssues(principal, siteId, { format: 'jsonl' }, log)).body);
    for (const batchSize of [1, 2, 3]) {
      const text = await streamText((await exportSiteIssues(principal, siteId, { format: 'jsonl', batchSize }, log)).body);
      expect(text, `batch size ${batchSize}`).toBe(whole);
    }
    expect(whole.trim().split('\n')).toHaveLength(7);
  });

  it('another tenant’s site is a 404', async () => {
    const res = await api.get(`/sites/${siteId}/issues/export?format=jsonl`, { key: otherKey });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('a failure mid-stream', () => {
  it('errors the stream after the whole batches before it, and logs it', async () => {
    const lines: string[] = [];
    const capture = pino({ level: 'error' }, new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) }));
    let calls = 0;
    const stream = exportStream<number>({
      format: 'csv',
      batchSize: 1,
      log: capture,
      read: async (after) => {
        calls += 1;
        if (after === 1) throw new Error('connection lost');
        const row = Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, c === 'wcag' || c === 'engines' ? [] : 'x'])) as never;
        return { rows: [row], last: 1 };
      },
    });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe(`${EXPORT_COLUMNS.join(',')}\r\n`);
    expect(decoder.decode((await reader.read()).value)).toMatch(/^x,x,.*\r\n$/);
    await expect(reader.read()).rejects.toThrow('connection lost');
    expect(calls).toBe(2);
    expect(lines.join('')).toContain('issue export failed mid-stream');
  });
});
