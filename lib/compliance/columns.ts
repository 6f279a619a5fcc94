import { z } from 'zod';
import { parseColumn } from '@/lib/db/columns.ts';
import type { ComplianceReport, ComplianceSnapshot } from '@/lib/db/generated/client.ts';
import { criterionResultDto, issuesByImpact, productInput, snapshotChangesDto, unscannedPageDto } from './schemas.ts';

/**
 * The JSON columns of compliance_snapshots and compliance_reports as stored, parsed where a row is read
 * (lib/db/columns.ts). They are the API's shapes; what older rows hold besides: NULL for a snapshot not
 * ready (criteria, issues_by_impact, changes) and for every snapshot made before unscanned_pages was added.
 */
export const storedCriteria = z
  .array(criterionResultDto)
  .nullable()
  .transform((v) => v ?? []);
export const storedIssuesByImpact = issuesByImpact.nullable();
export const storedChanges = snapshotChangesDto.nullable();
export const storedUnscannedPages = z
  .array(unscannedPageDto)
  .nullable()
  .transform((v) => v ?? []);
export const storedProduct = productInput;

type SnapshotJson = Partial<Pick<ComplianceSnapshot, 'criteria' | 'issuesByImpact' | 'changes' | 'unscannedPages'>>;

/** A snapshot row's JSON columns, typed; a column the row was read without is left out. */
export function snapshotColumns<R extends SnapshotJson>(row: R) {
  return {
    criteria: parseColumn(storedCriteria, row.criteria ?? null, 'compliance_snapshots.criteria'),
    issuesByImpact: parseColumn(storedIssuesByImpact, row.issuesByImpact ?? null, 'compliance_snapshots.issues_by_impact'),
    changes: parseColumn(storedChanges, row.changes ?? null, 'compliance_snapshots.changes'),
    unscannedPages: parseColumn(storedUnscannedPages, row.unscannedPages ?? null, 'compliance_snapshots.unscanned_pages'),
  };
}

export function reportProduct(row: Pick<ComplianceReport, 'product'>): z.output<typeof storedProduct> {
  return parseColumn(storedProduct, row.product, 'compliance_reports.product');
}
