import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CRITERION_IDS } from '@/lib/wcag/criteria.ts';
import { HTMLCS_MAP_FILE, htmlcsRuleMap, IBM_MAP_FILE, ibmRuleMap, RULE_MAPS_COMMAND, renderMap } from '@/scripts/engine-rule-maps.ts';
import pageLevel from './rule-maps/page-level.json' with { type: 'json' };
import { HTMLCS_RULE_MAP, htmlcsCode, IBM_RULE_MAP, ibmRule, isPageLevel } from './rule-maps.ts';

const require = createRequire(import.meta.url);

describe('engine rule maps', () => {
  it(`match the installed packages (else run ${RULE_MAPS_COMMAND} and review the diff)`, () => {
    expect(readFileSync(IBM_MAP_FILE, 'utf8'), IBM_MAP_FILE).toBe(renderMap(ibmRuleMap()));
    expect(readFileSync(HTMLCS_MAP_FILE, 'utf8'), HTMLCS_MAP_FILE).toBe(renderMap(htmlcsRuleMap()));
    expect(IBM_RULE_MAP.version).toBe((require('accessibility-checker-engine/package.json') as { version: string }).version);
    expect(HTMLCS_RULE_MAP.version).toBe((require('html_codesniffer/package.json') as { version: string }).version);
  });

  it('map every rule of the installed IBM engine, or list it as not WCAG or in no policy', () => {
    const ace = require('accessibility-checker-engine/ace-node.js') as { Checker: new () => { engine: { ruleMap: Record<string, unknown> } } };
    const installed = Object.keys(new ace.Checker().engine.ruleMap).sort();
    const listed = [...Object.keys(IBM_RULE_MAP.rules), ...IBM_RULE_MAP.notWcag, ...IBM_RULE_MAP.unused].sort();
    expect(listed).toEqual(installed);
    expect(Object.keys(IBM_RULE_MAP.rules).length).toBeGreaterThan(100);
  });

  it('name only criteria lib/wcag knows, and ACT rules by their six-character ids', () => {
    const criteria = [
      ...Object.values(IBM_RULE_MAP.rules).flatMap((r) => [...r.criteria, ...r.anyReason, ...Object.values(r.reasons).flat()]),
      ...Object.values(HTMLCS_RULE_MAP.sniffs).flatMap((s) => s.criteria),
    ];
    expect(criteria.filter((c) => !CRITERION_IDS.has(c))).toEqual([]);
    for (const rule of Object.values(IBM_RULE_MAP.rules)) {
      expect(rule.criteria.length).toBeGreaterThan(0);
      for (const act of rule.act) expect(act.id).toMatch(/^[0-9a-z]{6}$/);
    }
    expect(Object.values(IBM_RULE_MAP.rules).filter((r) => r.act.length).length).toBeGreaterThan(20);
  });

  it('name as page-wide only rules and codes the maps know, each about the title, language or bypass blocks', () => {
    const pageWide = new Set(['2.4.1', '2.4.2', '3.1.1']);
    for (const ruleId of pageLevel.ibm) {
      const rule = IBM_RULE_MAP.rules[ruleId];
      expect(
        rule?.criteria.some((c) => pageWide.has(c)),
        ruleId,
      ).toBe(true);
      expect(isPageLevel('ibm', ruleId)).toBe(true);
    }
    for (const ruleId of pageLevel.htmlcs) {
      const code = htmlcsCode(`WCAG2AA.${ruleId}`);
      expect(code?.known, ruleId).toBe(true);
      expect(
        code?.criteria.some((c) => pageWide.has(c)),
        ruleId,
      ).toBe(true);
      expect(HTMLCS_RULE_MAP.sniffs[code?.sniff ?? '']?.codes, ruleId).toContain(ruleId.slice((code?.sniff.length ?? 0) + 1));
      expect(isPageLevel('htmlcs', ruleId)).toBe(true);
    }
    // An element's rule stays reported in frames.
    expect(isPageLevel('ibm', 'img_alt_valid')).toBe(false);
    expect(isPageLevel('ibm', 'html_lang_valid')).toBe(false); // axe's html-lang-valid runs in frames too
  });

  it('map every sniff of the HTMLCS WCAG standards', () => {
    const sniffs = Object.entries(HTMLCS_RULE_MAP.sniffs);
    const aa = sniffs.filter(([, s]) => s.standards.includes('WCAG2AA')).map(([name]) => name);
    expect(aa).toContain('Principle1.Guideline1_1.1_1_1');
    expect(aa).toContain('Principle1.Guideline1_4.1_4_3');
    expect(aa).not.toContain('Principle1.Guideline1_4.1_4_6'); // AAA only
    expect(sniffs.every(([, s]) => s.standards.length > 0)).toBe(true);
    expect(HTMLCS_RULE_MAP.notWcag).toEqual([]);
  });

  it('read an IBM finding’s criteria per reason code', () => {
    expect(ibmRule('img_alt_valid', 'fail_no_alt')).toEqual({ criteria: ['1.1.1'], act: ['23a2a8'], known: true });
    // The image reason of this rule is one of IBM's own ARIA requirements, not a WCAG criterion.
    expect(ibmRule('aria_accessiblename_exists', 'fail_no_accessible_name').criteria).toEqual(['4.1.2']);
    expect(ibmRule('aria_accessiblename_exists', 'fail_no_accessible_name_image').criteria).toEqual([]);
    expect(ibmRule('element_id_unique', 'Fail_1')).toEqual({ criteria: [], act: [], known: true });
    expect(ibmRule('no_such_rule', 'x')).toEqual({ criteria: [], act: [], known: false });
    expect(ibmRule('constructor', 'x').known).toBe(false);
  });

  it('read an HTMLCS code’s criterion from its sniff', () => {
    expect(htmlcsCode('WCAG2AA.Principle1.Guideline1_1.1_1_1.H37')).toEqual({
      standard: 'WCAG2AA',
      sniff: 'Principle1.Guideline1_1.1_1_1',
      ruleId: 'Principle1.Guideline1_1.1_1_1.H37',
      criteria: ['1.1.1'],
      known: true,
    });
    expect(htmlcsCode('WCAG2AA.Principle1.Guideline1_4.1_4_3.G18_or_G145.Fail')).toMatchObject({ sniff: 'Principle1.Guideline1_4.1_4_3', criteria: ['1.4.3'] });
    expect(htmlcsCode('WCAG2AA.Principle1.Guideline1_4.1_4_3_F24.F24.BGColour')).toMatchObject({
      criteria: ['1.4.3'],
      ruleId: 'Principle1.Guideline1_4.1_4_3_F24.F24.BGColour',
    });
    expect(htmlcsCode('WCAG2AA.Principle9.Guideline9_9.9_9_9.X1')).toMatchObject({ criteria: [], known: false });
    expect(htmlcsCode('Section508.A.Alt')).toBeNull();
  });
});
