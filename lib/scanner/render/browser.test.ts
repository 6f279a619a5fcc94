import { chmod, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * One browser per process, however many copies of browser.ts are loaded (Next.js compiles route handlers
 * and instrumentation into separate bundles, each with its own module instances). The bundled Chromium
 * is unpacked for real, into a temp directory of this test.
 */
const NO_SYSTEM = ['/nonexistent/usr/bin/chromium'];
const saved = { ...process.env };
let scratch = '';

type BrowserModule = typeof import('./browser.ts');

/** A fresh copy of the module, as another bundle would load it. */
async function freshCopy(): Promise<BrowserModule> {
  vi.resetModules();
  const copy = await import('./browser.ts');
  copy.configureBrowser({ systemCandidates: NO_SYSTEM });
  return copy;
}

const browserOf = (copy: BrowserModule) => copy.withPage(async (page) => page.context().browser(), { timeoutMs: 30_000 });
const copies = async () => (await readdir(scratch)).filter((name) => name.startsWith('a11y-chromium-'));

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'browser-once-test-'));
  await chmod(scratch, 0o755); // as root the scanner user must enter it, as it enters the system temp directory
  process.env.TMPDIR = scratch;
  delete process.env.CHROMIUM_PATH;
  delete process.env.PLAYWRIGHT_WS_ENDPOINT;
  // The module and what it imports (Playwright among them) loaded and compiled once, as a running service has
  // them: the copies below are then evaluated afresh, not read from disk and transformed (a second or so).
  await import('./browser.ts');
});

afterAll(async () => {
  await (await import('./browser.ts')).closeBrowser();
  for (const name of ['TMPDIR', 'CHROMIUM_PATH', 'PLAYWRIGHT_WS_ENDPOINT']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await rm(scratch, { recursive: true, force: true });
});

describe('the scanner browser', () => {
  describe('is one per process', () => {
    // Ordered steps on two copies of the module: the bundled Chromium unpacked for them (seconds), then the browser.
    let first: BrowserModule;
    let second: BrowserModule;
    const mine = () => [expect.stringMatching(new RegExp(`^a11y-chromium-${process.pid}-[A-Za-z0-9]{6}$`))];

    it('two copies of the module asking at once for the bundled Chromium get one unpacked copy', { timeout: 20_000 }, async () => {
      [first, second] = [await freshCopy(), await freshCopy()];
      expect(second).not.toBe(first);
      const [a, b] = await Promise.all([first.localChromium(), second.localChromium()]);
      expect(a.kind).toBe('bundled');
      expect(b.executablePath).toBe(a.executablePath);
      expect(await copies()).toEqual(mine());
    });

    it('two copies of the module asking at once get the same browser, from that unpacked Chromium', { timeout: 20_000 }, async () => {
      const [a, b] = await Promise.all([browserOf(first), browserOf(second)]);
      expect(a).not.toBeNull();
      expect(b).toBe(a);
      // A third copy loaded later still finds it.
      expect(await browserOf(await freshCopy())).toBe(a);
      expect(await copies()).toEqual(mine());
    });
  });

  it('reuses a whole copy a killed process left behind instead of unpacking again', { timeout: 20_000 }, async () => {
    const copy = await freshCopy();
    await browserOf(copy); // this process's copy, unpacked by now
    await copy.closeBrowser();
    // The process that unpacked it "was killed": its copy stays under its name, as after SIGKILL.
    const [mine] = await copies();
    const suffix = mine!.slice(-6);
    const dead = await deadPid();
    const orphan = path.join(scratch, `a11y-chromium-${dead}-${suffix}`);
    await rename(path.join(scratch, mine!), orphan);
    const inode = (await stat(path.join(orphan, 'chromium'))).ino;

    expect(await browserOf(await freshCopy())).not.toBeNull();
    // Taken over under this process's name: the same files, not a new unpacking.
    expect(await copies()).toEqual([`a11y-chromium-${process.pid}-${suffix}`]);
    expect((await stat(path.join(scratch, `a11y-chromium-${process.pid}-${suffix}`, 'chromium'))).ino).toBe(inode);
  });
});

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}
