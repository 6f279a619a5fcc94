-- CreateEnum
CREATE TYPE "Plan" AS ENUM ('starter', 'pro', 'enterprise');

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('owner', 'admin', 'developer', 'viewer');

-- CreateEnum
CREATE TYPE "MemberStatus" AS ENUM ('invited', 'active');

-- CreateEnum
CREATE TYPE "KeyType" AS ENUM ('secret', 'publishable');

-- CreateTable
CREATE TABLE "tenants" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "plan" "Plan" NOT NULL DEFAULT 'starter',
    "billing_anchor" TIMESTAMPTZ(3) NOT NULL,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "monthly_quota" INTEGER,
    "rate_limit_per_minute" INTEGER,
    "ai_tokens_per_month" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tenants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "password_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "members" (
    "id" TEXT NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "user_id" TEXT,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "role" "Role" NOT NULL,
    "status" "MemberStatus" NOT NULL,
    "invite_token_hash" TEXT,
    "invite_expires_at" TIMESTAMPTZ(3),
    "invited_by" TEXT,
    "joined_at" TIMESTAMPTZ(3),
    "removed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" TEXT NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" "KeyType" NOT NULL,
    "scopes" TEXT[],
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "created_by" TEXT,
    "expires_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "last_used_at" TIMESTAMPTZ(3),
    "period_start" TIMESTAMPTZ(3),
    "period_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_buckets" (
    "key_id" TEXT NOT NULL,
    "second" BIGINT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key_id","second")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "tenant_id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status" INTEGER,
    "body" JSONB,
    "headers" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("tenant_id","key")
);

-- CreateIndex
CREATE UNIQUE INDEX "tenants_slug_key" ON "tenants"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "members_invite_token_hash_key" ON "members"("invite_token_hash");

-- CreateIndex
CREATE INDEX "members_tenant_id_created_at_id_idx" ON "members"("tenant_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "members_user_id_idx" ON "members"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "members_tenant_id_email_key" ON "members"("tenant_id", "email");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys"("hash");

-- CreateIndex
CREATE INDEX "api_keys_tenant_id_created_at_id_idx" ON "api_keys"("tenant_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys"("expires_at");

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rate_limit_buckets" ADD CONSTRAINT "rate_limit_buckets_key_id_fkey" FOREIGN KEY ("key_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: one round trip per authenticated request for the sliding-window minute limit and the
-- monthly quota of one API key. The key's row lock serialises concurrent requests of that key, so the
-- limits are exact across any number of app instances.
CREATE FUNCTION consume_api_request(
    p_key_id TEXT,
    p_now TIMESTAMPTZ,
    p_rate_limit INTEGER,
    p_period_start TIMESTAMPTZ,
    p_quota INTEGER
) RETURNS TABLE (outcome TEXT, window_count INTEGER, reset_after INTEGER, period_count INTEGER)
LANGUAGE plpgsql AS $$
DECLARE
    v_second BIGINT := floor(extract(epoch FROM p_now));
    v_period_start TIMESTAMPTZ;
    v_period_count INTEGER;
    v_window INTEGER;
    v_oldest BIGINT;
BEGIN
    SELECT k.period_start, k.period_count INTO v_period_start, v_period_count
      FROM api_keys k WHERE k.id = p_key_id FOR UPDATE;
    IF NOT FOUND THEN
        RETURN QUERY SELECT 'unknown_key'::TEXT, 0, 0, 0;
        RETURN;
    END IF;
    -- A new billing period starts the count again; an instance with a lagging clock keeps counting the newer one.
    IF v_period_start IS NULL OR v_period_start < p_period_start THEN
        v_period_start := p_period_start;
        v_period_count := 0;
    END IF;

    DELETE FROM rate_limit_buckets b WHERE b.key_id = p_key_id AND b.second <= v_second - 60;
    SELECT coalesce(sum(b.count), 0)::INTEGER, min(b.second) INTO v_window, v_oldest
      FROM rate_limit_buckets b WHERE b.key_id = p_key_id;

    IF p_rate_limit IS NOT NULL AND v_window >= p_rate_limit THEN
        -- Room opens when the oldest second in the window leaves it.
        RETURN QUERY SELECT 'rate_limited'::TEXT, v_window, greatest(1, (v_oldest + 60 - v_second)::INTEGER), v_period_count;
        RETURN;
    END IF;
    IF p_quota IS NOT NULL AND v_period_count >= p_quota THEN
        RETURN QUERY SELECT 'quota_exceeded'::TEXT, v_window, greatest(1, (coalesce(v_oldest, v_second) + 60 - v_second)::INTEGER), v_period_count;
        RETURN;
    END IF;

    INSERT INTO rate_limit_buckets AS b (key_id, second, count) VALUES (p_key_id, v_second, 1)
        ON CONFLICT (key_id, second) DO UPDATE SET count = b.count + 1;
    UPDATE api_keys SET period_start = v_period_start, period_count = v_period_count + 1, last_used_at = p_now
     WHERE id = p_key_id;
    RETURN QUERY SELECT 'allowed'::TEXT, v_window + 1, greatest(1, (coalesce(v_oldest, v_second) + 60 - v_second)::INTEGER), v_period_count + 1;
END;
$$;
