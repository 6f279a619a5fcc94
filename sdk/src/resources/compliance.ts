import type { ApiPromise } from '../api-promise.js';
import { apiPath, type PostOptions, type RequestOptions } from '../http.js';
import type {
  ComplianceEvaluation,
  ComplianceReport,
  ComplianceReportFormat,
  ComplianceSnapshot,
  ComplianceTarget,
  CreateComplianceReportInput,
  CreateComplianceSnapshotInput,
  CreateComplianceTargetInput,
  ListComplianceReportsParams,
  ListComplianceSnapshotsParams,
  Page,
  PageParams,
  PutComplianceEvaluationInput,
  UpdateComplianceTargetInput,
} from '../types.js';
import { Resource } from './resource.js';

/** Compliance targets, their manual evaluations, snapshots and reports. */
export class Compliance extends Resource {
  /** Compliance targets, newest first. */
  listTargets(params: PageParams = {}, options?: RequestOptions): ApiPromise<Page<ComplianceTarget>> {
    return this.call({ method: 'GET', path: '/compliance/targets', query: params }, options);
  }

  /** Creates a target, or returns the existing one with the same name (200). */
  createTarget(input: CreateComplianceTargetInput, options?: PostOptions): ApiPromise<ComplianceTarget> {
    return this.call({ method: 'POST', path: '/compliance/targets', body: input }, options);
  }

  /** One target with its latest snapshot. */
  getTarget(targetId: string, options?: RequestOptions): ApiPromise<ComplianceTarget> {
    return this.call(() => ({ method: 'GET', path: apiPath`/compliance/targets/${targetId}` }), options);
  }

  /** Replaces the fields given (null clears deadline and schedule). */
  updateTarget(targetId: string, input: UpdateComplianceTargetInput, options?: RequestOptions): ApiPromise<ComplianceTarget> {
    return this.call(() => ({ method: 'PUT', path: apiPath`/compliance/targets/${targetId}`, body: input }), options);
  }

  /** Removes a target with its evaluations, snapshots and reports (also when already gone). */
  deleteTarget(targetId: string, options?: RequestOptions): ApiPromise<void> {
    return this.call(() => ({ method: 'DELETE', path: apiPath`/compliance/targets/${targetId}` }), options);
  }

  /** A target's manual evaluations, in criterion order. */
  listEvaluations(targetId: string, options?: RequestOptions): ApiPromise<Page<ComplianceEvaluation>> {
    return this.call(() => ({ method: 'GET', path: apiPath`/compliance/targets/${targetId}/evaluations` }), options);
  }

  /** Records what a person found for one success criterion (`'1.4.3'`); the key needs the compliance scope. */
  putEvaluation(targetId: string, criterion: string, input: PutComplianceEvaluationInput, options?: RequestOptions): ApiPromise<ComplianceEvaluation> {
    return this.call(() => ({ method: 'PUT', path: apiPath`/compliance/targets/${targetId}/evaluations/${criterion}`, body: input }), options);
  }

  /** Removes one evaluation (also when there is none). */
  deleteEvaluation(targetId: string, criterion: string, options?: RequestOptions): ApiPromise<void> {
    return this.call(() => ({ method: 'DELETE', path: apiPath`/compliance/targets/${targetId}/evaluations/${criterion}` }), options);
  }

  /** Snapshots, newest first (`targetId` for one target's). */
  listSnapshots(params: ListComplianceSnapshotsParams = {}, options?: RequestOptions): ApiPromise<Page<ComplianceSnapshot>> {
    return this.call({ method: 'GET', path: '/compliance/snapshots', query: params }, options);
  }

  /**
   * Takes a snapshot from the latest completed scan of each URL (201, `ready`), or with `rescan: true`
   * scans every URL first (202, `pending`: poll `getSnapshot` or subscribe to `snapshot.ready`).
   */
  createSnapshot(input: CreateComplianceSnapshotInput, options?: PostOptions): ApiPromise<ComplianceSnapshot> {
    return this.call({ method: 'POST', path: '/compliance/snapshots', body: input }, options);
  }

  /** One snapshot with its criteria and what changed since the previous one. */
  getSnapshot(snapshotId: string, options?: RequestOptions): ApiPromise<ComplianceSnapshot> {
    return this.call(() => ({ method: 'GET', path: apiPath`/compliance/snapshots/${snapshotId}` }), options);
  }

  /** Reports, newest first (`targetId` for one target's). */
  listReports(params: ListComplianceReportsParams = {}, options?: RequestOptions): ApiPromise<Page<ComplianceReport>> {
    return this.call({ method: 'GET', path: '/compliance/reports', query: params }, options);
  }

  /**
   * Queues a VPAT or compliance report of a ready snapshot (the target's latest by default; 409 without
   * one): 202 `queued`; poll `getReport` or subscribe to `report.ready`.
   */
  createReport(input: CreateComplianceReportInput, options?: PostOptions): ApiPromise<ComplianceReport> {
    return this.call({ method: 'POST', path: '/compliance/reports', body: input }, options);
  }

  /** One report: its status, whether it is a draft, and its downloads once ready. */
  getReport(reportId: string, options?: RequestOptions): ApiPromise<ComplianceReport> {
    return this.call(() => ({ method: 'GET', path: apiPath`/compliance/reports/${reportId}` }), options);
  }

  /** A ready report's file: PDF by default, `html`, or for a VPAT `openacr` (409 `report_not_ready` before). */
  downloadReport(reportId: string, params: { format?: ComplianceReportFormat } = {}, options?: RequestOptions): ApiPromise<ArrayBuffer> {
    return this.call(() => ({ method: 'GET', path: apiPath`/compliance/reports/${reportId}/download`, query: params, accept: 'binary' }), options);
  }
}
