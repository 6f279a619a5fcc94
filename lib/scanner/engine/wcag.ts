import type { WcagStandard } from './types.ts';

/** Success criteria per guideline in WCAG 2.2 (4.1.1 included: it is obsolete, not renumbered). */
const CRITERIA_PER_GUIDELINE: Record<string, number> = {
  '1.1': 1,
  '1.2': 9,
  '1.3': 6,
  '1.4': 13,
  '2.1': 4,
  '2.2': 6,
  '2.3': 3,
  '2.4': 13,
  '2.5': 8,
  '3.1': 6,
  '3.2': 6,
  '3.3': 9,
  '4.1': 3,
};

export const WCAG22_CRITERIA: ReadonlySet<string> = new Set(
  Object.entries(CRITERIA_PER_GUIDELINE).flatMap(([guideline, count]) => Array.from({ length: count }, (_, i) => `${guideline}.${i + 1}`)),
);

/** The level-AAA criteria of WCAG 2.2: no A or AA scan tests them. */
export const WCAG22_AAA_CRITERIA: ReadonlySet<string> = new Set([
  '1.2.6',
  '1.2.7',
  '1.2.8',
  '1.2.9',
  '1.3.6',
  '1.4.6',
  '1.4.7',
  '1.4.8',
  '1.4.9',
  '2.1.3',
  '2.2.3',
  '2.2.4',
  '2.2.5',
  '2.2.6',
  '2.3.2',
  '2.3.3',
  '2.4.8',
  '2.4.9',
  '2.4.10',
  '2.4.12',
  '2.4.13',
  '2.5.5',
  '2.5.6',
  '3.1.3',
  '3.1.4',
  '3.1.5',
  '3.1.6',
  '3.2.5',
  '3.3.5',
  '3.3.6',
  '3.3.9',
]);

/**
 * axe's rule tags for a standard. axe has no `wcag22a` tag: WCAG 2.2 added no level-A criterion that axe
 * tests (3.2.6 and 3.3.7 need a human), so WCAG22_A runs the same rules as WCAG21_A.
 */
export function tagsFor(standard: WcagStandard, includeBestPractices: boolean): string[] {
  const [, version, level] = /^WCAG2(\d)_(A|AA)$/.exec(standard)!;
  const tags = ['wcag2a'];
  if (level === 'AA') tags.push('wcag2aa');
  if (version !== '0') tags.push('wcag21a');
  if (version !== '0' && level === 'AA') tags.push('wcag21aa');
  if (version === '2' && level === 'AA') tags.push('wcag22aa');
  if (includeBestPractices) tags.push('best-practice');
  return tags;
}

/**
 * Success criteria named by tags like 'wcag143' or 'wcag1410': principle and guideline are one digit
 * each, the criterion one or two, so the split is unambiguous; anything that is not a real WCAG 2.2
 * criterion is dropped rather than guessed.
 */
export function criteriaFromTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const tag of tags) {
    const m = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
    if (!m) continue;
    const criterion = `${m[1]}.${m[2]}.${Number(m[3])}`;
    if (WCAG22_CRITERIA.has(criterion) && !out.includes(criterion)) out.push(criterion);
  }
  return out.sort(compareCriteria);
}

/** The conformance level from axe's level tags; the lowest wins when a rule carries several. */
export function levelFromTags(tags: readonly string[]): 'A' | 'AA' | 'AAA' | null {
  if (tags.some((t) => /^wcag2\d?a$/.test(t))) return 'A';
  if (tags.some((t) => /^wcag2\d?aa$/.test(t))) return 'AA';
  if (tags.some((t) => /^wcag2\d?aaa$/.test(t))) return 'AAA';
  return null;
}

/** Numeric order: 1.4.3 before 1.4.10. */
export function compareCriteria(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
