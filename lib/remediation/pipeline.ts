import type { CheerioAPI } from 'cheerio';
import { detectLanguage } from '@/lib/content/providers/local/language.ts';
import { MAX_PAGE_FINDINGS } from '@/lib/scanner/merge/findings.ts';
import { adviceFor } from './advice.ts';
import { type AiBudget, aiSuggestion, type ImageDescription, type ImageDescriptionRequest, MAX_AI_SUGGESTIONS } from './ai.ts';
import { parseDocument } from './document.ts';
import { assertWithinLimits, measureHtml, overLimits } from './html-limits.ts';
import { checkPdf, type PdfCheckResult } from './pdf/check-pdf.ts';
import { fixFor } from './rules/index.ts';
import { suggestion } from './rules/shared.ts';
import { HTML_LIMIT, type RemediationIssue, type RemediationResponse, type Suggestion } from './schemas.ts';
import type { AnalyzedFinding, FixContext, RuleFix } from './types.ts';
import { type Analysis, buildFixedHtml } from './verify.ts';

/**
 * Remediation's own work, in a compute worker (lib/compute): the HTML's limits, parsing, the rule fixes,
 * their verification and the suggestions. What needs the browser or the database (analyses, a language
 * model's image descriptions) is asked of the main thread through the host.
 */

export interface RemediationHost {
  /** The scanner's findings on `html` alone, without network, as the first findings were made. */
  analyzeHtml(html: string): Promise<Analysis>;
  /** A language model's text alternative for an image (remediation's AI suggestions). */
  describeImage(request: ImageDescriptionRequest): Promise<ImageDescription>;
}

export interface RemediationSettings {
  /** Whether AI suggestions may be asked for (a provider is configured and the caller may spend credits). */
  ai: boolean;
  /** How long verification may take (it then keeps the original, every fix dropped). */
  verifyDeadlineMs: number;
  /** How long asking for AI suggestions may take in all; later findings get advice. */
  aiAllowanceMs: number;
}

export interface AnalysedPage {
  html: string;
  findings: AnalyzedFinding[];
  /** The page's address, for resolving relative image URLs; null for submitted HTML. */
  baseUrl: string | null;
  /** The findings came from an analysis without network (submitted HTML): verification can start from them. */
  offline: boolean;
  /** The findings are all the page's violations (none past the analysis's cap). */
  complete: boolean;
  /** The page's HTML was cut at HTML_LIMIT: no fixedHtml is made from part of a document. */
  truncated: boolean;
}

/** What automated checks cannot tell, said with every HTML answer. */
const HTML_NOTES = [
  'These are automated checks: they find many but not all WCAG failures. Keyboard use, focus order, meaningful text alternatives, captions and reading order still need a person.',
  'fixedHtml carries only the automatic fixes that a second scan confirmed; review lower-confidence ones (a label taken from a placeholder, say) before publishing.',
];

/** Submitted HTML: its limits (400 before anything is built), the browser's findings, then the fixes. */
export async function remediateHtmlTask(input: { html: string; settings: RemediationSettings }, host: RemediationHost): Promise<RemediationResponse> {
  assertWithinLimits(input.html);
  const { findings, complete } = await host.analyzeHtml(input.html);
  return remediate({ html: input.html, findings, complete, baseUrl: null, offline: true, truncated: false }, input.settings, host);
}

/** A page the browser loaded and analysed (its document as analysed, and the findings). */
export function remediatePageTask(input: { page: AnalysedPage; settings: RemediationSettings }, host: RemediationHost): Promise<RemediationResponse> {
  return remediate(input.page, input.settings, host);
}

/** A PDF's machine checks (pdf-lib and pdf.js parse it: CPU and memory). */
export function checkPdfTask(input: { bytes: Uint8Array; url: string }): Promise<PdfCheckResult> {
  return checkPdf(input.bytes, input.url);
}

