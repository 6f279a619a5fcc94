-- Scans compared with a baseline (docs/baselines.md): the job keeps the baseline it was asked for, resolved when
-- it was created ({ kind, scanId, siteId }); each issue, what the baseline made of it when the scan ended
-- (new | existing | accepted | false_positive). Both null on scans without a baseline, and on those before.
ALTER TABLE "scan_jobs" ADD COLUMN "baseline" JSONB;
ALTER TABLE "scan_issues" ADD COLUMN "baseline" TEXT;
