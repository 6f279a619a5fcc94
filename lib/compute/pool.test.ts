import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import { closeCompute, defineTask, runTask } from './pool.ts';

type Tasks = typeof import('./test-tasks.ts');
const MODULE = 'lib/compute/test-tasks.ts';
const echo = defineTask<Tasks, 'echo'>(MODULE, 'echo', { budgetMs: 30_000, label: 'echo' });
const spin = defineTask<Tasks, 'spin'>(MODULE, 'spin', { budgetMs: 300, label: 'spin' });
const refuse = defineTask<Tasks, 'refuse'>(MODULE, 'refuse', { budgetMs: 30_000, label: 'refusal' });
const slowToPrepare = defineTask<Tasks, 'slowToPrepare'>(MODULE, 'slowToPrepare', { budgetMs: 300, label: 'slow set-up' });
const viaHost = defineTask<Tasks, 'viaHost'>(MODULE, 'viaHost', { budgetMs: 30_000, label: 'host call', lane: 'session' });

afterAll(() => closeCompute());

describe('the compute pool', () => {
  it('runs a task of a repository module in a worker thread and answers with its output', async () => {
    const out = await runTask(echo, { value: 'hello' }, { tenantId: 't1' });
    expect(out.value).toBe('hello');
  });

  it('brings an AppError thrown in the worker back with its code and details', async () => {
    const error = await runTask(refuse, { path: 'html' }, { tenantId: 't1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'validation_failed', status: 400, details: [{ path: 'html', message: 'refused in a worker' }] });
  });

  it('answers host calls on the main thread, and rethrows the very error a host call threw', async () => {
    expect(await runTask(viaHost, { n: 20 }, { tenantId: 't1', host: { double: async (n: number) => n * 2 } })).toBe(41);
    const failure = new AppError('unavailable', 'The analysis browser is not available right now.');
    const error = await runTask(viaHost, { n: 1 }, { tenantId: 't1', host: { double: () => Promise.reject(failure) } }).catch((e: unknown) => e);
    expect(error).toBe(failure);
  });

  it('stops a task past its budget with 503, keeps the event loop free meanwhile, and runs the next task', async () => {
    let ticks = 0;
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 10);
    const error = await runTask(spin, { ms: 60_000 }, { tenantId: 't1' }).catch((e: unknown) => e);
    clearInterval(timer);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'unavailable', status: 503 });
    expect((error as Error).message).toContain('did not finish within 0.3 s');
    // The main thread kept its timers running while a worker spun (the budget is 300 ms of them).
    expect(ticks).toBeGreaterThan(5);
    expect(longestGap).toBeLessThan(250);
    expect((await runTask(echo, { value: 'after' }, { tenantId: 't1' })).value).toBe('after');
  });

  it('starts the budget once the task has set up its engine', async () => {
    expect(await runTask(slowToPrepare, { value: 'set up in 600 ms, done at once' }, { tenantId: 't1' })).toBe('set up in 600 ms, done at once');
  });

  it('stops a running task when its caller hangs up', async () => {
    const controller = new AbortController();
    const running = runTask(spin, { ms: 60_000 }, { tenantId: 't2', signal: controller.signal });
    controller.abort(new Error('client went away'));
    await expect(running).rejects.toThrow('client went away');
  });
});
