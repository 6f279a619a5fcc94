import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { db } from '@/lib/db/client.ts';
import { type RunnerProcess, runnerProcess } from '@/test/fixtures/runner-process.ts';
import { JobRunner } from './runner.ts';
import { onEventQueued, sendEvent } from './send-event.ts';
import { transaction } from './transaction.ts';
import { defineWorkflow, NonRetriableError, type Step, type Workflow } from './workflow.ts';

const payload = z.object({ scanId: z.string(), tenantId: z.string() });
const runners: JobRunner[] = [];
const children: ChildProcess[] = [];
const unsubscribe: (() => void)[] = [];
afterEach(async () => {
  for (const u of unsubscribe.splice(0)) u();
  for (const r of runners.splice(0)) await r.stop(1000);
  for (const c of children.splice(0)) c.kill('SIGKILL');
  // Jobs a test leaves queued (handed back, or sent with no runner) must not be claimed by the next one's runners.
  await db.job.deleteMany({});
});

function runner(workflow: Workflow<'scan/requested'>, options: Partial<ConstructorParameters<typeof JobRunner>[0]> = {}) {
  const r = new JobRunner({ workflows: [defineWorkflow(workflow)], pollMs: 50, backoffBaseMs: 20, ...options }).start();
  runners.push(r);
  return r;
}

async function until<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    const value = await check();
    if (value) return value;
  }
  throw new Error('condition not reached in time');
}

/**
 * Holds each of the runner's claims after its query until release(); later claims pass. `looked`
 * resolves when the first claim's query is done.
 */
function holdClaims(r: JobRunner): { looked: Promise<void>; release: () => void } {
  const seam = r as unknown as { claim: (...args: unknown[]) => Promise<unknown> };
  const claim = seam.claim.bind(r);
  let released = false;
  let release = () => {};
  const hold = new Promise<void>((resolve) => (release = resolve));
  let claimed = () => {};
  const looked = new Promise<void>((resolve) => (claimed = resolve));
  seam.claim = async (...args: unknown[]) => {
    const job = await claim(...args);
    claimed();
    if (!released) await hold;
    return job;
  };
  const releaseAll = () => {
    released = true;
    release();
  };
  return { looked, release: releaseAll };
}

const jobOf = (scanId: string) => db.job.findFirst({ where: { payload: { path: ['scanId'], equals: scanId } } });

