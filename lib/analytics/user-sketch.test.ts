import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { emptySketch, estimate, hashUser, mergeSketches, sketchOfUsers } from './user-sketch.ts';

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

  it('is byte for byte the sketch of the format, built the plain way with BigInts, however it is merged', () => {
    const edges = [0n, 2n ** 64n - 1n, 2047n << 53n, 1n, 1n << 20n, 1n << 31n, 1n << 32n, 1n << 52n, (5n << 53n) | (1n << 40n)];
    const random = (n: number, seed: string) => Array.from({ length: n }, (_, i) => createHash('sha256').update(`${seed}-${i}`).digest().readBigUInt64BE(0));
    for (const hashes of [[], edges, random(100, 'a'), [...edges, ...random(247, 'b')], [...edges, ...random(248, 'c')], random(5_000, 'd')]) {
      const expected = referenceSketch(hashes);
      expect(mergeSketches([], hashes).equals(expected)).toBe(true);
      const half = Math.floor(hashes.length / 2);
      const parts = [mergeSketches([], hashes.slice(0, half)), mergeSketches([], hashes.slice(half, half + 10)), mergeSketches([], hashes.slice(half + 10))];
      expect(mergeSketches(parts).equals(expected)).toBe(true);
      expect(mergeSketches(parts.slice(1), hashes.slice(0, half)).equals(expected)).toBe(true);
    }
    const ids = Array.from({ length: 300 }, (_, i) => `user-${i % 280}`);
    expect(sketchOfUsers(ids).equals(referenceSketch(ids.map((id) => createHash('sha256').update(id).digest().readBigUInt64BE(0))))).toBe(true);
    expect(hashUser('user-1')).toBe(createHash('sha256').update('user-1').digest().readBigUInt64BE(0));
  });
});

/** The format of user-sketch.ts written out directly: sorted 8-byte hashes up to 256, else 2,048 registers. */
function referenceSketch(hashes: bigint[]): Buffer {
  const distinct = [...new Set(hashes)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (distinct.length <= 256) {
    const sparse = Buffer.alloc(1 + 8 * distinct.length);
    for (const [i, h] of distinct.entries()) sparse.writeBigUInt64BE(h, 1 + 8 * i);
    return sparse;
  }
  const dense = Buffer.alloc(1 + 2048);
  dense[0] = 1;
  for (const h of distinct) {
    const low = h & ((1n << 53n) - 1n);
    const rank = low === 0n ? 54 : 53 - low.toString(2).length + 1;
    const index = 1 + Number(h >> 53n);
    dense[index] = Math.max(dense[index]!, rank);
  }
  return dense;
}
