import type { CriterionResult, EvaluationDto } from '@/lib/compliance/schemas.ts';
import { enginesByCriterion, failingPagesByCriterion, formatDate, standardLabel, wcagVersion } from './facts.ts';
import type { Level, ReportInput } from './types.ts';

/**
 * The VPAT 2.5 WCAG edition as data, before any format: every criterion of the version with its
 * conformance term and remarks. HTML, PDF and OpenACR are written from this one model.
 */

/** The VPAT 2.5 conformance terms, with OpenACR's term ids (catalog terms). */
export const VPAT_TERMS = {
  supports: 'Supports',
  'partially-supports': 'Partially Supports',
  'does-not-support': 'Does Not Support',
  'not-applicable': 'Not Applicable',
  'not-evaluated': 'Not Evaluated',
} as const;
export type TermId = keyof typeof VPAT_TERMS;

/** How an A/AA criterion without evidence is shown: VPAT 2.5 allows "Not Evaluated" for AAA only. */
export const NOT_YET_EVALUATED = 'Not yet evaluated (draft)';

/**
 * An automated failure on at least this share of the pages scanned is "Does Not Support" (the majority of
 * the product does not meet it, as the VPAT defines the term); on fewer pages, "Partially Supports".
 */
export const DOES_NOT_SUPPORT_SHARE = 0.5;

export interface VpatRow {
  id: string;
  title: string;
  level: Level;
  term: TermId;
  /** The term as printed: VPAT_TERMS[term], or NOT_YET_EVALUATED for an A/AA criterion without evidence. */
  label: string;
  remarks: string;
  /** An A/AA criterion without automated or manual evidence. */
  draft: boolean;
}

export interface VpatModel {
  title: string;
  report: ReportInput['report'];
  draft: boolean;
  product: ReportInput['product'];
  reportDate: string;
  snapshotDate: string;
  version: '2.0' | '2.1' | '2.2';
  standard: string;
  targetLevel: 'A' | 'AA';
  pages: string[];
  pagesScanned: number;
  /** Pages that could not be scanned, with why: the report names them. */
  unscannedPages: { url: string; reason: string }[];
  engines: ReportInput['engines'];
  /** Criteria a person evaluated, with who and when. */
  manual: { id: string; title: string; by: string; at: string }[];
  evaluationMethods: string;
  tables: { level: Level; rows: VpatRow[] }[];
  counts: Record<TermId | 'draft', number>;
}

const MANUAL_LABELS: Record<EvaluationDto['result'], string> = {
  supports: 'Supports',
  partially_supports: 'Partially Supports',
  does_not_support: 'Does Not Support',
  not_applicable: 'Not Applicable',
};

