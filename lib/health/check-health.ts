import { existsSync } from 'node:fs';
import { db } from '@/lib/db/client.ts';
import packageJson from '@/package.json' with { type: 'json' };

export interface Health {
  status: 'ok' | 'degraded';
  version: string;
  checks: {
    database: 'ok' | 'down';
    jobs: 'embedded' | 'inngest';
    browser: 'ok' | 'missing';
    ai: 'openai' | 'offline';
  };
}

const DB_TIMEOUT_MS = 2_000;

/** Nothing secret here: the health check is public. */
export async function checkHealth(): Promise<Health> {
  const database = await pingDatabase();
  return {
    status: database === 'ok' ? 'ok' : 'degraded',
    version: packageJson.version,
    checks: {
      database,
      jobs: process.env.INNGEST_EVENT_KEY || process.env.INNGEST_DEV || process.env.INNGEST_BASE_URL ? 'inngest' : 'embedded',
      browser: browserAvailable() ? 'ok' : 'missing',
      ai: process.env.OPENAI_API_KEY ? 'openai' : 'offline',
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

function browserAvailable(): boolean {
  if (process.env.PLAYWRIGHT_WS_ENDPOINT) return true;
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.some((path) => path && existsSync(path));
}
