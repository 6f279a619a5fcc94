import { describe, expect, it } from 'vitest';
import { emptySketch, estimate, hashUser, mergeSketches } from './user-sketch.ts';

const users = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => hashUser(`${prefix}-${i}`));

describe('user sketch', () => {
  it('counts exactly while small, and a user seen twice once', () => {
    const a = mergeSketches([emptySketch()], users('u', 40));
    const b = mergeSketches([emptySketch()], [...users('u', 10), ...users('v', 5)]);
    expect(estimate(a)).toBe(40);
    expect(estimate(b)).toBe(15);
    expect(estimate(mergeSketches([a, b]))).toBe(45);
    expect(estimate(emptySketch())).toBe(0);
  });

  it('estimates large sets within a few per cent, and merges like a union', () => {
    const day1 = mergeSketches([emptySketch()], users('x', 60_000));
    const day2 = mergeSketches([emptySketch()], [...users('x', 30_000), ...users('y', 40_000)]);
    expect(day1.length).toBe(1 + 2048);
    const union = estimate(mergeSketches([day1, day2]));
    expect(Math.abs(union - 100_000) / 100_000).toBeLessThan(0.06);
    expect(Math.abs(estimate(day1) - 60_000) / 60_000).toBeLessThan(0.06);
  });

  it('stays close across the switch from exact to approximate', () => {
    for (const n of [255, 257, 1_000, 5_000]) {
      const got = estimate(mergeSketches([emptySketch()], users(`n${n}`, n)));
      expect(Math.abs(got - n) / n).toBeLessThan(0.05);
    }
  });
});
