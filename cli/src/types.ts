import type { A11yClient, CreateScanJobInput, Impact, ListScanIssuesParams, ScanIssue, ScanJob, ScanSummary } from '@a11y-platform/client';

/*
 * The scan baseline's fields (POST /scanner/jobs `baseline`, the job's `baseline` and `summary.baseline`, each
 * issue's `baseline`, the issues' `baseline` filter), written here as the API documents them so the CLI
 * reads them whether or not the SDK it is built with names them yet. An SDK that does is assignable to these.
 */

/** What a scan is compared with: the last scan of its URL, a given scan, or a site's tracked issues. */
export type BaselineInput = 'previous' | { scanId: string } | { siteId: string };

/** Where an issue stands against the baseline. */
export type IssueBaseline = 'new' | 'existing' | 'accepted' | 'false_positive';

export interface BaselineCounts {
  new: number;
  existing: number;
  accepted: number;
  falsePositive: number;
}

export type Job = Omit<ScanJob, 'summary'> & {
  summary: (ScanSummary & { baseline?: BaselineCounts | undefined }) | null;
  baseline?: { kind: 'previous' | 'scan' | 'site'; scanId: string | null; siteId: string | null } | null | undefined;
};

export type Issue = ScanIssue & { baseline?: IssueBaseline | undefined };

export type CreateJobInput = CreateScanJobInput & { baseline?: BaselineInput | undefined };

export type IssueQuery = ListScanIssuesParams & { baseline?: IssueBaseline | undefined };

export type ScanPage = Awaited<ReturnType<A11yClient['scanner']['listPages']>>['data'][number];

export type Site = Awaited<ReturnType<A11yClient['sites']['list']>>['data'][number];

export type { Impact };

/** A finished scan with what the CLI read of it. */
export interface JobResult {
  job: Job;
  /** The issues read (all of them, or only the new ones where only those matter). */
  issues: Issue[];
  /** The issues that fail the gate. */
  gating: Issue[];
  /** The job's pages (read for JUnit, which has a test case per page). */
  pages: ScanPage[];
}
