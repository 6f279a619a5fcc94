import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E_DATA_DIR } from '../playwright.config.ts';

/**
 * A connection to the e2e server's own database (the embedded PostgreSQL it runs under E2E_DATA_DIR), for
 * rows a test needs that would take minutes to make for real: a finished 23-page crawl, a scan that stays
 * running. Found as the admin CLI finds it: the credentials kept beside the cluster, the port in its
 * postmaster.pid. Close it when done.
 */
export async function e2eDatabase(): Promise<pg.Client> {
  const root = path.resolve(E2E_DATA_DIR);
  const credentials = JSON.parse(readFileSync(path.join(root, 'pg-credentials.json'), 'utf8')) as { user: string; password: string };
  const port = Number(readFileSync(path.join(root, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  // EMBEDDED_DATABASE_NAME of scripts/prepare-database.ts (not imported: that module loads the service's configuration).
  const client = new pg.Client({ host: '127.0.0.1', port, user: credentials.user, password: credentials.password, database: 'a11y' });
  await client.connect();
  return client;
}
