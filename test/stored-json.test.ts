import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '@/lib/auth/permissions.ts';
import { getReport } from '@/lib/compliance/get-report.ts';
import { getSnapshot } from '@/lib/compliance/get-snapshot.ts';
import { getTarget } from '@/lib/compliance/get-target.ts';
import { db } from '@/lib/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { claimIdempotencyKey } from '@/lib/api/idempotency.ts';
import { newId } from '@/lib/ids.ts';
import { DurableStep } from '@/lib/jobs/durable-step.ts';
import { getScan } from '@/lib/scanner/read-scans.ts';
import { listDeliveries } from '@/lib/webhooks/list-deliveries.ts';
import { listDeliveriesQuery } from '@/lib/webhooks/schemas.ts';
import { activeMember, createTestTenant } from './fixtures.ts';

/**
 * JSON columns as older migrations left them (lib/db/columns.ts): a row of each old shape is written with raw
 * SQL, as the migration left it, and read back through the service that reads it; a row that fits no shape
 * fails as our error, naming the column and never the value.
 */

let tenantId = '';
let owner: Principal;

beforeAll(async () => {
  ({ tenantId } = await createTestTenant());
  owner = (await activeMember(tenantId, 'owner')).principal;
});

/** The error a read fails with: an internal one naming the column, without the stored value. */
async function brokenColumn(read: Promise<unknown>): Promise<AppError> {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('internal_error');
  return error as AppError;
}

describe('compliance_snapshots and compliance_reports', () => {
  const criterion = {
    criterion: '1.1.1',
    title: 'Non-text Content',
    level: 'A',
    result: 'fail',
    issueCount: 2,
    pages: ['https://example.com/'],
    examples: ['img'],
    source: 'automated',
    evaluation: null,
  };

  async function target(): Promise<string> {
    const id = newId('tgt');
    await db.$executeRaw`
      INSERT INTO compliance_targets (id, tenant_id, name, standard, urls, min_score, updated_at)
      VALUES (${id}, ${tenantId}, ${`Target ${id}`}, 'WCAG22_AA', ARRAY['https://example.com/'], 80, now())`;
    return id;
  }

  async function snapshot(targetId: string, status: string, columns: { criteria: string | null; impacts: string | null; changes: string | null }) {
    const id = newId('snp');
    // unscanned_pages is left out: NULL, as every snapshot made before the column was added.
    await db.$executeRaw`
      INSERT INTO compliance_snapshots (id, tenant_id, target_id, status, standard, score, compliant, pages_scanned, issues_by_impact, criteria, changes)
      VALUES (${id}, ${tenantId}, ${targetId}, ${status}, 'WCAG22_AA', 70, false, 1,
              ${columns.impacts}::jsonb, ${columns.criteria}::jsonb, ${columns.changes}::jsonb)`;
    return id;
  }

  it('reads a ready snapshot made before unscanned_pages: no unscanned pages, the criteria and impacts as stored', async () => {
    const targetId = await target();
    const impacts = { critical: 0, serious: 2, moderate: 0, minor: 0 };
    const id = await snapshot(targetId, 'ready', { criteria: JSON.stringify([criterion]), impacts: JSON.stringify(impacts), changes: null });

    const dto = await getSnapshot(owner, id);
    expect(dto.unscannedPages).toEqual([]);
    expect(dto.criteria).toEqual([criterion]);
    expect(dto.issuesByImpact).toEqual(impacts);
    expect(dto.changes).toBeNull();
    expect(dto.conformance?.failing).toEqual(['1.1.1']);
    const listed = await getTarget(owner, targetId);
    expect(listed.latestSnapshot?.conformance).toBe('does_not_conform');
  });

  it('reads a failed snapshot whose JSON columns are all NULL', async () => {
    const id = await snapshot(await target(), 'failed', { criteria: null, impacts: null, changes: null });
    const dto = await getSnapshot(owner, id);
    expect(dto).toMatchObject({ status: 'failed', criteria: [], unscannedPages: [], issuesByImpact: null, changes: null, conformance: null });
  });

  it('fails a snapshot whose criteria fit no shape, naming the column and not the value', async () => {
    const id = await snapshot(await target(), 'ready', { criteria: JSON.stringify({ secret: 'tenant-data' }), impacts: null, changes: null });
    const error = await brokenColumn(getSnapshot(owner, id));
    expect(error.internal).toContain('compliance_snapshots.criteria');
    expect(`${error.message} ${error.internal}`).not.toContain('tenant-data');
  });

  async function report(product: string): Promise<string> {
    const id = newId('rpt');
    // Target and snapshot NULL: a report kept after its target was deleted.
    await db.$executeRaw`
      INSERT INTO compliance_reports (id, tenant_id, type, status, product)
      VALUES (${id}, ${tenantId}, 'vpat', 'failed', ${product}::jsonb)`;
    return id;
  }

  it('reads a report whose product has only its name', async () => {
    const dto = await getReport(owner, await report(JSON.stringify({ name: 'Portal' })));
    expect(dto.product).toEqual({ name: 'Portal' });
    expect(dto.targetId).toBeNull();
  });

  it('fails a report whose product has no name, naming the column', async () => {
    const error = await brokenColumn(getReport(owner, await report(JSON.stringify({ version: 'secret-version' }))));
    expect(error.internal).toContain('compliance_reports.product');
    expect(error.internal).not.toContain('secret-version');
  });
});

