import { accessSync, constants, readFileSync, rmSync, statSync } from 'node:fs';
import { lstat, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, errors, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { AppError } from '@/lib/errors.ts';
import { logger } from '@/lib/logger.ts';
import { assertSafeUrl, safeFetch } from '@/lib/net/ssrf.ts';
import { createEgressProxy, type EgressProxy } from './egress-proxy.ts';
import { formatSeconds, ScanFailedError } from './errors.ts';
import { browserSandbox, launchSandboxed } from './sandbox.ts';
import type { EngineContext } from './types.ts';
import { SCANNER_USER_AGENT_TOKEN } from '../crawl/fetch.ts';
import { config } from '@/lib/config.ts';

/**
 * One browser per process, launched on first use (or connected to PLAYWRIGHT_WS_ENDPOINT) and
 * relaunched after a crash; each scan gets a fresh context, closed whatever happens.
 *
 * Which browser: PLAYWRIGHT_WS_ENDPOINT (`remote`), else CHROMIUM_PATH or the first system candidate
 * that exists (`system`), else the Chromium inside the optional `@sparticuz/chromium` package
 * (`bundled`), else none (`missing`). See resolveBrowser.
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
const CLOSE_TIMEOUT_MS = 5_000;
const MAX_BLOCKED_KEPT = 100;
const PASS_SCHEMES = new Set(['data:', 'blob:', 'about:']);

export interface BlockedRequest {
  url: string;
  reason: string;
}

export interface PageSession extends EngineContext {
  /** Requests the SSRF guard refused during this scan (egress proxy and route check), the first 100. */
  blocked: BlockedRequest[];
  /** Whether Playwright routes (pauses) every request of the page; see withPage. */
  routed: boolean;
  /** Whether a request is the scan's own (an engine's script served by the egress proxy), not the page's. */
  isOwnRequest(url: string): boolean;
}

export interface WithPageOptions {
  timeoutMs: number;
  viewport?: { width: number; height: number };
  /** Message of the timeout error; the caller knows what the page was doing. */
  timeoutMessage?: () => string;
  onRequestBlocked?: (request: BlockedRequest) => void;
  /** A caller's narrower policy (e.g. one origin only): refuses more, never allows more; redirect hops bypass it. */
  allowRequest?: (url: URL) => boolean;
  /**
   * No network at all: the page gets data:, blob: and about: URLs and nothing else (for HTML put into the
   * page with setContent). The egress proxy refuses every request and tunnel of the context (workers' and
   * WebSockets included), and requests are routed and refused as well (the only guard with a remote browser).
   */
  offline?: boolean;
  /**
   * A login for one origin (a scan of pages behind it): the cookies are set for the origin's host (host-only,
   * Secure on https), the headers added to the requests to that origin and to no other, redirects included
   * (a redirect elsewhere goes without them).
   */
  login?: { origin: string; headers: Record<string, string>; cookies: { name: string; value: string }[] };
}

/** The part of @sparticuz/chromium we use. */
interface BundledChromium {
  executablePath(input?: string): Promise<string>;
}

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

/** What there is one of per process, however many copies of this module are loaded. */
interface ProcessState {
  browser: Promise<Browser> | null;
  egressProxy: EgressProxy | null;
  /** The bundled Chromium's executable, once unpacked (or being unpacked). */
  unpacked: Promise<string> | null;
  /** This process's unpacked copies, removed at exit (one listener, however many unpackings). */
  unpackedDirs: Set<string>;
  cleanupRegistered: boolean;
}

// On globalThis: Next.js compiles the route handlers and instrumentation.ts (the job runner) into separate
// bundles, each with its own copy of this module; module-level state would unpack and start a browser per copy.
const STATE_KEY = Symbol.for('a11y.scanner.browser');
const state: ProcessState = ((globalThis as Record<symbol, ProcessState | undefined>)[STATE_KEY] ??= {
  browser: null,
  egressProxy: null,
  unpacked: null,
  unpackedDirs: new Set(),
  cleanupRegistered: false,
});

