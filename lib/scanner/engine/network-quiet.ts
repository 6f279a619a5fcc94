import type { CDPSession, Page, Request } from 'playwright-core';

const FAVICON = /^https?:\/\/[^/]+\/favicon\.ico$/;

export interface NetworkTracker {
  /**
   * Resolves once no request of the page has been in flight for `quietMs` (counted from the call at
   * the earliest), or after `capMs` whatever the page does. Never rejects.
   */
  quiet(quietMs: number, capMs: number): Promise<void>;
  stop(): void;
}

/**
 * Follows the page's requests from before navigation, so that after `load` the scan waits only while
 * something is still being fetched: content a script fetches late is analysed, and a static page is
 * not held for Playwright's `networkidle` (500 ms of silence, even when nothing is pending).
 *
 * Two sources, and quiet means both are: Playwright's request events, which cover every frame but,
 * with routing on, report a request only once the browser has paused it for the route, which can be
 * after `load` is reported for a fetch the page started while parsing; and Chromium's own Network
 * events of the page, sent by the renderer as it starts each request, so never behind `load` (where
 * there is no CDP, e.g. another browser, the first source alone). Every request ends, finished or
 * failed (a redirect finishes the hop).
 */
export async function trackNetwork(page: Page): Promise<NetworkTracker> {
  const requests = new Set<Request>();
  const ids = new Set<string>();
  let lastChange = Date.now();
  let changed: (() => void) | null = null;
  const touch = () => {
    lastChange = Date.now();
    changed?.();
  };
  const started = (request: Request) => {
    requests.add(request);
    touch();
  };
  const ended = (request: Request) => {
    if (requests.delete(request)) touch();
  };
  const cdpStarted = ({ requestId, type, request }: { requestId: string; type?: string; request: { url: string } }) => {
    if (type === 'Other' && FAVICON.test(request.url)) return; // the browser's, after load; Playwright ignores it too
    ids.add(requestId);
    touch();
  };
  const cdpEnded = ({ requestId }: { requestId: string }) => {
    if (ids.delete(requestId)) touch();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  let cdp: CDPSession | null = null;
  try {
    cdp = await page.context().newCDPSession(page);
    cdp.on('Network.requestWillBeSent', cdpStarted);
    cdp.on('Network.loadingFinished', cdpEnded);
    cdp.on('Network.loadingFailed', cdpEnded);
    await cdp.send('Network.enable');
  } catch {
    cdp = null; // not Chromium: Playwright's events alone
  }

  return {
    async quiet(quietMs, capMs) {
      const from = Date.now();
      const cap = from + capMs;
      for (;;) {
        const now = Date.now();
        if (now >= cap) return;
        const busy = requests.size > 0 || ids.size > 0;
        const quietUntil = Math.max(lastChange, from) + quietMs;
        if (!busy && now >= quietUntil) return;
        // Sleep until the window would close (or the cap), or until a request starts or ends.
        const wakeAt = busy ? cap : Math.min(cap, quietUntil);
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          changed = resolve;
          timer = setTimeout(resolve, Math.max(1, wakeAt - now));
        });
        clearTimeout(timer);
        changed = null;
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      cdp?.detach().catch(() => undefined);
    },
  };
}
