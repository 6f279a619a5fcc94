-- CreateEnum
CREATE TYPE "ScanPageStatus" AS ENUM ('queued', 'running', 'done', 'failed', 'skipped');

-- AlterTable
ALTER TABLE "scan_jobs" ADD COLUMN "pages_found" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "stop_reason" TEXT,
ADD COLUMN "crawl_state" JSONB,
ADD COLUMN "auth_sealed" TEXT;

-- AlterTable
ALTER TABLE "tenants" ADD COLUMN "max_scan_pages" INTEGER;

-- AlterTable
ALTER TABLE "scan_issues" ADD COLUMN "page_id" TEXT;

-- CreateTable
CREATE TABLE "scan_pages" (
    "id" TEXT NOT NULL,
    "scan_id" TEXT NOT NULL,
    "tenant_id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "depth" INTEGER NOT NULL,
    "status" "ScanPageStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "title" TEXT,
    "final_url" TEXT,
    "issues" INTEGER NOT NULL DEFAULT 0,
    "dropped" INTEGER NOT NULL DEFAULT 0,
    "score" DOUBLE PRECISION,
    "load_ms" INTEGER,
    "analyze_ms" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "scan_pages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "scan_pages_scan_id_url_key" ON "scan_pages"("scan_id", "url");

-- CreateIndex
CREATE INDEX "scan_pages_scan_id_status_idx" ON "scan_pages"("scan_id", "status");

-- CreateIndex
CREATE INDEX "scan_pages_tenant_id_host_status_idx" ON "scan_pages"("tenant_id", "host", "status");

-- CreateIndex
CREATE INDEX "scan_issues_page_id_idx" ON "scan_issues"("page_id");

-- AddForeignKey
ALTER TABLE "scan_pages" ADD CONSTRAINT "scan_pages_scan_id_fkey" FOREIGN KEY ("scan_id") REFERENCES "scan_jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
