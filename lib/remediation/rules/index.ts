import type { CheerioAPI } from 'cheerio';
import type { AnalyzedFinding, Fixer, FixContext, RuleFix } from '../types.ts';
import { fixAutocomplete } from './autocomplete.ts';
import { fixColorContrast } from './color-contrast.ts';
import { fixDuplicateId } from './duplicate-id.ts';
import { fixEmptyHeading, fixHeadingOrder } from './headings.ts';
import { fixLabel } from './label.ts';
import { fixLanguage } from './language.ts';
import { fixName } from './name.ts';
import { fixTabindex } from './tabindex.ts';
import { fixTitle } from './title.ts';

/** The rule-based fixers, by axe rule id (docs/decisions.md, "Remediation"). */
export const FIXERS: Readonly<Record<string, Fixer>> = Object.freeze({
  'html-has-lang': fixLanguage,
  'html-lang-valid': fixLanguage,
  'document-title': fixTitle,
  label: fixLabel,
  'select-name': fixLabel,
  'button-name': fixName,
  'link-name': fixName,
  'input-button-name': fixName,
  'aria-command-name': fixName,
  'duplicate-id': fixDuplicateId,
  'duplicate-id-active': fixDuplicateId,
  'duplicate-id-aria': fixDuplicateId,
  'empty-heading': fixEmptyHeading,
  'heading-order': fixHeadingOrder,
  tabindex: fixTabindex,
  'autocomplete-valid': fixAutocomplete,
  'color-contrast': fixColorContrast,
  'color-contrast-enhanced': fixColorContrast,
});

/** The rule's fix for a finding; null when no rule fixes it (the caller turns it into generic advice). */
export function fixFor(finding: AnalyzedFinding, doc: CheerioAPI, context: FixContext): RuleFix | null {
  const fixer = Object.hasOwn(FIXERS, finding.ruleId) ? FIXERS[finding.ruleId] : undefined;
  return fixer ? fixer(finding, doc, context) : null;
}
