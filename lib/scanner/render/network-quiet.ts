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

/** Chromium's Network events of the page (null elsewhere: another browser has no CDP). */
async function networkEvents(
  page: Page,
  started: (event: { requestId: string; type?: string; request: { url: string } }) => void,
  ended: (event: { requestId: string }) => void,
): Promise<CDPSession | null> {
  try {
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Network.requestWillBeSent', started);
    cdp.on('Network.loadingFinished', ended);
    cdp.on('Network.loadingFailed', ended);
    await cdp.send('Network.enable');
    return cdp;
  } catch {
    // expected: no CDP (not Chromium, or the page is closing): quiet by page events only
    return null;
  }
}

/**
 * Follows the page's requests from before navigation, so that after `load` the scan waits only while
 * something is still being fetched: content a script fetches late is analysed, and a static page is
 * not held for Playwright's `networkidle` (500 ms of silence, even when nothing is pending).
 *
 * Playwright's request events cover every frame. When the context routes requests (`routed`), they
 * report a request only once the browser has paused it for the route, which can be after `load` is
 * reported for a fetch the page started while parsing; then Chromium's own Network events of the page,
 * sent by the renderer as it starts each request, are followed too, and quiet means both are (where
 * there is no CDP, e.g. another browser, the first source alone). Every request ends, finished or
 * failed (a redirect finishes the hop). The scan's own requests (an engine's script) are not the page's.
 */
export async function trackNetwork(page: Page, { routed, isOwnRequest }: { routed: boolean; isOwnRequest: (url: string) => boolean }): Promise<NetworkTracker> {
  const requests = new Set<Request>();
  const ids = new Set<string>();
  let lastChange = Date.now();
  let changed: (() => void) | null = null;
  const touch = () => {
    lastChange = Date.now();
    changed?.();
  };
  const started = (request: Request) => {
    if (isOwnRequest(request.url())) return; // an engine's script, fetched while we wait
    requests.add(request);
    touch();
  };
  const ended = (request: Request) => {
    if (requests.delete(request)) touch();
  };
  const cdpStarted = ({ requestId, type, request }: { requestId: string; type?: string; request: { url: string } }) => {
    if (type === 'Other' && FAVICON.test(request.url)) return; // the browser's, after load; Playwright ignores it too
    if (isOwnRequest(request.url)) return;
    ids.add(requestId);
    touch();
  };
  const cdpEnded = ({ requestId }: { requestId: string }) => {
    if (ids.delete(requestId)) touch();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // Unrouted, Playwright reports each request as the renderer starts it: its events suffice.
  const cdp = routed ? await networkEvents(page, cdpStarted, cdpEnded) : null;

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
      cdp?.detach().catch(() => /* expected: teardown of a session already gone */ undefined);
    },
  };
}
