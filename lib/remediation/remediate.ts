import os from 'node:os';
import { type CheerioAPI, load } from 'cheerio';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { detectLanguage } from '@/lib/content/providers/local/language.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, ownTenant } from '@/lib/db/scope.ts';
import { AppError, notFound, validationFailed } from '@/lib/errors.ts';
import { FairQueue } from '@/lib/limits/fair-queue.ts';
import { normalizeSelector } from '@/lib/scanner/engine/fingerprint.ts';
import type { WcagStandard } from '@/lib/scanner/engine/types.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';
import { type AiBudget, aiSuggestion, MAX_AI_SUGGESTIONS } from './ai.ts';
import { analyzeHtml, analyzeUrl } from './analyze.ts';
import { MAX_DEPTH, nestingDepth } from './depth.ts';
import { checkPdf, loadPdf } from './pdf/check-pdf.ts';
import { fixFor } from './rules/index.ts';
import { suggestion } from './rules/shared.ts';
import {
  HTML_LIMIT,
  type RemediateHtmlInput,
  type RemediatePdfInput,
  type RemediateUrlInput,
  type RemediationIssue,
  type RemediationResponse,
  type Suggestion,
} from './schemas.ts';
import type { AnalyzedFinding, FixContext, RuleFix } from './types.ts';
import { buildFixedHtml } from './verify.ts';

/**
 * Remediation of submitted HTML, a live page or a PDF (API.md, "Remediation"; docs/decisions.md,
 * "Remediation"): the scanner's own findings, a rule-based fix wherever there is one right answer, an AI
 * suggestion where no rule can decide and a provider is configured (never applied), advice otherwise;
 * and `fixedHtml` with only the automatic fixes a second scan confirmed.
 */

/** Browser analyses run in this process: tenants take turns for the slots (one per core). */
const analyses = new FairQueue(Math.max(1, os.availableParallelism()));

/**
 * Best practices too: empty headings, skipped heading levels and positive tabindex are best-practice
 * rules in axe, and they have fixes.
 */
const ANALYSIS = { includeBestPractices: true };

/** What automated checks cannot tell, said with every HTML answer. */
const HTML_NOTES = [
  'These are automated checks: they find many but not all WCAG failures. Keyboard use, focus order, meaningful text alternatives, captions and reading order still need a person.',
  'fixedHtml carries only the automatic fixes that a second scan confirmed; review lower-confidence ones (a label taken from a placeholder, say) before publishing.',
];

async function standardFor(ctx: Principal, requested: WcagStandard | undefined): Promise<WcagStandard> {
  if (requested) return requested;
  const tenant = await db.tenant.findUnique({ where: ownTenant(ctx), select: { settings: true } });
  if (!tenant) throw notFound('Tenant');
  return readSettings(tenant.settings).defaultStandard;
}

export async function remediateHtml(ctx: Principal, input: RemediateHtmlInput, signal?: AbortSignal): Promise<RemediationResponse> {
  authorize(ctx, 'remediation:use');
  if (input.html.length > HTML_LIMIT) {
    throw new AppError(
      'payload_too_large',
      `html is ${input.html.length.toLocaleString('en')} characters long; remediation takes at most ${HTML_LIMIT.toLocaleString('en')}.`,
    );
  }
  const doc = load(input.html);
  if (nestingDepth(doc) > MAX_DEPTH) {
    throw validationFailed([{ path: 'html', message: `elements are nested more than ${MAX_DEPTH.toLocaleString('en')} levels deep` }]);
  }
  const standard = await standardFor(ctx, input.standard);
  const { findings } = await analyses.run(ctx.tenantId, () => analyzeHtml(input.html, standard, ANALYSIS), signal);
  return remediate(ctx, { html: input.html, doc, findings, standard, baseUrl: null, offline: true, truncated: false }, signal);
}

export async function remediateUrl(ctx: Principal, input: RemediateUrlInput, signal?: AbortSignal): Promise<RemediationResponse> {
  authorize(ctx, 'remediation:use');
  const standard = await standardFor(ctx, input.standard);
  const page = await analyses.run(ctx.tenantId, () => analyzeUrl(input.url, standard, ANALYSIS), signal);
  return remediate(ctx, { html: page.html, findings: page.findings, standard, baseUrl: page.finalUrl, offline: false, truncated: page.htmlTruncated }, signal);
}

export async function remediatePdf(ctx: Principal, input: RemediatePdfInput, signal?: AbortSignal): Promise<RemediationResponse> {
  authorize(ctx, 'remediation:use');
  const pdf = await loadPdf(input, signal);
  // Same slots as the browser analyses: parsing a PDF is synchronous CPU and memory work.
  const checked = await analyses.run(ctx.tenantId, () => checkPdf(pdf.bytes, pdf.url), signal);
  return {
    issues: checked.issues,
    suggestions: checked.suggestions.map((s) => ({ ...s, applied: false })),
    notes: checked.notes,
  };
}

interface Analysed {
  html: string;
  /** `html` already parsed and found shallow enough (submitted HTML); parsed here otherwise. */
  doc?: CheerioAPI;
  findings: AnalyzedFinding[];
  standard: WcagStandard;
  /** The page's address, for resolving relative image URLs; null for submitted HTML. */
  baseUrl: string | null;
  /** The findings came from an analysis without network (submitted HTML): verification can start from them. */
  offline: boolean;
  /** The page's HTML was cut at HTML_LIMIT: no fixedHtml is made from part of a document. */
  truncated: boolean;
}

