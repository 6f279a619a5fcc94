import { z } from 'zod';
import { isoDate } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { exportFormatQuery } from '@/lib/scanner/export/rows.ts';
import { IMPACTS } from '@/lib/scanner/schemas.ts';

/**
 * The wire shapes of a site's tracked issues (lib/site-issues): one barrier across the site's pages and scans,
 * its status by the scans (open, fixed, reopened) or by people (in_progress, accepted, false_positive).
 */

export const TRACKED_STATUSES = ['open', 'in_progress', 'fixed', 'reopened', 'accepted', 'false_positive'] as const;
export type TrackedStatus = (typeof TRACKED_STATUSES)[number];
/** What people may set; `fixed` and `reopened` are the scans' to say. */
export const TRIAGE_STATUSES = ['open', 'in_progress', 'accepted', 'false_positive'] as const;
/** Left out of scores and counts, cited with their reasons in VPATs. */
export const SET_ASIDE_STATUSES = ['accepted', 'false_positive'] as const;
export const LATEST_CHECKS = ['found', 'not_found', 'not_checked'] as const;

const count = z.number().int();

export const trackedIssueDto = z.object({
  id: z.string(),
  siteId: z.string(),
  fingerprint: z.string().describe('The barrier across pages and scans: rule, normalised selector and markup, without the page.'),
  ruleId: z.string(),
  impact: z.enum(IMPACTS),
  wcag: z.array(z.string()),
  level: z.string().nullable(),
  engines: z.array(z.string()),
  description: z.string(),
  help: z.string(),
  helpUrl: z.string(),
  selector: z.string().describe('A representative occurrence.'),
  html: z.string(),
  status: z.enum(TRACKED_STATUSES),
  reason: z.string().nullable(),
  assigneeId: z.string().nullable(),
  latestCheck: z
    .enum(LATEST_CHECKS)
    .describe('What the latest completed scan could say: found; not_found on every page it was on; not_checked when a page it was on was not reached.'),
  occurrences: count.describe('Pages it was found on in the scan that last saw it.'),
  priority: z.number().describe('Fix priority from impact, occurrences and people using accommodations on its pages (docs/sites.md).'),
  fix: z.string().nullable().describe('How to fix it, where the remediation layer has a suggestion for the rule.'),
  firstSeenAt: isoDate,
  firstSeenScanId: z.string(),
  lastSeenAt: isoDate,
  lastSeenScanId: z.string(),
  updatedAt: isoDate,
});
export type TrackedIssueDto = z.infer<typeof trackedIssueDto>;

export const trackedIssueEventDto = z.object({
  at: isoDate,
  actor: z.string().describe('The user id of the person, or "scan".'),
  scanId: z.string().nullable(),
  from: z.enum(TRACKED_STATUSES).nullable(),
  to: z.enum(TRACKED_STATUSES),
  reason: z.string().nullable(),
  assigneeId: z.string().nullable(),
});

export const occurrenceDto = z.object({ scanId: z.string(), pageUrl: z.string(), selector: z.string(), html: z.string() });

const csv = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(200)
    .transform((raw) =>
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).min(1));

export const listTrackedIssuesQuery = pageQuery.extend({
  status: csv(TRACKED_STATUSES).optional(),
  impact: csv(IMPACTS).optional(),
  rule: z.string().max(100).optional(),
  criterion: z
    .string()
    .regex(/^\d\.\d{1,2}\.\d{1,2}$/, 'A success criterion such as 1.4.3.')
    .optional(),
  page: z.string().max(2048).optional().describe('Issues found on this page (its URL) in the scan that last saw them.'),
  since: isoDate.optional().describe('First seen at or after this time.'),
  q: z.string().trim().max(200).optional().describe('Text in the rule, help, selector or markup.'),
});

export const exportSiteIssuesQuery = exportFormatQuery.extend({
  status: csv(TRACKED_STATUSES).optional().describe('Comma-separated tracked statuses.'),
  impact: csv(IMPACTS).optional().describe('Comma-separated impacts.'),
  ruleId: z.string().max(100).optional(),
});
export type ExportSiteIssuesQuery = z.output<typeof exportSiteIssuesQuery>;

export const triageInput = z.object({
  status: z.enum(TRIAGE_STATUSES).optional(),
  reason: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((reason) => reason || undefined)
    .describe('Why: required (422 `reason_required` without one) for accepted and false_positive.'),
  assigneeId: z.string().max(100).nullable().optional().describe("A member's user id; null unassigns."),
});
export type TriageInput = z.output<typeof triageInput>;

export const bulkTriageInput = z.object({
  filter: z
    .object({
      ids: z.array(z.string().max(100)).min(1).max(1000).optional(),
      rule: z.string().max(100).optional(),
      selectorPrefix: z.string().min(1).max(500).optional(),
      status: z.array(z.enum(TRACKED_STATUSES)).min(1).optional(),
    })
    .refine((f) => Object.keys(f).length > 0, 'Give at least one of ids, rule, selectorPrefix or status.'),
  change: triageInput,
});

export const changesQuery = z.object({ from: z.string().max(100).optional(), to: z.string().max(100).optional() });

export const changesDto = z.object({
  from: z.string(),
  to: z.string(),
  new: z.array(trackedIssueDto),
  fixed: z.array(trackedIssueDto),
  reopened: z.array(trackedIssueDto),
  unchanged: count,
  truncated: z.boolean().describe('A list was longer than 1,000 issues and was cut; the issue list has them all.'),
});

export const siteTrendQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const siteTrendDto = z.object({
  siteId: z.string(),
  scans: z.array(
    z.object({
      scanId: z.string(),
      completedAt: isoDate,
      score: z.number().nullable(),
      issues: z
        .object({ critical: count, serious: count, moderate: count, minor: count, total: count })
        .describe('Tracked issues found in the scan, by impact; accepted and false positives left out.'),
    }),
  ),
});

export const bulkTriageDto = z.object({
  updated: count.describe('Issues the change changed (a matched issue already so is not counted).'),
  ids: z.array(z.string()),
});
