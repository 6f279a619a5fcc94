-- Sites watched over time: a tenant's property with its crawl settings and schedule, its scans, and every
-- barrier one tracked issue across its pages and scans, with the history of its status.
ALTER TABLE "tenants" ADD COLUMN "max_sites" INTEGER;
ALTER TABLE "analytics_events" ADD COLUMN "page_path" TEXT;
ALTER TABLE "scan_jobs" ADD COLUMN "site_id" TEXT;
ALTER TABLE "scan_jobs" ADD COLUMN "trigger" TEXT;
ALTER TABLE "scan_jobs" ADD COLUMN "tracked_at" TIMESTAMPTZ(3);
ALTER TABLE "scan_issues" ADD COLUMN "track_key" TEXT;
ALTER TABLE "scan_issues" ADD COLUMN "tracked_issue_id" TEXT;
ALTER TABLE "scan_pages" ADD COLUMN "http_status" INTEGER;
ALTER TABLE "compliance_targets" ADD COLUMN "site_id" TEXT;

CREATE TABLE "sites" (
    "id" TEXT NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "standard" TEXT NOT NULL,
    "engines" TEXT[] DEFAULT ARRAY['axe']::TEXT[],
    "crawl" JSONB NOT NULL,
    "include_best_practices" BOOLEAN NOT NULL DEFAULT false,
    "auth_sealed" TEXT,
    "login" JSONB,
    "schedule_cron" TEXT,
    "schedule_timezone" TEXT,
    "next_run_at" TIMESTAMPTZ(3),
    "skipped_runs" INTEGER NOT NULL DEFAULT 0,
    "last_skipped_at" TIMESTAMPTZ(3),
    "alert" JSONB NOT NULL DEFAULT '{}',
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sites_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "tracked_issues" (
    "id" TEXT NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "site_id" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "rule_id" TEXT NOT NULL,
    "impact" "IssueImpact" NOT NULL,
    "wcag" TEXT[],
    "level" TEXT,
    "engines" TEXT[],
    "description" TEXT NOT NULL,
    "help" TEXT NOT NULL,
    "help_url" TEXT NOT NULL,
    "selector" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT,
    "assignee_id" TEXT,
    "accepted_impact" "IssueImpact",
    "latest_check" TEXT NOT NULL,
    "occurrences" INTEGER NOT NULL,
    "priority" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "first_seen_scan_id" TEXT NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "last_seen_scan_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tracked_issues_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "tracked_issue_events" (
    "id" TEXT NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "site_id" TEXT NOT NULL,
    "issue_id" TEXT NOT NULL,
    "scan_id" TEXT,
    "actor" TEXT NOT NULL,
    "from_status" TEXT,
    "to_status" TEXT NOT NULL,
    "reason" TEXT,
    "assignee_id" TEXT,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tracked_issue_events_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "analytics_events_tenant_id_page_path_occurred_at_idx" ON "analytics_events"("tenant_id", "page_path", "occurred_at");
CREATE INDEX "scan_jobs_site_id_created_at_idx" ON "scan_jobs"("site_id", "created_at");
CREATE INDEX "scan_issues_tracked_issue_id_job_id_idx" ON "scan_issues"("tracked_issue_id", "job_id");
CREATE UNIQUE INDEX "sites_tenant_id_url_key" ON "sites"("tenant_id", "url");
CREATE INDEX "sites_tenant_id_created_at_id_idx" ON "sites"("tenant_id", "created_at" DESC, "id" DESC);
CREATE INDEX "sites_next_run_at_idx" ON "sites"("next_run_at");
CREATE UNIQUE INDEX "tracked_issues_site_id_fingerprint_key" ON "tracked_issues"("site_id", "fingerprint");
CREATE INDEX "tracked_issues_site_id_status_idx" ON "tracked_issues"("site_id", "status");
CREATE INDEX "tracked_issues_site_id_priority_id_idx" ON "tracked_issues"("site_id", "priority" DESC, "id");
CREATE INDEX "tracked_issue_events_issue_id_at_idx" ON "tracked_issue_events"("issue_id", "at");
CREATE INDEX "tracked_issue_events_site_id_scan_id_idx" ON "tracked_issue_events"("site_id", "scan_id");

ALTER TABLE "sites" ADD CONSTRAINT "sites_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "scan_jobs" ADD CONSTRAINT "scan_jobs_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "compliance_targets" ADD CONSTRAINT "compliance_targets_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "tracked_issues" ADD CONSTRAINT "tracked_issues_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "tracked_issue_events" ADD CONSTRAINT "tracked_issue_events_issue_id_fkey" FOREIGN KEY ("issue_id") REFERENCES "tracked_issues"("id") ON DELETE CASCADE ON UPDATE CASCADE;
