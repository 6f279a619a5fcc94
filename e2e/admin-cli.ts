import { execFile } from 'node:child_process';
import { E2E_DATA_DIR } from '../playwright.config.ts';

/**
 * Runs the admin CLI against the e2e server's database (it shares the running embedded PostgreSQL). Each
 * call starts a tsx process (seconds on a small machine): share what it creates across a file's tests, and
 * start independent calls together (`Promise.all`) rather than one after another.
 */
export function adminCli<T = unknown>(...args: string[]): Promise<T> {
  return adminCliWithStdin<T>('', ...args);
}

/** The same, with `stdin` piped to it (the owner's password, with --password-stdin). */
export function adminCliWithStdin<T = unknown>(stdin: string, ...args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.ts', ...args, '--json'],
      { env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`admin ${args.join(' ')} failed: ${error.message}\n${stderr}`));
        try {
          resolve(JSON.parse(stdout) as T);
        } catch (parseError) {
          reject(new Error(`admin ${args.join(' ')} printed no JSON (${(parseError as Error).message}): ${stdout}\n${stderr}`));
        }
      },
    );
    child.stdin?.end(stdin);
  });
}

export interface CreatedTenant {
  tenant: { id: string; slug: string };
  apiKey: { id: string; key: string };
}
