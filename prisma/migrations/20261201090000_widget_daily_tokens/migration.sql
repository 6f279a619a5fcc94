-- AI tokens one end user spent or holds through publishable keys on one UTC day (lib/content/widget-calls.ts).
CREATE TABLE "widget_daily_tokens" (
    "tenant_id" TEXT NOT NULL,
    "end_user_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "tokens" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "widget_daily_tokens_pkey" PRIMARY KEY ("tenant_id","end_user_id","day")
);

CREATE INDEX "widget_daily_tokens_day_idx" ON "widget_daily_tokens"("day");

ALTER TABLE "widget_daily_tokens" ADD CONSTRAINT "widget_daily_tokens_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
