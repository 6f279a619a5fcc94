import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '@/lib/clock.ts';
import { buildReportTask, loadReportInput } from '@/lib/compliance/generate-report.ts';
import { runTask } from '@/lib/compute/pool.ts';
import { reportFixture } from './fixtures/compliance-report.ts';
import { buildReport } from '@/lib/compliance/report/build-report.ts';
import { buildVpatModel } from '@/lib/compliance/report/vpat-model.ts';
import { runDueSchedules } from '@/lib/compliance/run-due-schedules.ts';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { generateReportWorkflow } from '@/lib/workflows/generate-report.ts';
import { scanWorkflows } from '@/lib/workflows/scan.ts';
import { closeBrowser, withPage } from '@/lib/scanner/render/browser.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * Compliance snapshots over pages served here on 127.0.0.1, scanned by the real scanner: criteria from
 * the findings, manual evaluations, rescans (pending → ready) with the changes, snapshot.ready, schedules.
 */

const PAGE = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const PAGES: Record<string, string> = {
  'gallery.html': PAGE('Gallery', `<img id="team" src="${GIF}">`),
  'notice.html': PAGE('Notice', '<p id="faint" style="color:#bbbbbb;background:#ffffff">This grey text is hard to read.</p>'),
  'plain.html': PAGE('Plain', '<p>Nothing here fails an automated check.</p>'),
};
const FIXED: Record<string, string> = { 'gallery.html': PAGE('Gallery', `<img id="team" src="${GIF}" alt="The team">`) };

let origin = '';
let server: http.Server;
let served: Record<string, string> = { ...PAGES };
let runner: JobRunner | null = null;
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname.slice(1);
    const html = served[name];
    if (html) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else res.writeHead(404, { 'content-type': 'text/html' }).end(PAGE('Not found', ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true'; // the pages live on 127.0.0.1
  // The scanner's browser and a compute worker with the report builders start here, not inside a test.
  await withPage(async () => undefined, { timeoutMs: 60_000, offline: true });
  await runTask(buildReportTask, { type: 'compliance', input: reportFixture({ pages: 1 }) }, { tenantId: 'warm-up' });
}, 120_000);

afterEach(async () => {
  testClock.reset();
  await runner?.stop(2000);
  runner = null;
  served = { ...PAGES };
});