describe('embedded job runner', () => {
  it('runs a queued job to completion and records its steps', async () => {
    const seen: string[] = [];
    runner({
      id: 'ok',
      event: 'scan/requested',
      payload,
      retries: 0,
      async run(p, step) {
        const a = await step.run('a', async () => ({ n: 1 }));
        await step.run('b', async () => seen.push(`${p.scanId}:${a.n}`));
      },
    });
    await sendEvent('scan/requested', { scanId: 's1', tenantId: 't' });
    const job = await until(async () => {
      const j = await jobOf('s1');
      return j?.status === 'completed' && j;
    });
    expect(seen).toEqual(['s1:1']);
    expect(job.attempts).toBe(0);
    expect((await db.jobStep.findMany({ where: { jobId: job.id } })).map((s) => s.stepId).sort()).toEqual(['a', 'b']);
  });

  it('retries with backoff, replaying finished steps instead of running them again', async () => {
    const calls = { first: 0, flaky: 0 };
    runner({
      id: 'flaky',
      event: 'scan/requested',
      payload,
      retries: 3,
      async run(_p, step: Step) {
        await step.run('first', async () => ++calls.first);
        await step.run('flaky', async () => {
          if (++calls.flaky < 3) throw new Error(`boom ${calls.flaky}`);
          return 'done';
        });
      },
    });
    await sendEvent('scan/requested', { scanId: 's2', tenantId: 't' });
    const job = await until(async () => {
      const j = await jobOf('s2');
      return j?.status === 'completed' && j;
    });
    expect(calls).toEqual({ first: 1, flaky: 3 });
    expect(job.attempts).toBe(2);
    expect(job.lastError).toBe('boom 2');
  });

  it('fails for good after its retries, or at once on a NonRetriableError, and calls onFailure once', async () => {
    const failures: string[] = [];
    runner({
      id: 'doomed',
      event: 'scan/requested',
      payload,
      retries: 2,
      async run(p) {
        if (p.scanId === 'fatal') throw new NonRetriableError('bad input');
        throw new Error('always');
      },
      async onFailure(p, error) {
        failures.push(`${p.scanId}: ${error.message}`);
      },
    });
    await sendEvent('scan/requested', { scanId: 'retried', tenantId: 't' });
    await sendEvent('scan/requested', { scanId: 'fatal', tenantId: 't' });
    const retried = await until(async () => {
      const j = await jobOf('retried');
      return j?.status === 'failed' && j;
    });
    const fatal = await until(async () => {
      const j = await jobOf('fatal');
      return j?.status === 'failed' && j;
    });
    expect(retried.attempts).toBe(3);
    expect(fatal.attempts).toBe(1);
    expect(failures.sort()).toEqual(['fatal: bad input', 'retried: always']);
  });

  it('sleeps durably: the job goes back to the queue and resumes after the sleep', async () => {
    const order: string[] = [];
    runner({
      id: 'sleepy',
      event: 'scan/requested',
      payload,
      retries: 0,
      async run(_p, step) {
        await step.run('before', async () => order.push('before'));
        // Long enough that the test sees the job parked even on a loaded machine (it polls every 50 ms).
        await step.sleep('nap', 2_000);
        await step.run('after', async () => order.push('after'));
      },
    });
    await sendEvent('scan/requested', { scanId: 's3', tenantId: 't' });
    const sleeping = await until(async () => {
      const j = await jobOf('s3');
      return j?.status === 'queued' && j.runAt > new Date() && j;
    });
    expect(order).toEqual(['before']);
    expect(sleeping.lockedBy).toBeNull();
    await until(async () => (await jobOf('s3'))?.status === 'completed');
    expect(order).toEqual(['before', 'after']);
  });

  it('never runs one job on two instances at once', async () => {
    const runs = new Map<string, number>();
    let concurrent = 0;
    let peak = 0;
    const workflow = {
      id: 'shared',
      event: 'scan/requested' as const,
      payload,
      retries: 0,
      async run(p: z.infer<typeof payload>) {
        runs.set(p.scanId, (runs.get(p.scanId) ?? 0) + 1);
        peak = Math.max(peak, ++concurrent);
        await new Promise((r) => setTimeout(r, 20));
        concurrent--;
      },
    };
    runner(workflow, { concurrency: 3, instanceId: 'a' });
    runner(workflow, { concurrency: 3, instanceId: 'b' });
    await Promise.all(Array.from({ length: 30 }, (_, i) => sendEvent('scan/requested', { scanId: `m${i}`, tenantId: 't' })));
    const mine = { status: 'completed' as const, payload: { path: ['scanId'], string_starts_with: 'm' } };
    await until(async () => (await db.job.count({ where: mine })) === 30);
    expect([...runs.values()]).toEqual(Array(30).fill(1));
    expect(peak).toBeLessThanOrEqual(6);
  });

  describe('with runners in processes of their own', () => {
    const journal = path.join(tmpdir(), `runner-journal-${process.pid}-${Date.now()}`);
    let first: RunnerProcess;
    let second: RunnerProcess;
    // Both runner processes loaded and connected before the test, their runners not started: the test is the
    // kill and the takeover, not Node, tsx and Prisma starting up (over a second per process).
    beforeAll(async () => {
      const started = (env: Record<string, string>) =>
        runnerProcess({ JOURNAL: journal, LEASE_MS: '500', ...env }).then((p) => {
          children.push(p.child);
          return p;
        });
      [first, second] = await Promise.all([started({ BLOCK: '1' }), started({ BLOCK: '0' })]);
    }, 60_000);
    afterAll(() => rmSync(journal, { force: true }));

    it('resumes a job whose process was killed mid-run, without repeating finished steps', async () => {
      await sendEvent('scan/requested', { scanId: 'crash', tenantId: 't' });
      first.start();
      await until(async () => existsSync(journal) && readFileSync(journal, 'utf8').includes('two-started'), 30_000);
      first.child.kill('SIGKILL');
      expect((await jobOf('crash'))?.status).toBe('running');

      // The other process takes the job over once the killed one's lease has run out.
      second.start();
      await until(async () => (await jobOf('crash'))?.status === 'completed', 30_000);
      expect(readFileSync(journal, 'utf8').trim().split('\n')).toEqual(['one crash', 'two-started', 'two crash']);
    });
  });

  it('starts a job sent in a transaction() once it commits, without waiting for the next poll', async () => {
    const r = new JobRunner({ workflows: [defineWorkflow({ id: 'prompt', event: 'scan/requested', payload, retries: 0, async run() {} })], pollMs: 60_000 });
    runners.push(r);
    const { looked, release } = holdClaims(r);
    unsubscribe.push(onEventQueued(() => r.wake()));
    r.start();
    await looked; // its first look, at start, is done (and found nothing: the job is not queued yet)
    release();
    await transaction((tx) => sendEvent('scan/requested', { scanId: 'prompt', tenantId: 't' }, { tx }));
    await until(async () => (await jobOf('prompt'))?.status === 'completed', 15_000); // far below the 60 s poll
  });

  it('is woken from another copy of send-event.ts, as Next.js bundles route handlers apart from instrumentation.ts', async () => {
    const copyPath = './send-event.ts?copy=instrumentation';
    const copy = (await import(/* @vite-ignore */ copyPath)) as typeof import('./send-event.ts');
    expect(copy.onEventQueued).not.toBe(onEventQueued); // a separate module instance indeed
    let wakes = 0;
    unsubscribe.push(copy.onEventQueued(() => wakes++));
    await sendEvent('scan/requested', { scanId: 'other-copy', tenantId: 't' });
    expect(wakes).toBe(1);
  });

  it('neither queues nor wakes anything for a transaction that rolls back', async () => {
    let wakes = 0;
    unsubscribe.push(onEventQueued(() => wakes++));
    await expect(
      transaction(async (tx) => {
        await sendEvent('scan/requested', { scanId: 'rolled-back', tenantId: 't' }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await jobOf('rolled-back')).toBeNull();
    expect(wakes).toBe(0);
  });

  it('does not lose a wake that arrives while it is claiming', async () => {
    const r = new JobRunner({ workflows: [defineWorkflow({ id: 'late', event: 'scan/requested', payload, retries: 0, async run() {} })], pollMs: 60_000 });
    runners.push(r);
    // Hold each claim after its query until released, so that a job can be queued in that window.
    const { looked, release } = holdClaims(r);
    unsubscribe.push(onEventQueued(() => r.wake()));
    r.start();
    await looked; // its first claim found nothing and is held
    await sendEvent('scan/requested', { scanId: 'queued-while-claiming', tenantId: 't' }); // wakes it mid-claim
    expect((r as unknown as { wanted: boolean }).wanted, 'the wake arrived while the claim was held').toBe(true);
    release();
    await until(async () => (await jobOf('queued-while-claiming'))?.status === 'completed', 15_000);
  });

  it('hands back a job it claimed while being stopped, instead of starting it', async () => {
    let ran = false;
    const r = new JobRunner({
      workflows: [
        defineWorkflow({
          id: 'claimed-late',
          event: 'scan/requested',
          payload,
          retries: 0,
          async run() {
            ran = true;
          },
        }),
      ],
      pollMs: 60_000,
    });
    runners.push(r);
    await sendEvent('scan/requested', { scanId: 'claimed-late', tenantId: 't' });
    // Hold the claim after its query (the row is already 'running' in the database) until stop() is called.
    const { looked, release } = holdClaims(r);
    r.start();
    await looked;
    expect(await jobOf('claimed-late')).toMatchObject({ status: 'running' });
    const stopping = r.stop(100);
    release();
    await stopping;
    expect(await jobOf('claimed-late')).toMatchObject({ status: 'queued', lockedBy: null });
    expect(ran).toBe(false);
  });

  it('hands unfinished jobs back on a graceful stop', async () => {
    // The job runs until the test is over: far past the stop's grace.
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const r = runner({
      id: 'slow',
      event: 'scan/requested',
      payload,
      retries: 0,
      async run() {
        await finished;
      },
    });
    try {
      await sendEvent('scan/requested', { scanId: 'slow', tenantId: 't' });
      await until(async () => (await jobOf('slow'))?.status === 'running');
      await r.stop(100);
      const job = await jobOf('slow');
      expect(job).toMatchObject({ status: 'queued', lockedBy: null });
    } finally {
      finish();
    }
  });
});
