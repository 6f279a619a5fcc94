import type { TransformOutput } from '../../schemas.ts';

/** Merging the grammar engine's corrections (lib/content/providers/local/grammar.ts) and making them. */

type Correction = TransformOutput<'grammar'>['corrections'][number];

export type Range = [start: number, end: number];

/** A test of whether [start, end) meets any of the ranges: merged into disjoint sorted ranges, then a binary search. */
export function coverage(ranges: Range[]): (start: number, end: number) => boolean {
  const merged: Range[] = [];
  for (const [from, to] of ranges.toSorted((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return (start, end) => {
    // The last merged range starting before `end` is the only one that can overlap.
    let low = 0;
    let high = merged.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (merged[mid]![0] < end) low = mid + 1;
      else high = mid;
    }
    const before = merged[low - 1];
    return before !== undefined && before[1] > start;
  };
}

/**
 * The most corrections that do not overlap, sorted by offset: the earliest-ending first (interval
 * scheduling), so a narrow correction wins over a wide one around it; of equal spans, Harper's first.
 */
export function nonOverlapping(corrections: Correction[]): Correction[] {
  const end = (c: Correction) => c.offset + c.length;
  const sorted = corrections.toSorted((a, b) => end(a) - end(b) || b.offset - a.offset);
  const kept: Correction[] = [];
  let reached = -1;
  for (const correction of sorted) {
    // An insertion (length 0) where a kept correction ends would be ambiguous: it is left out.
    if (correction.offset < reached || (correction.offset === reached && correction.length === 0)) continue;
    kept.push(correction);
    reached = end(correction);
  }
  return kept;
}

/** The text with the (sorted, non-overlapping) corrections made, in one pass. */
export function applyCorrections(text: string, corrections: readonly Correction[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const { offset, length, replacement } of corrections) {
    parts.push(text.slice(at, offset), replacement);
    at = offset + length;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