/** The environment this module reads, read here only. */
function browserEnv() {
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

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
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

/**
 * The bundled Chromium's executable, unpacked on first use (about 200 MB, a few seconds) into a private
 * directory of this process (mkdtemp under the OS temp directory: mode 0700, a name nobody can predict or
 * plant), removed when the process exits, or, if it is killed, reused or removed by the next process that unpacks.
 * Concurrent first calls share one unpacking; a failed one, or files a temp cleaner has since removed, are
 * unpacked again on the next call. The package always unpacks into `os.tmpdir()`, read synchronously when
 * executablePath is called, so TMPDIR points at our directory for exactly that call (no other code runs
 * meanwhile), and the result is checked to be inside it.
 */
async function bundledExecutable(bundled: BundledChromium): Promise<string> {
  const current = state.unpacked;
  if (current) {
    const exe = await current.catch(() => null);
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
  const stats = await lstat(dir).catch(() => null);
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
  for (const name of await readdir(base).catch(() => [] as string[])) {
    const suffix = ADOPTABLE.exec(name)?.[2];
    const found = suffix ? await leftBehind(base, name) : null;
    // Nobody else may have been able to write into it (as root it is 0755 for the scanner user, sandbox.ts).
    if (!found || (found.mode & 0o022) !== 0) continue;
    const { dir } = found;
    if ((await readFile(path.join(dir, COMPLETE_MARKER), 'utf8').catch(() => null)) !== version) continue;
    const mine = path.join(base, `${UNPACKED_PREFIX}${process.pid}-${suffix}`);
    if (!(await renamed(dir, mine))) continue; // another process took it first
    if (isExecutableFile(path.join(mine, 'chromium'))) return mine;
    await rm(mine, { recursive: true, force: true }).catch(() => undefined);
  }
  return null;
}

/**
 * Copies left by processes that ended without their exit handlers, not adopted: removed. Each is renamed
 * first, so a process adopting it at the same moment never gets a half-removed copy.
 */
async function sweepUnpacked(base: string): Promise<void> {
  for (const name of await readdir(base).catch(() => [] as string[])) {
    const dir = (await leftBehind(base, name))?.dir;
    if (!dir) continue;
    const doomed = `${path.join(base, UNPACKED_PREFIX)}${process.pid}-removing-${path.basename(dir)}`;
    if (await renamed(dir, doomed)) await rm(doomed, { recursive: true, force: true }).catch(() => undefined);
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
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    state.unpackedDirs.delete(dir);
    throw error;
  }
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

async function startBrowser(): Promise<Browser> {
  const source = await resolveBrowser();
  if (source.kind === 'missing') {
    logger.warn({ chromiumPath: browserEnv().chromiumPath }, source.message);
    throw noBrowser(source.message);
  }
  if (source.kind === 'remote') return chromium.connect(source.endpoint, { timeout: LAUNCH_TIMEOUT_MS });
  return launch(source);
}

function getBrowser(): Promise<Browser> {
  if (state.browser) return state.browser;
  const promise = startBrowser().then(
    (browser) => {
      // A crashed or dropped browser is replaced on the next scan.
      browser.on('disconnected', () => {
        if (state.browser === promise) state.browser = null;
      });
      return browser;
    },
    (error: unknown) => {
      // Looked for again on the next scan: an operator may have installed or configured one meanwhile.
      if (state.browser === promise) state.browser = null;
      if (error instanceof ScanFailedError) throw error;
      throw new ScanFailedError('browser_crash', 'The scanner browser could not be started.', { cause: error });
    },
  );
  state.browser = promise;
  return promise;
}

/**
 * A remote browser cannot reach a proxy on our loopback; there the route check below is the guard, and
 * the remote browser's own network must be kept away from private ranges (see docs/decisions.md).
 */
function getProxy(): EgressProxy | null {
  if (browserEnv().wsEndpoint) return null;
  return (state.egressProxy ??= createEgressProxy());
}

/**
 * The browser's sub-request check: http(s) to public addresses (as the SSRF guard decides), data/blob/about,
 * and the scan's own requests.
 */
function requestGuard(isOwnRequest: (url: string) => boolean, onBlocked: (request: BlockedRequest) => void, allowRequest: (url: URL) => boolean = () => true) {
  const verdicts = new Map<string, Promise<string | null>>(); // origin → refusal reason; DNS cached per scan
  const vet = (url: URL): Promise<string | null> => {
    if (url.username || url.password) return Promise.resolve('URL with credentials');
    const key = `${url.protocol}//${url.host}`;
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = assertSafeUrl(`${key}/`).then(
        () => null,
        (error: unknown) => (error instanceof AppError ? (error.internal ?? error.message) : String(error)),
      );
      verdicts.set(key, verdict);
    }
    return verdict;
  };
  return async (raw: string): Promise<boolean> => {
    if (isOwnRequest(raw)) return true;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      onBlocked({ url: raw, reason: 'unparsable URL' });
      return false;
    }
    if (PASS_SCHEMES.has(url.protocol)) return true;
    if (!allowRequest(url)) {
      onBlocked({ url: raw, reason: 'refused by the caller' });
      return false;
    }
    const http = url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:';
    const reason = http ? await vet(new URL(raw.replace(/^ws/, 'http'))) : `scheme ${url.protocol} not allowed`;
    if (reason) onBlocked({ url: raw, reason });
    return reason === null;
  };
}

async function newScanContext(browser: Browser, options: WithPageOptions) {
  const blocked: BlockedRequest[] = [];
  const onBlocked = (request: BlockedRequest) => {
    if (blocked.length >= MAX_BLOCKED_KEPT) return; // a page can fire requests in a loop
    blocked.push(request);
    options.onRequestBlocked?.(request);
  };
  const proxy = getProxy();
  const egress = proxy ? await proxy.open((url, reason) => onBlocked({ url, reason }), { offline: options.offline }) : null;
  const allowRequest = options.offline ? () => false : options.allowRequest;
  const session: PageSession = {
    blocked,
    // With the egress proxy every http(s) and WebSocket connection of the browser, loopback included
    // (Playwright adds `<-loopback>` to the context's proxy bypass list), is vetted there, after DNS and
    // on every redirect hop; pausing each request for a second look on top costs the browser and this
    // process CPU on every page. Requests are routed only where the proxy is not the guard (a remote
    // browser) or a caller narrows the policy further (allowRequest).
    routed: !egress || allowRequest !== undefined,
    scriptUrl: (script) => {
      if (!proxy || !egress) return null;
      proxy.publish({ name: script.name, contentType: 'text/javascript; charset=utf-8', body: script.source });
      return egress.assetUrl(script.name);
    },
    isOwnRequest: (url) => egress?.isAsset(url) ?? false,
  };
  let context: BrowserContext;
  try {
    context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 800 },
      userAgent: scannerUserAgent(browser.version()),
      javaScriptEnabled: true,
      serviceWorkers: 'block', // their fetches would bypass routing, and they outlive the scan
      bypassCSP: true, // so axe can be injected into pages with a strict CSP
      acceptDownloads: false,
      proxy: egress ? { server: egress.server } : undefined,
    });
  } catch (error) {
    egress?.close();
    throw error;
  }
  try {
    if (session.routed) {
      const allowed = requestGuard(session.isOwnRequest, onBlocked, allowRequest);
      await context.route('**/*', async (route: Route) => ((await allowed(route.request().url())) ? route.continue() : route.abort('blockedbyclient')));
      // Locally the proxy sees WebSocket tunnels; a remote browser has only this check.
      if (!proxy) {
        await context.routeWebSocket(/.*/, async (ws) => ((await allowed(ws.url())) ? ws.connectToServer() : ws.close({ code: 1008 })));
      }
    }
    if (options.login) await applyLogin(context, options.login);
  } catch (error) {
    await context.close().catch(() => undefined);
    egress?.close();
    throw error;
  }
  return { context, session, closeEgress: () => egress?.close() };
}

