import htmlcsMap from './rule-maps/htmlcs.json' with { type: 'json' };
import ibmMap from './rule-maps/ibm.json' with { type: 'json' };
import pageLevel from './rule-maps/page-level.json' with { type: 'json' };

/**
 * The rule maps of the engines beside axe (axe's rules carry their criteria as tags: wcag.ts): each rule to
 * WCAG success criteria and ACT rules, as data generated from the installed packages' own metadata by
 * scripts/engine-rule-maps.ts (`npm run engines:rule-maps`); rule-maps.test.ts fails when they drift apart.
 */

export interface IbmRuleEntry {
  /** WCAG success criteria the rule tests (any reason code), numeric order. */
  criteria: string[];
  /** Criteria a finding of the rule maps to whatever its reason code (IBM's rulesets that name no reason codes). */
  anyReason: string[];
  /** Further criteria of particular reason codes; a code in neither maps to IBM's own requirements only (best practice). */
  reasons: Record<string, string[]>;
  /** IBM's policy level of the rule in WCAG_2_2 (or IBM_Accessibility when WCAG_2_2 lacks it). */
  level: 'VIOLATION' | 'RECOMMENDATION' | 'INFORMATION';
  /** ACT rules, with the reason codes IBM maps to the ACT outcome "failed" where it publishes them. */
  act: { id: string; failReasons?: string[] }[];
}

export interface IbmRuleMap {
  engine: 'ibm';
  package: string;
  version: string;
  source: string;
  rules: Record<string, IbmRuleEntry>;
  /** Rules in an IBM policy but mapped to no WCAG criterion (IBM's "HTML"/"ARIA" requirements): best practice. */
  notWcag: string[];
  /** Rules the package ships in no policy: never run by a policy check. */
  unused: string[];
}

export interface HtmlcsSniffEntry {
  criteria: string[];
  /** The HTMLCS standards that run the sniff. */
  standards: string[];
  /** Technique codes the sniff emits with a literal code (the code after the sniff in a message code). */
  codes: string[];
}

export interface HtmlcsRuleMap {
  engine: 'htmlcs';
  package: string;
  version: string;
  source: string;
  /** Keyed by sniff, e.g. Principle1.Guideline1_1.1_1_1; a message's rule id is sniff.technique. */
  sniffs: Record<string, HtmlcsSniffEntry>;
  /** HTMLCS has no rule outside WCAG's sniffs (Section 508 aside, not used). */
  notWcag: string[];
}

export const IBM_RULE_MAP = ibmMap as IbmRuleMap;
export const HTMLCS_RULE_MAP = htmlcsMap as HtmlcsRuleMap;

export interface MappedRule {
  /** Success criteria of the finding; empty: a best-practice finding (or a rule the map does not know). */
  criteria: string[];
  act: string[];
  /** False for a rule the map does not know (an engine newer than the map): reported as best practice. */
  known: boolean;
}

/** The criteria of an IBM finding: the rule's criteria for any reason plus those of its reason code. */
export function ibmRule(ruleId: string, reasonId: string): MappedRule {
  const rule = Object.hasOwn(IBM_RULE_MAP.rules, ruleId) ? IBM_RULE_MAP.rules[ruleId] : undefined;
  if (!rule) return { criteria: [], act: [], known: IBM_RULE_MAP.notWcag.includes(ruleId) };
  const extra = Object.hasOwn(rule.reasons, reasonId) ? (rule.reasons[reasonId] ?? []) : [];
  const criteria = rule.criteria.filter((c) => rule.anyReason.includes(c) || extra.includes(c));
  return { criteria, act: rule.act.map((a) => a.id), known: true };
}

export interface HtmlcsCode {
  /** e.g. WCAG2AA. */
  standard: string;
  /** e.g. Principle1.Guideline1_1.1_1_1. */
  sniff: string;
  /** The code without its standard, e.g. Principle1.Guideline1_1.1_1_1.H37: the same rule whatever the standard. */
  ruleId: string;
  criteria: string[];
  known: boolean;
}

/** Reads an HTMLCS message code (WCAG2AA.Principle1.Guideline1_1.1_1_1.H37); null when it is not one. */
export function htmlcsCode(code: string): HtmlcsCode | null {
  const match = /^(WCAG2A{1,3})\.(Principle\d\.Guideline\d+_\d+\.\d+_\d+_\d+(?:_[A-Za-z0-9]+)?)\.(.+)$/.exec(code);
  if (!match) return null;
  const [, standard = '', sniff = '', technique = ''] = match; // every group takes part in a match
  const entry = Object.hasOwn(HTMLCS_RULE_MAP.sniffs, sniff) ? HTMLCS_RULE_MAP.sniffs[sniff] : undefined;
  return { standard, sniff, ruleId: `${sniff}.${technique}`, criteria: entry ? [...entry.criteria] : [], known: Boolean(entry) };
}

/** The rules about the page as a whole (rule-maps/page-level.json), reported for the top frame only. */
const PAGE_LEVEL = { ibm: new Set<string>(pageLevel.ibm), htmlcs: new Set<string>(pageLevel.htmlcs) };

/** Whether an engine's rule is about the page as a whole (its title, its language, bypassing blocks): not reported for a child frame. */
export function isPageLevel(engine: 'ibm' | 'htmlcs', ruleId: string): boolean {
  return PAGE_LEVEL[engine].has(ruleId);
}
