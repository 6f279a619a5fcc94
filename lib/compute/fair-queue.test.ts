import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.ts';

/** A job that runs until the test lets it finish, recording when it started. */
function gate(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe('FairQueue', () => {
  it('runs at most `concurrency` jobs at once and lets waiting tenants take turns', async () => {
    const queue = new FairQueue(1);
    const started: string[] = [];
    const jobs = ['a1', 'a2', 'a3', 'b1', 'c1'].map((name) => ({ name, ...gate(started, name) }));
    const results = jobs.map((job) => queue.run(job.name[0]!, job.work));
    // a1 runs; a2, a3, b1 and c1 wait.
    await expect.poll(() => started).toEqual(['a1']);
    expect(queue.pending).toBe(4);
    for (const next of ['a1', 'a2', 'b1', 'c1', 'a3']) {
      await expect.poll(() => started.at(-1)).toBe(next);
      jobs.find((j) => j.name === next)!.finish();
    }
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1']);
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
    expect(queue.pending).toBe(0);
  });

  it('drops a waiting job whose caller hung up, and frees its slot after a failure', async () => {
    const queue = new FairQueue(1);
    const started: string[] = [];
    const first = gate(started, 'first');
    const running = queue.run('t', first.work);
    const controller = new AbortController();
    const waiting = queue.run('t', async () => 'never', controller.signal);
    await expect.poll(() => queue.pending).toBe(1);
    controller.abort(new Error('hung up'));
    await expect(waiting).rejects.toThrow('hung up');
    expect(queue.pending).toBe(0);
    first.finish();
    await running;
    await expect(queue.run('t', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('u', async () => 'after')).toBe('after');
  });
});
