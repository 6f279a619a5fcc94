-- Issue exports read in keyset batches: a scan's occurrences by id, a site's tracked issues by id.
CREATE INDEX "scan_issues_job_id_id_idx" ON "scan_issues"("job_id", "id");
CREATE INDEX "tracked_issues_site_id_id_idx" ON "tracked_issues"("site_id", "id");
