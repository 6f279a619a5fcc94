import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CRITERIA_COMMAND, CRITERIA_FILE, generateCriteria } from '@/scripts/wcag-criteria.ts';
import { AAA_CRITERION_IDS, CRITERION_IDS, compareCriteria, criterion, newestCriterion, WCAG_CRITERIA } from './criteria.ts';
import { parseStandard, WCAG_VERSIONS } from './standards.ts';

describe('the WCAG success criteria', () => {
  it(`are generated from the data in lib/wcag/data (regenerate with \`${CRITERIA_COMMAND}\`)`, () => {
    if (generateCriteria() !== readFileSync(CRITERIA_FILE, 'utf8')) {
      expect.fail(`${CRITERIA_FILE} differs from what the data generates: run \`${CRITERIA_COMMAND}\` and commit the result.`);
    }
  });

  it('number 87 in WCAG 2 (2.2’s 86 and the removed 4.1.1), 31 of them AAA, each at one level in every version', () => {
    expect(CRITERION_IDS.size).toBe(87);
    expect(WCAG_CRITERIA['2.2']).toHaveLength(86);
    expect(AAA_CRITERION_IDS.size).toBe(31);
    expect(AAA_CRITERION_IDS.has('1.4.6')).toBe(true);
    expect(AAA_CRITERION_IDS.has('1.4.3')).toBe(false);
    for (const version of WCAG_VERSIONS) {
      for (const c of WCAG_CRITERIA[version]) expect(newestCriterion(c.id)?.level, c.id).toBe(c.level);
    }
  });

  it('states a criterion as the newest version that has it', () => {
    expect(criterion('2.5.5', '2.1')?.title).toBe('Target Size');
    expect(newestCriterion('2.5.5')).toMatchObject({ title: 'Target Size (Enhanced)', level: 'AAA' });
    expect(newestCriterion('4.1.1')).toMatchObject({ title: 'Parsing', level: 'A' });
    expect(newestCriterion('9.9.9')).toBeNull();
  });

  it('orders criteria by number and reads a standard', () => {
    expect(['1.4.10', '1.4.3', '2.4.11', '1.1.1'].sort(compareCriteria)).toEqual(['1.1.1', '1.4.3', '1.4.10', '2.4.11']);
    expect(parseStandard('WCAG21_AA')).toEqual({ version: '2.1', level: 'AA' });
    expect(parseStandard('WCAG20_A')).toEqual({ version: '2.0', level: 'A' });
  });
});

describe('lib/wcag', () => {
  it('imports nothing but its own files, so any layer may import it', () => {
    const dir = import.meta.dirname;
    const imports = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => [...readFileSync(`${dir}/${file}`, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => `${file}: ${m[1]}`));
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((i) => !/: \.\/[\w.-]+\.ts$/.test(i))).toEqual([]);
  });
});