function classify(error: unknown, browser: Browser, options: WithPageOptions): unknown {
  if (error instanceof ScanFailedError || error instanceof AppError) return error;
  if (!browser.isConnected()) return new ScanFailedError('browser_crash', 'The scanner browser stopped during the scan.', { cause: error });
  if (error instanceof errors.TimeoutError) {
    const message = options.timeoutMessage?.() ?? `The scan did not finish within ${formatSeconds(options.timeoutMs)}.`;
    return new ScanFailedError('timeout', message, { cause: error });
  }
  return error;
}

/** Runs `fn` with a fresh page in a fresh context; the whole call, `fn` included, is bounded by timeoutMs. */
/** Headers of one connection, not of the request or response: not passed on when a request is sent for the browser. */
const HOP_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'accept-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
]);
/**
 * A login scan's requests to its origin, sent by this process: at most 6 at once (a browser's own limit per
 * host), 10 MiB an answer and 50 MiB a page in all, 30 s each, and none left running once the page's
 * context closes — a page that asks for more gets network errors, not this process's memory.
 */
const LOGIN_MAX_IN_FLIGHT = 6;
const LOGIN_RESPONSE_MAX_BYTES = 10 * 1024 * 1024;
const LOGIN_PAGE_MAX_BYTES = 50 * 1024 * 1024;
const LOGIN_REQUEST_TIMEOUT_MS = 30_000;

