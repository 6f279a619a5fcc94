-- The rule engines a scan runs (issue 25): axe alone unless it asks for others, as every scan so far did.
ALTER TABLE "scan_jobs" ADD COLUMN "engines" TEXT[] DEFAULT ARRAY['axe']::TEXT[];
