-- AI token credits: one row per tenant and billing period (lib/content/credits.ts)
CREATE TABLE "ai_credit_periods" (
    "tenant_id" TEXT NOT NULL,
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "tokens_used" BIGINT NOT NULL DEFAULT 0,
    "calls" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ai_credit_periods_pkey" PRIMARY KEY ("tenant_id","period_start")
);

-- Credits held for provider calls in flight; a reservation of a process that died lapses at expires_at.
CREATE TABLE "ai_credit_reservations" (
    "id" TEXT NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "tokens" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ai_credit_reservations_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "ai_credit_reservations_tenant_id_period_start_idx" ON "ai_credit_reservations"("tenant_id", "period_start");

-- Transform results (lib/content/cache.ts), per tenant, kept for the tenant's dataRetentionDays.
CREATE TABLE "content_cache" (
    "tenant_id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "transform" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "output" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "content_cache_pkey" PRIMARY KEY ("tenant_id","key")
);

CREATE INDEX "content_cache_expires_at_idx" ON "content_cache"("expires_at");

ALTER TABLE "ai_credit_periods" ADD CONSTRAINT "ai_credit_periods_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ai_credit_reservations" ADD CONSTRAINT "ai_credit_reservations_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "content_cache" ADD CONSTRAINT "content_cache_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
