import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Measures the service's responsiveness under the heaviest inputs: runs alone, after everything else. */
const ALONE = ['test/event-loop.test.ts'];

export default defineConfig({
  // The CLI imports the SDK by its package name; in the repository that is the SDK's source.
  resolve: { alias: { '@': path.resolve(import.meta.dirname), '@a11y-platform/client': path.resolve(import.meta.dirname, 'sdk/src/index.ts') } },
  test: {
    exclude: ['e2e/**', '**/node_modules/**', 'sdk/dist/**'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-database.ts'],
    pool: 'forks',
    // A focused test (.only) would silently skip the rest of the suite: refused everywhere, not only in CI.
    allowOnly: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test', KEY_CACHE_SECONDS: '2' },
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['{lib,app,scripts,test,prisma,inngest,widget}/**/*.test.ts', 'sdk/test/**/*.test.ts'],
          exclude: ['e2e/**', '**/node_modules/**', 'sdk/dist/**', ...ALONE],
          // Two files at a time, on any machine: most of a file's time is spent waiting on PostgreSQL and
          // Chromium, and no test may depend on having the machine to itself (that is what ALONE is for).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
