-- What each rule engine said of an issue, and the fingerprints it answers to besides its own: a scan of
-- axe alone keys an issue by axe's rule, a scan of several engines by the WCAG criterion, and each stores
-- the other's key so that new/recurring/fixed and dismissals hold across a change of engines.
ALTER TABLE "scan_issues" ADD COLUMN "reports" JSONB NOT NULL DEFAULT '[]';
ALTER TABLE "scan_issues" ADD COLUMN "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- What the engines asked a person to check (kept apart from violations: no score, no counts by impact).
CREATE TABLE "scan_reviews" (
    "id" TEXT NOT NULL,
    "job_id" TEXT NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "page_id" TEXT,
    "rule_id" TEXT NOT NULL,
    "engine" TEXT NOT NULL,
    "impact" "IssueImpact" NOT NULL,
    "wcag" TEXT[],
    "level" TEXT,
    "description" TEXT NOT NULL,
    "help" TEXT NOT NULL,
    "help_url" TEXT NOT NULL,
    "page_url" TEXT NOT NULL,
    "selector" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "failure_summary" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "best_practice" BOOLEAN NOT NULL DEFAULT false,
    "reports" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "scan_reviews_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "scan_reviews_job_id_idx" ON "scan_reviews"("job_id");
ALTER TABLE "scan_reviews" ADD CONSTRAINT "scan_reviews_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "scan_jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
