import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';

/**
 * Each test file gets its own database, cloned from the migrated template, before any of its
 * modules are loaded (the Prisma client reads DATABASE_URL when first imported).
 */
const TEMPLATE = inject('templateDatabase');
const adminUrl = inject('databaseAdminUrl');
const name = `${TEMPLATE.replace(/_template$/, '')}_${randomBytes(6).toString('hex')}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE}"`);
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();

afterAll(async () => {
  const holder = globalThis as { __a11yDb?: { $disconnect(): Promise<void> } };
  await holder.__a11yDb?.$disconnect();
  delete holder.__a11yDb;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
});
