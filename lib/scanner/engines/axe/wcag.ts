import { CRITERION_IDS, compareCriteria } from '@/lib/wcag/criteria.ts';
import type { WcagStandard } from '../types.ts';

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
 * each, the criterion one or two, so the split is unambiguous; anything that is not a real WCAG 2
 * criterion is dropped rather than guessed.
 */
export function criteriaFromTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const tag of tags) {
    const m = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
    if (!m) continue;
    const criterion = `${m[1]}.${m[2]}.${Number(m[3])}`;
    if (CRITERION_IDS.has(criterion) && !out.includes(criterion)) out.push(criterion);
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
