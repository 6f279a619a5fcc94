import { defineConfig } from 'prisma/config';

// The Prisma CLI is used here only for `prisma generate`; migrations are applied by
// scripts/migrate.ts (see docs/decisions.md), recorded exactly as `prisma migrate deploy` would.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/a11y' },
});
