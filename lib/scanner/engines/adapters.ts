import { z } from 'zod';
import { criteriaFor, type WcagLevel } from '@/lib/wcag/criteria.ts';
import { limitText, MAX_PAGE_FINDINGS, MAX_TEXT, truncateUtf8 } from '../merge/findings.ts';
import { isOffByDefault } from './off-by-default.ts';
import { htmlcsCode, IBM_RULE_MAP, ibmRule } from './rule-maps.ts';
import type { EngineFinding, EngineResult, WcagStandard } from './types.ts';

/**
 * The engines beside axe, from what their in-page code answers to findings (not wired into the scan yet).
 * The in-page code must return, per result, the engine's own fields plus the element's `selector` and `html`
 * as axe's utilities give them (axe.utils.getSelector, axe.utils.getElementSource), so that the merge sees
 * one element as one string whichever engine reports it. What the page answers is the page's to forge:
 * every item is checked, and those of the wrong shape are dropped and counted.
 */

export const IBM_ENGINE = 'ibm-equal-access';
export const HTMLCS_ENGINE = 'htmlcs';

export interface AdapterOptions {
  pageUrl: string;
  standard: WcagStandard;
  includeBestPractices: boolean;
  maxFindings?: number;
  /** Keep the findings of rules that are off by default (off-by-default.ts); the ACT benchmark measures them. */
  allRules?: boolean;
}

const text = z.string().max(MAX_TEXT * 10);
const where = {
  selector: z
    .string()
    .min(1)
    .max(MAX_TEXT * 10),
  html: z.string().max(100_000),
};

/** IBM's result: value is [policy level, confidence]; PASS results are left in the page. */
const ibmItem = z.object({
  ruleId: z.string().regex(/^[A-Za-z0-9_]{1,100}$/),
  value: z.tuple([z.enum(['VIOLATION', 'RECOMMENDATION', 'INFORMATION']), z.enum(['FAIL', 'POTENTIAL', 'MANUAL', 'PASS'])]),
  reasonId: z.union([z.string().max(100), z.number()]).transform(String),
  message: text,
  ...where,
});

/** HTMLCS's message: type 1 error, 2 warning, 3 notice. */
const htmlcsItem = z.object({ type: z.union([z.literal(1), z.literal(2), z.literal(3)]), code: z.string().max(300), msg: text, ...where });

const IBM_HELP = 'https://able.ibm.com/rules/archives/latest/doc/en-US/';
const TECHNIQUE_FAMILY: Record<string, string> = { ARIA: 'aria', SCR: 'client-side-script', C: 'css', F: 'failures', G: 'general', H: 'html' };

/** The criteria of a finding the scan's standard asks for (a 2.2 criterion is not reported on a 2.0 scan). */
function inStandard(criteria: string[], standard: WcagStandard): string[] {
  const wanted = levelsIn(standard);
  return criteria.filter((c) => wanted.has(c));
}

function levelOf(criteria: string[], standard: WcagStandard): EngineFinding['level'] {
  const wanted = levelsIn(standard);
  const levels = criteria.map((c) => wanted.get(c));
  return levels.includes('A') ? 'A' : levels.includes('AA') ? 'AA' : levels.includes('AAA') ? 'AAA' : null;
}

// Each criterion of a standard with its level, built once per standard: asked for twice per finding, up to
// thousands a page, where criteriaFor filters the version's list anew each time.
const LEVELS = new Map<WcagStandard, ReadonlyMap<string, WcagLevel>>();
function levelsIn(standard: WcagStandard): ReadonlyMap<string, WcagLevel> {
  let levels = LEVELS.get(standard);
  if (!levels) LEVELS.set(standard, (levels = new Map(criteriaFor(standard).map((c) => [c.id, c.level]))));
  return levels;
}

/** Collects findings up to the cap; a malformed item or one past the cap counts as dropped. */
function collect(raw: unknown, max: number, convert: (item: unknown) => EngineFinding | null | 'malformed'): EngineResult {
  const items = Array.isArray(raw) ? raw : [];
  let dropped = Array.isArray(raw) ? 0 : 1;
  const findings: EngineFinding[] = [];
  for (const item of items) {
    const finding = convert(item);
    if (finding === null) continue;
    if (finding === 'malformed' || findings.length >= max) dropped++;
    else findings.push(finding);
  }
  return { findings, dropped };
}

/**
 * IBM: a VIOLATION that FAILs is a violation; POTENTIAL, MANUAL and RECOMMENDATION results need review;
 * INFORMATION is left out. A result whose rule or reason maps to no criterion of the standard is best
 * practice (IBM's own HTML/ARIA requirements), kept only when best practices are asked for.
 */
