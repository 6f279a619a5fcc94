/**
 * `npm run dev` / `npm start`: brings up the database (embedded unless DATABASE_URL is set), applies
 * migrations, then runs Next.js (scripts/next-server.ts) with DATABASE_URL pointing at it, and stops the
 * database when Next exits.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { sessionSecret } from '../lib/auth/session-secret.ts';
import { config } from '../lib/config.ts';
import { prepareDatabase } from './prepare-database.ts';

const mode = process.argv[2];
if (mode !== 'dev' && mode !== 'start') {
  console.error('usage: tsx scripts/serve.ts dev|start');
  process.exit(2);
}

const say = (line: string) => console.log(`[a11y] ${line}`);
// A bad variable stops the start here, named, before anything else reads it.
try {
  config();
} catch (error) {
  console.error(`[a11y] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const database = await prepareDatabase({ log: say }).catch((error: unknown) => {
  console.error(`[a11y] could not prepare the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// The embeddable widget's bundle: rebuilt for development, built once for a start without one.
if (mode === 'dev' || !existsSync(path.join('widget', 'dist', 'manifest.json'))) {
  const { buildWidget } = await import('../widget/build.ts');
  await buildWidget();
  say('widget built');
}

const port = String(config().PORT);
const bound = process.argv.includes('--hostname') ? process.argv[process.argv.indexOf('--hostname') + 1] : undefined;
const hostname = !bound || bound === '0.0.0.0' || bound === '::' ? 'localhost' : bound;
// Portal sessions: a signing secret, and the public origin next-auth builds its callback URLs from.
const auth = {
  NEXTAUTH_SECRET: await sessionSecret(config().DATA_DIR),
  NEXTAUTH_URL: config().NEXTAUTH_URL ?? config().PUBLIC_BASE_URL ?? `http://${hostname}:${port}`,
};
// Next.js through scripts/next-server.ts (its custom-server API), which answers the /api/v1 paths Next
// would otherwise redirect or fail on (empty segments, malformed percent-encoding) itself.
const tsx = createRequire(import.meta.url).resolve('tsx');
const child = spawn(process.execPath, ['--import', pathToFileURL(tsx).href, 'scripts/next-server.ts', mode, '--port', port, ...process.argv.slice(3)], {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...auth, DATABASE_URL: database.url, PORT: port },
});
say(`${mode === 'dev' ? 'development' : 'production'} server on http://localhost:${port}`);

// Next finishes its in-flight requests first; the database stops only once Next has exited.
// A second signal forces the issue.
let signals = 0;
const shutdown = (signal: NodeJS.Signals) => {
  signals += 1;
  child.kill(signals > 1 ? 'SIGKILL' : signal);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

child.on('exit', async (code, signal) => {
  await database
    .stop()
    .catch((error: unknown) =>
      console.error(`[a11y] the database did not stop cleanly (it recovers at the next start): ${error instanceof Error ? error.message : String(error)}`),
    );
  process.exit(code ?? (signal ? 0 : 1));
});
