import type { ApiPromise } from '../api-promise.js';
import { apiPath, type PostOptions, type RequestOptions } from '../http.js';
import type {
  ComplianceReport,
  ComplianceSnapshot,
  ComplianceTarget,
  CreateComplianceReportInput,
  CreateComplianceSnapshotInput,
  CreateComplianceTargetInput,
  ListComplianceReportsParams,
  ListComplianceSnapshotsParams,
  Page,
  PageParams,
} from '../types.js';
import { Resource } from './resource.js';

/** Compliance targets, snapshots and VPAT / compliance reports. */
export class Compliance extends Resource {
  /** Compliance targets, newest first. */
  listTargets(params: PageParams = {}, options?: RequestOptions): ApiPromise<Page<ComplianceTarget>> {
    return this.call({ method: 'GET', path: '/compliance/targets', query: params }, options);
  }

  /** Creates a target, or returns the existing one with the same name (200). */
  createTarget(input: CreateComplianceTargetInput, options?: PostOptions): ApiPromise<ComplianceTarget> {
    return this.call({ method: 'POST', path: '/compliance/targets', body: input }, options);
  }

  /** Snapshots, newest first. */
  listSnapshots(params: ListComplianceSnapshotsParams = {}, options?: RequestOptions): ApiPromise<Page<ComplianceSnapshot>> {
    return this.call({ method: 'GET', path: '/compliance/snapshots', query: params }, options);
  }

  /** Takes a snapshot from the latest scans (`pending` while `rescan` runs). */
  createSnapshot(input: CreateComplianceSnapshotInput, options?: PostOptions): ApiPromise<ComplianceSnapshot> {
    return this.call({ method: 'POST', path: '/compliance/snapshots', body: input }, options);
  }

  /** Generated reports, newest first. */
  listReports(params: ListComplianceReportsParams = {}, options?: RequestOptions): ApiPromise<Page<ComplianceReport>> {
    return this.call({ method: 'GET', path: '/compliance/reports', query: params }, options);
  }

  /** Queues a VPAT or compliance report (202); poll `getReport` or use the `report.ready` webhook. */
  createReport(input: CreateComplianceReportInput, options?: PostOptions): ApiPromise<ComplianceReport> {
    return this.call({ method: 'POST', path: '/compliance/reports', body: input }, options);
  }

  /** One report's status. */
  getReport(reportId: string, options?: RequestOptions): ApiPromise<ComplianceReport> {
    return this.call(() => ({ method: 'GET', path: apiPath`/compliance/reports/${reportId}` }), options);
  }

  /** The report's PDF bytes (409 `report_not_ready` until it is `ready`). */
  downloadReport(reportId: string, options?: RequestOptions): ApiPromise<ArrayBuffer> {
    return this.call(() => ({ method: 'GET', path: apiPath`/compliance/reports/${reportId}/download`, accept: 'pdf' }), options);
  }
}
