import { chromium, type Browser } from 'playwright-core';
import { config } from '@/lib/config.ts';
import { logger } from '@/lib/logger.ts';
import { type BundledChromium, bundledExecutable, isExecutableFile } from './bundled-chromium.ts';
import { ScanFailedError } from './errors.ts';
import { browserSandbox, launchSandboxed } from './sandbox.ts';

/**
 * Finding and launching the scanner's Chromium (browser.ts keeps one per process). Which browser:
 * PLAYWRIGHT_WS_ENDPOINT (`remote`), else CHROMIUM_PATH or the first system candidate that exists
 * (`system`), else the Chromium inside the optional `@sparticuz/chromium` package (`bundled`, unpacked by
 * bundled-chromium.ts), else none (`missing`). See resolveBrowser.
 */
export const CHROMIUM_FLAGS = [
  // No --no-sandbox: the sandbox is on wherever it can be (sandbox.ts), and Playwright adds the flag where not.
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // WebRTC's UDP would go around the egress proxy (and any routing) straight to the page's chosen address.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/**
 * Added to CHROMIUM_FLAGS for the bundled Chromium, picked from @sparticuz/chromium's own `args`: two more
 * background requests of the browser's own turned off. The rest of its list is for AWS Lambda and stays out:
 * `--single-process` and `--no-zygote` (one process: a renderer crash would take the browser and every scan
 * in it down), `--disable-web-security`, `--allow-running-insecure-content`, `--disable-site-isolation-trials`
 * and its `--disable-features=IsolateOrigins,site-per-process` (they weaken the isolation between the pages
 * we load; a second `--disable-features` would also replace Playwright's own), the SwiftShader/GL flags
 * (we `--disable-gpu`), `--headless='shell'` (Playwright passes it) and `--no-sandbox` (sandbox.ts decides),
 * and cosmetic ones (disk cache size, font hinting, print preview, nudges).
 */
export const BUNDLED_CHROMIUM_FLAGS = ['--disable-domain-reliability', '--no-pings'];

/** Where a system Chromium is looked for when CHROMIUM_PATH is unset, in this order. */
export const SYSTEM_CHROMIUM_CANDIDATES: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

const LAUNCH_TIMEOUT_MS = 30_000;

/** The browser scans would run in, as far as can be told without starting it. */
export type BrowserSource =
  | { kind: 'remote'; endpoint: string }
  | { kind: 'system'; executablePath: string; configured: boolean }
  | { kind: 'bundled'; chromium: BundledChromium }
  | { kind: 'missing'; message: string };

export type BrowserKind = BrowserSource['kind'];

export interface BrowserOptions {
  /** Replaces SYSTEM_CHROMIUM_CANDIDATES (tests point them at paths that do not exist). */
  systemCandidates?: readonly string[];
  /** Replaces `import('@sparticuz/chromium')` (tests make it fail, as when the package is not installed). */
  importBundled?: () => Promise<unknown>;
}

const NO_BROWSER = 'No browser is available for scans';
const INSTALL_HINT = 'Set CHROMIUM_PATH to a Chromium executable, or install Chromium (Debian: apt-get install chromium).';

let options: BrowserOptions = {};
let bundledModule: Promise<BundledChromium | null> | null = null;

/** The environment this module reads, read here only. */
export function browserEnv() {
  const { CHROMIUM_PATH, PLAYWRIGHT_WS_ENDPOINT } = config();
  return { chromiumPath: CHROMIUM_PATH, wsEndpoint: PLAYWRIGHT_WS_ENDPOINT };
}

/**
 * For tests (and the one config module to come): overrides where browsers are looked for. Forgets the
 * bundled package's import; the caller closes a running browser (closeBrowser) if it should change.
 */
export function configureBrowser(next: BrowserOptions): void {
  options = { ...next };
  bundledModule = null;
}

/**
 * The optional package, imported once; a failed import (not installed) means no bundled browser. Its
 * Chromium is a Linux x86-64 build: elsewhere there is none to try.
 */
function loadBundled(): Promise<BundledChromium | null> {
  const fits = process.platform === 'linux' && process.arch === 'x64';
  const load =
    options.importBundled ??
    (fits ? () => import('@sparticuz/chromium') : () => Promise.reject(new Error(`no bundled Chromium for ${process.platform}-${process.arch}`)));
  bundledModule ??= load().then(
    (mod) => {
      const candidate = (mod as { default?: unknown }).default ?? mod;
      return typeof (candidate as BundledChromium | null)?.executablePath === 'function' ? (candidate as BundledChromium) : null;
    },
    (error: unknown) => {
      logger.debug({ err: error }, 'bundled Chromium (@sparticuz/chromium) not available');
      return null;
    },
  );
  return bundledModule;
}

/**
 * Which browser scans use, decided the same way for the health check and the launch. Cheap: environment,
 * file existence, and the optional package's import (once); nothing is unpacked or started. A CHROMIUM_PATH
 * that names no executable is a configuration error, not a reason to take another browser.
 */
export async function resolveBrowser(): Promise<BrowserSource> {
  const env = browserEnv();
  if (env.wsEndpoint) return { kind: 'remote', endpoint: env.wsEndpoint };
  if (env.chromiumPath) {
    if (isExecutableFile(env.chromiumPath)) return { kind: 'system', executablePath: env.chromiumPath, configured: true };
    return {
      kind: 'missing',
      message: `${NO_BROWSER}: CHROMIUM_PATH does not name an executable file. Point CHROMIUM_PATH at a Chromium executable, or unset it to use the one found on this server.`,
    };
  }
  const found = (options.systemCandidates ?? SYSTEM_CHROMIUM_CANDIDATES).find(isExecutableFile);
  if (found) return { kind: 'system', executablePath: found, configured: false };
  const bundled = await loadBundled();
  if (bundled) return { kind: 'bundled', chromium: bundled };
  return { kind: 'missing', message: `${NO_BROWSER}: no Chromium was found on this server and no bundled one is available. ${INSTALL_HINT}` };
}

/** `system`, `bundled`, `remote` or `missing`: the health check's answer. */
export async function browserKind(): Promise<BrowserKind> {
  return (await resolveBrowser()).kind;
}

function noBrowser(message: string, cause?: unknown): ScanFailedError {
  return new ScanFailedError('no_browser', message, { cause });
}

type LocalSource = Exclude<BrowserSource, { kind: 'remote' | 'missing' }>;

/** The executable of a local browser (the bundled one unpacked first) and the flags it runs with. */
async function executableOf(source: LocalSource): Promise<{ executablePath: string; args: string[] }> {
  if (source.kind === 'system') return { executablePath: source.executablePath, args: CHROMIUM_FLAGS };
  try {
    return { executablePath: await bundledExecutable(source.chromium), args: [...CHROMIUM_FLAGS, ...BUNDLED_CHROMIUM_FLAGS] };
  } catch (error) {
    throw noBrowser(`${NO_BROWSER}: the bundled Chromium could not be unpacked. ${INSTALL_HINT}`, error);
  }
}

/**
 * The Chromium this process would launch for scans, found the same way (CHROMIUM_PATH, a system Chromium,
 * else the bundled one, unpacked now and removed when this process exits), for tools that drive a browser
 * of their own: the end-to-end suite. Throws the scanner's no_browser error when there is none, or when
 * only a remote browser (PLAYWRIGHT_WS_ENDPOINT) is configured.
 */
export async function localChromium(): Promise<{ kind: LocalSource['kind']; executablePath: string; args: string[] }> {
  const source = await resolveBrowser();
  if (source.kind === 'missing') throw noBrowser(source.message);
  if (source.kind === 'remote') throw noBrowser(`${NO_BROWSER} locally: PLAYWRIGHT_WS_ENDPOINT names a remote one. ${INSTALL_HINT}`);
  return { kind: source.kind, ...(await executableOf(source)) };
}

async function launch(source: LocalSource): Promise<Browser> {
  const { executablePath, args } = await executableOf(source);
  try {
    const browser = await launchSandboxed((o) => chromium.launch(o), { executablePath, headless: true, args, timeout: LAUNCH_TIMEOUT_MS });
    logger.info({ browser: source.kind, executablePath, version: browser.version(), ...browserSandbox() }, 'scanner browser started');
    return browser;
  } catch (error) {
    // Gone between the look and the launch, or unable to run here: no retry will change that.
    const library = /error while loading shared libraries: ([^\s:]+)/.exec(error instanceof Error ? error.message : String(error))?.[1];
    if (library) {
      const which = source.kind === 'bundled' ? 'the bundled Chromium' : 'Chromium';
      throw noBrowser(`${NO_BROWSER}: ${which} cannot start because the system library ${library} is missing. ${INSTALL_HINT}`, error);
    }
    if (!isExecutableFile(executablePath)) {
      const what = source.kind === 'system' && source.configured ? 'CHROMIUM_PATH no longer names an executable file' : 'the Chromium executable disappeared';
      throw noBrowser(`${NO_BROWSER}: ${what}. ${INSTALL_HINT}`, error);
    }
    throw error;
  }
}

/** The browser scans use, started (or connected to) now. */
export async function startBrowser(): Promise<Browser> {
  const source = await resolveBrowser();
  if (source.kind === 'missing') {
    logger.warn({ chromiumPath: browserEnv().chromiumPath }, source.message);
    throw noBrowser(source.message);
  }
  if (source.kind === 'remote') return chromium.connect(source.endpoint, { timeout: LAUNCH_TIMEOUT_MS });
  return launch(source);
}
