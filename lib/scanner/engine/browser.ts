import { existsSync } from 'node:fs';
import { chromium, errors, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { AppError } from '@/lib/errors.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { createEgressProxy, type EgressProxy } from './egress-proxy.ts';
import { formatSeconds, ScanFailedError } from './errors.ts';
import type { EngineContext } from './types.ts';

/**
 * One browser per worker process, launched on first use (or connected to PLAYWRIGHT_WS_ENDPOINT) and
 * relaunched after a crash; each scan gets a fresh context, closed whatever happens.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // WebRTC's UDP would go around the egress proxy (and any routing) straight to the page's chosen address.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
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
}

let browserPromise: Promise<Browser> | null = null;
let egressProxy: EgressProxy | null = null;

function executablePath(): string | undefined {
  return process.env.CHROMIUM_PATH || CANDIDATES.find((p) => existsSync(p)); // else Playwright's own browser
}

function getBrowser(): Promise<Browser> {
  if (browserPromise) return browserPromise;
  const endpoint = process.env.PLAYWRIGHT_WS_ENDPOINT;
  const promise = (
    endpoint
      ? chromium.connect(endpoint, { timeout: LAUNCH_TIMEOUT_MS })
      : chromium.launch({ executablePath: executablePath(), headless: true, args: CHROMIUM_FLAGS, timeout: LAUNCH_TIMEOUT_MS })
  ).then(
    (browser) => {
      // A crashed or dropped browser is replaced on the next scan.
      browser.on('disconnected', () => {
        if (browserPromise === promise) browserPromise = null;
      });
      return browser;
    },
    (error: unknown) => {
      if (browserPromise === promise) browserPromise = null;
      throw new ScanFailedError('browser_crash', 'The scanner browser could not be started.', { cause: error });
    },
  );
  browserPromise = promise;
  return promise;
}

/**
 * A remote browser cannot reach a proxy on our loopback; there the route check below is the guard, and
 * the remote browser's own network must be kept away from private ranges (see docs/decisions.md).
 */
function getProxy(): EgressProxy | null {
  if (process.env.PLAYWRIGHT_WS_ENDPOINT) return null;
  return (egressProxy ??= createEgressProxy());
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
  const egress = proxy ? await proxy.open((url, reason) => onBlocked({ url, reason })) : null;
  const session: PageSession = {
    blocked,
    // With the egress proxy every http(s) and WebSocket connection of the browser, loopback included
    // (Playwright adds `<-loopback>` to the context's proxy bypass list), is vetted there, after DNS and
    // on every redirect hop; pausing each request for a second look on top costs the browser and this
    // process CPU on every page. Requests are routed only where the proxy is not the guard (a remote
    // browser) or a caller narrows the policy further (allowRequest).
    routed: !egress || options.allowRequest !== undefined,
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
  if (!session.routed) return { context, session, closeEgress: () => egress?.close() };
  const allowed = requestGuard(session.isOwnRequest, onBlocked, options.allowRequest);
  try {
    await context.route('**/*', async (route: Route) => ((await allowed(route.request().url())) ? route.continue() : route.abort('blockedbyclient')));
    // Locally the proxy sees WebSocket tunnels; a remote browser has only this check.
    if (!proxy) {
      await context.routeWebSocket(/.*/, async (ws) => ((await allowed(ws.url())) ? ws.connectToServer() : ws.close({ code: 1008 })));
    }
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
  const [browser, proxy] = [browserPromise, egressProxy];
  browserPromise = null;
  egressProxy = null;
  await Promise.all([
    browser?.then(
      (b) => b.close(),
      () => undefined,
    ),
    proxy?.close(),
  ]);
}
