import { type AiHealth, aiHealth } from '@/lib/content/health.ts';
import { db } from '@/lib/db/client.ts';
import { browserKind, type BrowserKind } from '@/lib/scanner/render/chromium.ts';
import { browserSandbox } from '@/lib/scanner/render/sandbox.ts';
import packageJson from '@/package.json' with { type: 'json' };
import { config } from '@/lib/config.ts';

export interface Health {
  status: 'ok' | 'degraded';
  version: string;
  checks: {
    database: 'ok' | 'down';
    jobs: 'embedded' | 'inngest';
    /**
     * The browser scans run in: `system` (CHROMIUM_PATH or an installed Chromium), `bundled` (the
     * @sparticuz/chromium package), `remote` (PLAYWRIGHT_WS_ENDPOINT) or `missing` (scans fail at once).
     */
    browser: BrowserKind;
    /**
     * Whether this instance's scanner browser runs inside Chromium's sandbox: `on`, `off` (it could not
     * be, see the log for why) or `unknown` (no scan has started the browser in this instance yet).
     */
    browserSandbox: 'on' | 'off' | 'unknown';
    /** `offline` (the built-in provider), `openai` (the configured server answers) or `unavailable` (it does not): lib/content/health.ts. */
    ai: AiHealth;
  };
}

const DB_TIMEOUT_MS = 2_000;

/**
 * Nothing secret here: the health check is public. Only the database degrades it: without a browser the
 * service still serves everything but scans, which then fail at once with the reason.
 */
export async function checkHealth(): Promise<Health> {
  const [database, browser, ai] = await Promise.all([pingDatabase(), browserKind(), aiHealth()]);
  return {
    status: database === 'ok' ? 'ok' : 'degraded',
    version: packageJson.version,
    checks: {
      database,
      jobs: config().jobsDriver,
      browser,
      browserSandbox: browserSandbox()?.sandbox ?? 'unknown',
      ai,
    },
  };
}

async function pingDatabase(): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), DB_TIMEOUT_MS);
  });
  try {
    const ping = db.$queryRaw`SELECT 1`.then(
      () => 'ok' as const,
      () => 'down' as const,
    );
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
