import { z } from 'zod';
import { isoDate } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { IMPACTS } from '@/lib/scanner/schemas.ts';
import { wcagStandard } from '@/lib/tenants/schemas.ts';

/**
 * Compliance (docs/decisions.md, "Compliance"): targets, manual evaluations, snapshots and reports. Shared by the
 * services in lib/compliance, their routes, the report builders and the portal.
 */

export const MAX_TARGET_URLS = 100;
export const SCHEDULES = ['daily', 'weekly'] as const;
export const EVALUATION_RESULTS = ['supports', 'partially_supports', 'does_not_support', 'not_applicable'] as const;
export const CRITERION_RESULTS = ['pass', 'fail', 'not_evaluated', 'not_applicable'] as const;
export const SNAPSHOT_STATUSES = ['pending', 'ready', 'failed'] as const;
export const REPORT_TYPES = ['vpat', 'compliance'] as const;
export const REPORT_STATUSES = ['queued', 'generating', 'ready', 'failed'] as const;
export const REPORT_FORMATS = ['pdf', 'html', 'openacr'] as const;
export const CONFORMANCE_STATUSES = ['conforms', 'does_not_conform', 'not_known'] as const;

/** What `compliant` means since 2026-12-02 (docs/api-changelog.md): the conformance verdict, never the score. */
const COMPLIANT_DESCRIPTION =
  'True only when `conformance` is `conforms`: every criterion of the standard in scope is evaluated (automated or by a person) and passes or is not applicable, on every page of the target. False otherwise (a criterion not evaluated or failing, a page not scanned, a snapshot not ready); `conformance` says why. Until 2026-12-02 it was score ≥ minScore, which is `scoreMeetsMinimum`.';

/** A success criterion's number: `1.4.3`. */
export const criterionId = z.string().regex(/^[1-4]\.\d{1,2}\.\d{1,2}$/, 'must be a WCAG success criterion number such as 1.4.3');
/** A calendar date, YYYY-MM-DD. */
const dateOnly = z.iso.date();

const targetFields = {
  name: z.string().trim().min(1).max(200),
  standard: wcagStandard.optional().describe("Default: the tenant's settings.defaultStandard."),
  urls: z
    .array(z.string().trim().min(1).max(2048))
    .max(MAX_TARGET_URLS)
    .default([])
    .describe('Up to 100 http(s) pages on public hosts (checked against SSRF like scans); duplicates are dropped. At least one, unless siteId is given.'),
  siteId: z
    .string()
    .max(100)
    .nullable()
    .optional()
    .describe("A site of the tenant (/sites): its latest completed crawl's pages are covered too, every one of them; null for none."),
  minScore: z
    .number()
    .int()
    .min(0)
    .max(100)
    .default(90)
    .describe('The lowest automated score (0–100) accepted: scoreMeetsMinimum. A score never shows conformance.'),
  deadline: dateOnly.nullable().optional().describe('When the target must be met, YYYY-MM-DD.'),
  schedule: z.enum(SCHEDULES).nullable().optional().describe('Rescan every day or week and take a snapshot; null for none.'),
};

export const createTargetInput = z
  .object(targetFields)
  .refine((t) => t.urls.length > 0 || !!t.siteId, { path: ['urls'], message: 'Give at least one URL, or a siteId.' });
/** PUT replaces the target's fields; name changes keep it unique in the tenant. */
export const updateTargetInput = z
  .object({ ...targetFields, urls: targetFields.urls.unwrap().optional(), minScore: targetFields.minScore.optional() })
  .partial({ name: true });
export type CreateTargetInput = z.output<typeof createTargetInput>;
export type UpdateTargetInput = z.output<typeof updateTargetInput>;

