import type { EvaluationDto, SnapshotDto } from '@/lib/compliance/schemas.ts';
import type { WcagStandard } from '@/lib/wcag/standards.ts';

/**
 * What the report builders read: plain data, loaded by the generate-report workflow (or made up by a
 * test or the benchmark). The builders are pure: the same input gives the same document.
 */

export type Level = 'A' | 'AA' | 'AAA';
export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

/** One success criterion of the chosen WCAG version (lib/wcag/criteria.ts allCriteria). */
export interface ReportCriterion {
  id: string;
  title: string;
  level: Level;
}

export interface ReportTarget {
  id: string;
  name: string;
  standard: WcagStandard;
  urls: string[];
  minScore: number;
  /** YYYY-MM-DD or null. */
  deadline: string | null;
}

export interface ReportProduct {
  name: string;
  version?: string;
  vendor?: string;
  contact?: string;
  description?: string;
}

/** An engine that produced the automated evidence: axe-core, the scanner's browser. */
export interface ReportEngine {
  name: string;
  version: string;
}

/** One issue of the snapshot's scans (a scan_issues row, reduced). */
export interface ReportIssue {
  ruleId: string;
  impact: Impact;
  /** Success criteria numbers the rule maps to: `1.4.3`. */
  wcag: string[];
  help: string;
  pageUrl: string;
  selector: string;
  /** The rule engines that reported it (axe-core alone on scans of one engine, and on reports stored before). */
  engines?: string[];
}

/** A point of the trend: an earlier ready snapshot of the target (the report's own is added by the builder). */
export interface TrendPoint {
  createdAt: string;
  score: number | null;
  scoreMeetsMinimum: boolean | null;
}

/**
 * Findings of the snapshot's scans that a person dismissed as false positives (the scanner's dismissals, or
 * a site's tracked issue marked `false_positive`) or accepted as barriers that will not be fixed (a tracked
 * issue marked `accepted`) by the time of the snapshot, per rule and reason: the report cites them.
 */
export interface ReportDismissal {
  /** Absent: a false positive (reports before tracked issues). */
  kind?: 'false_positive' | 'accepted';
  ruleId: string;
  /** Success criteria the rule maps to. */
  wcag: string[];
  occurrences: number;
  reason: string | null;
  /** ISO timestamp of the (latest) dismissal. */
  dismissedAt: string;
}

export interface ReportInput {
  /** The report itself: its id and the live report in the portal, which the documents link back to. */
  report: { id: string; url: string };
  target: ReportTarget;
  snapshot: SnapshotDto;
  /** Every criterion of the target's WCAG version, A, AA and AAA. */
  criteria: ReportCriterion[];
  /** Earlier ready snapshots, any order; the report's snapshot is not among them. */
  previous: TrendPoint[];
  evaluations: EvaluationDto[];
  /** The findings not dismissed as of the snapshot. */
  issues: ReportIssue[];
  dismissals: ReportDismissal[];
  product: ReportProduct;
  generatedAt: Date;
  engines: ReportEngine[];
}

/** What the builders make in a compute worker: every format but the PDF, and the document it is printed from. */
export interface BuiltDocuments {
  html: string;
  /** The HTML edition with its fonts embedded, for printing (print-pdf.ts); never stored. */
  printHtml: string;
  /** OpenACR YAML, VPAT only. */
  openacr: string | null;
  /** A VPAT with an A or AA criterion without evidence. */
  draft: boolean;
}

export interface BuiltReport {
  pdf: Uint8Array<ArrayBuffer>;
  html: string;
  /** OpenACR YAML, VPAT only. */
  openacr: string | null;
  /** A VPAT with an A or AA criterion without evidence. */
  draft: boolean;
}
