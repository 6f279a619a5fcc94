-- CreateTable
CREATE TABLE "login_known_addresses" (
    "user_id" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "last_success_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "login_known_addresses_pkey" PRIMARY KEY ("user_id","address")
);

-- AddForeignKey
ALTER TABLE "login_known_addresses" ADD CONSTRAINT "login_known_addresses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
