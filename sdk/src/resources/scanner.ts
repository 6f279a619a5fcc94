import type { ApiPromise } from '../api-promise.js';
import { apiPath, type PostOptions, type RequestOptions } from '../http.js';
import type { CreateScanJobInput, ListScanIssuesParams, ListScanJobsParams, Page, ScanIssue, ScanJob } from '../types.js';
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
}
