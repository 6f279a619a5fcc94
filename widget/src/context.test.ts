import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyFrame } from './context.ts';

/** Holds the clock for at least `ms` of real time: a step that costs that much. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the cost of a step
  }
}

/** A loop of `steps` steps that logs its name at each, each costing `costMs`. */
function loop(log: string[], name: string, steps: number, costMs = 0): () => boolean {
  let left = steps;
  return () => {
    log.push(name);
    busy(costMs);
    left -= 1;
    return left > 0;
  };
}

describe('the widget’s work, one task a frame', () => {
  beforeEach(() => {
    // Node has no frames: the browser's functions are put in place for the fake clock to take over.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The next frame and the task right after it, where the widget's steps run (a 0 ms timer set in a tick is due 1 ms on). */
  const nextFrame = () => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  };

  it('runs nothing in the caller’s task, then one step of every loop in the same task after a frame', () => {
    const log: string[] = [];
    everyFrame(loop(log, 'a', 2), () => log.push('a done'));
    everyFrame(loop(log, 'b', 1), () => log.push('b done'));
    expect(log).toEqual([]);
    nextFrame();
    expect(log).toEqual(['a', 'b', 'b done']);
    nextFrame();
    expect(log).toEqual(['a', 'b', 'b done', 'a', 'a done']);
    nextFrame();
    expect(log).toHaveLength(5);
  });

  it('starts no further step once the frame’s budget is spent: the loops left go first in the next frame', () => {
    const log: string[] = [];
    everyFrame(loop(log, 'slow', 1, 15));
    everyFrame(loop(log, 'x', 1));
    everyFrame(loop(log, 'y', 1));
    nextFrame();
    expect(log).toEqual(['slow']);
    nextFrame();
    expect(log).toEqual(['slow', 'x', 'y']);
  });

  it('never runs a cancelled loop, and a step that throws stops its loop alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log: string[] = [];
    const cancel = everyFrame(loop(log, 'cancelled', 5));
    everyFrame(() => {
      log.push('throws');
      throw new Error('an unusual page');
    });
    everyFrame(loop(log, 'runs', 2));
    cancel();
    nextFrame();
    nextFrame();
    nextFrame();
    expect(log).toEqual(['throws', 'runs', 'runs']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
