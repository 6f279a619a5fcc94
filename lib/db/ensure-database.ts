import pg from 'pg';

/** Creates database `name` (from `template` when given) unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const from = template ? ` TEMPLATE "${template.replaceAll('"', '""')}"` : '';
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"${from}`);
    }
  } finally {
    await client.end();
  }
}
