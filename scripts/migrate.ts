/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database. */
import { prepareDatabase } from './prepare-database.ts';

try {
  const database = await prepareDatabase({ log: (line) => console.log(line) });
  console.log('database is up to date');
  await database.stop();
} catch (error) {
  console.error(`migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
