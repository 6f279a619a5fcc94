import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scanWorkflows } from '@/lib/workflows/scan.ts';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { sendEvent } from '@/lib/jobs/send-event.ts';
import { defineWorkflow, type Workflow } from '@/lib/jobs/workflow.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';
import { type RunnerProcess, runnerProcess } from './fixtures/runner-process.ts';

/**
 * Fair sharing of the embedded runner (issue 12): lanes, per-tenant limits by plan across instances,
 * attempts counted at claim; and the caps on open scans and webhook endpoints. Jobs here are "slow"
 * by waiting on gates the test opens, never on timers.
 */
const runners: JobRunner[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const gate of gates.values()) gate.open();
  for (const r of runners.splice(0)) await r.stop(1000);
  for (const c of children.splice(0)) c.kill('SIGKILL');
  gates.clear();
  started.length = 0;
  running.clear();
  // Jobs of one test must not be claimed by the next one's runners.
  await db.job.deleteMany({});
});

async function until<T>(check: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 15_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const value = await check();
    if (value) return value;
  }
  throw new Error('condition not reached in time');
}

interface Gate {
  promise: Promise<void>;
  open: () => void;
}
const gates = new Map<string, Gate>();
function gate(id: string): Gate {
  let g = gates.get(id);
  if (!g) {
    let open = () => {};
    const promise = new Promise<void>((resolve) => (open = resolve));
    g = { promise, open };
    gates.set(id, g);
  }
  return g;
}

/** Which jobs are running now, by the id in their payload. */
const started: string[] = [];
const running = new Set<string>();

const scanPayload = z.object({ scanId: z.string(), tenantId: z.string() });
const slowScan = defineWorkflow({
  id: 'slow-scan',
  event: 'scan/requested',
  payload: scanPayload,
  retries: 0,
  lane: 'scans',
  async run({ scanId }) {
    started.push(scanId);
    running.add(scanId);
    await gate(scanId).promise;
    running.delete(scanId);
  },
});
const delivery = defineWorkflow({
  id: 'quick-delivery',
  event: 'webhook/delivery.requested',
  payload: z.object({ deliveryId: z.string(), tenantId: z.string() }),
  retries: 0,
  lane: 'webhooks',
  async run({ deliveryId }) {
    started.push(deliveryId);
  },
});

function runner(workflows: Workflow[], options: Partial<ConstructorParameters<typeof JobRunner>[0]> = {}) {
  const r = new JobRunner({ workflows, pollMs: 50, backoffBaseMs: 20, leaseMs: 5_000, ...options }).start();
  runners.push(r);
  return r;
}

describe('fair sharing between tenants', () => {
  it('a tenant flooding the queue with slow scans does not hold back another tenant’s scan or a webhook delivery', async () => {
    const flooder = await createTestTenant({ plan: 'enterprise' }); // 4 scans at once
    const other = await createTestTenant({ plan: 'starter' }); // 1
    runner([slowScan as Workflow, delivery as Workflow], { concurrency: 3 });
    for (let i = 0; i < 10; i++) await sendEvent('scan/requested', { scanId: `flood-${i}`, tenantId: flooder.tenantId });
    await until(() => running.size === 3);
    expect([...running].sort()).toEqual(['flood-0', 'flood-1', 'flood-2']);

    // Every scan slot is busy: a webhook delivery still starts at once, in its own lane.
    await sendEvent('webhook/delivery.requested', { deliveryId: 'dlv-1', tenantId: flooder.tenantId });
    await until(() => started.includes('dlv-1'), 5_000);

    // Queued behind seven older scans of the flooder (which is below its limit of 4), the other
    // tenant's scan takes the next slot that frees: the tenant with the fewest running goes first.
    await sendEvent('scan/requested', { scanId: 'other-1', tenantId: other.tenantId });
    gate('flood-0').open();
    await until(() => running.has('other-1'), 5_000);
    expect([...running].sort()).toEqual(['flood-1', 'flood-2', 'other-1']);

    // At its plan's limit (starter: 1), the other tenant's second scan waits; the flooder's queue moves on, in order.
    await sendEvent('scan/requested', { scanId: 'other-2', tenantId: other.tenantId });
    gate('flood-1').open();
    await until(() => running.has('flood-3'), 5_000);
    expect([...running].sort()).toEqual(['flood-2', 'flood-3', 'other-1']);
    gate('other-1').open();
    await until(() => running.has('other-2'), 5_000);
    expect(started.filter((id) => id.startsWith('flood-'))).toEqual(['flood-0', 'flood-1', 'flood-2', 'flood-3']);
  });

  it('holds each tenant to its plan’s running limit across two instances, exactly', async () => {
    const starter = await createTestTenant({ plan: 'starter' }); // 1
    const pro = await createTestTenant({ plan: 'pro' }); // 2
    let peak = { starter: 0, pro: 0 };
    const now = { starter: 0, pro: 0 };
    const counted = defineWorkflow({
      id: 'counted',
      event: 'scan/requested',
      payload: scanPayload,
      retries: 0,
      async run({ scanId, tenantId }) {
        const plan = tenantId === starter.tenantId ? 'starter' : 'pro';
        now[plan]++;
        peak = { ...peak, [plan]: Math.max(peak[plan], now[plan]) };
        started.push(scanId);
        await gate(scanId).promise;
        now[plan]--;
      },
    });
    runner([counted as Workflow], { concurrency: 4, instanceId: 'fair-a' });
    runner([counted as Workflow], { concurrency: 4, instanceId: 'fair-b' });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      for (const [name, t] of [
        ['s', starter],
        ['p', pro],
      ] as const) {
        ids.push(`${name}${i}`);
        await sendEvent('scan/requested', { scanId: `${name}${i}`, tenantId: t.tenantId });
      }
    }
    // Eight slots between the two instances; the plans allow three jobs to run.
    await until(() => started.length === 3);
    const lockedBy = await db.job.findMany({ where: { status: 'running' }, select: { lockedBy: true, tenantId: true } });
    expect(lockedBy.filter((j) => j.tenantId === starter.tenantId)).toHaveLength(1);
    expect(lockedBy.filter((j) => j.tenantId === pro.tenantId)).toHaveLength(2);
    // Let every started job finish until all eight ran; the limits hold all along.
    await until(async () => {
      for (const id of started) gate(id).open();
      return (await db.job.count({ where: { status: 'completed' } })) === ids.length;
    });
    expect(peak).toEqual({ starter: 1, pro: 2 });
  });
});