const MANUAL_TERMS: Record<string, TermId> = {
  supports: 'supports',
  partially_supports: 'partially-supports',
  does_not_support: 'does-not-support',
  not_applicable: 'not-applicable',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "reported by axe-core (3) and htmlcs (1)": which engines found a criterion's failures. */
function foundBy(engines: Map<string, number> | undefined): string | null {
  if (!engines?.size) return null;
  const named = [...engines].map(([engine, n]) => `${engine} (${n})`);
  return `reported by ${named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0]}`;
}

function automatedRemarks(result: CriterionResult, failingPages: number, pagesScanned: number, engines?: Map<string, number>): string {
  if (result.result === 'pass') return `No failures found by the automated checks on the ${plural(pagesScanned, 'page')} scanned.`;
  if (result.result === 'not_applicable')
    return `The automated checks found no content this criterion applies to on the ${plural(pagesScanned, 'page')} scanned.`;
  const parts = [`${plural(result.issueCount, 'issue')} found by the automated checks on ${failingPages} of ${plural(pagesScanned, 'page')} scanned`];
  const by = foundBy(engines);
  if (by) parts.push(by);
  if (result.pages.length) parts.push(`pages: ${result.pages.slice(0, 3).join(', ')}${result.pages.length > 3 ? ', …' : ''}`);
  if (result.examples.length) parts.push(`for example ${result.examples.slice(0, 3).join('; ')}`);
  return `${parts.join('; ')}.`;
}

/** "2 findings of image-alt were dismissed as false positives on 2026-03-01 (reason: decorative)." for each rule and reason. */
function dismissalRemarks(criterion: string, input: ReportInput): string {
  return input.dismissals
    .filter((d) => d.wcag.includes(criterion))
    .map(
      (d) =>
        ` ${plural(d.occurrences, 'finding')} of the automated rule ${d.ruleId} ${d.occurrences === 1 ? 'was' : 'were'} ${
          d.kind === 'accepted'
            ? `accepted as ${d.occurrences === 1 ? 'a barrier' : 'barriers'} that will not be fixed`
            : `dismissed as ${d.occurrences === 1 ? 'a false positive' : 'false positives'}`
        } on ${formatDate(d.dismissedAt)}${d.reason?.trim() ? ` (reason: ${d.reason.trim().replace(/\.$/, '')})` : ' (no reason given)'}.`,
    )
    .join('');
}

const said = (evaluation: EvaluationDto) => (evaluation.remarks.trim() ? `${evaluation.remarks.trim().replace(/\.?$/, '.')} ` : '');

/**
 * One row, by the snapshot's own rules (lib/compliance/evaluate-criteria.ts), so the VPAT and the snapshot
 * agree: automated failures first (a person's evaluation cannot overrule them; it is cited beside them), then
 * a person's evaluation, then what automation settles; dismissed findings are cited wherever they fell.
 */
interface Facts {
  failing: Map<string, number>;
  engines: Map<string, Map<string, number>>;
}

function row(criterion: ReportInput['criteria'][number], result: CriterionResult | undefined, input: ReportInput, facts: Facts): VpatRow {
  const base = { id: criterion.id, title: criterion.title, level: criterion.level };
  const pagesScanned = input.snapshot.pagesScanned;
  const dismissed = dismissalRemarks(criterion.id, input);
  if (result?.result === 'fail' && result.source === 'automated') {
    const failingPages = facts.failing.get(criterion.id) ?? result.pages.length;
    const term: TermId = pagesScanned > 0 && failingPages / pagesScanned >= DOES_NOT_SUPPORT_SHARE ? 'does-not-support' : 'partially-supports';
    const evaluation = result.evaluation;
    const overruled = evaluation
      ? ` ${evaluation.evaluatedBy} evaluated it as ${MANUAL_LABELS[evaluation.result]} on ${formatDate(evaluation.evaluatedAt)}${evaluation.remarks.trim() ? ` (“${evaluation.remarks.trim()}”)` : ''}; a person’s evaluation does not overrule automated failures, which stand until they are fixed or dismissed as false positives with a reason.`
      : '';
    return {
      ...base,
      term,
      label: VPAT_TERMS[term],
      draft: false,
      remarks: `${automatedRemarks(result, failingPages, pagesScanned, facts.engines.get(criterion.id))}${overruled}${dismissed}`,
    };
  }
  // Criteria outside the snapshot (above the target's level) may still carry a person's evaluation.
  const evaluation = result ? (result.source === 'manual' ? result.evaluation : null) : (input.evaluations.find((e) => e.criterion === criterion.id) ?? null);
  if (evaluation) {
    const term = MANUAL_TERMS[evaluation.result] ?? 'not-evaluated';
    return {
      ...base,
      term,
      label: VPAT_TERMS[term],
      draft: false,
      remarks: `${said(evaluation)}Evaluated by ${evaluation.evaluatedBy} on ${formatDate(evaluation.evaluatedAt)}.${dismissed}`,
    };
  }
  if (result && result.result !== 'not_evaluated') {
    const term: TermId = result.result === 'pass' ? 'supports' : result.result === 'not_applicable' ? 'not-applicable' : 'partially-supports';
    return { ...base, term, label: VPAT_TERMS[term], draft: false, remarks: `${automatedRemarks(result, 0, pagesScanned)}${dismissed}` };
  }
  const why = result
    ? 'The automated checks cannot settle this criterion and no person has evaluated it yet.'
    : `Outside the target's standard (${standardLabel(input.target.standard)}); not evaluated.`;
  if (criterion.level === 'AAA') return { ...base, term: 'not-evaluated', label: VPAT_TERMS['not-evaluated'], draft: false, remarks: `${why}${dismissed}` };
  return { ...base, term: 'not-evaluated', label: NOT_YET_EVALUATED, draft: true, remarks: `${why} This report is a draft until it is evaluated.${dismissed}` };
}

export function buildVpatModel(input: ReportInput): VpatModel {
  const byId = new Map(input.snapshot.criteria.map((c) => [c.criterion, c]));
  const facts = { failing: failingPagesByCriterion(input.issues), engines: enginesByCriterion(input.issues) };
  const rows = input.criteria.map((c) => row(c, byId.get(c.id), input, facts));
  const draft = rows.some((r) => r.draft);
  const counts = { supports: 0, 'partially-supports': 0, 'does-not-support': 0, 'not-applicable': 0, 'not-evaluated': 0, draft: 0 };
  for (const r of rows) {
    if (r.draft) counts.draft++;
    else counts[r.term]++;
  }
  const titles = new Map(input.criteria.map((c) => [c.id, c.title]));
  // The evaluations the report rests on: the snapshot's, and a person's for criteria outside it.
  const inSnapshot = new Set(input.snapshot.criteria.map((c) => c.criterion));
  const manual = [
    ...input.snapshot.criteria.flatMap((c) => (c.evaluation ? [c.evaluation] : [])),
    ...input.evaluations.filter((e) => !inSnapshot.has(e.criterion)),
  ]
    .sort((a, b) => a.criterion.localeCompare(b.criterion, 'en', { numeric: true }))
    .map((e) => ({ id: e.criterion, title: titles.get(e.criterion) ?? '', by: e.evaluatedBy, at: formatDate(e.evaluatedAt) }));
  const version = wcagVersion(input.target.standard);
  const pages = [...new Set(input.target.urls)];
  const engines = input.engines.map((e) => `${e.name} ${e.version}`).join(', ');
  const evaluationMethods = [
    `Automated checks with ${engines || 'the scanner'} on ${plural(input.snapshot.pagesScanned, 'page')} (snapshot of ${formatDate(input.snapshot.createdAt)}), against ${standardLabel(input.target.standard)}.`,
    manual.length
      ? `${plural(manual.length, 'criterion was', 'criteria were')} evaluated by a person: ${manual.map((m) => `${m.id} by ${m.by} on ${m.at}`).join('; ')}.`
      : 'No criterion was evaluated by a person.',
    'Criteria that automated checks cannot settle are never reported as Supports without a person’s evaluation, and a person’s evaluation does not overrule automated failures: findings a person dismissed as false positives are cited with their reason where they fell.',
  ].join(' ');
  const title = `${draft ? 'DRAFT: ' : ''}${input.product.name}${input.product.version ? ` ${input.product.version}` : ''} Accessibility Conformance Report`;
  return {
    title,
    report: input.report,
    draft,
    product: input.product,
    reportDate: formatDate(input.generatedAt.toISOString()),
    snapshotDate: formatDate(input.snapshot.createdAt),
    version,
    standard: standardLabel(input.target.standard),
    targetLevel: input.target.standard.endsWith('_AA') ? 'AA' : 'A',
    pages,
    pagesScanned: input.snapshot.pagesScanned,
    unscannedPages: input.snapshot.unscannedPages,
    engines: input.engines,
    manual,
    evaluationMethods,
    tables: (['A', 'AA', 'AAA'] as const).map((level) => ({ level, rows: rows.filter((r) => r.level === level) })),
    counts,
  };
}
