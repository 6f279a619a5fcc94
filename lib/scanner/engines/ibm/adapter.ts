import { z } from 'zod';
import { limitText, MAX_PAGE_FINDINGS, truncateUtf8 } from '../../merge/findings.ts';
import { type AdapterOptions, answerText, answerWhere, collect, inStandard, levelOf } from '../adapter.ts';
import { isOffByDefault } from '../off-by-default.ts';
import { IBM_RULE_MAP, ibmRule } from '../rule-maps.ts';
import type { EngineResult } from '../types.ts';

export const IBM_ENGINE = 'ibm-equal-access';

/** IBM's result: value is [policy level, confidence]; PASS results are left in the page. */
const ibmItem = z.object({
  ruleId: z.string().regex(/^[A-Za-z0-9_]{1,100}$/),
  value: z.tuple([z.enum(['VIOLATION', 'RECOMMENDATION', 'INFORMATION']), z.enum(['FAIL', 'POTENTIAL', 'MANUAL', 'PASS'])]),
  reasonId: z.union([z.string().max(100), z.number()]).transform(String),
  message: answerText,
  ...answerWhere,
});

const IBM_HELP = 'https://able.ibm.com/rules/archives/latest/doc/en-US/';

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