export const targetDto = z.object({
  id: z.string(),
  name: z.string(),
  standard: wcagStandard,
  urls: z.array(z.string()),
  siteId: z.string().nullable().describe('The site whose latest completed crawl the target covers; null for none.'),
  minScore: z.number().int(),
  deadline: z.string().nullable(),
  schedule: z.enum(SCHEDULES).nullable(),
  nextRunAt: isoDate.nullable().describe('When the scheduled rescan is due; null without a schedule.'),
  latestSnapshot: z
    .object({
      id: z.string(),
      status: z.enum(SNAPSHOT_STATUSES),
      score: z.number().int().nullable(),
      scoreMeetsMinimum: z.boolean().nullable(),
      compliant: z.boolean().describe(COMPLIANT_DESCRIPTION),
      conformance: z.enum(CONFORMANCE_STATUSES).nullable().describe('Null until the snapshot is ready.'),
      createdAt: isoDate,
    })
    .nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type TargetDto = z.infer<typeof targetDto>;

export const evaluationInput = z.object({
  result: z.enum(EVALUATION_RESULTS),
  remarks: z.string().max(5_000).default(''),
});
export const evaluationDto = z.object({
  criterion: z.string(),
  result: z.enum(EVALUATION_RESULTS),
  remarks: z.string(),
  evaluatedBy: z.string().describe('Who recorded it: the member (email) or the API key (name).'),
  evaluatedAt: isoDate,
});
export type EvaluationInput = z.output<typeof evaluationInput>;
export type EvaluationDto = z.infer<typeof evaluationDto>;

export const issuesByImpact = z.object(Object.fromEntries(IMPACTS.map((i) => [i, z.number().int()])) as Record<(typeof IMPACTS)[number], z.ZodNumber>);

export const criterionResultDto = z.object({
  criterion: z.string(),
  title: z.string().describe('The criterion’s handle, e.g. "Contrast (Minimum)".'),
  level: z.enum(['A', 'AA', 'AAA']),
  result: z.enum(CRITERION_RESULTS),
  issueCount: z.number().int(),
  pages: z.array(z.string()).describe('Pages with issues for this criterion (at most 20).'),
  examples: z.array(z.string()).describe('Example selectors as evidence (at most 5).'),
  /** Where the result comes from: the automated checks, a person's evaluation, or neither. */
  source: z.enum(['automated', 'manual', 'none']),
  evaluation: evaluationDto.nullable().describe('The manual evaluation that settled it, with author and date.'),
});
export type CriterionResult = z.infer<typeof criterionResultDto>;

export const snapshotChangesDto = z.object({
  previousSnapshotId: z.string(),
  criteria: z.array(z.object({ criterion: z.string(), from: z.enum(CRITERION_RESULTS), to: z.enum(CRITERION_RESULTS) })),
  issuesNew: z.number().int(),
  issuesFixed: z.number().int(),
  scoreChange: z.number().int().nullable(),
});
export type SnapshotChanges = z.infer<typeof snapshotChangesDto>;

export const unscannedPageDto = z.object({
  url: z.string(),
  reason: z.string().describe('Why the page has no usable scan: its newest scan’s error, or that it was never scanned.'),
});
export type UnscannedPage = z.infer<typeof unscannedPageDto>;

export const conformanceDto = z
  .object({
    status: z
      .enum(CONFORMANCE_STATUSES)
      .describe(
        'conforms only when every criterion of the standard (Level A, and AA for an AA standard) has passing evidence (automated or a person’s: pass or not applicable) on every page; does_not_conform when one fails; not_known while evidence is missing.',
      ),
    failing: z.array(z.string()).describe('Criteria that fail.'),
    notEvaluated: z.array(z.string()).describe('Criteria without evidence yet (a person must evaluate them).'),
    unscannedPages: z.number().int().describe('Pages of the target that could not be scanned.'),
    summary: z.string().describe('The statement in words, naming what is missing.'),
  })
  .describe('Conformance to the standard: separate from the automated score, which never proves it.');
export type Conformance = z.infer<typeof conformanceDto>;

export const snapshotDto = z.object({
  id: z.string(),
  targetId: z.string(),
  status: z.enum(SNAPSHOT_STATUSES),
  standard: wcagStandard,
  score: z
    .number()
    .int()
    .nullable()
    .describe('The automated score: the mean of each page’s scan score, a page that could not be scanned counting 0; null when no page was scanned.'),
  scoreMeetsMinimum: z.boolean().nullable().describe('The automated score is at least the minimum (null without a score). Not a conformance claim.'),
  compliant: z.boolean().describe(COMPLIANT_DESCRIPTION),
  minScore: z.number().int(),
  issuesByImpact: issuesByImpact.nullable(),
  pagesScanned: z.number().int(),
  unscannedPages: z.array(unscannedPageDto).describe('Pages of the target that could not be scanned, with why.'),
  conformance: conformanceDto.nullable().describe('Null until the snapshot is ready.'),
  criteria: z.array(criterionResultDto),
  changes: snapshotChangesDto.nullable().describe('What changed since the previous ready snapshot of the target; null for the first.'),
  error: z.string().nullable(),
  createdAt: isoDate,
  readyAt: isoDate.nullable(),
});
export type SnapshotDto = z.infer<typeof snapshotDto>;

export const createSnapshotInput = z.object({
  targetId: z.string().min(1),
  rescan: z.boolean().default(false).describe('Scan every URL first (202 pending, then ready); else the latest completed scan of each URL.'),
});
export const listSnapshotsQuery = pageQuery.extend({ targetId: z.string().optional() });

export const productInput = z.object({
  name: z.string().trim().min(1).max(200),
  version: z.string().trim().max(100).optional(),
  vendor: z.string().trim().max(200).optional(),
  contact: z.string().trim().max(500).optional(),
  description: z.string().trim().max(5_000).optional(),
});
export const createReportInput = z.object({
  type: z.enum(REPORT_TYPES),
  targetId: z.string().min(1),
  snapshotId: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Default: the target’s latest ready snapshot, else the one being taken, else one taken now (from the latest scans when every page has one, else after rescanning). A report of a pending snapshot waits for it; of a failed one is 409.',
    ),
  product: productInput,
});
export type CreateReportInput = z.output<typeof createReportInput>;

export const reportDto = z.object({
  id: z.string(),
  type: z.enum(REPORT_TYPES),
  targetId: z.string().nullable().describe('Null once the target was deleted: the report stays downloadable.'),
  snapshotId: z.string().nullable().describe('Null once the snapshot was deleted with its target.'),
  status: z.enum(REPORT_STATUSES),
  product: productInput,
  draft: z.boolean().describe('A VPAT with an A or AA criterion that has no evidence yet is a draft.'),
  error: z.string().nullable(),
  createdAt: isoDate,
  readyAt: isoDate.nullable(),
  downloads: z
    .object({ pdf: z.string(), html: z.string(), openacr: z.string().nullable() })
    .nullable()
    .describe('Download paths once ready (openacr for a VPAT only).'),
});
export type ReportDto = z.infer<typeof reportDto>;
export const listReportsQuery = pageQuery.extend({ targetId: z.string().optional() });
export const downloadQuery = z.object({ format: z.enum(REPORT_FORMATS).default('pdf') });
