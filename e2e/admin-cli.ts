import { execFileSync } from 'node:child_process';
import { E2E_DATA_DIR } from '../playwright.config.ts';

/** Runs the admin CLI against the e2e server's database (it shares the running embedded PostgreSQL). */
export function adminCli<T = unknown>(...args: string[]): T {
  return adminCliWithStdin<T>('', ...args);
}

/** The same, with `stdin` piped to it (the owner's password, with --password-stdin). */
export function adminCliWithStdin<T = unknown>(stdin: string, ...args: string[]): T {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args, '--json'], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    input: stdin,
  });
  return JSON.parse(out) as T;
}

export interface CreatedTenant {
  tenant: { id: string; slug: string };
  apiKey: { id: string; key: string };
}
