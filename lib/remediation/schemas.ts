import { z } from 'zod';
import { engineReportDto, IMPACTS } from '@/lib/scanner/schemas.ts';
import { wcagStandard } from '@/lib/tenants/schemas.ts';

/**
 * Remediation (docs/decisions.md, "Remediation"): submitted HTML, a live page or a PDF → the issues found, a
 * suggestion per issue, and for HTML and pages the verified `fixedHtml`.
 */

/** Characters of submitted HTML (the body limit of 1 MiB bounds it anyway). */
export const HTML_LIMIT = 500_000;
/** PDFs by URL: 25 MiB within 10 s; as base64 in the body, what 1 MiB of JSON carries. */
export const PDF_MAX_BYTES = 25 * 1024 * 1024;
export const PDF_TIMEOUT_MS = 10_000;

export const remediateHtmlInput = z.object({
  html: z.string().min(1, 'html must not be empty').describe('A whole document or a fragment; at most 500,000 characters (413 beyond).'),
  standard: wcagStandard.optional().describe("Default: the tenant's settings.defaultStandard."),
});
export const remediateUrlInput = z.object({
  url: z.string().trim().min(1).max(2048),
  standard: wcagStandard.optional(),
});
export const remediatePdfInput = z
  .object({
    pdfUrl: z.string().trim().min(1).max(2048).optional().describe('An http(s) URL of a PDF of at most 25 MiB, fetched within 10 s.'),
    pdfBase64: z.string().min(1).optional().describe('The PDF itself, base64 (what a 1 MiB body holds).'),
  })
  .refine((v) => (v.pdfUrl === undefined) !== (v.pdfBase64 === undefined), { message: 'give exactly one of pdfUrl and pdfBase64', path: ['pdfUrl'] });

export const FIX_KINDS = ['attribute', 'replace', 'advice'] as const;
export const SUGGESTION_SOURCES = ['rule', 'ai'] as const;

export const remediationIssueDto = z.object({
  engine: z.string().describe('`axe-core` for HTML and pages; `pdf` for the PDF checks.'),
  ruleId: z.string(),
  impact: z.enum(IMPACTS),
  wcag: z.array(z.string()),
  level: z.string().nullable(),
  description: z.string(),
  help: z.string(),
  helpUrl: z.string(),
  pageUrl: z.string().describe('The page or PDF URL; empty for submitted HTML or a PDF sent as base64.'),
  selector: z.string().describe('A CSS selector of the element; for a PDF, where in the document (e.g. `page 3`, `document catalog`).'),
  html: z.string(),
  failureSummary: z.string(),
  bestPractice: z.boolean(),
  fingerprint: z.string(),
  engines: z
    .array(engineReportDto)
    .describe('The engines that reported it, with their rule and message, as on scan issues (axe-core alone here today; `pdf` for the PDF checks).'),
});

export const contrastDto = z.object({
  foreground: z.string().describe('The text colour, #rrggbb.'),
  background: z.string(),
  ratio: z.number().describe('The contrast ratio now, two decimals.'),
  required: z.number().describe('The ratio the criterion requires here: 4.5 for body text, 3 for large text.'),
  fontSize: z.string().nullable(),
  fontWeight: z.string().nullable(),
  suggestedForeground: z.string().nullable().describe('The nearest colour of the same hue that meets `required`; null when none does.'),
  suggestedRatio: z.number().nullable(),
});

export const suggestionDto = z.object({
  ruleId: z.string(),
  wcag: z.array(z.string()),
  selector: z.string(),
  fingerprint: z.string().describe('The issue it fixes (its fingerprint).'),
  problem: z.string(),
  fix: z.object({
    kind: z.enum(FIX_KINDS).describe('`attribute`: set an attribute; `replace`: replace the markup; `advice`: what a person must do.'),
    before: z.string(),
    after: z.string(),
  }),
  source: z.enum(SUGGESTION_SOURCES).describe('`rule`: computed by a rule; `ai`: a language model wrote it, for review, never applied to fixedHtml.'),
  confidence: z.number().min(0).max(1),
  applied: z.boolean().describe('Part of fixedHtml (applied and verified by scanning again).'),
  contrast: contrastDto.optional(),
});

export const remediationResponse = z.object({
  issues: z.array(remediationIssueDto),
  suggestions: z.array(suggestionDto),
  fixedHtml: z.string().optional().describe('HTML and pages: the document with the safe automatic fixes that a second scan verified.'),
  remainingIssues: z.array(remediationIssueDto).optional().describe('HTML and pages: the violations fixedHtml still has.'),
  notes: z.array(z.string()).describe('What the checks could not decide, and what a person must still review.'),
});

export type RemediateHtmlInput = z.output<typeof remediateHtmlInput>;
export type RemediateUrlInput = z.output<typeof remediateUrlInput>;
export type RemediatePdfInput = z.output<typeof remediatePdfInput>;
export type RemediationIssue = z.infer<typeof remediationIssueDto>;
export type Suggestion = z.infer<typeof suggestionDto>;
export type ContrastInfo = z.infer<typeof contrastDto>;
export type RemediationResponse = z.infer<typeof remediationResponse>;
