import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, rmSync } from 'node:fs';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, LaunchOptions } from 'playwright-core';
import { logger } from '@/lib/logger.ts';

const run = promisify(execFile);

/**
 * Chromium's sandbox is what stands between a hostile page that finds a renderer bug and the server.
 * Chromium refuses to sandbox itself as root, so a root process (a container, CI) starts it as an
 * unprivileged system user made for the purpose (as the embedded PostgreSQL does with "postgres"), with
 * the sandbox on. Where that cannot be done (no user can be created, no `setpriv`, no user namespaces),
 * the browser runs without its sandbox, the log says why, and the health check says so.
 */
export const SCANNER_USER = 'a11y-scanner';

export type SandboxState = { sandbox: 'on'; user: string } | { sandbox: 'off'; user: string; reason: string };

// On globalThis: Next.js bundles instrumentation.ts (whose job runner launches the browser) apart from the
// route handlers (whose health check reads this), each with its own copy of this module.
const holder = globalThis as { __a11yBrowserSandbox?: SandboxState };

/** How the running (or last) browser was started; null before the first launch. */
export function browserSandbox(): SandboxState | null {
  return holder.__a11yBrowserSandbox ?? null;
}

const isRoot = () => process.getuid?.() === 0;
const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

async function ensureScannerUser(): Promise<void> {
  const exists = await run('id', ['-u', SCANNER_USER]).then(
    () => true,
    () => false,
  );
  if (exists) return;
  await run('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', SCANNER_USER]);
}

function setprivPath(): string | null {
  for (const dir of ['/usr/bin', '/bin', '/usr/sbin', '/sbin']) {
    const candidate = path.join(dir, 'setpriv');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // expected: not here or not executable: the next candidate
    }
  }
  return null;
}

/**
 * A launcher Playwright runs as root: it hands Playwright's fresh profile directory to the scanner user
 * and replaces itself with Chromium under that user (setpriv keeps the pipe Playwright talks over). The
 * profile is the user's home and temp directory too: Chromium keeps its shared memory there. Chromium runs
 * at a lower CPU priority (nice 10, inherited by its renderers): an analysis is background work, and the
 * event loop that answers every request, and the database, get the cores first.
 */
const BROWSER_NICENESS = 10;
const launchers = new Map<string, string>();

async function writeLauncher(executablePath: string, setpriv: string): Promise<string> {
  const known = launchers.get(executablePath);
  if (known && existsSync(known)) return known;
  const dir = await mkdtemp(path.join(tmpdir(), 'a11y-launcher-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'chromium');
  const script = `#!/bin/sh
set -e
home=/nonexistent
for arg in "$@"; do
  case "$arg" in
    --user-data-dir=*) home="\${arg#--user-data-dir=}"; chown -R ${SCANNER_USER}:${SCANNER_USER} "$home" ;;
  esac
done
HOME="$home" TMPDIR="$home" exec nice -n ${BROWSER_NICENESS} ${quote(setpriv)} --reuid=${SCANNER_USER} --regid=${SCANNER_USER} --clear-groups -- ${quote(executablePath)} "$@"
`;
  await writeFile(file, script, { mode: 0o700 });
  launchers.set(executablePath, file);
  return file;
}

type Launch = (options: LaunchOptions) => Promise<Browser>;

/**
 * Launches Chromium with its sandbox wherever possible, and never as root where that can be avoided: as
 * root, under SCANNER_USER (sandboxed, else unsandboxed where the build cannot sandbox itself, as the
 * bundled Lambda build cannot); otherwise as this process's user. Each fallback is taken only when the
 * launch before it fails, and the last one's reason is recorded.
 */
export async function launchSandboxed(launch: Launch, base: LaunchOptions & { executablePath: string }): Promise<Browser> {
  const attempts: { options: LaunchOptions; state: SandboxState }[] = [];
  let reason = '';
  if (isRoot()) {
    try {
      const setpriv = setprivPath();
      if (!setpriv) throw new Error('setpriv (util-linux) is not installed');
      await ensureScannerUser();
      // The executable's directory may be a private one of ours (the bundled Chromium's): let the user in.
      if (path.basename(path.dirname(base.executablePath)).startsWith('a11y-chromium-')) {
        await chmod(path.dirname(base.executablePath), 0o755);
        await chmod(base.executablePath, 0o755);
      }
      const launcher = await writeLauncher(base.executablePath, setpriv);
      attempts.push(
        { options: { ...base, executablePath: launcher, chromiumSandbox: true }, state: { sandbox: 'on', user: SCANNER_USER } },
        { options: { ...base, executablePath: launcher, chromiumSandbox: false }, state: { sandbox: 'off', user: SCANNER_USER, reason: '' } },
      );
    } catch (error) {
      reason = `cannot run the browser as ${SCANNER_USER}: ${firstLine(error)}`;
    }
  } else {
    attempts.push({ options: { ...base, chromiumSandbox: true }, state: { sandbox: 'on', user: 'self' } });
  }
  attempts.push({ options: { ...base, chromiumSandbox: false }, state: { sandbox: 'off', user: isRoot() ? 'root' : 'self', reason: '' } });

  const final = attempts.pop()!;
  for (const attempt of attempts) {
    try {
      return started(await launch(attempt.options), attempt.state, reason);
    } catch (error) {
      reason = firstLine(error);
    }
  }
  return started(await launch(final.options), final.state, reason);
}

function started(browser: Browser, state: SandboxState, reason: string): Browser {
  const settled: SandboxState = state.sandbox === 'off' ? { ...state, reason } : state;
  holder.__a11yBrowserSandbox = settled;
  if (settled.sandbox === 'off') logger.warn(settled, 'the scanner browser runs without its sandbox');
  return browser;
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));
