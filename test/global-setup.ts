import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { isAlive, startEmbeddedPostgres, type EmbeddedDatabase } from '../lib/db/embedded.ts';
import { seedCatalogue } from '../lib/catalog/seed.ts';
import { migrate } from '../lib/db/migrate.ts';
import pg from 'pg';

/**
 * One real PostgreSQL for the whole run (TEST_DATABASE_ADMIN_URL, or an embedded server under
 * .data/test), and one migrated and seeded template database that every test file clones (test/setup-database.ts).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

const RUN = randomBytes(4).toString('hex');
const TEMPLATE = `a11y_test_${RUN}_template`;

let embedded: EmbeddedDatabase | null = null;
const TEST_DATA = path.resolve('.data', 'test');

/** Clusters of runs that were killed: no live server and untouched for an hour. */
async function removeStaleClusters(): Promise<void> {
  const entries = await readdir(TEST_DATA, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const dir = path.join(TEST_DATA, entry.name);
    const pid = Number((await readFile(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
    const live = pid > 0 && isAlive(pid);
    const old = Date.now() - (await stat(dir)).mtimeMs > 60 * 60 * 1000;
    if (!live && old) await rm(dir, { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  if (!adminUrl) {
    // Its own cluster per run, so runs side by side (several developers or helpers) never stop each other's.
    await removeStaleClusters();
    embedded = await startEmbeddedPostgres({ dataDir: path.join(TEST_DATA, RUN) });
    adminUrl = embedded.adminUrl;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Leftovers of interrupted runs; another run going on at the same time keeps its young databases.
    const { rows } = await admin
      .query<{ datname: string }>(`
      SELECT datname FROM pg_database
       WHERE datname LIKE 'a11y\\_test\\_%'
         AND (pg_stat_file('base/' || oid || '/PG_VERSION')).modification < now() - interval '30 minutes'`)
      // Reading file dates needs a superuser; a lesser TEST_DATABASE_ADMIN_URL role just skips the clean-up.
      .catch(() => ({ rows: [] as { datname: string }[] }));
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${TEMPLATE}"`);
  } finally {
    await admin.end();
  }
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  await migrate(templateUrl.toString());
  await seedCatalogue(templateUrl.toString());
  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${TEMPLATE}" WITH (FORCE)`).finally(() => client.end());
    await embedded?.stop();
    if (embedded) await rm(path.join(TEST_DATA, RUN), { recursive: true, force: true });
  };
}
