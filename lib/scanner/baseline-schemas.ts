import { z } from 'zod';
import { parseColumn } from '@/lib/db/columns.ts';

/**
 * A scan's baseline (docs/baselines.md): what a caller asks for, what the job keeps (`scan_jobs.baseline`,
 * resolved when the scan was created, the same shape as the job's `baseline`) and what each issue says.
 */

const baselineId = z.string().trim().min(1).max(100);
const count = z.number().int();

export const baselineInput = z
  .union([z.literal('previous'), z.strictObject({ scanId: baselineId }), z.strictObject({ siteId: baselineId })])
  .describe(
    'Compare the issues with a baseline: `"previous"` (the last completed scan of the same URL and kind, crawl or page, found now; none is allowed and makes every issue new), `{ scanId }` (a completed scan of the tenant) or `{ siteId }` (the site\'s tracked issues and their triage). Each issue is then `new`, `existing`, `accepted` or `false_positive` (`baseline` on the issue, counts in `summary.baseline`), matched by the fingerprint without the page.',
  );
export type BaselineInput = z.output<typeof baselineInput>;

const BASELINE_VALUES = ['new', 'existing', 'accepted', 'false_positive'] as const;
type BaselineValue = (typeof BASELINE_VALUES)[number];

export const baselineFilter = z
  .enum(BASELINE_VALUES)
  .optional()
  .describe("Only the issues the scan's baseline classified so; on a scan without a baseline (or before it ended) the page is empty.");

export const baselineCountsDto = z
  .object({ new: count, existing: count, accepted: count, falsePositive: count })
  .describe("The scan's issues by what its baseline made of them (dismissed ones included: they add up to every stored issue); absent without a baseline.");

export const scanBaselineDto = z
  .object({
    kind: z.enum(['previous', 'scan', 'site']),
    scanId: z
      .string()
      .nullable()
      .describe('The baseline scan; for `previous`, the one found when the scan was created, null when there was none (every issue is then new).'),
    siteId: z.string().nullable().describe('The site whose tracked issues are the baseline (`site`).'),
  })
  .nullable()
  .describe(
    "What the scan's issues are compared with (asked with `baseline` when it was created; a site's runs compare with the site's tracked issues); null for none.",
  );
export type ScanBaseline = NonNullable<z.output<typeof scanBaselineDto>>;

/** The stored `scan_jobs.baseline` (null on scans without one, and those before baselines). */
export function scanBaselineOf(job: { baseline: unknown }): ScanBaseline | null {
  return parseColumn(scanBaselineDto, job.baseline, 'scan_jobs.baseline');
}

export const issueBaselineDto = z
  .enum(BASELINE_VALUES)
  .describe(
    "What the scan's baseline made of it when the scan ended: `new`, `existing` (in the baseline scan, or an open issue of the site), `accepted` or `false_positive` (triaged so on the site, or dismissed by the tenant); absent without a baseline.",
  );

/** The issue's `baseline` field: absent on an issue no baseline classified. */
export function issueBaselineOf(issue: { baseline: string | null }): { baseline?: BaselineValue } {
  const value = BASELINE_VALUES.find((v) => v === issue.baseline);
  return value ? { baseline: value } : {};
}
