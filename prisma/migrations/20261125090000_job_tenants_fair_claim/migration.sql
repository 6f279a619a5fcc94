-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "tenant_id" TEXT;

-- CreateIndex
CREATE INDEX "jobs_tenant_id_status_idx" ON "jobs"("tenant_id", "status");

-- Hand-written: jobs queued before this migration carry their tenant in the payload (every event has one).
UPDATE "jobs" SET "tenant_id" = "payload" ->> 'tenantId' WHERE "tenant_id" IS NULL;

-- Hand-written: the embedded runner's claim, one call per job it starts (lib/jobs/runner.ts).
-- Among the due jobs of one lane (p_names: the workflows of the lane), and the running ones whose lease
-- ran out (their instance died; taken over first, they already hold their tenant's slot), it takes the
-- job of the tenant with the fewest jobs running in the lane, oldest first within the tenant, skipping
-- tenants already at their plan's limit (p_limits: { "<plan>": n, "default": n } for a tenant without a
-- row). The claim counts an attempt. A transaction-level advisory lock per lane serialises claims of
-- the lane, and the query after it reads a snapshot taken once the lock is held, so two instances can
-- never both see a tenant below its limit and both start a job: the limit is exact across instances.
CREATE FUNCTION claim_job(
    p_lane TEXT,
    p_names TEXT[],
    p_instance TEXT,
    p_lease_until TIMESTAMPTZ,
    p_limits JSONB
) RETURNS TABLE (job_id TEXT, job_name TEXT, job_payload JSONB, job_attempts INTEGER, job_tenant_id TEXT)
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('claim_job:' || p_lane));
    RETURN QUERY
    WITH busy AS (
        SELECT r.tenant_id, count(*)::INTEGER AS n
          FROM jobs r
         WHERE r.name = ANY(p_names) AND r.status = 'running'
         GROUP BY r.tenant_id
    ), pick AS (
        SELECT j.id
          FROM jobs j
          LEFT JOIN busy b ON b.tenant_id IS NOT DISTINCT FROM j.tenant_id
          LEFT JOIN tenants t ON t.id = j.tenant_id
         WHERE j.name = ANY(p_names)
           AND ((j.status = 'queued' AND j.run_at <= now()) OR (j.status = 'running' AND j.lease_until < now()))
           AND (j.status = 'running'
                OR coalesce(b.n, 0) < coalesce((p_limits ->> t.plan::TEXT)::INTEGER, (p_limits ->> 'default')::INTEGER))
         ORDER BY j.status = 'running' DESC, coalesce(b.n, 0), j.run_at, j.id
         LIMIT 1
           FOR UPDATE OF j SKIP LOCKED
    )
    UPDATE jobs AS u
       SET status = 'running', locked_by = p_instance, lease_until = p_lease_until, attempts = u.attempts + 1, updated_at = now()
      FROM pick
     WHERE u.id = pick.id
    RETURNING u.id, u.name, u.payload, u.attempts, u.tenant_id;
END;
$$;
