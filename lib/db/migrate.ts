import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * Applies the SQL migrations under prisma/migrations in Prisma's own layout and records them in
 * `_prisma_migrations` exactly as `prisma migrate deploy` does (same table, checksum and advisory lock),
 * so either tool can take over a database the other migrated.
 */

// The key `prisma migrate` locks on, so this migrator and Prisma's exclude each other too.
const PRISMA_ADVISORY_LOCK = 72707369;

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export const MIGRATIONS_DIR = path.resolve(process.cwd(), 'prisma', 'migrations');

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

export interface MigrateResult {
  applied: string[];
}

export async function migrate(connectionString: string, options: { dir?: string } = {}): Promise<MigrateResult> {
  const migrations = await readMigrations(options.dir);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
    try {
      await client.query(CREATE_MIGRATIONS_TABLE);
      const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null }>(
        'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at',
      );
      const failed = rows.find((r) => !r.finished_at && !r.rolled_back_at);
      if (failed) {
        throw new Error(`Migration ${failed.migration_name} failed earlier and was not resolved; fix the database, then mark it rolled back.`);
      }
      const done = new Map(rows.filter((r) => r.finished_at).map((r) => [r.migration_name, r.checksum]));
      const applied: string[] = [];
      for (const migration of migrations) {
        const checksum = done.get(migration.name);
        if (checksum !== undefined) {
          if (checksum !== migration.checksum) {
            throw new Error(`Migration ${migration.name} was changed after it was applied (checksum mismatch).`);
          }
          continue;
        }
        await applyOne(client, migration);
        applied.push(migration.name);
      }
      return { applied };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]);
    }
  } finally {
    await client.end();
  }
}

async function applyOne(client: pg.Client, migration: Migration): Promise<void> {
  const id = randomUUID();
  await client.query('INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)', [
    id,
    migration.checksum,
    migration.name,
  ]);
  try {
    await client.query('BEGIN');
    await client.query(migration.sql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    const message = error instanceof Error ? error.message : String(error);
    // The transaction left nothing behind, so the attempt is recorded as rolled back and can be retried.
    await client.query('UPDATE "_prisma_migrations" SET logs = $2, rolled_back_at = now() WHERE id = $1', [id, message]);
    throw new Error(`Migration ${migration.name} failed: ${message}`);
  }
  await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id]);
}