describe('attempts are counted when a job is claimed', () => {
  const journal = path.join(tmpdir(), `fair-journal-${process.pid}-${Date.now()}`);
  let processes: RunnerProcess[] = [];
  // The two runner processes that will die, loaded and connected before the test, their runners not started:
  // the test is the claims and the kills, not Node, tsx and Prisma starting up (over a second per process).
  beforeAll(async () => {
    const env = { JOURNAL: journal, BLOCK: '1', RETRIES: '1', LEASE_MS: '500' };
    processes = await Promise.all(
      [1, 2].map(() =>
        runnerProcess(env).then((p) => {
          children.push(p.child);
          return p;
        }),
      ),
    );
  }, 60_000);
  afterAll(() => rmSync(journal, { force: true }));

  it('a job whose process keeps dying fails after its attempts, with a clear reason, and onFailure runs', { timeout: 120_000 }, async () => {
    const startedTimes = () =>
      existsSync(journal)
        ? readFileSync(journal, 'utf8')
            .split('\n')
            .filter((l) => l === 'two-started').length
        : 0;
    await sendEvent('scan/requested', { scanId: 'dies', tenantId: 'ten_none' });
    for (const [i, { child, start }] of processes.entries()) {
      start();
      await until(() => startedTimes() === i + 1, 60_000);
      child.kill('SIGKILL');
      await until(() => child.exitCode !== null || child.signalCode !== null);
    }
    expect(await db.job.findFirst({ where: { tenantId: 'ten_none' } })).toMatchObject({ status: 'running', attempts: 2 });

    // The next claim (here, an instance of this process) sees both attempts spent and ends the job.
    const failures: string[] = [];
    runner([
      defineWorkflow({
        id: 'crash-test',
        event: 'scan/requested',
        payload: scanPayload,
        retries: 1,
        async run() {
          throw new Error('must not run again');
        },
        async onFailure(_p, error) {
          failures.push(`${error.name}: ${error.message}`);
        },
      }) as Workflow,
    ]);
    const job = await until(async () => {
      const j = await db.job.findFirst({ where: { tenantId: 'ten_none' } });
      return j?.status === 'failed' && j;
    }, 15_000);
    expect(job.attempts).toBe(2);
    expect(job.lastError).toMatch(/^Gave up after 2 attempts: the process running the last one stopped/);
    expect(failures).toEqual([expect.stringMatching(/^WorkerLostError: Gave up after 2 attempts/)]);
    expect(startedTimes()).toBe(2);
  });

  it('the page of such a job ends failed, and a scan whose start page it was ends failed, saying why', async () => {
    const t = await createTestTenant();
    const scan = await db.scanJob.create({
      data: {
        id: newId('scn'),
        tenantId: t.tenantId,
        url: 'https://93.184.216.34/',
        standard: 'WCAG22_AA',
        status: 'running',
        startedAt: new Date(),
        pagesFound: 1,
      },
    });
    const page = await db.scanPage.create({
      data: {
        id: newId('pag'),
        scanId: scan.id,
        tenantId: t.tenantId,
        url: 'https://93.184.216.34/',
        host: '93.184.216.34',
        depth: 0,
        status: 'running',
        attempts: 3,
      },
    });
    // What three runs killed mid-page leave behind: running, attempts 3 (scan-page allows 1 + 2 retries), lease out.
    await db.job.create({
      data: {
        id: newId('job'),
        name: 'scan/page.requested',
        tenantId: t.tenantId,
        payload: { scanId: scan.id, pageId: page.id, tenantId: t.tenantId },
        status: 'running',
        attempts: 3,
        runAt: new Date(),
        lockedBy: 'dead-instance',
        leaseUntil: new Date(Date.now() - 1000),
      },
    });
    runner(scanWorkflows as Workflow[]);
    const failed = await until(async () => {
      const s = await db.scanJob.findUniqueOrThrow({ where: { id: scan.id } });
      return s.status === 'failed' && s;
    });
    const reason = 'The page could not be scanned: the worker scanning it stopped before it finished, on every attempt.';
    expect(failed.error).toBe(reason);
    expect(await db.scanPage.findUniqueOrThrow({ where: { id: page.id } })).toMatchObject({ status: 'failed', error: reason });
    expect(await db.job.findFirst({ where: { tenantId: t.tenantId } })).toMatchObject({ status: 'failed', attempts: 3 });
  });
});

