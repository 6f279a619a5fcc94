import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUTOMATION, CONFORMANCE_TERMS } from '@/lib/compliance/catalogue.ts';
import { allCriteria, criteriaFor, criterion, REMOVED_CRITERIA } from '@/lib/wcag/criteria.ts';
import { CATALOGUE_COMMAND, CATALOGUE_FILE, generateCatalogue } from '@/scripts/compliance-catalogue.ts';

const count = (version: '2.0' | '2.1' | '2.2', level: string) => allCriteria(version).filter((c) => c.level === level).length;

describe('the WCAG catalogue', () => {
  it(`is generated from the OpenACR data (regenerate with \`${CATALOGUE_COMMAND}\`)`, () => {
    if (generateCatalogue() !== readFileSync(CATALOGUE_FILE, 'utf8')) {
      expect.fail(`${CATALOGUE_FILE} differs from what the data generates: run \`${CATALOGUE_COMMAND}\` and commit the result.`);
    }
  });

  it('has the W3C’s counts per version and level', () => {
    expect([count('2.0', 'A'), count('2.0', 'AA'), count('2.0', 'AAA')]).toEqual([25, 13, 23]);
    expect([count('2.1', 'A'), count('2.1', 'AA'), count('2.1', 'AAA')]).toEqual([30, 20, 28]);
    // 2.2 removed 4.1.1 Parsing (GSA's list keeps it for the combined VPAT table) and added 9 criteria.
    expect([count('2.2', 'A'), count('2.2', 'AA'), count('2.2', 'AAA')]).toEqual([31, 24, 31]);
    expect(criterion('4.1.1', '2.2')).toBeNull();
    expect(criterion('4.1.1', '2.1')).toMatchObject({ title: 'Parsing', level: 'A' });
    expect(REMOVED_CRITERIA['2.2']).toHaveProperty(['4.1.1']);
    expect(criterion('2.5.8', '2.1')).toBeNull();
    expect(criterion('1.4.3', '2.2')).toEqual({ id: '1.4.3', title: 'Contrast (Minimum)', level: 'AA', altId: 'visual-audio-contrast-contrast' });
  });

  it('gives a standard the criteria up to its level, in catalogue order', () => {
    expect(criteriaFor('WCAG22_A')).toHaveLength(31);
    expect(criteriaFor('WCAG22_AA')).toHaveLength(55);
    expect(criteriaFor('WCAG21_AA')).toHaveLength(50);
    expect(criteriaFor('WCAG20_A').every((c) => c.level === 'A')).toBe(true);
    expect(criteriaFor('WCAG22_AA')[0]?.id).toBe('1.1.1');
  });

  it('lets automation pass only what it can settle', () => {
    expect(AUTOMATION['1.1.1']).toBe('finds_failures');
    expect(AUTOMATION['1.4.3']).toBe('finds_failures');
    expect(AUTOMATION['3.1.1']).toBe('finds_failures');
    expect(AUTOMATION['1.2.5']).toBe('needs_person');
    expect(AUTOMATION['3.3.7']).toBe('needs_person');
    expect(
      Object.entries(AUTOMATION)
        .filter(([, a]) => a === 'settles_fail_and_pass')
        .map(([id]) => id),
    ).toEqual(['4.1.1']);
    for (const version of ['2.0', '2.1', '2.2'] as const) {
      for (const c of allCriteria(version)) expect(AUTOMATION[c.id], c.id).toBeDefined();
    }
  });

  it('carries the VPAT conformance terms', () => {
    expect(CONFORMANCE_TERMS.map((t) => t.id)).toEqual(['supports', 'partially-supports', 'does-not-support', 'not-applicable', 'not-evaluated']);
    expect(CONFORMANCE_TERMS[4].label).toBe('Not Evaluated');
  });
});