export function ibmFindings(raw: unknown, options: AdapterOptions): EngineResult {
  return collect(raw, options.maxFindings ?? MAX_PAGE_FINDINGS, (item) => {
    const parsed = ibmItem.safeParse(item);
    if (!parsed.success) return 'malformed';
    const r = parsed.data;
    const [policy, confidence] = r.value;
    if (confidence === 'PASS' || policy === 'INFORMATION') return null;
    if (!options.allRules && isOffByDefault('ibm', r.ruleId)) return null;
    const mapped = ibmRule(r.ruleId, r.reasonId);
    const criteria = inStandard(mapped.criteria, options.standard);
    const bestPractice = criteria.length === 0;
    if (bestPractice && !options.includeBestPractices) return null;
    const review = !(policy === 'VIOLATION' && confidence === 'FAIL');
    return {
      engine: IBM_ENGINE,
      ruleId: r.ruleId,
      impact: review ? 'minor' : 'moderate',
      wcag: criteria,
      level: levelOf(criteria, options.standard),
      description: limitText(r.message),
      help: limitText(r.message),
      helpUrl: `${IBM_HELP}${r.ruleId}.html`,
      pageUrl: limitText(options.pageUrl),
      selector: limitText(r.selector),
      html: truncateUtf8(r.html),
      failureSummary: limitText(r.message),
      bestPractice,
      ...(review ? { review: true } : {}),
      ...(mapped.act.length ? { act: mapped.act } : {}),
    };
  });
}

/**
 * IBM rules none of whose findings ibmFindings keeps under `options`: those off by default, and without best
 * practices those that map to no criterion of the standard (IBM's own requirements, and a 2.2 or AAA
 * criterion's rules on a scan that does not ask for it). Their run is work thrown away, so the in-page run
 * leaves them out, unless a rule that stays depends on one (in-page/ibm/run.ts).
 */
export function ibmRulesNotReported(options: Omit<AdapterOptions, 'pageUrl' | 'maxFindings'>): string[] {
  const off = (ruleId: string) => !options.allRules && isOffByDefault('ibm', ruleId);
  const noCriterion = (criteria: string[]) => !options.includeBestPractices && inStandard(criteria, options.standard).length === 0;
  return [
    ...Object.entries(IBM_RULE_MAP.rules)
      .filter(([ruleId, rule]) => off(ruleId) || noCriterion(rule.criteria))
      .map(([ruleId]) => ruleId),
    ...IBM_RULE_MAP.notWcag.filter((ruleId) => off(ruleId) || noCriterion([])),
  ];
}

/** The W3C page of the first technique a code names (H37, G18_or_G145, ARIA6), else the techniques index. */
export function htmlcsHelpUrl(ruleId: string): string {
  const technique = ruleId.split('.')[3] ?? '';
  const match = /^(ARIA|SCR|C|F|G|H)(\d+)/.exec(technique);
  const family = match ? TECHNIQUE_FAMILY[match[1]!] : undefined;
  return family ? `https://www.w3.org/WAI/WCAG22/Techniques/${family}/${match![1]}${match![2]}` : 'https://www.w3.org/WAI/WCAG22/Techniques/';
}

/**
 * HTMLCS: an ERROR is a violation and a WARNING needs review; NOTICEs (reminders to check a criterion by
 * hand, on nearly every page) are left out. A code of a sniff the map does not know is dropped.
 */
export function htmlcsFindings(raw: unknown, options: AdapterOptions): EngineResult {
  return collect(raw, options.maxFindings ?? MAX_PAGE_FINDINGS, (item) => {
    const parsed = htmlcsItem.safeParse(item);
    if (!parsed.success) return 'malformed';
    const m = parsed.data;
    if (m.type === 3) return null;
    const code = htmlcsCode(m.code);
    if (!code?.known) return 'malformed';
    if (!options.allRules && isOffByDefault('htmlcs', code.ruleId)) return null;
    const criteria = inStandard(code.criteria, options.standard);
    if (criteria.length === 0) return null;
    const review = m.type === 2;
    return {
      engine: HTMLCS_ENGINE,
      ruleId: limitText(code.ruleId, 200),
      impact: review ? 'minor' : 'moderate',
      wcag: criteria,
      level: levelOf(criteria, options.standard),
      description: limitText(m.msg),
      help: limitText(m.msg),
      helpUrl: htmlcsHelpUrl(code.ruleId),
      pageUrl: limitText(options.pageUrl),
      selector: limitText(m.selector),
      html: truncateUtf8(m.html),
      failureSummary: limitText(m.msg),
      bestPractice: false,
      ...(review ? { review: true } : {}),
    };
  });
}
