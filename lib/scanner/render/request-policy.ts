import type { BrowserContext, Route } from 'playwright-core';
import { AppError } from '@/lib/errors.ts';
import { assertSafeUrl, safeFetch } from '@/lib/net/ssrf.ts';

/**
 * Policing each scan's requests beside the egress proxy (egress-proxy.ts): the SSRF check of every
 * request where the browser's requests are routed, the caller's narrower policy, the record of what was
 * refused (capped), and a login's requests, sent by this process with caps of their own.
 */

const MAX_BLOCKED_KEPT = 100;
const PASS_SCHEMES = new Set(['data:', 'blob:', 'about:']);

export interface BlockedRequest {
  url: string;
  reason: string;
}

/** A login for one origin: its headers and cookies (see WithPageOptions in browser.ts). */
export interface ScanLogin {
  origin: string;
  headers: Record<string, string>;
  cookies: { name: string; value: string }[];
}

/** The scan's record of refused requests (the first MAX_BLOCKED_KEPT: a page can fire requests in a loop), each also reported. */
export function blockedRecord(report?: (request: BlockedRequest) => void): { blocked: BlockedRequest[]; onBlocked: (request: BlockedRequest) => void } {
  const blocked: BlockedRequest[] = [];
  const onBlocked = (request: BlockedRequest) => {
    if (blocked.length >= MAX_BLOCKED_KEPT) return;
    blocked.push(request);
    report?.(request);
  };
  return { blocked, onBlocked };
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
      // expected: reported through onBlocked
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

/**
 * Routes every request of the context through the sub-request check (and WebSockets too where there is
 * no egress proxy to see their tunnels: a remote browser has only this check).
 */
export async function routeThroughGuard(
  context: BrowserContext,
  {
    isOwnRequest,
    onBlocked,
    allowRequest,
    webSockets,
  }: { isOwnRequest: (url: string) => boolean; onBlocked: (request: BlockedRequest) => void; allowRequest?: (url: URL) => boolean; webSockets: boolean },
): Promise<void> {
  const allowed = requestGuard(isOwnRequest, onBlocked, allowRequest);
  await context.route('**/*', async (route: Route) => ((await allowed(route.request().url())) ? route.continue() : route.abort('blockedbyclient')));
  if (webSockets) await context.routeWebSocket(/.*/, async (ws) => ((await allowed(ws.url())) ? ws.connectToServer() : ws.close({ code: 1008 })));
}

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

export async function applyLogin(context: BrowserContext, login: ScanLogin): Promise<void> {
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
        // expected: refused or failed (the SSRF checks, a size or time limit): a network error in the page
        return route.abort('failed').catch(() => /* expected: the page or route is gone */ undefined);
      } finally {
        inFlight--;
        waiting.shift()?.();
      }
    });
  }
}
