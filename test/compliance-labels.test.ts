import { describe, expect, it } from 'vitest';
import { complianceText } from '@/components/compliance/labels.ts';
import { conformanceOf } from '@/lib/compliance/evaluate-criteria.ts';

/** The portal's words for a snapshot's `compliant`: "Compliant" only when it is true, else what is missing. */
describe('complianceText', () => {
  const conformance = (results: ('pass' | 'fail' | 'not_evaluated' | 'not_applicable')[], unscanned = 0) =>
    conformanceOf({
      criteria: results.map((result, i) => ({ criterion: `1.1.${i + 1}`, result })),
      unscannedPages: Array.from({ length: unscanned }, (_, i) => ({ url: `https://example.com/${i}`, reason: 'Not scanned yet.' })),
      pagesScanned: 1,
      standardLabel: 'WCAG 2.2 Level AA',
    });

  it('says "Compliant" only when compliant is true', () => {
    expect(complianceText({ compliant: true, conformance: conformance(['pass', 'not_applicable']) })).toMatch(/^Compliant: /);
    for (const results of [
      ['pass', 'not_evaluated'],
      ['fail', 'pass'],
    ] as const) {
      expect(complianceText({ compliant: false, conformance: conformance([...results]) })).not.toMatch(/compliant/i);
    }
    expect(complianceText(null)).toBe('Not met: no ready snapshot yet.');
  });

  it('names what is missing: failing criteria, criteria not evaluated, pages not scanned', () => {
    expect(complianceText({ compliant: false, conformance: conformance(['fail', 'not_evaluated', 'not_evaluated', 'pass'], 2) })).toBe(
      'Not met: 1 criterion fails (1.1.1); 2 criteria are not evaluated yet (1.1.2, 1.1.3); 2 pages were not scanned.',
    );
  });
});
