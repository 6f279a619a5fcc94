import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['{lib,app,scripts,test,prisma,inngest}/**/*.test.ts', 'sdk/test/**/*.test.ts'],
    exclude: ['e2e/**', '**/node_modules/**', 'sdk/dist/**'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-database.ts'],
    pool: 'forks',
    // A focused test (.only) would silently skip the rest of the suite: refused everywhere, not only in CI.
    allowOnly: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test', KEY_CACHE_SECONDS: '2' },
  },
});
