import { accessSync, constants, readFileSync, rmSync, statSync } from 'node:fs';
import { lstat, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logger } from '@/lib/logger.ts';

/** The part of @sparticuz/chromium we use. */
export interface BundledChromium {
  executablePath(input?: string): Promise<string>;
}

/** What there is one of per process, however many copies of this module are loaded. */
interface UnpackState {
  /** The bundled Chromium's executable, once unpacked (or being unpacked). */
  unpacked: Promise<string> | null;
  /** This process's unpacked copies, removed at exit (one listener, however many unpackings). */
  unpackedDirs: Set<string>;
  cleanupRegistered: boolean;
}

// On globalThis: Next.js compiles the route handlers and instrumentation.ts (the job runner) into separate
// bundles, each with its own copy of this module; module-level state would unpack the browser per copy.
const STATE_KEY = Symbol.for('a11y.scanner.bundled-chromium');
const state: UnpackState = ((globalThis as Record<symbol, UnpackState | undefined>)[STATE_KEY] ??= {
  unpacked: null,
  unpackedDirs: new Set(),
  cleanupRegistered: false,
});

export function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    // expected: missing or not executable
    return false;
  }
}

/**
 * The bundled Chromium's executable, unpacked on first use (about 200 MB, a few seconds) into a private
 * directory of this process (mkdtemp under the OS temp directory: mode 0700, a name nobody can predict or
 * plant), removed when the process exits, or, if it is killed, reused or removed by the next process that unpacks.
 * Concurrent first calls share one unpacking; a failed one, or files a temp cleaner has since removed, are
 * unpacked again on the next call. The package always unpacks into `os.tmpdir()`, read synchronously when
 * executablePath is called, so TMPDIR points at our directory for exactly that call (no other code runs
 * meanwhile), and the result is checked to be inside it.
 */
export async function bundledExecutable(bundled: BundledChromium): Promise<string> {
  const current = state.unpacked;
  if (current) {
    const exe = await current.catch(() => /* expected: a failed unpack is done again below */ null);
    if (exe && isExecutableFile(exe)) return exe;
    if (state.unpacked === current) state.unpacked = null;
  }
  state.unpacked ??= unpack(bundled);
  return state.unpacked;
}

const UNPACKED_PREFIX = 'a11y-chromium-';
/** A copy another process may take over: `a11y-chromium-<pid>-<mkdtemp's six characters>`. */
const ADOPTABLE = /^a11y-chromium-(\d+)-([A-Za-z0-9]{6})$/;
/** Written into a copy once it is whole: which package unpacked it. */
const COMPLETE_MARKER = '.a11y-unpacked';

/** The version of @sparticuz/chromium in node_modules, or null: a copy is only reused by the same version. */
function bundledVersion(): string | null {
  try {
    const manifest = readFileSync(path.join(process.cwd(), 'node_modules', '@sparticuz', 'chromium', 'package.json'), 'utf8');
    return (JSON.parse(manifest) as { version?: string }).version ?? null;
  } catch {
    // expected: no bundled Chromium installed
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const renamed = (from: string, to: string) =>
  rename(from, to).then(
    () => true,
    () => false,
  );

/** The copy `name` if a process that is gone left it and it is ours (same user); null otherwise. */
async function leftBehind(base: string, name: string): Promise<{ dir: string; mode: number } | null> {
  const pid = Number(/^a11y-chromium-(\d+)-/.exec(name)?.[1]);
  if (!pid || pid === process.pid || isAlive(pid)) return null;
  const dir = path.join(base, name);
  const stats = await lstat(dir).catch(() => /* expected: gone meanwhile: not left behind */ null);
  const uid = process.getuid?.();
  if (!stats?.isDirectory() || (uid !== undefined && stats.uid !== uid)) return null;
  return { dir, mode: stats.mode };
}

/**
 * A whole copy that a process which ended without its exit handlers (killed by a signal, as test workers
 * and interrupted dev servers are) left behind, unpacked by the same package version: renamed to this
 * process's name (atomic, so of two processes that want it one gets it) and used instead of unpacking again.
 */
async function adoptUnpacked(base: string): Promise<string | null> {
  const version = bundledVersion();
  if (!version) return null;
  for (const name of await readdir(base).catch(() => /* expected: no temporary folder to adopt from */ [] as string[])) {
    const suffix = ADOPTABLE.exec(name)?.[2];
    const found = suffix ? await leftBehind(base, name) : null;
    // Nobody else may have been able to write into it (as root it is 0755 for the scanner user, sandbox.ts).
    if (!found || (found.mode & 0o022) !== 0) continue;
    const { dir } = found;
    if ((await readFile(path.join(dir, COMPLETE_MARKER), 'utf8').catch(() => /* expected: no marker: an unfinished unpack */ null)) !== version) continue;
    const mine = path.join(base, `${UNPACKED_PREFIX}${process.pid}-${suffix}`);
    if (!(await renamed(dir, mine))) continue; // another process took it first
    if (isExecutableFile(path.join(mine, 'chromium'))) return mine;
    await rm(mine, { recursive: true, force: true }).catch(() => /* expected: best-effort removal; the next sweep retries */ undefined);
  }
  return null;
}

/**
 * Copies left by processes that ended without their exit handlers, not adopted: removed. Each is renamed
 * first, so a process adopting it at the same moment never gets a half-removed copy.
 */
async function sweepUnpacked(base: string): Promise<void> {
  for (const name of await readdir(base).catch(() => /* expected: no temporary folder to sweep */ [] as string[])) {
    const dir = (await leftBehind(base, name))?.dir;
    if (!dir) continue;
    const doomed = `${path.join(base, UNPACKED_PREFIX)}${process.pid}-removing-${path.basename(dir)}`;
    if (await renamed(dir, doomed))
      await rm(doomed, { recursive: true, force: true }).catch(() => /* expected: best-effort removal; the next sweep retries */ undefined);
  }
}

function removeAtExit(dir: string): void {
  if (!state.cleanupRegistered) {
    state.cleanupRegistered = true;
    process.once('exit', () => {
      for (const d of state.unpackedDirs) rmSync(d, { recursive: true, force: true });
    });
  }
  state.unpackedDirs.add(dir);
}

async function unpack(bundled: BundledChromium): Promise<string> {
  const started = Date.now();
  const adopted = await adoptUnpacked(tmpdir());
  await sweepUnpacked(tmpdir());
  if (adopted) {
    removeAtExit(adopted);
    const exe = path.join(adopted, 'chromium');
    logger.info({ executablePath: exe, ms: Date.now() - started }, 'bundled Chromium reused from an ended process');
    return exe;
  }
  const dir = await mkdtemp(path.join(tmpdir(), `${UNPACKED_PREFIX}${process.pid}-`));
  removeAtExit(dir);
  try {
    const saved = process.env.TMPDIR;
    let pending: Promise<string>;
    process.env.TMPDIR = dir;
    try {
      pending = bundled.executablePath();
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
    const exe = await pending;
    if (path.dirname(exe) !== dir) throw new Error(`@sparticuz/chromium returned ${exe}, outside ${dir}`);
    const version = bundledVersion();
    if (version) await writeFile(path.join(dir, COMPLETE_MARKER), version, { mode: 0o600 });
    logger.info({ executablePath: exe, ms: Date.now() - started }, 'bundled Chromium unpacked');
    return exe;
  } catch (error) {
    await rm(dir, { recursive: true, force: true }).catch(() => /* expected: best-effort removal; the error is rethrown */ undefined);
    state.unpackedDirs.delete(dir);
    throw error;
  }
}
