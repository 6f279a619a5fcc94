import { describe, expect, it } from 'vitest';
import type { AdapterOptions } from './adapter.ts';
import { htmlcsFindings } from './htmlcs/adapter.ts';
import { ibmFindings } from './ibm/adapter.ts';
import { isOff } from './precision/precision.ts';
import { isOffByDefault, OFF_BY_DEFAULT, type RuleDecision } from './off-by-default.ts';
import { HTMLCS_RULE_MAP, htmlcsCode, IBM_RULE_MAP, ibmRule } from './rule-maps.ts';

/**
 * The added engines' rules off by default (rule-maps/off-by-default.json, written from a bench:act
 * measurement): the data agrees with the rule maps and with its own rule, and the adapters drop exactly
 * those rules' findings unless all rules are asked for.
 */

const decided = [...OFF_BY_DEFAULT.off, ...OFF_BY_DEFAULT.on];
const criteriaOf = (rule: RuleDecision) => rule.criteria.map((c) => c.criterion);

/** A reason code of the IBM rule that maps to the criterion. */
function ibmReason(ruleId: string, criterion: string): string {
  const rule = IBM_RULE_MAP.rules[ruleId]!;
  if (rule.anyReason.includes(criterion)) return 'any';
  return Object.entries(rule.reasons).find(([, criteria]) => criteria.includes(criterion))![0];
}

const options: AdapterOptions = { pageUrl: 'https://example.com/', standard: 'WCAG22_AA', includeBestPractices: false };
const where = (i: number) => ({ selector: `#e${i}`, html: `<p id="e${i}">` });
const ibmItems = (rules: RuleDecision[]) =>
  rules.map((r, i) => ({ ruleId: r.ruleId, value: ['VIOLATION', 'FAIL'], reasonId: ibmReason(r.ruleId, criteriaOf(r)[0]!), message: r.ruleId, ...where(i) }));
const htmlcsItems = (rules: RuleDecision[]) => rules.map((r, i) => ({ type: 1, code: `WCAG2AA.${r.ruleId}`, msg: r.ruleId, ...where(i) }));

describe('the rules off by default', () => {
  it('come from a measurement of every engine on the ACT cases, and follow its rule', () => {
    expect(OFF_BY_DEFAULT.measured).toMatchObject({
      standard: 'WCAG22_AA',
      versions: { 'axe-core': expect.any(String), 'ibm-equal-access': IBM_RULE_MAP.version, htmlcs: HTMLCS_RULE_MAP.version },
    });
    expect(OFF_BY_DEFAULT.measured!.cases.failed).toBeGreaterThan(100);
    expect(OFF_BY_DEFAULT.off.length).toBeGreaterThan(0);
    expect(OFF_BY_DEFAULT.off.every(isOff)).toBe(true);
    expect(OFF_BY_DEFAULT.on.some(isOff)).toBe(false);
    const keys = decided.map((r) => `${r.engine} ${r.ruleId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are rules of the rule maps, with criteria the maps give them', () => {
    for (const rule of decided) {
      if (rule.engine === 'ibm') {
        expect(Object.hasOwn(IBM_RULE_MAP.rules, rule.ruleId), rule.ruleId).toBe(true);
        for (const criterion of criteriaOf(rule)) expect(ibmRule(rule.ruleId, ibmReason(rule.ruleId, criterion)).criteria).toContain(criterion);
      } else {
        const code = htmlcsCode(`WCAG2AA.${rule.ruleId}`);
        expect(code, rule.ruleId).toMatchObject({ known: true, ruleId: rule.ruleId });
        expect(code!.criteria).toEqual(expect.arrayContaining(criteriaOf(rule)));
      }
    }
  });

  it("are dropped from IBM's and HTMLCS's findings, and only they, unless all rules are asked for", () => {
    const ibm = decided.filter((r) => r.engine === 'ibm');
    const htmlcs = decided.filter((r) => r.engine === 'htmlcs');
    const kept = (rules: RuleDecision[]) => rules.filter((r) => !isOffByDefault(r.engine, r.ruleId)).map((r) => r.ruleId);
    expect(ibm.length && htmlcs.length).toBeGreaterThan(0);

    const ibmDefault = ibmFindings(ibmItems(ibm), options);
    expect(ibmDefault.findings.map((f) => f.ruleId)).toEqual(kept(ibm));
    expect(ibmDefault.dropped).toBe(0);
    expect(ibmFindings(ibmItems(ibm), { ...options, allRules: true }).findings.map((f) => f.ruleId)).toEqual(ibm.map((r) => r.ruleId));

    const htmlcsDefault = htmlcsFindings(htmlcsItems(htmlcs), options);
    expect(htmlcsDefault.findings.map((f) => f.ruleId)).toEqual(kept(htmlcs));
    expect(htmlcsDefault.dropped).toBe(0);
    expect(htmlcsFindings(htmlcsItems(htmlcs), { ...options, allRules: true }).findings.map((f) => f.ruleId)).toEqual(htmlcs.map((r) => r.ruleId));
    // Needs-review findings of an off rule go too: the rule is off, whatever it says.
    const warning = { ...htmlcsItems(OFF_BY_DEFAULT.off.filter((r) => r.engine === 'htmlcs'))[0]!, type: 2 };
    expect(htmlcsFindings([warning], options).findings).toEqual([]);
  });

  it('leave the same rule of the other engine alone', () => {
    const off = OFF_BY_DEFAULT.off[0]!;
    expect(isOffByDefault(off.engine, off.ruleId)).toBe(true);
    expect(isOffByDefault(off.engine === 'ibm' ? 'htmlcs' : 'ibm', off.ruleId)).toBe(false);
    expect(isOffByDefault('ibm', 'constructor')).toBe(false);
  });
});
