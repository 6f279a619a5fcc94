import type { ApiPromise } from '../api-promise.js';
import { apiPath, type PostOptions, type RequestOptions } from '../http.js';
import type {
  CreateDismissalInput,
  CreateScanJobInput,
  ListScanIssuesParams,
  ListScanJobsParams,
  Page,
  PageParams,
  ScanDismissal,
  ScanIssue,
  ScanJob,
} from '../types.js';
import { Resource } from './resource.js';

/** WCAG scans: a job per URL (or crawl), producing issues. */
export class Scanner extends Resource {
  /** Queues a scan (202); poll `getJob` or subscribe to the `scan.completed` webhook. */
  createJob(input: CreateScanJobInput, options?: PostOptions): ApiPromise<ScanJob> {
    return this.call({ method: 'POST', path: '/scanner/jobs', body: input }, options);
  }

  /** Scan jobs, newest first, filtered by `status` and `url`. */
  listJobs(params: ListScanJobsParams = {}, options?: RequestOptions): ApiPromise<Page<ScanJob>> {
    return this.call({ method: 'GET', path: '/scanner/jobs', query: params }, options);
  }

  /** One job's status and summary. */
  getJob(jobId: string, options?: RequestOptions): ApiPromise<ScanJob> {
    return this.call(() => ({ method: 'GET', path: apiPath`/scanner/jobs/${jobId}` }), options);
  }

  /** Issues a job found, filtered by `impact` and `ruleId`. */
  listIssues(jobId: string, params: ListScanIssuesParams = {}, options?: RequestOptions): ApiPromise<Page<ScanIssue>> {
    return this.call(() => ({ method: 'GET', path: apiPath`/scanner/jobs/${jobId}/issues`, query: params }), options);
  }

  /** Dismissed fingerprints (false positives), newest first. */
  listDismissals(params: PageParams = {}, options?: RequestOptions): ApiPromise<Page<ScanDismissal>> {
    return this.call({ method: 'GET', path: '/scanner/dismissals', query: params }, options);
  }

  /** Dismisses an issue fingerprint for the tenant (201), or returns its existing dismissal (200). */
  createDismissal(input: CreateDismissalInput, options?: PostOptions): ApiPromise<ScanDismissal> {
    return this.call({ method: 'POST', path: '/scanner/dismissals', body: input }, options);
  }

  /** Removes a dismissal (also when already gone): later scans count the fingerprint again. */
  deleteDismissal(dismissalId: string, options?: RequestOptions): ApiPromise<void> {
    return this.call(() => ({ method: 'DELETE', path: apiPath`/scanner/dismissals/${dismissalId}` }), options);
  }
}
