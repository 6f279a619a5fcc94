import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureDatabase } from './ensure-database.ts';
import { migrate, MIGRATIONS_DIR, readMigrations } from './migrate.ts';

const adminUrl = inject('databaseAdminUrl');
const created: string[] = [];

async function emptyDatabase(): Promise<string> {
  const name = `a11y_test_mig_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(adminUrl, name);
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  for (const name of created) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
});

describe('migrate', () => {
  it('applies every migration once even when several instances start at the same moment', async () => {
    const url = await emptyDatabase();
    const results = await Promise.all([migrate(url), migrate(url), migrate(url)]);
    const names = (await readMigrations()).map((m) => m.name);
    expect(results.map((r) => r.applied.length).sort()).toEqual([0, 0, names.length]);

    const rows = await query<{ migration_name: string }>(url, 'SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name');
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    expect((await migrate(url)).applied).toEqual([]);
  });

  it('refuses to run when an applied migration was edited afterwards', async () => {
    const url = await emptyDatabase();
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      await migrate(url, { dir });
      const [first] = await readMigrations(dir);
      await writeFile(path.join(dir, first!.name, 'migration.sql'), `${first!.sql}\n-- edited\n`);
      await expect(migrate(url, { dir })).rejects.toThrow(/changed after it was applied/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failing migration back whole, records it as rolled back, and applies the fixed one next time', async () => {
    const url = await emptyDatabase();
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      const broken = path.join(dir, '29990101000000_broken');
      await mkdir(broken);
      await writeFile(path.join(broken, 'migration.sql'), 'CREATE TABLE half_done (id INT);\nSELECT * FROM no_such_table;\n');
      await expect(migrate(url, { dir })).rejects.toThrow(/29990101000000_broken failed/);
      expect(await query(url, "SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'")).toHaveLength(0);
      const [record] = await query<{ rolled_back_at: Date | null; logs: string }>(
        url,
        `SELECT rolled_back_at, logs FROM "_prisma_migrations" WHERE migration_name = '29990101000000_broken'`,
      );
      expect(record?.rolled_back_at).not.toBeNull();
      expect(record?.logs).toContain('no_such_table');

      await writeFile(path.join(broken, 'migration.sql'), 'CREATE TABLE half_done (id INT);\n');
      expect((await migrate(url, { dir })).applied).toEqual(['29990101000000_broken']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
