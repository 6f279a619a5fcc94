import type { EvaluationDto, SnapshotDto } from '@/lib/compliance/schemas.ts';
import type { WcagStandard } from '@/lib/scanner/engine/types.ts';

/**
 * What the report builders read: plain data, loaded by the generate-report workflow (or made up by a
 * test or the benchmark). The builders are pure: the same input gives the same document.
 */

export type Level = 'A' | 'AA' | 'AAA';
export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

/** One success criterion of the chosen WCAG version (lib/compliance/catalogue.ts allCriteria). */
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
}

/** A point of the trend: an earlier ready snapshot of the target (the report's own is added by the builder). */
export interface TrendPoint {
  createdAt: string;
  score: number | null;
  compliant: boolean | null;
}

export interface ReportInput {
  target: ReportTarget;
  snapshot: SnapshotDto;
  /** Every criterion of the target's WCAG version, A, AA and AAA. */
  criteria: ReportCriterion[];
  /** Earlier ready snapshots, any order; the report's snapshot is not among them. */
  previous: TrendPoint[];
  evaluations: EvaluationDto[];
  issues: ReportIssue[];
  product: ReportProduct;
  generatedAt: Date;
  engines: ReportEngine[];
}

export interface BuiltReport {
  pdf: Buffer;
  html: string;
  /** OpenACR YAML, VPAT only. */
  openacr: string | null;
  /** A VPAT with an A or AA criterion without evidence. */
  draft: boolean;
}
