import { createHash } from 'node:crypto';
import { normalizePageUrl } from '@/lib/scanner/merge/fingerprint.ts';
import type { RemediationIssue, Suggestion } from '../schemas.ts';

/** The PDF checks, each with the criteria it maps to and where a person reads more. */
const RULES = {
  'pdf-tagged': {
    wcag: ['1.3.1'],
    level: 'A',
    impact: 'serious',
    help: 'The PDF must be tagged (MarkInfo /Marked true and a structure tree)',
    helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html',
  },
  'pdf-title': {
    wcag: ['2.4.2'],
    level: 'A',
    impact: 'serious',
    help: 'The PDF must have a document title',
    helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF18',
  },
  'pdf-display-title': {
    wcag: ['2.4.2'],
    level: 'A',
    impact: 'moderate',
    help: 'Viewers should show the document title, not the file name (ViewerPreferences /DisplayDocTitle true)',
    helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF18',
  },
  'pdf-language': {
    wcag: ['3.1.1'],
    level: 'A',
    impact: 'serious',
    help: 'The PDF must declare its language (catalog /Lang)',
    helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF16',
  },
  'pdf-text-layer': {
    wcag: ['1.1.1', '1.4.5'],
    level: 'A',
    impact: 'serious',
    help: 'Text must be real text, not an image of text',
    helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF7',
  },
  'pdf-form-field-name': {
    wcag: ['4.1.2', '1.3.1', '3.3.2'],
    level: 'A',
    impact: 'serious',
    help: 'Form fields must have an accessible name (/TU tooltip)',
    helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF12',
  },
  'pdf-bookmarks': {
    wcag: ['2.4.5'],
    level: 'AA',
    impact: 'minor',
    help: 'Longer documents should have bookmarks (an outline)',
    helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF2',
  },
  'pdf-figure-alt': {
    wcag: ['1.1.1'],
    level: 'A',
    impact: 'critical',
    help: 'Figures must have alternate text (/Alt)',
    helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF1',
  },
} as const satisfies Record<string, Pick<RemediationIssue, 'wcag' | 'level' | 'impact' | 'help' | 'helpUrl'> & { wcag: readonly string[] }>;

export type PdfRuleId = keyof typeof RULES;

export interface PdfFinding {
  ruleId: PdfRuleId;
  /** Where in the document: `document catalog`, `document info`, `page 3`, `form field "email"`. */
  selector: string;
  /** What is wrong here, one sentence. */
  description: string;
  /** The current state, in words (the suggestion's `before`). */
  before: string;
  /** What to do, in words (the suggestion's `after`). */
  after: string;
  confidence: number;
  impact?: RemediationIssue['impact'];
}

/** SHA-256 of rule, place and PDF URL. Not the scanner's fingerprint: that masks digit runs, so "page 123" and "page 456" would collide. */
export function pdfFingerprint(ruleId: string, selector: string, url: string): string {
  return createHash('sha256')
    .update([ruleId, selector.trim(), normalizePageUrl(url)].join('\n'))
    .digest('hex')
    .slice(0, 32);
}

/** The issue record of a finding and its advice suggestion (not applied: nothing is changed in a PDF). */
export function toIssueAndSuggestion(finding: PdfFinding, url: string): { issue: RemediationIssue; suggestion: Suggestion } {
  const rule = RULES[finding.ruleId];
  const fingerprint = pdfFingerprint(finding.ruleId, finding.selector, url);
  const wcag = [...rule.wcag];
  const issue: RemediationIssue = {
    engine: 'pdf',
    ruleId: finding.ruleId,
    impact: finding.impact ?? rule.impact,
    wcag,
    level: rule.level,
    description: finding.description,
    help: rule.help,
    helpUrl: rule.helpUrl,
    pageUrl: url,
    selector: finding.selector,
    html: '',
    failureSummary: `Fix this: ${finding.after}`,
    // Bookmarks are one way among several to meet 2.4.5 (a table of contents, search): advisory.
    bestPractice: finding.ruleId === 'pdf-bookmarks',
    fingerprint,
    engines: [{ engine: 'pdf', ruleId: finding.ruleId, message: finding.description }],
  };
  const suggestion: Suggestion = {
    ruleId: finding.ruleId,
    wcag,
    selector: finding.selector,
    fingerprint,
    problem: finding.description,
    fix: { kind: 'advice', before: finding.before, after: finding.after },
    source: 'rule',
    confidence: finding.confidence,
    applied: false,
  };
  return { issue, suggestion };
}
