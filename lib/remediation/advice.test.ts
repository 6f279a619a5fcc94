import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { criteriaFromTags } from '@/lib/scanner/engines/axe/wcag.ts';
import { ADVISED_RULES, adviceFor, criterionName } from './advice.ts';
import { FIXERS } from './rules/index.ts';

/** axe-core's rules with the failure messages of their checks: what its failure summaries are made of. */
const audit = (axe as unknown as { _audit: { rules: AuditRule[]; data: { checks: Record<string, { messages?: { fail?: unknown } }> } } })._audit;
interface AuditRule {
  id: string;
  any: (string | { id: string })[];
  all: (string | { id: string })[];
  none: (string | { id: string })[];
}

function failMessages(ruleId: string): string[] {
  const rule = audit.rules.find((r) => r.id === ruleId)!;
  return (
    [...rule.any, ...rule.all, ...rule.none]
      .map((check) => audit.data.checks[typeof check === 'string' ? check : check.id]?.messages?.fail)
      .flatMap((fail) => (typeof fail === 'string' ? [fail] : fail && typeof fail === 'object' ? Object.values(fail) : []))
      .filter((message): message is string => typeof message === 'string')
      // Templated parts (${data}) differ per element: the words around them are what a summary repeats.
      .flatMap((message) => message.split(/\$\{[^}]*\}/))
      .map((part) => part.trim())
      .filter((part) => part.length > 12)
  );
}

const RULES = axe.getRules().map((rule) => {
  const wcag = criteriaFromTags(rule.tags);
  return {
    ruleId: rule.ruleId,
    help: rule.help,
    helpUrl: rule.helpUrl,
    wcag,
    bestPractice: rule.tags.includes('best-practice'),
  };
});

describe('adviceFor', () => {
  it('has an instruction for every axe rule with a WCAG criterion and no fixer, naming each criterion by number and name', () => {
    const unfixed = RULES.filter((rule) => rule.wcag.length > 0 && !Object.hasOwn(FIXERS, rule.ruleId));
    expect(unfixed.length).toBeGreaterThan(50);
    for (const rule of unfixed) {
      expect(ADVISED_RULES, rule.ruleId).toContain(rule.ruleId);
      const { problem, after } = adviceFor(rule);
      expect(problem).toBe(rule.help);
      for (const id of rule.wcag) {
        expect(criterionName(id), id).toMatch(/^\d\.\d\.\d+ \S.* \(level (A|AA|AAA)(; obsolete in WCAG 2\.2)?\)$/);
        expect(after, rule.ruleId).toContain(criterionName(id));
      }
      expect(after, rule.ruleId).toContain(`See ${rule.helpUrl}`);
    }
  });

  it('never repeats axe: no failure summary or check message, no "Fix any of the following"', () => {
    expect(failMessages('image-alt')).toContain('Element does not have an alt attribute');
    for (const rule of RULES) {
      const { after } = adviceFor(rule);
      const messages = failMessages(rule.ruleId);
      const summary = `Fix any of the following:\n  ${messages[0] ?? ''}`;
      expect(after, rule.ruleId).not.toBe(summary);
      expect(after, rule.ruleId).not.toMatch(/Fix (any|all) of the following/i);
      for (const message of messages) expect(after, `${rule.ruleId}: ${message}`).not.toContain(message);
    }
  });

  it('covers every other axe rule too, best practices saying they are not a WCAG criterion', () => {
    for (const rule of RULES) expect(ADVISED_RULES, rule.ruleId).toContain(rule.ruleId);
    const landmark = adviceFor(RULES.find((rule) => rule.ruleId === 'landmark-one-main')!);
    expect(landmark.after).toMatch(
      /^Wrap the page's main content in one <main> element\. It is a best practice of accessibility rather than a WCAG success criterion\. See https:/,
    );
  });

  it('reads as an instruction with its criteria', () => {
    const image = adviceFor(RULES.find((rule) => rule.ruleId === 'image-alt')!);
    expect(image.after).toMatch(/^Add an alt attribute to the image: .* It fails WCAG success criterion 1\.1\.1 Non-text Content \(level A\)\. See https:\/\//);
    const link = adviceFor(RULES.find((rule) => rule.ruleId === 'link-name')!);
    expect(link.after).toContain('It fails WCAG success criteria 2.4.4 Link Purpose (In Context) (level A) and 4.1.2 Name, Role, Value (level A).');
  });

  it('falls back to the rule requirement for a rule it does not know', () => {
    const advice = adviceFor({
      ruleId: 'some-future-rule',
      help: 'Widgets must be frobbable.',
      helpUrl: 'https://dequeuniversity.com/rules/axe/9.9/some-future-rule',
      wcag: ['2.5.8'],
      bestPractice: false,
    });
    expect(advice).toEqual({
      problem: 'Widgets must be frobbable.',
      after:
        'Change the element so that this holds: Widgets must be frobbable. It fails WCAG success criterion 2.5.8 Target Size (Minimum) (level AA). See https://dequeuniversity.com/rules/axe/9.9/some-future-rule',
    });
  });
});
