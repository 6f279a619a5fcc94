import { defineConfig } from 'vitest/config';

// The SDK's unit tests run on their own: no database, no setup files of the main project.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
