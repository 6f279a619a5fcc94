import type { A11yClient, CreateScanJobInput, Impact, ListScanIssuesParams, ScanIssue, ScanJob } from '@a11y-platform/client';

/** What a scan is compared with: the last scan of its URL, a given scan, or a site's tracked issues. */
export type BaselineInput = NonNullable<CreateScanJobInput['baseline']>;

export type Job = ScanJob;

export type Issue = ScanIssue;

export type CreateJobInput = CreateScanJobInput;

export type IssueQuery = ListScanIssuesParams;

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