async function applyLogin(context: BrowserContext, login: NonNullable<WithPageOptions['login']>): Promise<void> {
  const { origin, headers, cookies } = login;
  if (cookies.length) {
    const secure = origin.startsWith('https:');
    await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: origin, secure })));
  }
  if (Object.keys(headers).length) {
    // Headers set on a request the browser sends are carried over to the hop of its redirect, wherever it
    // leads (and routes never see that hop). So the origin's requests are not the browser's: each is sent
    // here, through the SSRF guard with the headers added, its redirect answered as it came, and the browser
    // follows it as a request of its own, which gets the headers only if it stays on the origin. Registered
    // after the SSRF guard's route (when there is one), so it runs first; other requests go on to it.
    const closed = new AbortController();
    context.once('close', () => closed.abort());
    let bytes = 0;
    let inFlight = 0;
    const waiting: (() => void)[] = [];
    await context.route('**/*', async (route) => {
      const request = route.request();
      if (!URL.canParse(request.url()) || new URL(request.url()).origin !== origin) return route.fallback();
      if (inFlight >= LOGIN_MAX_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
      inFlight++;
      try {
        const left = LOGIN_PAGE_MAX_BYTES - bytes;
        if (left <= 0 || closed.signal.aborted) return await route.abort('failed');
        const sent = Object.fromEntries(Object.entries(await request.allHeaders()).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())));
        const res = await safeFetch(request.url(), {
          method: request.method(),
          headers: { ...sent, ...headers },
          body: request.postDataBuffer() ?? undefined,
          redirect: 'manual',
          maxBytes: Math.min(LOGIN_RESPONSE_MAX_BYTES, left),
          timeoutMs: LOGIN_REQUEST_TIMEOUT_MS,
          signal: closed.signal,
        });
        bytes += res.body.length;
        const answer: Record<string, string> = {};
        for (const [name, value] of res.headers) if (!HOP_HEADERS.has(name) && name !== 'set-cookie') answer[name] = value;
        const cookies = res.headers.getSetCookie();
        if (cookies.length) answer['set-cookie'] = cookies.join('\n');
        return await route.fulfill({ status: res.status, headers: answer, body: res.body });
      } catch {
        return route.abort('failed').catch(() => undefined);
      } finally {
        inFlight--;
        waiting.shift()?.();
      }
    });
  }
}

/**
 * The user agent pages see: a desktop Chrome's (not "HeadlessChrome", which some sites serve differently),
 * with the scanner's product token that robots.txt groups and server logs can name (docs/decisions.md,
 * "Site scans").
 */
export function scannerUserAgent(version: string): string {
  const major = /^\d+/.exec(version)?.[0] ?? '0';
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36 ${SCANNER_USER_AGENT_TOKEN}/1.0`;
}

export async function withPage<T>(fn: (page: Page, session: PageSession) => Promise<T>, options: WithPageOptions): Promise<T> {
  const browser = await getBrowser();
  const { context, session, closeEgress } = await newScanContext(browser, options).catch((error: unknown) => {
    throw classify(error, browser, options);
  });
  let timer: NodeJS.Timeout | undefined;
  let failed = false;
  try {
    const page = await context.newPage();
    const crashed = new Promise<never>((_, reject) =>
      page.once('crash', () => reject(new ScanFailedError('browser_crash', 'The browser tab crashed while loading the page.'))),
    );
    const expired = new Promise<never>((_, reject) => {
      const fallback = `The scan did not finish within ${formatSeconds(options.timeoutMs)}.`;
      timer = setTimeout(() => reject(new ScanFailedError('timeout', options.timeoutMessage?.() ?? fallback)), options.timeoutMs);
    });
    const work = fn(page, session);
    // After a timeout or crash, fn's pending calls fail when the context closes; nobody awaits them then.
    work.catch(() => undefined);
    crashed.catch(() => undefined);
    return await Promise.race([work, crashed, expired]);
  } catch (error) {
    failed = true;
    throw classify(error, browser, options);
  } finally {
    clearTimeout(timer);
    // Closing a context whose renderer is stuck in a script takes a while; a failed scan reports at once.
    const closed = Promise.race([context.close().catch(() => undefined), new Promise((r) => setTimeout(r, CLOSE_TIMEOUT_MS))]).then(closeEgress);
    if (!failed) await closed;
  }
}

/** Graceful shutdown of the worker: the browser (or the remote connection) and the egress proxy. */
export async function closeBrowser(): Promise<void> {
  const [browser, proxy] = [state.browser, state.egressProxy];
  state.browser = null;
  state.egressProxy = null;
  await Promise.all([
    browser?.then(
      (b) => b.close(),
      () => undefined,
    ),
    proxy?.close(),
  ]);
}
