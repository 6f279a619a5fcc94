-- CreateTable
CREATE TABLE "setup_tokens" (
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "setup_tokens_pkey" PRIMARY KEY ("token_hash")
);
