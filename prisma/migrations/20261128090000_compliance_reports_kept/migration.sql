-- Pages of a snapshot that could not be scanned, with why.
ALTER TABLE "compliance_snapshots" ADD COLUMN "unscanned_pages" JSONB;

-- Reports outlive their target and snapshot: handed-out reports stay downloadable.
ALTER TABLE "compliance_reports" DROP CONSTRAINT "compliance_reports_target_id_fkey";
ALTER TABLE "compliance_reports" DROP CONSTRAINT "compliance_reports_snapshot_id_fkey";
ALTER TABLE "compliance_reports" ALTER COLUMN "target_id" DROP NOT NULL,
ALTER COLUMN "snapshot_id" DROP NOT NULL;
ALTER TABLE "compliance_reports" ADD CONSTRAINT "compliance_reports_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "compliance_targets"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "compliance_reports" ADD CONSTRAINT "compliance_reports_snapshot_id_fkey" FOREIGN KEY ("snapshot_id") REFERENCES "compliance_snapshots"("id") ON DELETE SET NULL ON UPDATE CASCADE;