function issueOf(finding: AnalyzedFinding): RemediationIssue {
  const { contrast: _contrast, ...issue } = finding;
  return issue;
}

/** A finding no rule fixes and no model was asked about: what axe says must be done, as advice. */
function advice(finding: AnalyzedFinding): Omit<Suggestion, 'applied'> {
  const todo = finding.failureSummary.replace(/^Fix (any|all) of the following:\s*/i, '').trim();
  const after = todo ? `${todo} (see ${finding.helpUrl})` : `See ${finding.helpUrl}`;
  return suggestion(finding, { problem: finding.help, kind: 'advice', before: finding.html, after, confidence: 0.3 });
}

function contextOf(doc: CheerioAPI): FixContext {
  const text = doc('body').text().replace(/\s+/g, ' ').trim() || doc.root().text().replace(/\s+/g, ' ').trim();
  return { text, language: detectLanguage(text) };
}

async function remediate(ctx: Principal, analysed: Analysed, signal?: AbortSignal): Promise<RemediationResponse> {
  const doc = analysed.doc ?? load(analysed.html);
  if (!analysed.doc && nestingDepth(doc) > MAX_DEPTH) {
    // A page (its script may build any DOM) too deep to fix safely: what was found, as advice.
    return {
      issues: analysed.findings.map(issueOf),
      suggestions: analysed.findings.map((finding) => ({ ...advice(finding), applied: false })),
      notes: [...HTML_NOTES, `The page's elements are nested more than ${MAX_DEPTH.toLocaleString('en')} levels deep: no fixes were computed.`],
    };
  }
  const context = contextOf(doc);
  const fixes: (RuleFix | null)[] = analysed.findings.map((finding) => {
    try {
      return fixFor(finding, doc, context);
    } catch {
      return null; // a fixer that cannot read this markup leaves the finding to advice
    }
  });

  // Automatic fixes, verified by scanning the fixed document again.
  const automatic = analysed.truncated ? [] : fixes.flatMap((fix, index) => (fix?.apply ? [{ fix, finding: analysed.findings[index]!, index }] : []));
  const verified = await analyses.run(
    ctx.tenantId,
    () =>
      buildFixedHtml(
        analysed.html,
        automatic.map(({ fix, finding }) => ({ fix, finding })),
        analysed.standard,
        { ...ANALYSIS, findings: analysed.findings, findingsAreOffline: analysed.offline, signal },
      ),
    signal,
  );
  const appliedIndices = new Set([...verified.applied].map((i) => automatic[i]!.index));
  const droppedReasons = new Map(verified.dropped.map((d) => [automatic[d.index]!.index, d.reason]));

  const suggestions: Suggestion[] = [];
  const budget: AiBudget = { left: MAX_AI_SUGGESTIONS };
  for (const [index, finding] of analysed.findings.entries()) {
    const fix = fixes[index];
    if (fix) {
      const dropped = droppedReasons.get(index);
      if (dropped !== undefined) {
        // Reported as advice: the change did not hold up in the second scan.
        suggestions.push({
          ...fix.suggestion,
          fix: {
            kind: 'advice',
            before: fix.suggestion.fix.before,
            after: `Not applied: ${dropped}. The change tried was: ${fix.suggestion.fix.after}`,
          },
          confidence: Math.min(fix.suggestion.confidence, 0.3),
          applied: false,
        });
      } else suggestions.push({ ...fix.suggestion, applied: appliedIndices.has(index) });
      if (fix.suggestion.fix.kind !== 'advice') continue;
    }
    // No rule decides: a language model where one is configured (never applied), else advice.
    const ai = await aiSuggestion(ctx, finding, doc, analysed.baseUrl, budget, signal);
    if (ai) suggestions.push({ ...ai, applied: false });
    else if (!fix) suggestions.push({ ...advice(finding), applied: false });
  }

  if (analysed.truncated) {
    return {
      issues: analysed.findings.map(issueOf),
      suggestions,
      notes: [...HTML_NOTES, `The page's HTML is longer than ${HTML_LIMIT.toLocaleString('en')} characters: no fixedHtml is made from part of it.`],
    };
  }
  return {
    issues: analysed.findings.map(issueOf),
    suggestions,
    fixedHtml: verified.fixedHtml,
    remainingIssues: verified.remaining.map(issueOf),
    notes: HTML_NOTES,
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
  const page = await analyses.run(ctx.tenantId, () => analyzeUrl(issue.pageUrl, issue.job.standard as WcagStandard, ANALYSIS), signal);
  const same = (f: { fingerprint: string; ruleId: string; selector: string }) =>
    f.fingerprint === issue.fingerprint || (f.ruleId === issue.ruleId && normalizeSelector(f.selector) === normalizeSelector(issue.selector));
  const findings = page.findings.filter(same);
  if (findings.length === 0) return { stillPresent: false, suggestions: [] };
  const result = await remediate(
    ctx,
    {
      html: page.html,
      findings: page.findings,
      standard: issue.job.standard as WcagStandard,
      baseUrl: page.finalUrl,
      offline: false,
      truncated: page.htmlTruncated,
    },
    signal,
  );
  return { stillPresent: true, suggestions: result.suggestions.filter(same) };
}