describe('webhook_deliveries.payload', () => {
  async function delivery(payload: string): Promise<string> {
    const endpointId = newId('whk');
    await db.$executeRaw`
      INSERT INTO webhook_endpoints (id, tenant_id, url, events, secret, updated_at)
      VALUES (${endpointId}, ${tenantId}, ${`https://example.com/hooks/${endpointId}`}, ARRAY['scan.completed'], 'whsec_test', now())`;
    await db.$executeRaw`
      INSERT INTO webhook_deliveries (id, tenant_id, endpoint_id, event_id, event_type, payload, status)
      VALUES (${newId('dlv')}, ${tenantId}, ${endpointId}, 'evt_1', 'scan.completed', ${payload}::jsonb, 'succeeded')`;
    return endpointId;
  }

  it('reads a payload as the first migration stored it', async () => {
    const payload = { id: 'evt_1', type: 'scan.completed', createdAt: '2026-11-22T10:00:00.000Z', data: { scanId: 'scn_1', score: 90 } };
    const page = await listDeliveries(owner, await delivery(JSON.stringify(payload)), listDeliveriesQuery.parse({}));
    expect(page.data[0]?.payload).toEqual(payload);
  });

  it('fails a payload without its data, naming the column', async () => {
    const endpointId = await delivery(JSON.stringify({ id: 'evt_1', type: 'scan.completed', createdAt: 'secret-date' }));
    const error = await brokenColumn(listDeliveries(owner, endpointId, listDeliveriesQuery.parse({})));
    expect(error.internal).toContain('webhook_deliveries.payload');
    expect(error.internal).not.toContain('secret-date');
  });
});

describe('idempotency_keys.headers', () => {
  async function stored(key: string, headers: string | null): Promise<void> {
    await db.$executeRaw`
      INSERT INTO idempotency_keys (tenant_id, key, method, path, request_hash, status, body, headers, expires_at)
      VALUES (${tenantId}, ${key}, 'POST', '/api/v1/scans', 'hash', 201, '{"id":"scn_1"}'::jsonb, ${headers}::jsonb, now() + interval '1 hour')`;
  }
  const request = { method: 'POST', path: '/api/v1/scans', hash: 'hash' };

  it('replays the stored headers, and none where the row holds NULL', async () => {
    await stored('with-headers', JSON.stringify({ Location: '/api/v1/scans/scn_1' }));
    await stored('null-headers', null);
    expect(await claimIdempotencyKey(tenantId, 'with-headers', request)).toEqual({
      replay: { status: 201, body: { id: 'scn_1' }, headers: { Location: '/api/v1/scans/scn_1' } },
    });
    expect(await claimIdempotencyKey(tenantId, 'null-headers', request)).toEqual({ replay: { status: 201, body: { id: 'scn_1' }, headers: {} } });
  });

  it('fails headers that are not strings, naming the column', async () => {
    await stored('bad-headers', JSON.stringify({ 'Retry-After': 5 }));
    const error = await brokenColumn(claimIdempotencyKey(tenantId, 'bad-headers', request));
    expect(error.internal).toContain('idempotency_keys.headers');
  });
});

