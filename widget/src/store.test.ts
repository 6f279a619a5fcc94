import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileStore } from './store.ts';

/** The service as the store sees it: every request recorded, each answered by `answer` (a PUT echoes a profile). */
function service(answer: (method: string, url: string) => Response | null) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url: String(input), body });
    const given = answer(method, String(input));
    if (given) return given;
    if (method === 'PUT') {
      const features = (body as { features: { featureCode: string; isEnabled: boolean; value: string | null }[] }).features;
      return json(200, { exists: true, userId: 'u1', activePresetCode: null, selfServiceEnabled: true, gradeLevel: null, configuredBy: null, features });
    }
    return json(200, { userId: 'u1', exists: true, activePresetCode: null, features: [] }, { ETag: 'W/"e1"' });
  });
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const refusal = (status: number, code: string, headers: Record<string, string> = {}) => json(status, { code, message: code }, headers);

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
    key: (i) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

const store = () => new ProfileStore({ apiKey: 'pk_live_test', apiBase: 'https://a11y.test/api/v1', userId: 'u1', userSignature: null });
const puts = <T extends { method: string }>(calls: T[]) => calls.filter((c) => c.method === 'PUT');

describe('the toolbar’s store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    vi.stubGlobal('addEventListener', () => undefined);
    vi.stubGlobal('location', { pathname: '/page', origin: 'https://host.test' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('saves a burst of changes once, 1.5 s after the last, and a long burst at most 10 s after its first', async () => {
    const calls = service(() => null);
    const s = store();
    await s.sync();
    for (let i = 0; i < 12; i++) {
      s.set(`f${i}`, { isEnabled: true, value: null });
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(puts(calls)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_200);
    expect(puts(calls)).toHaveLength(1);
    expect((puts(calls)[0]!.body as { features: unknown[] }).features).toHaveLength(12);
    expect(s.status).toBe('saved');

    for (let i = 0; i < 12; i++) {
      s.set('text-size', { isEnabled: true, value: String(i) });
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(puts(calls)).toHaveLength(2);
  });

  it('a 429 waits its Retry-After and tries once more; a second 429 keeps the change on this device', async () => {
    const calls = service((method) => (method === 'PUT' ? refusal(429, 'rate_limited', { 'Retry-After': '3' }) : null));
    const s = store();
    await s.sync();
    s.set('dark-mode', { isEnabled: true, value: null });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(s.status).toBe('waiting');
    expect(s.retryIn).toBe(3);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(puts(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(puts(calls)).toHaveLength(2);
    expect(s.status).toBe('local');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(puts(calls)).toHaveLength(2);
    expect(s.active().has('dark-mode')).toBe(true);
  });

  it('a spent month (quota_exceeded) is not asked again this page view; changes stay on this device', async () => {
    const calls = service((method) => (method === 'PUT' ? refusal(429, 'quota_exceeded', { 'Retry-After': '86400' }) : null));
    const s = store();
    await s.sync();
    s.set('dark-mode', { isEnabled: true, value: null });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(s.status).toBe('local');
    s.set('bold-text', { isEnabled: true, value: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(puts(calls)).toHaveLength(1);
    expect(s.status).toBe('local');
  });

  it('a refused origin is named in the console for the site’s owner, and nothing is retried', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    service(() => refusal(403, 'origin_not_allowed'));
    const s = store();
    await expect(s.sync()).rejects.toThrow();
    expect(s.originRefused).toBe(true);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/https:\/\/host\.test.*allowed origins.*Widget settings/);
  });

  it('network failures are tried five times, then the change is kept on this device', async () => {
    const calls = service((method) => {
      if (method === 'PUT') throw new TypeError('Failed to fetch');
      return null;
    });
    const s = store();
    await s.sync();
    s.set('dark-mode', { isEnabled: true, value: null });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(s.status).toBe('offline');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(puts(calls)).toHaveLength(5);
    expect(s.status).toBe('local');
  });

  it('the server wins: an unsaved change the server has moved on from is dropped, and a 304 trusts only the server’s own state', async () => {
    let server: { featureCode: string; value: string | null }[] = [{ featureCode: 'text-size', value: '1.5' }];
    let etag = 'W/"a"';
    const calls: { method: string; status: number }[] = [];
    vi.stubGlobal('fetch', async (_input: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const sent = new Headers(init.headers).get('if-none-match');
      calls.push({ method, status: method === 'PUT' ? 503 : sent === etag ? 304 : 200 });
      if (method === 'PUT') return json(503, { code: 'unavailable', message: 'down' });
      if (sent === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
      return json(200, { userId: 'u1', exists: true, activePresetCode: null, features: server }, { ETag: etag });
    });
    const first = store();
    await first.sync();
    // A change made over text size 1.5 that never reaches the server.
    first.set('text-size', { isEnabled: true, value: '2' });
    // Meanwhile text size is turned off through the API.
    server = [];
    etag = 'W/"b"';

    const next = store();
    expect(next.restore()).toBe(true);
    expect(next.active().get('text-size')).toBe('2');
    await next.sync();
    expect(next.active().has('text-size')).toBe(false);

    // Unchanged since: a 304, and the page shows exactly the server's state.
    const again = store();
    again.restore();
    await again.sync();
    expect(calls.at(-1)).toEqual({ method: 'GET', status: 304 });
    expect(again.active().size).toBe(0);
  });
});
