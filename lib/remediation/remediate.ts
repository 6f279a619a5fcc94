import os from 'node:os';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { FairQueue, QueueFullError } from '@/lib/compute/fair-queue.ts';
import { defineTask, runTask } from '@/lib/compute/pool.ts';
import { config } from '@/lib/config.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, ownTenant } from '@/lib/db/scope.ts';
import { AppError, notFound } from '@/lib/errors.ts';
import { normalizeSelector } from '@/lib/scanner/merge/fingerprint.ts';
import type { WcagStandard } from '@/lib/scanner/engines/types.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';
import { analyzeHtml, analyzeUrl, type UrlAnalysis } from './analyze.ts';
import { aiAvailable, describeImage } from './describe-image.ts';
import { loadPdf } from './pdf/load-pdf.ts';
import type { AnalysedPage, RemediationHost, RemediationSettings } from './pipeline.ts';
import { HTML_LIMIT, type RemediateHtmlInput, type RemediatePdfInput, type RemediateUrlInput, type RemediationResponse, type Suggestion } from './schemas.ts';

/**
 * Remediation of submitted HTML, a live page or a PDF (docs/decisions.md, "Remediation"): the scanner's
 * own findings, a rule-based fix wherever there is one right answer, an AI suggestion where no rule can
 * decide and a provider is configured (never applied), advice otherwise; and `fixedHtml` with only the
 * automatic fixes a second scan confirmed.
 *
 * The browser and the database are here, on the main thread; everything else (the HTML's limits, parsing,
 * fixes, their verification, PDF parsing) runs in a compute worker under a time budget (pipeline.ts).
 */

/**
 * Best practices too: empty headings, skipped heading levels and positive tabindex are best-practice
 * rules in axe, and they have fixes.
 */
const ANALYSIS = { includeBestPractices: true };

/** Verification's share of a remediation: past it, the original comes back with every fix dropped. */
export const VERIFY_DEADLINE_MS = 45_000;
/** Asking a language model for image descriptions, in all; then one call that started may still run AI_CALL_TIMEOUT_MS. */
const AI_ALLOWANCE_MS = 30_000;
const AI_CALL_TIMEOUT_MS = 20_000;
/** The worker's own computing (limits, parsing, fixes) besides the analyses it waits for. */
const COMPUTE_MARGIN_MS = 15_000;

/** A remediation's whole time budget: the first analysis (submitted HTML), verification, AI suggestions, computing. */
export function remediationBudgetMs(options: { analysesFirst: boolean; ai: boolean }): number {
  return (
    (options.analysesFirst ? config().SCAN_PAGE_TIMEOUT_MS : 0) +
    VERIFY_DEADLINE_MS +
    (options.ai ? AI_ALLOWANCE_MS + AI_CALL_TIMEOUT_MS : 0) +
    COMPUTE_MARGIN_MS
  );
}

type Tasks = typeof import('./pipeline.ts');
const TASKS = 'lib/remediation/pipeline.ts';
const overBudget = (spec: { label: string; budgetMs: number }) =>
  new AppError(
    'unavailable',
    `The ${spec.label} did not finish within its ${Math.round(spec.budgetMs / 1000)} s budget and was stopped; a smaller document may fit.`,
  );
// Sessions: they wait for browser analyses between their steps (budgets are set per call).
const remediateHtmlTask = defineTask<Tasks, 'remediateHtmlTask'>(TASKS, 'remediateHtmlTask', {
  lane: 'session',
  budgetMs: 0,
  label: 'remediation',
  overBudget,
});
const remediatePageTask = defineTask<Tasks, 'remediatePageTask'>(TASKS, 'remediatePageTask', {
  lane: 'session',
  budgetMs: 0,
  label: 'remediation',
  overBudget,
});
/** pdf.js stops reading text at its own 20 s; the rest is parsing. */
const checkPdfTask = defineTask<Tasks, 'checkPdfTask'>(TASKS, 'checkPdfTask', { budgetMs: 40_000, label: 'PDF check', overBudget });

/** Pages loaded in this process's browser for remediation (URLs, issues): tenants take turns for the slots (one per core). */
const pageLoads = new FairQueue(Math.max(1, os.availableParallelism()), 16);

async function standardFor(ctx: Principal, requested: WcagStandard | undefined): Promise<WcagStandard> {
  if (requested) return requested;
  const tenant = await db.tenant.findUnique({ where: ownTenant(ctx), select: { settings: true } });
  if (!tenant) throw notFound('Tenant');
  return readSettings(tenant.settings).defaultStandard;
}

