import { defineConfig } from '@playwright/test';
import { E2E_CHROMIUM_FLAGS, e2eChromium } from './e2e/browser.ts';

/**
 * End-to-end tests against a production build (`next build` + `next start` through scripts/serve.ts)
 * on its own embedded database under .data/e2e. E2E_SKIP_BUILD=1 reuses an existing build.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
// Before the build: a run without a browser that starts fails here, in seconds.
const executablePath = await e2eChromium();

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Found as the service finds its scanner's browser (e2e/browser.ts): Playwright downloads none of its own.
    launchOptions: { executablePath, args: E2E_CHROMIUM_FLAGS },
  },
  projects: [
    // Setup of a new installation comes first; everything else runs on the installation it created.
    { name: 'first-run', testMatch: /first-run\.spec\.ts/ },
    { name: 'e2e', testIgnore: /first-run\.spec\.ts/, dependencies: ['first-run'] },
  ],
  webServer: {
    // Every run starts on an empty database: the first-run journey needs an installation without users.
    command: `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" ${E2E_DATA_DIR} && ${process.env.E2E_SKIP_BUILD ? '' : 'npm run build && '}npm start -- --hostname 127.0.0.1`,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    // Test pages are served on 127.0.0.1, which the SSRF guard refuses unless told otherwise.
    env: { PORT: String(port), DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1', ALLOW_PRIVATE_NETWORK_TARGETS: 'true' },
  },
});
