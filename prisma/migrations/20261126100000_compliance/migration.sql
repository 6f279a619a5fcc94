-- Compliance (lib/compliance): targets, manual evaluations, snapshots, reports.
CREATE TABLE "compliance_targets" (
    "id" TEXT NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "standard" TEXT NOT NULL,
    "urls" TEXT[],
    "min_score" INTEGER NOT NULL,
    "deadline" DATE,
    "schedule" TEXT,
    "next_run_at" TIMESTAMPTZ(3),
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "compliance_targets_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "compliance_targets_tenant_id_name_key" ON "compliance_targets"("tenant_id", "name");
CREATE INDEX "compliance_targets_next_run_at_idx" ON "compliance_targets"("next_run_at");

CREATE TABLE "compliance_evaluations" (
    "tenant_id" TEXT NOT NULL,
    "target_id" TEXT NOT NULL,
    "criterion" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "remarks" TEXT NOT NULL DEFAULT '',
    "evaluated_by" TEXT NOT NULL,
    "evaluated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "compliance_evaluations_pkey" PRIMARY KEY ("target_id","criterion")
);
CREATE INDEX "compliance_evaluations_tenant_id_idx" ON "compliance_evaluations"("tenant_id");

CREATE TABLE "compliance_snapshots" (
    "id" TEXT NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "target_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "standard" TEXT NOT NULL,
    "score" INTEGER,
    "compliant" BOOLEAN,
    "pages_scanned" INTEGER NOT NULL DEFAULT 0,
    "issues_by_impact" JSONB,
    "criteria" JSONB,
    "changes" JSONB,
    "scan_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ready_at" TIMESTAMPTZ(3),

    CONSTRAINT "compliance_snapshots_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "compliance_snapshots_tenant_id_target_id_created_at_idx" ON "compliance_snapshots"("tenant_id", "target_id", "created_at");
CREATE INDEX "compliance_snapshots_status_idx" ON "compliance_snapshots"("status");

CREATE TABLE "compliance_reports" (
    "id" TEXT NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "target_id" TEXT NOT NULL,
    "snapshot_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "product" JSONB NOT NULL,
    "draft" BOOLEAN NOT NULL DEFAULT false,
    "pdf" BYTEA,
    "html" TEXT,
    "openacr" TEXT,
    "error" TEXT,
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ready_at" TIMESTAMPTZ(3),

    CONSTRAINT "compliance_reports_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "compliance_reports_tenant_id_created_at_idx" ON "compliance_reports"("tenant_id", "created_at");

ALTER TABLE "compliance_targets" ADD CONSTRAINT "compliance_targets_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "compliance_evaluations" ADD CONSTRAINT "compliance_evaluations_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "compliance_targets"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "compliance_snapshots" ADD CONSTRAINT "compliance_snapshots_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "compliance_targets"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "compliance_reports" ADD CONSTRAINT "compliance_reports_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "compliance_targets"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "compliance_reports" ADD CONSTRAINT "compliance_reports_snapshot_id_fkey" FOREIGN KEY ("snapshot_id") REFERENCES "compliance_snapshots"("id") ON DELETE CASCADE ON UPDATE CASCADE;