function hostFor(ctx: Principal, standard: WcagStandard, signal?: AbortSignal): RemediationHost {
  return {
    analyzeHtml: async (html) => {
      signal?.throwIfAborted();
      const { findings, complete } = await analyzeHtml(html, standard, ANALYSIS);
      return { findings, complete };
    },
    describeImage: (request) => {
      const timeout = AbortSignal.timeout(AI_CALL_TIMEOUT_MS);
      return describeImage(ctx, request, signal ? AbortSignal.any([signal, timeout]) : timeout);
    },
  };
}

function settingsFor(ctx: Principal): RemediationSettings {
  return { ai: aiAvailable(ctx), verifyDeadlineMs: VERIFY_DEADLINE_MS, aiAllowanceMs: AI_ALLOWANCE_MS };
}

export async function remediateHtml(ctx: Principal, input: RemediateHtmlInput, signal?: AbortSignal): Promise<RemediationResponse> {
  authorize(ctx, 'remediation:use');
  if (input.html.length > HTML_LIMIT) {
    throw new AppError(
      'payload_too_large',
      `html is ${input.html.length.toLocaleString('en')} characters long; remediation takes at most ${HTML_LIMIT.toLocaleString('en')}.`,
    );
  }
  const standard = await standardFor(ctx, input.standard);
  const settings = settingsFor(ctx);
  return runTask(
    remediateHtmlTask,
    { html: input.html, settings },
    { tenantId: ctx.tenantId, signal, host: hostFor(ctx, standard, signal), budgetMs: remediationBudgetMs({ analysesFirst: true, ai: settings.ai }) },
  );
}

async function loadPage(ctx: Principal, url: string, standard: WcagStandard, signal?: AbortSignal): Promise<UrlAnalysis> {
  try {
    return await pageLoads.run(ctx.tenantId, () => analyzeUrl(url, standard, ANALYSIS), signal);
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new AppError('rate_limited', 'Too many pages of this tenant are waiting to be analysed; retry shortly.', { headers: { 'Retry-After': '5' } });
    }
    throw error;
  }
}

function remediatePage(ctx: Principal, page: UrlAnalysis, standard: WcagStandard, signal?: AbortSignal): Promise<RemediationResponse> {
  const analysed: AnalysedPage = {
    html: page.html,
    findings: page.findings,
    complete: page.complete,
    baseUrl: page.finalUrl,
    offline: false,
    truncated: page.htmlTruncated,
  };
  const settings = settingsFor(ctx);
  return runTask(
    remediatePageTask,
    { page: analysed, settings },
    { tenantId: ctx.tenantId, signal, host: hostFor(ctx, standard, signal), budgetMs: remediationBudgetMs({ analysesFirst: false, ai: settings.ai }) },
  );
}

export async function remediateUrl(ctx: Principal, input: RemediateUrlInput, signal?: AbortSignal): Promise<RemediationResponse> {
  authorize(ctx, 'remediation:use');
  const standard = await standardFor(ctx, input.standard);
  const page = await loadPage(ctx, input.url, standard, signal);
  return remediatePage(ctx, page, standard, signal);
}

export async function remediatePdf(ctx: Principal, input: RemediatePdfInput, signal?: AbortSignal): Promise<RemediationResponse> {
  authorize(ctx, 'remediation:use');
  const pdf = await loadPdf(input, signal);
  const checked = await runTask(checkPdfTask, { bytes: pdf.bytes, url: pdf.url }, { tenantId: ctx.tenantId, signal });
  return {
    issues: checked.issues,
    suggestions: checked.suggestions.map((s) => ({ ...s, applied: false })),
    notes: checked.notes,
  };
}

export interface IssueFix {
  /** Whether the page still has the issue now (it may have been fixed since the scan). */
  stillPresent: boolean;
  /** The suggestions for this issue on the page as it is now; empty when it is gone. */
  suggestions: Suggestion[];
}

/**
 * "Suggest a fix" for one stored scan issue: its page is loaded again as a scan loads it (the issue's
 * colours and markup as they are now) and remediated; the suggestions for the same problem are returned.
 */
export async function suggestFixForIssue(ctx: Principal, issueId: string, signal?: AbortSignal): Promise<IssueFix> {
  authorize(ctx, 'remediation:use');
  const issue = await db.scanIssue.findFirst({ where: { ...inTenant(ctx), id: issueId }, include: { job: { select: { standard: true } } } });
  if (!issue) throw notFound('Issue');
  const standard = issue.job.standard as WcagStandard;
  const page = await loadPage(ctx, issue.pageUrl, standard, signal);
  const same = (f: { fingerprint: string; ruleId: string; selector: string }) =>
    f.fingerprint === issue.fingerprint || (f.ruleId === issue.ruleId && normalizeSelector(f.selector) === normalizeSelector(issue.selector));
  if (!page.findings.some(same)) return { stillPresent: false, suggestions: [] };
  const result = await remediatePage(ctx, page, standard, signal);
  return { stillPresent: true, suggestions: result.suggestions.filter(same) };
}