describe('job_steps.result', () => {
  async function job(steps: { id: string; result: string | null; done: boolean }[]): Promise<string> {
    const jobId = newId('job');
    await db.$executeRaw`INSERT INTO jobs (id, name, payload, run_at, updated_at) VALUES (${jobId}, 'test', '{}'::jsonb, now(), now())`;
    for (const step of steps) {
      await db.$executeRaw`
        INSERT INTO job_steps (job_id, step_id, result, completed_at)
        VALUES (${jobId}, ${step.id}, ${step.result}::jsonb, ${step.done ? new Date() : null})`;
    }
    return jobId;
  }

  it('answers a finished step from its record, and a finished sleep (NULL) without one', async () => {
    const jobId = await job([
      { id: 'count', result: JSON.stringify({ value: 3 }), done: true },
      { id: 'nap', result: null, done: true },
    ]);
    const step = await DurableStep.load(jobId);
    expect(await step.run('count', async () => 4)).toBe(3);
    await expect(step.sleep('nap', 60_000)).resolves.toBeUndefined();
  });

  it('fails a result without its value wrapper, naming the column', async () => {
    const error = await brokenColumn(DurableStep.load(await job([{ id: 'count', result: '3', done: true }])));
    expect(error.internal).toContain('job_steps.result');
  });
});

describe('scan_jobs options, summary and details', () => {
  async function scan(options: string, summary: string | null, details: string | null): Promise<string> {
    const id = newId('scn');
    // engines is left out: the column's default (axe) for scans made before it.
    await db.$executeRaw`
      INSERT INTO scan_jobs (id, tenant_id, url, standard, status, options, summary, details, created_at, completed_at)
      VALUES (${id}, ${tenantId}, 'https://example.com/', 'WCAG21_AA', 'completed', ${options}::jsonb, ${summary}::jsonb, ${details}::jsonb, now(), now())`;
    return id;
  }
  const oldSummary = { total: 1, critical: 0, serious: 1, moderate: 0, minor: 0, score: 93, new: 1, recurring: 0, fixed: 0, dismissed: 0 };
  const oldDetails = {
    engines: [{ name: 'axe-core', version: '4.10.0' }],
    pageTitle: 'Home',
    finalUrl: 'https://example.com/',
    timings: { loadMs: 100, analyzeMs: 50, totalMs: 150 },
    pages: [{ url: 'https://example.com/', finalUrl: 'https://example.com/', title: 'Home', issues: 1 }],
  };

  it('reads the first shapes: options {} (the column default), no needsReview, no issuesDropped', async () => {
    const dto = await getScan(owner, await scan('{}', JSON.stringify(oldSummary), JSON.stringify(oldDetails)));
    expect(dto.options).toEqual({ includeBestPractices: false, engines: ['axe'] });
    expect(dto.timeBudgetMs).toBe(0);
    expect(dto.summary).toEqual(oldSummary);
    expect(dto).toMatchObject({ engines: oldDetails.engines, pageTitle: 'Home', timings: oldDetails.timings, issuesDropped: 0 });
    expect(dto.baseline).toBeNull(); // scans before baselines have none
  });

  it('reads a crawl stored before robots and politeness settings with their defaults', async () => {
    const options = { includeBestPractices: true, crawl: { maxPages: 5, maxDepth: 2, sitemap: false } };
    const dto = await getScan(owner, await scan(JSON.stringify(options), null, null));
    expect(dto.options.crawl).toEqual({ maxPages: 5, maxDepth: 2, sitemap: false, respectRobots: true, maxConcurrentPerHost: 2, delayMs: 250 });
    expect(dto).toMatchObject({ summary: null, engines: [], pageTitle: null, timings: null });
  });

  it('fails options of the wrong type, naming the column', async () => {
    const error = await brokenColumn(getScan(owner, await scan(JSON.stringify({ includeBestPractices: 'secret-yes' }), null, null)));
    expect(error.internal).toContain('scan_jobs.options');
    expect(error.internal).not.toContain('secret-yes');
  });
});
