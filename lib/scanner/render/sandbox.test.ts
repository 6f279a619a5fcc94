import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, LaunchOptions } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, withPage } from './browser.ts';
import { browserSandbox, launchSandboxed, SCANNER_USER } from './sandbox.ts';

afterAll(() => closeBrowser());

/** The processes this one started directly, with their real uid and command line. */
function children(): { pid: number; uid: number; cmdline: string }[] {
  const out: { pid: number; uid: number; cmdline: string }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      out.push({
        pid: Number(name),
        uid: Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]),
        cmdline: readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' '),
      });
    } catch {}
  }
  return out;
}

describe("the scanner browser's sandbox", () => {
  it('is on, and as root the browser runs as the unprivileged scanner user', async () => {
    const title = await withPage(
      async (page) => {
        await page.setContent('<title>sandboxed</title>');
        return page.title();
      },
      { timeoutMs: 20_000 },
    );
    expect(title).toBe('sandboxed');
    const state = browserSandbox();
    expect(state?.sandbox).toBe('on');

    const browsers = children().filter((p) => p.cmdline.includes('--remote-debugging-pipe'));
    expect(browsers.length).toBeGreaterThan(0);
    for (const browser of browsers) expect(browser.cmdline).not.toContain('--no-sandbox');
    if (process.getuid?.() === 0) {
      expect(state).toEqual({ sandbox: 'on', user: SCANNER_USER });
      const uid = Number(execFileSync('id', ['-u', SCANNER_USER], { encoding: 'utf8' }).trim());
      expect(uid).toBeGreaterThan(0);
      for (const browser of browsers) expect(browser.uid).toBe(uid);
    }
  });

  it('falls back to no sandbox only when a sandboxed launch fails, and says why', async () => {
    const calls: LaunchOptions[] = [];
    const fake = { close: async () => {} } as unknown as Browser;
    const launch = async (options: LaunchOptions) => {
      calls.push(options);
      if (options.chromiumSandbox) throw new Error('No usable sandbox! Update your kernel\nmore detail');
      return fake;
    };
    const before = browserSandbox();
    expect(await launchSandboxed(launch, { executablePath: '/bin/true' })).toBe(fake);
    expect(calls.map((c) => c.chromiumSandbox)).toEqual([true, false]);
    expect(browserSandbox()).toMatchObject({ sandbox: 'off', reason: expect.stringMatching(/sandbox/) });
    // Put back what the real browser reported, for anything that reads it after this test.
    if (before?.sandbox === 'on') await launchSandboxed(async () => fake, { executablePath: '/bin/true' }).catch(() => {});
  });
});