describe('caps by plan', () => {
  it('refuses a scan beyond the plan’s open scans with 429 rate_limited and Retry-After; room again once one ends', async () => {
    const t = await createTestTenant({ plan: 'starter' }); // 5 queued or running
    for (let i = 0; i < 5; i++) {
      const res = await api.post('/scanner/jobs', { key: t.adminKey, body: { url: `https://93.184.216.34/p${i}` } });
      expect(res.status).toBe(202);
    }
    const refused = await api.post('/scanner/jobs', { key: t.adminKey, body: { url: 'https://93.184.216.34/p5' } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/5 scans queued or running.*\(starter\)/) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await db.scanJob.count({ where: { tenantId: t.tenantId } })).toBe(5);

    const one = await db.scanJob.findFirstOrThrow({ where: { tenantId: t.tenantId } });
    await db.scanJob.update({ where: { id: one.id }, data: { status: 'canceled' } });
    expect((await api.post('/scanner/jobs', { key: t.adminKey, body: { url: 'https://93.184.216.34/p5' } })).status).toBe(202);
  });

  it('concurrent requests cannot overshoot the open-scan cap', async () => {
    const t = await createTestTenant({ plan: 'starter' }); // 5
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api.post('/scanner/jobs', { key: t.adminKey, body: { url: `https://93.184.216.34/c${i}` } })),
    );
    expect(results.filter((r) => r.status === 202)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429).map((r) => r.body.code)).toEqual(Array(3).fill('rate_limited'));
    expect(await db.scanJob.count({ where: { tenantId: t.tenantId } })).toBe(5);
  });

  it('refuses a webhook endpoint beyond the plan’s number with 409 conflict; an existing URL is still 200', async () => {
    const t = await createTestTenant({ plan: 'pro' }); // 20 endpoints
    await db.webhookEndpoint.createMany({
      data: Array.from({ length: 19 }, (_, i) => ({
        id: newId('whk'),
        tenantId: t.tenantId,
        url: `https://93.184.216.34/hook-${i}`,
        events: ['scan.completed'],
        secret: 'whsec_dGVzdA==',
      })),
    });
    const twentieth = await api.post('/webhooks', { key: t.adminKey, body: { url: 'https://93.184.216.34/hook-19', events: ['scan.failed'] } });
    expect(twentieth.status).toBe(201);
    const refused = await api.post('/webhooks', { key: t.adminKey, body: { url: 'https://93.184.216.34/hook-20', events: ['scan.failed'] } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'conflict', message: expect.stringMatching(/20 webhook endpoints.*\(pro\)/) });
    const again = await api.post('/webhooks', { key: t.adminKey, body: { url: 'https://93.184.216.34/hook-3', events: ['scan.failed'] } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBeDefined();
    expect(await db.webhookEndpoint.count({ where: { tenantId: t.tenantId } })).toBe(20);
  });
});
