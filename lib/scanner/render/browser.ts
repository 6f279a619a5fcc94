import { type Browser, type BrowserContext, errors, type Page } from 'playwright-core';
import { AppError } from '@/lib/errors.ts';
import { SCANNER_USER_AGENT_TOKEN } from '../plan/fetch.ts';
import { browserEnv, startBrowser } from './chromium.ts';
import { createEgressProxy, type EgressProxy } from './egress-proxy.ts';
import { formatSeconds, ScanFailedError } from './errors.ts';
import { applyLogin, type BlockedRequest, blockedRecord, routeThroughGuard, type ScanLogin } from './request-policy.ts';
import type { EngineContext } from '../engines/types.ts';

/**
 * One browser per process, launched on first use (or connected to PLAYWRIGHT_WS_ENDPOINT) and
 * relaunched after a crash; each scan gets a fresh context, closed whatever happens. Which browser and
 * how it is launched: chromium.ts; what each scan's requests may reach: egress-proxy.ts and request-policy.ts.
 */

// Callers of the scanner's browser (and its tests, on a fresh copy of this module) find these here too.
export {
  BUNDLED_CHROMIUM_FLAGS,
  type BrowserKind,
  browserKind,
  type BrowserOptions,
  type BrowserSource,
  CHROMIUM_FLAGS,
  configureBrowser,
  localChromium,
  resolveBrowser,
  SYSTEM_CHROMIUM_CANDIDATES,
} from './chromium.ts';
export type { BlockedRequest, ScanLogin } from './request-policy.ts';

const CLOSE_TIMEOUT_MS = 5_000;

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
  login?: ScanLogin;
}

/** What there is one of per process, however many copies of this module are loaded. */
interface ProcessState {
  browser: Promise<Browser> | null;
  egressProxy: EgressProxy | null;
}

// On globalThis: Next.js compiles the route handlers and instrumentation.ts (the job runner) into separate
// bundles, each with its own copy of this module; module-level state would start a browser per copy.
const STATE_KEY = Symbol.for('a11y.scanner.browser');
const state: ProcessState = ((globalThis as Record<symbol, ProcessState | undefined>)[STATE_KEY] ??= {
  browser: null,
  egressProxy: null,
});

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

async function newScanContext(browser: Browser, options: WithPageOptions) {
  const { blocked, onBlocked } = blockedRecord(options.onRequestBlocked);
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
    // Locally the proxy sees WebSocket tunnels; a remote browser has only the route check.
    if (session.routed) await routeThroughGuard(context, { isOwnRequest: session.isOwnRequest, onBlocked, allowRequest, webSockets: !proxy });
    if (options.login) await applyLogin(context, options.login);
  } catch (error) {
    await context.close().catch(() => /* expected: teardown after a failed setup, whose error is rethrown */ undefined);
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

/**
 * The user agent pages see: a desktop Chrome's (not "HeadlessChrome", which some sites serve differently),
 * with the scanner's product token that robots.txt groups and server logs can name (docs/decisions.md,
 * "Site scans").
 */
export function scannerUserAgent(version: string): string {
  const major = /^\d+/.exec(version)?.[0] ?? '0';
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36 ${SCANNER_USER_AGENT_TOKEN}/1.0`;
}

/** Runs `fn` with a fresh page in a fresh context; the whole call, `fn` included, is bounded by timeoutMs. */
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
    work.catch(() => /* expected: nobody awaits these after a timeout or crash (above) */ undefined);
    crashed.catch(() => /* expected: nobody awaits these after a timeout or crash (above) */ undefined);
    return await Promise.race([work, crashed, expired]);
  } catch (error) {
    failed = true;
    throw classify(error, browser, options);
  } finally {
    clearTimeout(timer);
    // Closing a context whose renderer is stuck in a script takes a while; a failed scan reports at once.
    const closed = Promise.race([
      context.close().catch(() => /* expected: closing a context already closed or crashed */ undefined),
      new Promise((r) => setTimeout(r, CLOSE_TIMEOUT_MS)),
    ]).then(closeEgress);
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
