import type { CheerioAPI } from 'cheerio';
import type { ContrastCheckData } from '@/lib/scanner/engines/types.ts';
import type { RemediationIssue, Suggestion } from './schemas.ts';

export type { ContrastCheckData };

/**
 * The pieces of remediation and how they meet (docs/decisions.md, "Remediation"):
 *
 *   analyze (the scanner's browser and engine) → AnalyzedFinding[]
 *   → rule fixers (rules/*.ts), one per rule id → RuleFix[] (a suggestion, and for safe fixes an `apply`)
 *   → AI suggestions where no rule decides and a provider is configured (ai.ts; never applied)
 *   → fixedHtml: the safe fixes applied to the submitted document (cheerio), scanned again; a fix whose
 *     violation stays, or that brings a new one, is dropped and reported as advice (verify.ts).
 */

/** A finding of the engine with what remediation needs beyond the issue record. */
export interface AnalyzedFinding extends RemediationIssue {
  /** Only for color-contrast (and color-contrast-enhanced) findings whose colours axe could determine. */
  contrast?: ContrastCheckData;
}

export interface FixContext {
  /** The document's visible text, for language detection. */
  text: string;
  /** The detected language of `text` as a BCP 47 tag, or null. */
  language: string | null;
}

export interface RuleFix {
  suggestion: Omit<Suggestion, 'applied'>;
  /**
   * Present for automatic fixes: changes `doc` (the submitted document, parsed by cheerio) and says
   * whether it found the element. Lower-confidence fixes (a label taken from a placeholder) are applied
   * too, and say so by their `confidence`; `advice` and `ai` suggestions never have one.
   */
  apply?: (doc: CheerioAPI) => boolean;
}

/** A rule's fixer: a suggestion for one finding, read against the original document; null when it has none. */
export type Fixer = (finding: AnalyzedFinding, doc: CheerioAPI, context: FixContext) => RuleFix | null;
