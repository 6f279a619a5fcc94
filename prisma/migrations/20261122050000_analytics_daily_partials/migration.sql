-- CreateTable
CREATE TABLE "analytics_daily_partials" (
    "id" BIGSERIAL NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "feature_code" TEXT NOT NULL,
    "events" INTEGER NOT NULL,
    "activations" INTEGER NOT NULL,
    "deactivations" INTEGER NOT NULL,
    "adjustments" INTEGER NOT NULL,
    "users" BYTEA NOT NULL,

    CONSTRAINT "analytics_daily_partials_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "analytics_daily_partials_tenant_id_day_idx" ON "analytics_daily_partials"("tenant_id", "day");
