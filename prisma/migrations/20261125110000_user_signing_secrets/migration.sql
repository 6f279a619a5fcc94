-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "user_signing_previous_secret" TEXT,
ADD COLUMN     "user_signing_previous_until" TIMESTAMPTZ(3),
ADD COLUMN     "user_signing_secret" TEXT,
ADD COLUMN     "user_signing_secret_created_at" TIMESTAMPTZ(3);
