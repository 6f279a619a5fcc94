import { chromium } from 'playwright-core';
import { localChromium } from '../lib/scanner/render/chromium.ts';

/** The flags the suite's browser runs with: as root there is no sandbox to keep; nothing phones home. */
export const E2E_CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The Chromium the end-to-end suite drives, found as the service finds the one it scans with: CHROMIUM_PATH,
 * else a system Chromium (Debian's /usr/bin/chromium, …), else the one the `@sparticuz/chromium` package
 * brings (unpacked into a private temp directory, removed when the run ends). Decided once, in the runner's
 * process, where the configuration loads before anything is built: it is started there once, so a run
 * without a usable browser fails in seconds saying why. Workers inherit the answer in E2E_CHROMIUM_PATH
 * (and whether it is `system` or `bundled` in E2E_CHROMIUM_KIND).
 */
export async function e2eChromium(): Promise<string> {
  const decided = process.env.E2E_CHROMIUM_PATH;
  if (decided) return decided;
  let found: Awaited<ReturnType<typeof localChromium>>;
  try {
    found = await localChromium();
  } catch (error) {
    throw new Error(`The end-to-end tests need a Chromium and found none. ${(error as Error).message}`);
  }
  let version: string;
  try {
    const browser = await chromium.launch({ executablePath: found.executablePath, args: E2E_CHROMIUM_FLAGS, timeout: 30_000 });
    version = browser.version();
    await browser.close();
  } catch (error) {
    throw new Error(`The end-to-end tests cannot start Chromium at ${found.executablePath}: ${(error as Error).message.split('\n')[0]}`);
  }
  const which = found.kind === 'bundled' ? 'the bundled Chromium (@sparticuz/chromium)' : 'the system Chromium';
  console.log(`e2e: ${which} ${version} at ${found.executablePath}`);
  process.env.E2E_CHROMIUM_PATH = found.executablePath;
  process.env.E2E_CHROMIUM_KIND = found.kind;
  return found.executablePath;
}
