/**
 * The WCAG versions and the standards a scan or a compliance target is held to (a version and level A or AA).
 * No criteria data here, so that a client component may import it; the criteria are criteria.ts.
 */

export type WcagVersion = '2.0' | '2.1' | '2.2';
export const WCAG_VERSIONS: readonly WcagVersion[] = ['2.0', '2.1', '2.2'];

export const WCAG_STANDARDS = ['WCAG20_A', 'WCAG20_AA', 'WCAG21_A', 'WCAG21_AA', 'WCAG22_A', 'WCAG22_AA'] as const;
export type WcagStandard = (typeof WCAG_STANDARDS)[number];

/** A standard's version and level: WCAG21_AA → 2.1, AA. */
export function parseStandard(standard: WcagStandard): { version: WcagVersion; level: 'A' | 'AA' } {
  const [, minor] = /^WCAG2(\d)_/.exec(standard) ?? [];
  return { version: `2.${minor}` as WcagVersion, level: standard.endsWith('_AA') ? 'AA' : 'A' };
}
