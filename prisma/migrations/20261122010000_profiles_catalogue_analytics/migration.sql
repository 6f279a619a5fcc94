-- CreateEnum
CREATE TYPE "FeatureCategory" AS ENUM ('vision', 'reading', 'cognitive', 'motor', 'hearing', 'navigation', 'content');

-- CreateEnum
CREATE TYPE "ValueType" AS ENUM ('boolean', 'number', 'enum', 'string');

-- CreateEnum
CREATE TYPE "SetBy" AS ENUM ('user', 'admin', 'preset', 'api');

-- CreateEnum
CREATE TYPE "AnalyticsAction" AS ENUM ('activated', 'deactivated', 'adjusted');

-- CreateTable
CREATE TABLE "features" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "category" "FeatureCategory" NOT NULL,
    "value_type" "ValueType" NOT NULL,
    "default_value" TEXT,
    "min" DOUBLE PRECISION,
    "max" DOUBLE PRECISION,
    "step" DOUBLE PRECISION,
    "unit" TEXT,
    "options" TEXT[],
    "requires_ai" BOOLEAN NOT NULL DEFAULT false,
    "wcag_criteria" TEXT[],
    "sort_order" INTEGER NOT NULL,

    CONSTRAINT "features_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "presets" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL,

    CONSTRAINT "presets_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "preset_features" (
    "preset_code" TEXT NOT NULL,
    "feature_code" TEXT NOT NULL,
    "is_enabled" BOOLEAN NOT NULL,
    "value" TEXT,

    CONSTRAINT "preset_features_pkey" PRIMARY KEY ("preset_code","feature_code")
);

-- CreateTable
CREATE TABLE "profiles" (
    "id" TEXT NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "active_preset_code" TEXT,
    "self_service_enabled" BOOLEAN NOT NULL DEFAULT true,
    "grade_level" INTEGER,
    "configured_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "profile_settings" (
    "profile_id" TEXT NOT NULL,
    "feature_code" TEXT NOT NULL,
    "is_enabled" BOOLEAN NOT NULL,
    "value" TEXT,
    "set_by" "SetBy" NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "profile_settings_pkey" PRIMARY KEY ("profile_id","feature_code")
);

-- CreateTable
CREATE TABLE "analytics_events" (
    "id" BIGSERIAL NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "feature_code" TEXT NOT NULL,
    "external_user_id" TEXT NOT NULL,
    "action" "AnalyticsAction" NOT NULL,
    "value" TEXT,
    "session_id" TEXT,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analytics_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analytics_daily" (
    "tenant_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "feature_code" TEXT NOT NULL,
    "events" INTEGER NOT NULL,
    "activations" INTEGER NOT NULL,
    "deactivations" INTEGER NOT NULL,
    "adjustments" INTEGER NOT NULL,
    "users" BYTEA NOT NULL,

    CONSTRAINT "analytics_daily_pkey" PRIMARY KEY ("tenant_id","day","feature_code")
);

-- CreateTable
CREATE TABLE "analytics_daily_totals" (
    "tenant_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "events" INTEGER NOT NULL,
    "activations" INTEGER NOT NULL,
    "users" BYTEA NOT NULL,

    CONSTRAINT "analytics_daily_totals_pkey" PRIMARY KEY ("tenant_id","day")
);

-- CreateIndex
CREATE INDEX "features_sort_order_idx" ON "features"("sort_order");

-- CreateIndex
CREATE INDEX "profiles_tenant_id_active_preset_code_idx" ON "profiles"("tenant_id", "active_preset_code");

-- CreateIndex
CREATE UNIQUE INDEX "profiles_tenant_id_user_id_key" ON "profiles"("tenant_id", "user_id");

-- CreateIndex
CREATE INDEX "analytics_events_tenant_id_occurred_at_idx" ON "analytics_events"("tenant_id", "occurred_at");

-- AddForeignKey
ALTER TABLE "preset_features" ADD CONSTRAINT "preset_features_preset_code_fkey" FOREIGN KEY ("preset_code") REFERENCES "presets"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "preset_features" ADD CONSTRAINT "preset_features_feature_code_fkey" FOREIGN KEY ("feature_code") REFERENCES "features"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profile_settings" ADD CONSTRAINT "profile_settings_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profile_settings" ADD CONSTRAINT "profile_settings_feature_code_fkey" FOREIGN KEY ("feature_code") REFERENCES "features"("code") ON DELETE CASCADE ON UPDATE CASCADE;