afterAll(async () => {
  await closeBrowser();
  await new Promise((resolve) => server.close(resolve));
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

function startRunner() {
  runner ??= new JobRunner({ workflows: [...scanWorkflows, generateReportWorkflow], pollMs: 50, backoffBaseMs: 50 }).start();
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const value = await read();
    if (done(value)) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function createTarget(tenantId: string, fields: { schedule?: 'daily' | 'weekly'; nextRunAt?: Date; urls?: string[] } = {}) {
  return db.complianceTarget.create({
    data: {
      id: newId('tgt'),
      tenantId,
      name: `Site ${newId('tgt')}`,
      standard: 'WCAG22_AA',
      urls: fields.urls ?? [`${origin}/gallery.html`, `${origin}/notice.html`],
      minScore: 90,
      schedule: fields.schedule ?? null,
      nextRunAt: fields.nextRunAt ?? null,
    },
  });
}

async function scanAll(key: string, urls: string[]) {
  const ids: string[] = [];
  for (const url of urls) {
    const res = await api.post('/scanner/jobs', { key, body: { url } });
    expect(res.status).toBe(202);
    ids.push(res.body.id);
  }
  startRunner();
  return Promise.all(
    ids.map((id) =>
      until(
        `scan ${id}`,
        () => api.get(`/scanner/jobs/${id}`, { key }),
        (res) => ['completed', 'failed'].includes(res.body.status),
      ).then((res) => res.body),
    ),
  );
}

const byId = (snapshot: { criteria: { criterion: string }[] }, id: string) => snapshot.criteria.find((c) => c.criterion === id) as Record<string, any>;

describe('compliance snapshots', () => {
  it('no extra step: a report of a target without a snapshot takes one and waits for it', async () => {
    const { tenantId, adminKey: key } = await createTestTenant({ plan: 'pro' });
    const target = await createTarget(tenantId, { urls: [`${origin}/plain.html`] });
    const report = await api.post('/compliance/reports', { key, body: { type: 'vpat', targetId: target.id, product: { name: 'Site' } } });
    expect(report.status).toBe(202);
    expect(report.body.status).toBe('queued');
    const taken = await api.get(`/compliance/snapshots/${report.body.snapshotId}`, { key });
    expect(taken.body).toMatchObject({ targetId: target.id, status: 'pending' }); // never scanned: rescanned first
    startRunner();
    const ready = await until(
      'the report',
      async () => (await api.get(`/compliance/reports/${report.body.id}`, { key })).body,
      (r) => r.status === 'ready' || r.status === 'failed',
    );
    expect(ready).toMatchObject({ status: 'ready', snapshotId: taken.body.id });
    expect((await api.get(`/compliance/snapshots/${taken.body.id}`, { key })).body).toMatchObject({ status: 'ready', pagesScanned: 1 });
  });

  it('a report waiting for a snapshot whose every scan fails fails, saying why; one asked for a failed snapshot is 409', async () => {
    const { tenantId, adminKey: key } = await createTestTenant({ plan: 'pro' });
    startRunner();
    // Every scan of the snapshot it waits for fails (the page answers 404): the report fails, saying why.
    const broken = await createTarget(tenantId, { urls: [`${origin}/missing.html`] });
    const doomed = await api.post('/compliance/reports', { key, body: { type: 'compliance', targetId: broken.id, product: { name: 'Site' } } });
    expect(doomed.status).toBe(202);
    const failed = await until(
      'the report',
      async () => (await api.get(`/compliance/reports/${doomed.body.id}`, { key })).body,
      (r) => r.status !== 'queued',
    );
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'The snapshot the report waited for failed: Every scan of the rescan failed; the first said: The page answered with HTTP status 404.',
    });
    // Asked for that failed snapshot by id: 409, saying so.
    const again = await api.post('/compliance/reports', {
      key,
      body: { type: 'vpat', targetId: broken.id, snapshotId: doomed.body.snapshotId, product: { name: 'Site' } },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^The snapshot failed: Every scan of the rescan failed/);
  });

  it('claims no more than the evidence: a 404 page is named and counts 0; a score over the minimum is not conformance', async () => {
    const { tenantId, adminKey: key } = await createTestTenant({ plan: 'pro' });
    const plain = `${origin}/plain.html`;
    const missing = `${origin}/missing.html`;
    const target = await createTarget(tenantId, { urls: [plain] });
    await scanAll(key, [plain]);
    const snapshot = async () => (await api.post('/compliance/snapshots', { key, body: { targetId: target.id } })).body;

    // Every page scores 100, yet 54 of 55 criteria have no evidence: the score meets the minimum, conformance
    // is not known, and the snapshot is not compliant.
    const alone = await snapshot();
    expect(alone).toMatchObject({
      score: 100,
      scoreMeetsMinimum: true,
      compliant: false,
      unscannedPages: [],
      conformance: { status: 'not_known', failing: [] },
    });
    expect(alone.conformance.notEvaluated.length).toBeGreaterThan(40);
    expect(alone.conformance.summary).toMatch(/^Conformance to WCAG 2\.2 Level AA not known yet: \d+ criteria have no evidence yet \(1\.1\.1, /);

    // A page that answers 404 could not be scanned: named with why, and it counts 0.
    expect((await api.put(`/compliance/targets/${target.id}`, { key, body: { urls: [plain, missing] } })).status).toBe(200);
    const [failed] = await scanAll(key, [missing]);
    expect(failed.status).toBe('failed');
    const withMissing = await snapshot();
    expect(withMissing).toMatchObject({
      score: 50,
      scoreMeetsMinimum: false,
      pagesScanned: 1,
      unscannedPages: [{ url: missing, reason: 'The page answered with HTTP status 404.' }],
      conformance: { status: 'not_known', unscannedPages: 1 },
    });
    expect(withMissing.conformance.summary).toContain(`1 page could not be scanned (${missing})`);
    expect((await api.get(`/compliance/targets/${target.id}`, { key })).body.latestSnapshot).toMatchObject({
      score: 50,
      scoreMeetsMinimum: false,
      compliant: false,
      conformance: 'not_known',
    });

    // The reports say the same: two statements, and the page that could not be scanned.
    const report = await api.post('/compliance/reports', {
      key,
      body: { type: 'compliance', targetId: target.id, snapshotId: withMissing.id, product: { name: 'Site' } },
    });
    const { html } = buildReport('compliance', (await loadReportInput(report.body.id)).input);
    expect(html).toContain('50 of 100: below the minimum of 90');
    expect(html).toContain('Conformance to WCAG 2.2 Level AA not known yet');
    expect(html).toContain(`<code>${missing}</code>: The page answered with HTTP status 404.`);
    expect(html).not.toMatch(/\bcompliant\b/i);
    const vpat = await api.post('/compliance/reports', {
      key,
      body: { type: 'vpat', targetId: target.id, snapshotId: withMissing.id, product: { name: 'Site' } },
    });
    const vpatHtml = buildReport('vpat', (await loadReportInput(vpat.body.id)).input).html;
    expect(vpatHtml).toContain(
      `1 page of the product could not be scanned and is not covered by the automated evidence: ${missing} (The page answered with HTTP status 404)`,
    );
  });

  it('is compliant only when every criterion is evaluated and passes: a score over the minimum is not enough, and the webhook says the same', async () => {
    const t = await createTestTenant({ plan: 'enterprise' });
    const hook = await api.post('/webhooks', { key: t.adminKey, body: { url: `${origin}/hook`, events: ['snapshot.ready'] } });
    expect(hook.status).toBe(201);
    const plain = `${origin}/plain.html`;
    const target = await createTarget(t.tenantId, { urls: [plain] });
    await scanAll(t.adminKey, [plain]);
    const snapshot = async () => (await api.post('/compliance/snapshots', { key: t.adminKey, body: { targetId: target.id } })).body;
    const evaluate = async (criterion: string, result: string) =>
      expect((await api.put(`/compliance/targets/${target.id}/evaluations/${criterion}`, { key: t.adminKey, body: { result } })).status).toBe(200);

    // Score 100 ≥ 90, criteria not evaluated: not compliant, and conformance names what is missing.
    const unevaluated = await snapshot();
    expect(unevaluated).toMatchObject({ score: 100, scoreMeetsMinimum: true, compliant: false, conformance: { status: 'not_known', failing: [] } });
    const [last, ...rest] = unevaluated.conformance.notEvaluated as string[];
    expect(rest.length).toBeGreaterThan(40);

    // Every criterion but one evaluated as supported (stored as the API stores them, in one statement): still not
    // compliant, the one left named.
    await db.complianceEvaluation.createMany({
      data: rest.map((criterion) => ({
        tenantId: t.tenantId,
        targetId: target.id,
        criterion,
        result: 'supports',
        remarks: '',
        evaluatedBy: 'tester@example.com',
        evaluatedAt: new Date(),
      })),
    });
    const allButOne = await snapshot();
    expect(allButOne).toMatchObject({ compliant: false, conformance: { status: 'not_known', notEvaluated: [last], failing: [] } });

    // The last one evaluated (not applicable counts as met): compliant, and conformance says conforms.
    await evaluate(last!, 'not_applicable');
    const complete = await snapshot();
    expect(complete).toMatchObject({ score: 100, compliant: true, conformance: { status: 'conforms', notEvaluated: [], failing: [] } });
    expect((await api.get(`/compliance/targets/${target.id}`, { key: t.adminKey })).body.latestSnapshot).toMatchObject({
      id: complete.id,
      compliant: true,
      conformance: 'conforms',
    });

    // One criterion a person finds only partly supported: not compliant again, with the failing criterion named.
    await evaluate(last!, 'partially_supports');
    const partial = await snapshot();
    expect(partial).toMatchObject({ score: 100, scoreMeetsMinimum: true, compliant: false, conformance: { status: 'does_not_conform', failing: [last] } });

    // snapshot.ready carries the same verdict as the API, next to the score's own statement.
    const deliveries = await db.webhookDelivery.findMany({ where: { tenantId: t.tenantId, eventType: 'snapshot.ready' } });
    const sent = new Map(deliveries.map((d) => [(d.payload as { data: { snapshotId: string } }).data.snapshotId, (d.payload as { data: unknown }).data]));
    expect(sent.get(unevaluated.id)).toMatchObject({ scoreMeetsMinimum: true, compliant: false, conformance: 'not_known' });
    expect(sent.get(complete.id)).toMatchObject({ scoreMeetsMinimum: true, compliant: true, conformance: 'conforms' });
    expect(sent.get(partial.id)).toMatchObject({ scoreMeetsMinimum: true, compliant: false, conformance: 'does_not_conform' });
  });

  it('evidence rules agree: a person’s “supports” overrules a failure neither in the snapshot nor in the VPAT, until the finding is dismissed with a reason, which the VPAT cites', async () => {
    const { tenantId, adminKey: key } = await createTestTenant({ plan: 'pro' });
    const target = await createTarget(tenantId);
    const [gallery] = await scanAll(key, target.urls);
    const evaluation = await api.put(`/compliance/targets/${target.id}/evaluations/1.1.1`, {
      key,
      body: { result: 'supports', remarks: 'The image is decorative' },
    });
    expect(evaluation.status).toBe(200);
    const vpatRow = async (snapshotId: string, criterion: string) => {
      const report = await api.post('/compliance/reports', { key, body: { type: 'vpat', targetId: target.id, snapshotId, product: { name: 'Site' } } });
      expect(report.status).toBe(202);
      const model = buildVpatModel((await loadReportInput(report.body.id)).input);
      return model.tables.flatMap((t) => t.rows).find((r) => r.id === criterion)!;
    };

    const first = (await api.post('/compliance/snapshots', { key, body: { targetId: target.id } })).body;
    expect(byId(first, '1.1.1')).toMatchObject({ result: 'fail', source: 'automated', issueCount: 1, evaluation: { result: 'supports' } });
    const failing = await vpatRow(first.id, '1.1.1');
    expect(failing).toMatchObject({ term: 'does-not-support' }); // on 1 of 2 pages: half or more
    expect(failing.remarks).toContain('evaluated it as Supports');
    expect(failing.remarks).toContain('a person’s evaluation does not overrule automated failures');

    // The person settles it the way the rules allow: the finding dismissed as a false positive, with a reason.
    const issues = await api.get(`/scanner/jobs/${gallery.id}/issues`, { key });
    const imageAlt = issues.body.data.find((i: { ruleId: string }) => i.ruleId === 'image-alt');
    const dismissal = await api.post('/scanner/dismissals', { key, body: { fingerprint: imageAlt.fingerprint, reason: 'A decorative spacer image' } });
    expect(dismissal.status).toBe(201);
    const second = (await api.post('/compliance/snapshots', { key, body: { targetId: target.id } })).body;
    expect(byId(second, '1.1.1')).toMatchObject({ result: 'pass', source: 'manual', issueCount: 0 });
    const settled = await vpatRow(second.id, '1.1.1');
    expect(settled).toMatchObject({ term: 'supports', label: 'Supports' });
    expect(settled.remarks).toMatch(
      /^The image is decorative\. Evaluated by .+ on \d{4}-\d{2}-\d{2}\. 1 finding of the automated rule image-alt was dismissed as a false positive on \d{4}-\d{2}-\d{2} \(reason: A decorative spacer image\)\.$/,
    );
    // The first snapshot's VPAT still shows the failure: the dismissal came after it.
    expect((await vpatRow(first.id, '1.1.1')).term).toBe('does-not-support');
  });

  it('judges each criterion from the latest scans, takes manual evaluations, and after a rescan shows what changed', async () => {
    const t = await createTestTenant();
    const hook = await api.post('/webhooks', { key: t.adminKey, body: { url: `${origin}/hook`, events: ['snapshot.ready'] } });
    expect(hook.status).toBe(201);
    const target = await createTarget(t.tenantId);

    // Nothing scanned yet: ready at once, every criterion unsettled, no score.
    const empty = await api.post('/compliance/snapshots', { key: t.adminKey, body: { targetId: target.id } });
    expect(empty.status).toBe(201);
    expect(empty.headers.get('location')).toBe(`/api/v1/compliance/snapshots/${empty.body.id}`);
    expect(empty.body).toMatchObject({
      status: 'ready',
      targetId: target.id,
      standard: 'WCAG22_AA',
      score: null,
      compliant: false,
      pagesScanned: 0,
      changes: null,
    });
    expect(empty.body.criteria.every((c: { result: string }) => c.result === 'not_evaluated')).toBe(true);
    expect(empty.body.criteria).toHaveLength(55); // WCAG 2.2 A and AA

    const scans = await scanAll(t.adminKey, target.urls);
    expect(scans.map((s) => s.status)).toEqual(['completed', 'completed']);

    const first = await api.post('/compliance/snapshots', { key: t.adminKey, body: { targetId: target.id } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'ready', pagesScanned: 2, minScore: 90, error: null });
    expect(first.body.score).toBe(Math.round((scans[0].summary.score + scans[1].summary.score) / 2));
    expect(first.body.scoreMeetsMinimum).toBe(first.body.score >= 90);
    expect(first.body).toMatchObject({ compliant: false, conformance: { status: 'does_not_conform' } });
    expect(first.body.issuesByImpact).toMatchObject({ critical: 1, serious: 1 });
    expect(byId(first.body, '1.1.1')).toMatchObject({
      result: 'fail',
      source: 'automated',
      issueCount: 1,
      level: 'A',
      title: 'Non-text Content',
      pages: [`${origin}/gallery.html`],
      examples: [expect.stringContaining('team')],
    });
    expect(byId(first.body, '1.4.3')).toMatchObject({
      result: 'fail',
      issueCount: 1,
      pages: [`${origin}/notice.html`],
      examples: [expect.stringContaining('faint')],
    });
    // Only a person can judge captions or multiple ways to find a page.
    for (const id of ['1.2.2', '2.4.5']) expect(byId(first.body, id)).toMatchObject({ result: 'not_evaluated', source: 'none', evaluation: null });
    // No failure found is no pass where a person is needed.
    expect(byId(first.body, '4.1.2')).toMatchObject({ result: 'not_evaluated', issueCount: 0 });
    expect(first.body.changes).toMatchObject({ previousSnapshotId: empty.body.id, issuesNew: 2, issuesFixed: 0, scoreChange: null });
    expect(first.body.changes.criteria).toEqual(
      expect.arrayContaining([
        { criterion: '1.1.1', from: 'not_evaluated', to: 'fail' },
        { criterion: '1.4.3', from: 'not_evaluated', to: 'fail' },
      ]),
    );

    // A person's evaluation settles a criterion; one against an automated failure does not overrule it.
    const evaluatedAt = new Date('2026-11-20T10:00:00Z');
    await db.complianceEvaluation.createMany({
      data: [
        {
          tenantId: t.tenantId,
          targetId: target.id,
          criterion: '1.2.2',
          result: 'supports',
          remarks: 'Every video is captioned.',
          evaluatedBy: 'ann@example.com',
          evaluatedAt,
        },
        {
          tenantId: t.tenantId,
          targetId: target.id,
          criterion: '1.4.3',
          result: 'supports',
          remarks: 'Looks fine to me.',
          evaluatedBy: 'ann@example.com',
          evaluatedAt,
        },
      ],
    });
    const second = await api.post('/compliance/snapshots', { key: t.adminKey, body: { targetId: target.id } });
    expect(byId(second.body, '1.2.2')).toMatchObject({
      result: 'pass',
      source: 'manual',
      evaluation: {
        criterion: '1.2.2',
        result: 'supports',
        remarks: 'Every video is captioned.',
        evaluatedBy: 'ann@example.com',
        evaluatedAt: evaluatedAt.toISOString(),
      },
    });
    expect(byId(second.body, '1.4.3')).toMatchObject({ result: 'fail', source: 'automated', evaluation: { result: 'supports' } });
    expect(second.body.changes).toMatchObject({
      previousSnapshotId: first.body.id,
      criteria: [{ criterion: '1.2.2', from: 'not_evaluated', to: 'pass' }],
      issuesNew: 0,
      issuesFixed: 0,
      scoreChange: 0,
    });

    // The gallery gets its alt text; a rescan snapshot waits for its scans.
    served['gallery.html'] = FIXED['gallery.html']!;
    const rescan = await api.post('/compliance/snapshots', { key: t.adminKey, body: { targetId: target.id, rescan: true } });
    expect(rescan.status).toBe(202);
    expect(rescan.body).toMatchObject({ status: 'pending', score: null, criteria: [], readyAt: null });
    expect(rescan.headers.get('location')).toBe(`/api/v1/compliance/snapshots/${rescan.body.id}`);
    const row = await db.complianceSnapshot.findUniqueOrThrow({ where: { id: rescan.body.id } });
    expect(row.scanIds).toHaveLength(2);
    startRunner();
    const ready = await until(
      'the rescan snapshot',
      () => db.complianceSnapshot.findUniqueOrThrow({ where: { id: rescan.body.id } }),
      (s) => s.status !== 'pending',
    );
    expect(ready.status).toBe('ready');
    expect(ready.scanIds.sort()).toEqual([...row.scanIds].sort()); // it read the fresh scans
    const third = await api.get(`/compliance/snapshots/${rescan.body.id}`, { key: t.adminKey });
    expect(third.status).toBe(200);
    expect(third.body).toMatchObject({ status: 'ready', pagesScanned: 2, readyAt: expect.any(String) });
    expect(byId(third.body, '1.1.1')).toMatchObject({ result: 'not_evaluated', issueCount: 0, pages: [] });
    expect(byId(third.body, '1.4.3')).toMatchObject({ result: 'fail' });
    expect(third.body.changes).toMatchObject({
      previousSnapshotId: second.body.id,
      criteria: [{ criterion: '1.1.1', from: 'fail', to: 'not_evaluated' }],
      issuesNew: 0,
      issuesFixed: 1,
    });
    expect(third.body.changes.scoreChange).toBeGreaterThan(0);

    // snapshot.ready for each snapshot made ready, carrying the criteria that changed status.
    const deliveries = await db.webhookDelivery.findMany({ where: { tenantId: t.tenantId, eventType: 'snapshot.ready' }, orderBy: { id: 'asc' } });
    expect(deliveries).toHaveLength(4);
    const last = deliveries.map((d) => d.payload as { data: Record<string, any> }).find((p) => p.data.snapshotId === rescan.body.id)!;
    expect(last.data).toMatchObject({
      targetId: target.id,
      score: third.body.score,
      scoreMeetsMinimum: third.body.scoreMeetsMinimum,
      compliant: false,
      conformance: third.body.conformance.status,
      changes: { criteria: [{ criterion: '1.1.1', from: 'fail', to: 'not_evaluated' }], issuesFixed: 1 },
    });

    // Lists, newest first, by target.
    const list = await api.get(`/compliance/snapshots?targetId=${target.id}&limit=2`, { key: t.adminKey });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([rescan.body.id, second.body.id]);
    const next = await api.get(`/compliance/snapshots?targetId=${target.id}&limit=2&cursor=${list.body.nextCursor}`, { key: t.adminKey });
    expect(next.body.data.map((s: { id: string }) => s.id)).toEqual([first.body.id, empty.body.id]);

    // Another tenant sees none of it.
    const other = await createTestTenant();
    expect((await api.get(`/compliance/snapshots/${third.body.id}`, { key: other.adminKey })).status).toBe(404);
    expect((await api.post('/compliance/snapshots', { key: other.adminKey, body: { targetId: target.id } })).status).toBe(404);
    expect((await api.get(`/compliance/snapshots?targetId=${target.id}`, { key: other.adminKey })).body.data).toEqual([]);
  });

  it('fails a rescan snapshot whose scans all failed, and refuses a rescan past the plan’s open scans', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const target = await db.complianceTarget.create({
      data: { id: newId('tgt'), tenantId: t.tenantId, name: 'Gone', standard: 'WCAG22_AA', urls: [`${origin}/missing.html`], minScore: 90 },
    });
    const rescan = await api.post('/compliance/snapshots', { key: t.adminKey, body: { targetId: target.id, rescan: true } });
    expect(rescan.status).toBe(202);
    startRunner();
    const done = await until(
      'the failed snapshot',
      () => api.get(`/compliance/snapshots/${rescan.body.id}`, { key: t.adminKey }),
      (res) => res.body.status !== 'pending',
    );
    expect(done.body).toMatchObject({ status: 'failed', score: null, error: expect.stringMatching(/^Every scan of the rescan failed/) });
    await runner?.stop(2000);
    runner = null;

    // More URLs than the plan's open scans: never possible, refused as such (409), nothing queued.
    const big = await db.complianceTarget.create({
      data: {
        id: newId('tgt'),
        tenantId: t.tenantId,
        name: 'Big',
        standard: 'WCAG22_AA',
        urls: Array.from({ length: 6 }, (_, i) => `${origin}/page-${i}.html`),
        minScore: 90,
      },
    });
    const tooBig = await api.post('/compliance/snapshots', { key: t.adminKey, body: { targetId: big.id, rescan: true } });
    expect(tooBig.status).toBe(409);
    expect(tooBig.body).toMatchObject({ code: 'conflict', message: expect.stringContaining('6 URLs but its plan (starter) allows 5 scans') });

    // Five URLs fit the plan but not beside a scan already queued: 429 up front, nothing queued.
    await db.scanJob.create({ data: { id: newId('scn'), tenantId: t.tenantId, url: `${origin}/busy.html`, standard: 'WCAG22_AA' } });
    const five = await db.complianceTarget.update({ where: { id: big.id }, data: { urls: big.urls.slice(0, 5) } });
    const refused = await api.post('/compliance/snapshots', { key: t.adminKey, body: { targetId: five.id, rescan: true } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(await db.scanJob.count({ where: { tenantId: t.tenantId, url: { contains: '/page-' } } })).toBe(0);
    expect(await db.complianceSnapshot.count({ where: { targetId: big.id } })).toBe(0);
  });

  it('a rescan stopped part-way leaves a failed snapshot listing the scans it queued, never finished later', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const target = await db.complianceTarget.create({
      data: {
        id: newId('tgt'),
        tenantId: t.tenantId,
        name: 'Half',
        standard: 'WCAG22_AA',
        // The second URL no longer resolves: createScan refuses it (422) after the first is queued.
        urls: [`${origin}/gallery.html`, 'http://gone.invalid/', `${origin}/notice.html`],
        minScore: 90,
      },
    });
    const res = await api.post('/compliance/snapshots', { key: t.adminKey, body: { targetId: target.id, rescan: true } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('unsafe_url');
    const [snapshot] = await db.complianceSnapshot.findMany({ where: { targetId: target.id } });
    const scans = await db.scanJob.findMany({ where: { tenantId: t.tenantId } });
    expect(scans.map((s) => s.url)).toEqual([`${origin}/gallery.html`]);
    expect(snapshot).toMatchObject({
      status: 'failed',
      scanIds: [scans[0]!.id],
      error: expect.stringMatching(/^Rescan stopped after queuing 1 of 3 scans: http:\/\/gone\.invalid\/ is no longer a safe URL/),
    });

    // Its scan runs on and ends; the failed snapshot stays failed.
    startRunner();
    await until(
      'the orphan-free scan',
      () => db.scanJob.findUniqueOrThrow({ where: { id: scans[0]!.id } }),
      (scan) => ['completed', 'failed'].includes(scan.status),
    );
    await runDueSchedules();
    expect(await db.complianceSnapshot.findUniqueOrThrow({ where: { id: snapshot!.id } })).toMatchObject({ status: 'failed', score: null });

    // Scheduled, the same failure is recorded once (the rescan's own snapshot), not twice.
    await runner?.stop(2000);
    runner = null;
    await db.complianceTarget.update({ where: { id: target.id }, data: { schedule: 'daily', nextRunAt: new Date(Date.now() - 1000) } });
    const tick = await runDueSchedules();
    expect(tick.targets).toContain(target.id);
    const after = await db.complianceSnapshot.findMany({ where: { targetId: target.id }, orderBy: { createdAt: 'asc' } });
    expect(after).toHaveLength(2);
    expect(tick.snapshots).toContain(after[1]!.id);
    expect(after[1]).toMatchObject({
      status: 'failed',
      scanIds: [expect.any(String)],
      error: expect.stringMatching(/^Rescan stopped after queuing 1 of 3 scans/),
    });
  });

  it('two rescans racing for the open scans never leave a scan no snapshot accounts for', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const make = (name: string) =>
      db.complianceTarget.create({
        data: { id: newId('tgt'), tenantId: t.tenantId, name, standard: 'WCAG22_AA', urls: [1, 2, 3].map((i) => `${origin}/${name}-${i}.html`), minScore: 90 },
      });
    const targets = await Promise.all([make('a'), make('b')]);
    const results = await Promise.all(targets.map((tg) => api.post('/compliance/snapshots', { key: t.adminKey, body: { targetId: tg.id, rescan: true } })));
    expect(results.filter((r) => r.status === 202).length).toBeGreaterThanOrEqual(1);
    for (const r of results) if (r.status !== 202) expect(r.body.code).toBe('rate_limited');
    const scans = await db.scanJob.findMany({ where: { tenantId: t.tenantId } });
    expect(scans.length).toBeLessThanOrEqual(5);
    const snapshots = await db.complianceSnapshot.findMany({ where: { tenantId: t.tenantId } });
    expect(snapshots.flatMap((s) => s.scanIds).sort()).toEqual(scans.map((s) => s.id).sort());
    for (const s of snapshots) expect(['pending', 'failed']).toContain(s.status);
  });

  it('a scheduled target gets a rescan snapshot when its time comes, once, and its next run moves on', async () => {
    const t = await createTestTenant();
    const due = new Date('2026-12-01T06:00:00.000Z');
    const target = await createTarget(t.tenantId, { schedule: 'daily', nextRunAt: due });

    testClock.set('2026-12-01T05:59:00.000Z');
    expect((await runDueSchedules()).targets).not.toContain(target.id);

    // Two days and a bit late: one run, and the missed day is skipped.
    testClock.set('2026-12-03T07:00:00.000Z');
    const [tick, again] = await Promise.all([runDueSchedules(), runDueSchedules()]);
    expect([...tick.targets, ...again.targets].filter((id) => id === target.id)).toHaveLength(1);
    const after = await db.complianceTarget.findUniqueOrThrow({ where: { id: target.id } });
    expect(after.nextRunAt?.toISOString()).toBe('2026-12-04T06:00:00.000Z');

    const pending = await db.complianceSnapshot.findFirstOrThrow({ where: { targetId: target.id } });
    expect(pending).toMatchObject({ status: 'pending' });
    expect(pending.scanIds).toHaveLength(2);
    testClock.reset();
    startRunner();
    const ready = await until(
      'the scheduled snapshot',
      () => api.get(`/compliance/snapshots/${pending.id}`, { key: t.adminKey }),
      (res) => res.body.status !== 'pending',
    );
    expect(ready.body).toMatchObject({ status: 'ready', pagesScanned: 2 });
    expect(byId(ready.body, '1.1.1')).toMatchObject({ result: 'fail' });
  });
});
