import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../lib/db/embedded.ts';
import { migrate } from '../lib/db/migrate.ts';
import pg from 'pg';

/**
 * One real PostgreSQL for the whole run (TEST_DATABASE_ADMIN_URL, or an embedded server under
 * .data/test), and one migrated template database that every test file clones (test/setup-database.ts).
 */
export const TEMPLATE = 'a11y_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
}

let embedded: EmbeddedDatabase | null = null;

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: '.data/test' });
    adminUrl = embedded.adminUrl;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Leftovers of an interrupted run.
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'a11y_test_%'");
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${TEMPLATE}"`);
  } finally {
    await admin.end();
  }
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  await migrate(templateUrl.toString());
  project.provide('databaseAdminUrl', adminUrl);

  return async () => {
    await embedded?.stop();
  };
}
