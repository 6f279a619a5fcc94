import type { WcagStandard } from '@/lib/wcag/standards.ts';
import type { ReportIssue } from './types.ts';

/** Small shared facts of both reports: dates, the standard's words, pages per criterion. */

/** YYYY-MM-DD of an ISO timestamp (UTC). */
export const formatDate = (iso: string): string => iso.slice(0, 10);

export function wcagVersion(standard: WcagStandard): '2.0' | '2.1' | '2.2' {
  return standard.startsWith('WCAG20') ? '2.0' : standard.startsWith('WCAG21') ? '2.1' : '2.2';
}

/** `WCAG 2.2 Level AA`. */
export function standardLabel(standard: WcagStandard): string {
  return `WCAG ${wcagVersion(standard)} Level ${standard.endsWith('_AA') ? 'AA' : 'A'}`;
}

/** Distinct pages with an issue, per success criterion (a criterion's own `pages` stops at 20). */
export function failingPagesByCriterion(issues: ReportIssue[]): Map<string, number> {
  const pages = new Map<string, Set<string>>();
  for (const issue of issues) {
    for (const criterion of issue.wcag) {
      let set = pages.get(criterion);
      if (!set) pages.set(criterion, (set = new Set()));
      set.add(issue.pageUrl);
    }
  }
  return new Map([...pages].map(([criterion, set]) => [criterion, set.size]));
}

/** Per success criterion, how many of its issues each engine reported: `{ '1.1.1': { 'axe-core': 3, htmlcs: 1 } }`. */
export function enginesByCriterion(issues: ReportIssue[]): Map<string, Map<string, number>> {
  const byCriterion = new Map<string, Map<string, number>>();
  for (const issue of issues) {
    for (const criterion of issue.wcag) {
      let counts = byCriterion.get(criterion);
      if (!counts) byCriterion.set(criterion, (counts = new Map()));
      for (const engine of new Set(issue.engines?.length ? issue.engines : ['axe-core'])) counts.set(engine, (counts.get(engine) ?? 0) + 1);
    }
  }
  return byCriterion;
}

/** Whole days from `from` to the deadline (YYYY-MM-DD, end of that day UTC is not counted): negative when overdue. */
export function daysUntil(deadline: string, from: Date): number {
  const day = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - day) / 86_400_000);
}

/** A file-name-safe slug of a product name: `acme-portal`. */
export function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return s || 'report';
}
