import { describe, expect, it } from 'vitest';
import { toSarif } from '../cli/src/format/sarif.ts';
import { gatingIssues } from '../cli/src/gate.ts';
import { issue, job, report } from './cli-fixtures.ts';
import { sarifValidator } from './sarif-validator.ts';

/**
 * The CLI's SARIF against the SARIF 2.1.0 JSON schema (test/sarif-validator.ts), and the fields GitHub code scanning reads: rules with WCAG tags, levels from impact,
 * a location per occurrence with its selector, fingerprints, baseline states.
 */
const validate = sarifValidator();

describe('SARIF output', () => {
  const critical = issue({ ruleId: 'image-alt', impact: 'critical', wcag: ['1.1.1'], occurrence: 'recurring', baseline: 'existing' });
  const serious = issue({
    ruleId: 'color-contrast',
    impact: 'serious',
    wcag: ['1.4.3'],
    help: 'Elements must meet minimum color contrast ratio thresholds',
    baseline: 'new',
  });
  const moderate = issue({ ruleId: 'region', impact: 'moderate', wcag: [], bestPractice: true, level: null, baseline: 'new' });
  const minor = issue({ ruleId: 'image-alt', impact: 'minor', pageUrl: 'https://shop.example/cart?x=1', baseline: 'accepted' });
  const issues = [critical, serious, moderate, minor];
  const policy = { failOn: 'new', minImpact: 'minor' } as const;
  const log = toSarif(report([{ job: job(), issues, gating: gatingIssues(issues, policy), pages: [] }], policy, true));

  it('validates against the SARIF 2.1.0 schema', () => {
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(log).toMatchObject({ $schema: expect.stringContaining('sarif-2.1.0'), version: '2.1.0' });
    expect(log.runs).toHaveLength(1);
  });

  it('has one rule per engine rule, tagged with WCAG 2.2 criteria and accessibility, at its worst level', () => {
    const driver = log.runs[0]?.tool.driver;
    expect(driver).toMatchObject({ name: 'a11y-platform', version: '0.1.0', informationUri: 'https://a11y.example/docs/api' });
    expect(driver?.rules?.map((r) => r.id)).toEqual(['image-alt', 'color-contrast', 'region']);
    const [imageAlt, contrast, region] = driver?.rules ?? [];
    expect(imageAlt).toMatchObject({
      shortDescription: { text: 'Images must have alternative text' },
      fullDescription: { text: expect.stringContaining('alternative text') },
      help: { text: expect.stringContaining('dequeuniversity.com'), markdown: expect.stringContaining('](https://dequeuniversity.com') },
      helpUri: 'https://dequeuniversity.com/rules/axe/4.11/image-alt',
      properties: { tags: ['accessibility', 'WCAG2.2:1.1.1'] },
      // The critical occurrence decides, not the minor one.
      defaultConfiguration: { level: 'error' },
    });
    expect(contrast?.properties?.tags).toEqual(['accessibility', 'WCAG2.2:1.4.3']);
    expect(region).toMatchObject({ defaultConfiguration: { level: 'warning' }, properties: { tags: ['accessibility', 'best-practice'] } });
  });

  it('has a result per occurrence: level from impact, the page, the HTML, the selector, the fingerprint, the baseline state', () => {
    const results = log.runs[0]?.results ?? [];
    expect(results.map((r) => [r.ruleId, r.level, r.baselineState])).toEqual([
      ['image-alt', 'error', 'unchanged'],
      ['color-contrast', 'error', 'new'],
      ['region', 'warning', 'new'],
      ['image-alt', 'note', 'unchanged'],
    ]);
    const [first] = results;
    expect(first).toMatchObject({
      ruleIndex: 0,
      message: { text: expect.stringContaining('Images must have alternative text (critical) at img.hero') },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'https://shop.example/' },
            region: { startLine: 1, snippet: { text: '<img src="hero.png" class="hero">' } },
          },
          logicalLocations: [{ fullyQualifiedName: critical.selector, kind: 'element' }],
        },
      ],
      partialFingerprints: { 'a11yPlatformIssue/v1': critical.fingerprint },
    });
    expect(results[3]?.suppressions).toEqual([{ kind: 'external', status: 'accepted', justification: 'Marked accepted on the site' }]);
  });

  it('has no baseline states without a baseline, and still validates with no results', () => {
    const plain = toSarif(report([{ job: job(), issues: [critical], gating: [critical], pages: [] }], { failOn: 'any', minImpact: 'minor' }));
    expect(plain.runs[0]?.results?.[0]?.baselineState).toBeUndefined();
    const empty = toSarif(report([{ job: job(), issues: [], gating: [], pages: [] }], { failOn: 'any', minImpact: 'minor' }));
    expect(validate(empty), JSON.stringify(validate.errors)).toBe(true);
    expect(empty.runs[0]?.tool.driver.rules).toEqual([]);
  });
});