function issueOf(finding: AnalyzedFinding): RemediationIssue {
  const { contrast: _contrast, ...issue } = finding;
  return issue;
}

/** A finding no rule fixes and no model was asked about: what a developer must do, as advice (advice.ts). */
export function advice(finding: AnalyzedFinding): Omit<Suggestion, 'applied'> {
  const { problem, after } = adviceFor(finding);
  return suggestion(finding, { problem, kind: 'advice', before: finding.html, after, confidence: 0.3 });
}

function contextOf(doc: CheerioAPI): FixContext {
  const text = doc('body').text().replace(/\s+/g, ' ').trim() || doc.root().text().replace(/\s+/g, ' ').trim();
  return { text, language: detectLanguage(text) };
}

async function remediate(page: AnalysedPage, settings: RemediationSettings, host: RemediationHost): Promise<RemediationResponse> {
  const problems = overLimits(measureHtml(page.html));
  if (problems.length > 0) {
    // A page (its script may build any DOM) too large to fix safely: what was found, as advice.
    return {
      issues: page.findings.map(issueOf),
      suggestions: page.findings.map((finding) => ({ ...advice(finding), applied: false })),
      notes: [...HTML_NOTES, `The page is too large to compute fixes for (${problems.join('; ')}): the findings come with advice only.`],
    };
  }
  const doc = parseDocument(page.html);
  const context = contextOf(doc);
  const fixes: (RuleFix | null)[] = page.findings.map((finding) => {
    try {
      return fixFor(finding, doc, context);
    } catch {
      return null; // expected: a fixer that cannot read this markup leaves the finding to advice
    }
  });

  // Automatic fixes, verified by scanning the fixed document again.
  const automatic = page.truncated ? [] : fixes.flatMap((fix, index) => (fix?.apply ? [{ fix, finding: page.findings[index]!, index }] : []));
  const verified = await buildFixedHtml(
    page.html,
    automatic.map(({ fix, finding }) => ({ fix, finding })),
    {
      analyze: (html) => host.analyzeHtml(html),
      findings: page.findings,
      findingsAreOffline: page.offline,
      findingsComplete: page.complete,
      deadlineMs: settings.verifyDeadlineMs,
    },
  );
  const appliedIndices = new Set([...verified.applied].map((i) => automatic[i]!.index));
  const droppedReasons = new Map(verified.dropped.map((d) => [automatic[d.index]!.index, d.reason]));

  const suggestions: Suggestion[] = [];
  const budget: AiBudget = { left: settings.ai ? MAX_AI_SUGGESTIONS : 0 };
  const aiDeadline = Date.now() + settings.aiAllowanceMs;
  const describe = (request: ImageDescriptionRequest): Promise<ImageDescription> =>
    Date.now() < aiDeadline ? host.describeImage(request) : Promise.resolve({ stop: true });
  for (const [index, finding] of page.findings.entries()) {
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
    // No rule decides: a language model where one may be asked (never applied), else advice.
    const ai = await aiSuggestion(finding, doc, page.baseUrl, budget, describe);
    if (ai) suggestions.push({ ...ai, applied: false });
    else if (!fix) suggestions.push({ ...advice(finding), applied: false });
  }

  if (page.truncated) {
    return {
      issues: page.findings.map(issueOf),
      suggestions,
      notes: [...HTML_NOTES, `The page's HTML is longer than ${HTML_LIMIT.toLocaleString('en')} characters: no fixedHtml is made from part of it.`],
    };
  }
  return {
    issues: page.findings.map(issueOf),
    suggestions,
    fixedHtml: verified.fixedHtml,
    remainingIssues: verified.remaining.map(issueOf),
    notes: page.complete
      ? HTML_NOTES
      : [
          ...HTML_NOTES,
          `The document has more violations than one analysis reports (${MAX_PAGE_FINDINGS.toLocaleString('en')}): those are listed, and no fix could be confirmed by a second scan. Remediate it in parts.`,
        ],
  };
}
