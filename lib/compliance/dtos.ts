import type { Prisma } from '@/lib/db/client.ts';
import type { ComplianceEvaluation, ComplianceReport, ComplianceSnapshot, ComplianceTarget } from '@/lib/db/generated/client.ts';
import type { WcagStandard } from '@/lib/wcag/standards.ts';
import { conformanceOf } from './evaluate-criteria.ts';
import { standardLabel } from './report/facts.ts';
import { reportProduct, snapshotColumns } from './columns.ts';
import type { EVALUATION_RESULTS, EvaluationDto, ReportDto, SCHEDULES, SNAPSHOT_STATUSES, SnapshotDto, TargetDto } from './schemas.ts';

/**
 * Rows to the API's shapes, one mapper per resource. Below every service of the domain, so that a target,
 * a snapshot and a report can each be shown by the others' services without their modules importing each other.
 */

/**
 * Stored status of a rescan snapshot while its scans are being queued: shown as `pending`, but no finisher
 * touches it (they all select `status = 'pending'`), so a scan that ends before the last is queued cannot
 * finish the snapshot early. It becomes `pending` once every scan is queued, or `failed` if queuing stops.
 */
export const STARTING = 'starting';

export const latestSnapshotSelect = {
  snapshots: {
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 1,
    select: { id: true, status: true, score: true, scoreMeetsMinimum: true, createdAt: true, criteria: true, unscannedPages: true, pagesScanned: true },
  },
} as const satisfies Prisma.ComplianceTargetInclude;

type TargetRow = ComplianceTarget & {
  snapshots: Pick<ComplianceSnapshot, 'id' | 'status' | 'score' | 'scoreMeetsMinimum' | 'createdAt' | 'criteria' | 'unscannedPages' | 'pagesScanned'>[];
};

export function toTargetDto(row: TargetRow): TargetDto {
  const latest = row.snapshots[0];
  const latestConformance =
    latest?.status === 'ready' ? conformanceOf({ ...snapshotColumns(latest), pagesScanned: latest.pagesScanned, standardLabel: '' }).status : null;
  return {
    id: row.id,
    name: row.name,
    standard: row.standard as WcagStandard,
    urls: row.urls,
    siteId: row.siteId,
    minScore: row.minScore,
    deadline: row.deadline ? row.deadline.toISOString().slice(0, 10) : null,
    schedule: (row.schedule as (typeof SCHEDULES)[number] | null) ?? null,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    latestSnapshot: latest
      ? {
          id: latest.id,
          status: latest.status as (typeof SNAPSHOT_STATUSES)[number],
          score: latest.score,
          scoreMeetsMinimum: latest.scoreMeetsMinimum,
          compliant: latestConformance === 'conforms',
          conformance: latestConformance,
          createdAt: latest.createdAt.toISOString(),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * minScore is the target's now: the snapshot keeps `scoreMeetsMinimum` as judged against the minimum of its
 * time. `compliant` is the conformance verdict only (docs/decisions.md, Compliance): never the score.
 */
export function toSnapshotDto(row: ComplianceSnapshot, minScore: number): SnapshotDto {
  const { criteria, unscannedPages, issuesByImpact, changes } = snapshotColumns(row);
  const conformance =
    row.status === 'ready'
      ? conformanceOf({ criteria, unscannedPages, pagesScanned: row.pagesScanned, standardLabel: standardLabel(row.standard as WcagStandard) })
      : null;
  return {
    id: row.id,
    targetId: row.targetId,
    status: (row.status === STARTING ? 'pending' : row.status) as SnapshotDto['status'],
    standard: row.standard as SnapshotDto['standard'],
    score: row.score,
    scoreMeetsMinimum: row.scoreMeetsMinimum,
    compliant: conformance?.status === 'conforms',
    minScore,
    issuesByImpact,
    pagesScanned: row.pagesScanned,
    unscannedPages,
    conformance,
    criteria,
    changes,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
  };
}

export function toEvaluationDto(row: ComplianceEvaluation): EvaluationDto {
  return {
    criterion: row.criterion,
    result: row.result as (typeof EVALUATION_RESULTS)[number],
    remarks: row.remarks,
    evaluatedBy: row.evaluatedBy,
    evaluatedAt: row.evaluatedAt.toISOString(),
  };
}

/** The report columns a ReportDto is made of (never the documents themselves). */
export const REPORT_DTO_FIELDS = {
  id: true,
  type: true,
  targetId: true,
  snapshotId: true,
  status: true,
  product: true,
  draft: true,
  error: true,
  createdAt: true,
  readyAt: true,
} as const;
type ReportRow = Pick<ComplianceReport, keyof typeof REPORT_DTO_FIELDS>;

export function toReportDto(row: ReportRow): ReportDto {
  const path = `/api/v1/compliance/reports/${row.id}/download`;
  return {
    id: row.id,
    type: row.type as ReportDto['type'],
    targetId: row.targetId,
    snapshotId: row.snapshotId,
    status: row.status as ReportDto['status'],
    product: reportProduct(row),
    draft: row.draft,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    downloads:
      row.status === 'ready'
        ? { pdf: `${path}?format=pdf`, html: `${path}?format=html`, openacr: row.type === 'vpat' ? `${path}?format=openacr` : null }
        : null,
  };
}
