import type { GatePolicy } from './gate.js';
import type { JobResult } from './types.js';

/** What every output format is written from. */
export interface Report {
  results: JobResult[];
  policy: GatePolicy;
  /** Whether the scans were compared with a baseline (a site's scans always are). */
  baseline: boolean;
  passed: boolean;
  tool: { name: string; version: string; informationUri: string };
}

/** `WCAG22_AA` → `2.2`: the WCAG version the criteria are numbered in. */
export function wcagVersion(standard: string): string {
  const match = /^WCAG(\d)(\d)/.exec(standard);
  return match ? `${match[1]}.${match[2]}` : '2.2';
}
