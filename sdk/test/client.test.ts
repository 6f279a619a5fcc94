import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  A11yApiError,
  A11yClient,
  A11yConnectionError,
  isA11yApiError,
  isA11yConnectionError,
  isA11yError,
  KEEPALIVE_MAX_BYTES,
  type A11yClientOptions,
  type AnalyticsEvent,
  type Profile,
  type UsageErrorInfo,
} from '../src/index.js';

// ---------------------------------------------------------------------------------------------
// A fake fetch: records every call and answers from a script (Responses, Errors or handlers).

interface Call {
  url: string;
  path: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  json: unknown;
  keepalive: boolean;
  signal: AbortSignal | undefined;
}

type Answer = Response | Error | ((call: Call) => Response | Promise<Response>);

function fakeFetch(...script: Answer[]) {
  const calls: Call[] = [];
  let fallback: Answer = () => json(200, {});
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const body = typeof init.body === 'string' ? init.body : undefined;
    const call: Call = {
      url,
      path: url.replace(BASE, ''),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body,
      json: body === undefined ? undefined : JSON.parse(body),
      keepalive: init.keepalive === true,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const answer = script.shift() ?? fallback;
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(call) : answer;
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    /** Answer for calls past the script. */
    otherwise(answer: Answer) {
      fallback = answer;
    },
  };
}

const BASE = 'https://api.example.test/api/v1';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function apiError(status: number, code: string, headers: Record<string, string> = {}, extra: object = {}): Response {
  return json(status, { code, message: `${code} happened`, traceId: 'a'.repeat(32), ...extra }, headers);
}

const clients: A11yClient[] = [];
function client(fetch: typeof globalThis.fetch, options: Partial<A11yClientOptions> = {}): A11yClient {
  const c = new A11yClient({ apiKey: 'sk_live_test', baseUrl: `${BASE}/`, fetch, ...options });
  clients.push(c);
  return c;
}

function profile(userId: string, features: Profile['features']): Profile {
  return { exists: true, userId, activePresetCode: null, selfServiceEnabled: true, gradeLevel: null, configuredBy: null, features };
}

/** The events of a POST /analytics/log batch. */
const logged = (call: Call) => (call.json as { events: AnalyticsEvent[] }).events;

/** Resolves pending promise callbacks (fetch answers, then-chains) without moving timers. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

// ---------------------------------------------------------------------------------------------

describe('requests', () => {
  it('sends the key, Accept, and JSON bodies with Content-Type; strips the trailing slash of baseUrl', async () => {
    const f = fakeFetch(json(200, profile('u1', [])), json(200, profile('u1', [])));
    const a11y = client(f.fetch);

    await a11y.profiles.get('u1');
    await a11y.profiles.update('u1', { features: [{ featureCode: 'dyslexia_font', isEnabled: true }], setBy: 'admin' });

    const [get, put] = f.calls;
    expect(get!.url).toBe(`${BASE}/profiles/u1`);
    expect(get!.method).toBe('GET');
    expect(get!.headers.get('x-api-key')).toBe('sk_live_test');
    expect(get!.headers.get('accept')).toBe('application/json');
    expect(get!.headers.get('content-type')).toBeNull();
    expect(get!.headers.get('user-agent')).toBe('@a11y-platform/client/0.1.0');
    expect(put!.method).toBe('PUT');
    expect(put!.headers.get('content-type')).toBe('application/json');
    expect(put!.json).toEqual({ features: [{ featureCode: 'dyslexia_font', isEnabled: true }], setBy: 'admin' });
  });

  it('encodes every path segment, whatever the userId holds', async () => {
    const f = fakeFetch();
    const a11y = client(f.fetch);
    const ids = ['a/b c', '100%', '😀 émoji', '?#&=', '../x'];
    for (const id of ids) await a11y.profiles.get(id);
    await a11y.apiKeys.revoke('ten/ant', 'key 1');

    expect(f.calls.map((c) => c.path)).toEqual([
      '/profiles/a%2Fb%20c',
      '/profiles/100%25',
      '/profiles/%F0%9F%98%80%20%C3%A9moji',
      '/profiles/%3F%23%26%3D',
      '/profiles/..%2Fx',
      '/tenants/ten%2Fant/api-keys/key%201',
    ]);
    // The URL parser would keep each one as a single segment.
    for (const call of f.calls.slice(0, 5)) expect(new URL(call.url).pathname.split('/')).toHaveLength(5);
  });

  it('refuses path segments a URL would drop or resolve, before any request', async () => {
    const f = fakeFetch();
    const a11y = client(f.fetch, { trackUsage: true });
    for (const id of ['', '.', '..']) {
      await expect(a11y.profiles.get(id)).rejects.toThrow(RangeError);
      await expect(a11y.profiles.update(id, { features: [{ featureCode: 'zoom', isEnabled: true }] })).rejects.toThrow(RangeError);
      await expect(a11y.profiles.activeFeatures(id)).rejects.toThrow(RangeError);
      await expect(a11y.apiKeys.revoke('t1', id)).rejects.toThrow(RangeError);
    }
    expect(f.calls).toHaveLength(0);
    expect(a11y.pendingEvents).toBe(0);
  });

  it('skips undefined query parameters and sends Dates as ISO strings', async () => {
    const f = fakeFetch();
    const a11y = client(f.fetch);
    await a11y.scanner.listJobs({ status: 'completed', url: undefined, limit: 10 });
    await a11y.analytics.get({ from: new Date('2026-01-01T00:00:00Z'), interval: 'week' });
    await a11y.features.list();

    expect(f.calls[0]!.path).toBe('/scanner/jobs?status=completed&limit=10');
    expect(f.calls[1]!.path).toBe('/analytics?from=2026-01-01T00%3A00%3A00.000Z&interval=week');
    expect(f.calls[2]!.path).toBe('/features');
  });

  it('sends Idempotency-Key on POSTs that ask for it, and per-call headers', async () => {
    const f = fakeFetch(json(202, { id: 'job_1' }));
    const a11y = client(f.fetch);
    await a11y.scanner.createJob({ url: 'https://example.com' }, { idempotencyKey: 'scan-1', headers: { traceparent: 'tp' } });
    expect(f.calls[0]!.headers.get('idempotency-key')).toBe('scan-1');
    expect(f.calls[0]!.headers.get('traceparent')).toBe('tp');
  });

  it('resolves DELETE (204) to undefined', async () => {
    const f = fakeFetch(new Response(null, { status: 204 }));
    const a11y = client(f.fetch);
    await expect(a11y.profiles.delete('u1')).resolves.toBeUndefined();
    expect(f.calls[0]!.method).toBe('DELETE');
  });

  it('exposes status, trace id, rate limit and quota through withResponse() and lastResponse', async () => {
    const headers = {
      'X-Trace-Id': 'b'.repeat(32),
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '59',
      'X-RateLimit-Reset': '42',
      'X-Quota-Limit': '50000',
      'X-Quota-Remaining': '49999',
      'X-Quota-Reset': '2026-02-01T00:00:00.000Z',
    };
    const f = fakeFetch(json(201, profile('u1', []), headers));
    const a11y = client(f.fetch);

    const { data, status, traceId, rateLimit, quota, idempotentReplayed } = await a11y.profiles.update('u1', { features: [] }).withResponse();
    expect(data.userId).toBe('u1');
    expect(status).toBe(201);
    expect(traceId).toBe('b'.repeat(32));
    expect(rateLimit).toEqual({ limit: 60, remaining: 59, reset: 42 });
    expect(quota).toEqual({ limit: 50000, remaining: 49999, reset: '2026-02-01T00:00:00.000Z' });
    expect(idempotentReplayed).toBe(false);
    expect(a11y.lastResponse?.rateLimit.remaining).toBe(59);
  });

  it('sends If-None-Match and resolves { notModified: true } on 304', async () => {
    const body = { userId: 'u1', exists: true, activePresetCode: null, features: [{ featureCode: 'zoom', value: '150' }] };
    const f = fakeFetch(json(200, body, { ETag: 'W/"v1"' }), new Response(null, { status: 304, headers: { ETag: 'W/"v1"' } }));
    const a11y = client(f.fetch);

    const first = await a11y.profiles.activeFeatures('u1');
    expect(first).toEqual({ ...body, notModified: false, etag: 'W/"v1"' });
    expect(f.calls[0]!.headers.get('if-none-match')).toBeNull();

    const second = await a11y.profiles.activeFeatures('u1', { etag: first.etag ?? undefined });
    expect(second).toEqual({ notModified: true, etag: 'W/"v1"' });
    expect(f.calls[1]!.headers.get('if-none-match')).toBe('W/"v1"');
  });

  it('checks health without a key and resolves a degraded (503) answer without retrying', async () => {
    const degraded = { status: 'degraded', version: '0.1.0', checks: { database: 'down', jobs: 'embedded', browser: 'missing', ai: 'offline' } };
    const f = fakeFetch(json(503, degraded));
    const a11y = client(f.fetch);
    await expect(a11y.health()).resolves.toEqual(degraded);
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]!.headers.get('x-api-key')).toBeNull();
  });
});

describe('errors', () => {
  it('maps the error body to A11yApiError', async () => {
    const details = [{ path: 'features[0].value', message: 'Too long.' }];
    const f = fakeFetch(apiError(400, 'validation_failed', { 'X-Trace-Id': 'c'.repeat(32) }, { details }));
    const a11y = client(f.fetch);

    const error = await a11y.profiles.update('u1', { features: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(A11yApiError);
    expect(isA11yApiError(error) && isA11yError(error)).toBe(true);
    expect(isA11yConnectionError(error)).toBe(false);
    if (!isA11yApiError(error)) throw new Error('unreachable');
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('validation_failed happened');
    expect(error.traceId).toBe('a'.repeat(32));
    expect(error.details).toEqual(details);
    expect(error.headers.get('x-trace-id')).toBe('c'.repeat(32));
    expect(error.name).toBe('A11yApiError');
  });

  it('falls back to unknown_error and the X-Trace-Id header for bodies that are not JSON', async () => {
    const f = fakeFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'X-Trace-Id': 'd'.repeat(32) } }));
    const a11y = client(f.fetch);
    const error = await a11y.features.get('zoom').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'unknown_error', traceId: 'd'.repeat(32), message: 'HTTP 502 Bad Gateway' });
  });

  it('never retries 4xx other than 429', async () => {
    for (const [status, code] of [
      [400, 'validation_failed'],
      [401, 'invalid_api_key'],
      [404, 'not_found'],
      [409, 'conflict'],
    ] as const) {
      const f = fakeFetch(apiError(status, code, { 'Retry-After': '1' }));
      const a11y = client(f.fetch);
      await expect(a11y.presets.get('x')).rejects.toMatchObject({ status, code });
      expect(f.calls).toHaveLength(1);
    }
  });

  it('turns network failures into A11yConnectionError', async () => {
    const f = fakeFetch(new TypeError('fetch failed'));
    const a11y = client(f.fetch, { maxRetries: 0 });
    const error = await a11y.profiles.get('u1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(A11yConnectionError);
    expect(error).toMatchObject({ timedOut: false, message: 'Could not reach api.example.test: fetch failed' });
  });

  it('times out per attempt', async () => {
    const hang = (call: Call) =>
      new Promise<Response>((_, reject) => call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const f = fakeFetch(hang);
    const a11y = client(f.fetch, { timeoutMs: 20, maxRetries: 0 });
    await expect(a11y.profiles.get('u1')).rejects.toMatchObject({ name: 'A11yConnectionError', timedOut: true });
  });

  it('rejects with the caller\u2019s abort reason and does not retry', async () => {
    const hang = (call: Call) => new Promise<Response>((_, reject) => call.signal?.addEventListener('abort', () => reject(call.signal?.reason)));
    const f = fakeFetch(hang);
    const a11y = client(f.fetch);
    const controller = new AbortController();
    const pending = a11y.profiles.get('u1', { signal: controller.signal });
    controller.abort(new Error('user left'));
    await expect(pending).rejects.toThrow('user left');
    expect(f.calls).toHaveLength(1);
  });
});

describe('retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('waits Retry-After seconds after a 429, then succeeds', async () => {
    const f = fakeFetch(apiError(429, 'rate_limited', { 'Retry-After': '2' }), json(200, profile('u1', [])));
    const a11y = client(f.fetch);
    const pending = a11y.profiles.get('u1');

    await vi.advanceTimersByTimeAsync(1_999);
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.calls).toHaveLength(2);
    await expect(pending).resolves.toMatchObject({ userId: 'u1' });
  });

  it('backs off exponentially (0.5 s, 1 s) on 503 without Retry-After, then gives up with the last error', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const f = fakeFetch(apiError(503, 'unavailable'), apiError(503, 'unavailable'), apiError(503, 'unavailable'));
    const a11y = client(f.fetch);
    const pending = a11y.profiles.get('u1').catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(499);
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(f.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.calls).toHaveLength(3);
    expect(await pending).toMatchObject({ status: 503, code: 'unavailable' });
  });

  it('retries 429 on a POST too (the request was not processed)', async () => {
    const f = fakeFetch(apiError(429, 'rate_limited', { 'Retry-After': '0' }), json(202, { accepted: 1 }));
    const a11y = client(f.fetch);
    const pending = a11y.analytics.log({ featureCode: 'zoom', externalUserId: 'u1', action: 'activated' });
    await vi.advanceTimersByTimeAsync(0);
    await expect(pending).resolves.toEqual({ accepted: 1 });
    expect(f.calls).toHaveLength(2);
  });

  it('does not wait for a Retry-After beyond 60 s (spent monthly quota) nor retry ai_provider_required', async () => {
    const f = fakeFetch(apiError(429, 'quota_exceeded', { 'Retry-After': '86400' }), apiError(503, 'ai_provider_required'));
    const a11y = client(f.fetch);
    await expect(a11y.profiles.get('u1')).rejects.toMatchObject({ code: 'quota_exceeded', retryAfter: 86400 });
    await expect(a11y.profiles.get('u2')).rejects.toMatchObject({ code: 'ai_provider_required' }); // a GET, else retried on 503
    expect(f.calls).toHaveLength(2);
  });

  it('retries network errors for GET/PUT/DELETE and keyed POSTs, never for a POST without a key', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const down = () => new TypeError('fetch failed');

    const get = fakeFetch(down(), json(200, profile('u1', [])));
    const getting = client(get.fetch).profiles.get('u1');
    await vi.advanceTimersByTimeAsync(500);
    await expect(getting).resolves.toMatchObject({ userId: 'u1' });
    expect(get.calls).toHaveLength(2);

    const post = fakeFetch(down(), json(202, { id: 'job' }));
    await expect(client(post.fetch).scanner.createJob({ url: 'https://example.com' })).rejects.toBeInstanceOf(A11yConnectionError);
    expect(post.calls).toHaveLength(1);

    const keyed = fakeFetch(down(), json(202, { id: 'job' }));
    const creating = client(keyed.fetch).scanner.createJob({ url: 'https://example.com' }, { idempotencyKey: 'k1' });
    await vi.advanceTimersByTimeAsync(500);
    await expect(creating).resolves.toEqual({ id: 'job' });
    expect(keyed.calls.map((c) => c.headers.get('idempotency-key'))).toEqual(['k1', 'k1']);
  });

  it('respects maxRetries per call', async () => {
    const f = fakeFetch(apiError(429, 'rate_limited', { 'Retry-After': '1' }));
    const a11y = client(f.fetch);
    await expect(a11y.profiles.get('u1', { maxRetries: 0 })).rejects.toMatchObject({ status: 429, retryAfter: 1 });
    expect(f.calls).toHaveLength(1);
  });
});

describe('analytics.log and paginate', () => {
  const event = (i: number): AnalyticsEvent => ({ featureCode: 'zoom', externalUserId: `u${i}`, action: 'activated' });

  it('sends one event as is and splits arrays into batches of 500', async () => {
    const f = fakeFetch();
    f.otherwise((call) => json(202, { accepted: (call.json as { events?: unknown[] }).events?.length ?? 1 }));
    const a11y = client(f.fetch);

    await expect(a11y.analytics.log(event(0))).resolves.toEqual({ accepted: 1 });
    expect(f.calls[0]!.json).toEqual(event(0));

    const events = Array.from({ length: 1_200 }, (_, i) => event(i));
    await expect(a11y.analytics.log(events, { idempotencyKey: 'import-7' })).resolves.toEqual({ accepted: 1_200 });
    const batches = f.calls.slice(1);
    expect(batches.map((c) => (c.json as { events: unknown[] }).events.length)).toEqual([500, 500, 200]);
    expect(batches.map((c) => c.headers.get('idempotency-key'))).toEqual(['import-7', 'import-7:2', 'import-7:3']);
    expect((batches[2]!.json as { events: AnalyticsEvent[] }).events[0]).toEqual(event(1_000));

    await a11y.analytics.log({ events: [event(1), event(2)] });
    expect(f.calls[4]!.json).toEqual({ events: [event(1), event(2)] });
  });

  it('iterates every page of a list', async () => {
    const f = fakeFetch(json(200, { data: [{ id: 'm3' }, { id: 'm2' }], nextCursor: 'c1' }), json(200, { data: [{ id: 'm1' }], nextCursor: null }));
    const a11y = client(f.fetch);
    const ids: string[] = [];
    for await (const member of a11y.paginate((cursor) => a11y.members.list({ cursor, limit: 2 }))) ids.push(member.id);
    expect(ids).toEqual(['m3', 'm2', 'm1']);
    expect(f.calls.map((c) => c.path)).toEqual(['/members?limit=2', '/members?cursor=c1&limit=2']);
  });
});

describe('trackUsage', () => {
  const logCalls = (calls: Call[]) => calls.filter((c) => c.path === '/analytics/log');

  it('queues an activation per enabled feature of a successful update and sends them as one batch at flushAt', async () => {
    const f = fakeFetch();
    f.otherwise((call) => (call.path === '/analytics/log' ? json(202, { accepted: logged(call).length }) : json(200, profile('u/1', []))));
    const a11y = client(f.fetch, { trackUsage: true, usage: { flushAt: 3, sessionId: 's-1' } });

    await a11y.profiles.update('u/1', {
      features: [
        { featureCode: 'zoom', isEnabled: true, value: 150 },
        { featureCode: 'high_contrast', isEnabled: false },
        { featureCode: 'dyslexia_font', isEnabled: true },
      ],
    });
    expect(a11y.pendingEvents).toBe(2);
    expect(logCalls(f.calls)).toHaveLength(0);

    a11y.activate({ featureCode: 'reading_ruler', userId: 'u/1', sessionId: 's-2' });
    await settle();
    const sent = logCalls(f.calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    const events = logged(sent[0]!);
    expect(events.map((e) => [e.featureCode, e.externalUserId, e.action, e.value, e.sessionId])).toEqual([
      ['zoom', 'u/1', 'activated', '150', 's-1'],
      ['dyslexia_font', 'u/1', 'activated', undefined, 's-1'],
      ['reading_ruler', 'u/1', 'activated', undefined, 's-2'],
    ]);
    for (const e of events) expect(Date.parse(e.occurredAt!)).not.toBeNaN();
    expect(a11y.pendingEvents).toBe(0);
  });

  it("adds the page's path, read when each event is tracked, to events that carry none", async () => {
    const f = fakeFetch();
    f.otherwise((call) => (call.path === '/analytics/log' ? json(202, { accepted: logged(call).length }) : json(200, profile('u/1', []))));
    let path = '/pricing';
    const a11y = client(f.fetch, { usage: { flushAt: 3, pagePath: () => path } });
    a11y.activate({ featureCode: 'zoom', userId: 'u/1' });
    path = '/checkout';
    a11y.activate({ featureCode: 'zoom', userId: 'u/1' });
    a11y.track({ featureCode: 'zoom', externalUserId: 'u/1', action: 'adjusted', pagePath: '/given' });
    await settle();
    expect(logged(logCalls(f.calls)[0]!).map((e) => e.pagePath)).toEqual(['/pricing', '/checkout', '/given']);
  });

  it('queues nothing when the update fails, or when trackUsage is off', async () => {
    const f = fakeFetch(apiError(403, 'self_service_disabled'), json(200, profile('u1', [])));
    const tracked = client(f.fetch, { trackUsage: true });
    await expect(tracked.profiles.update('u1', { features: [{ featureCode: 'zoom', isEnabled: true }], setBy: 'user' })).rejects.toThrow();
    expect(tracked.pendingEvents).toBe(0);

    const untracked = client(f.fetch);
    await untracked.profiles.update('u1', { features: [{ featureCode: 'zoom', isEnabled: true }] });
    expect(untracked.pendingEvents).toBe(0);
    // An explicit activation is recorded either way.
    untracked.activate({ featureCode: 'zoom', userId: 'u1' });
    expect(untracked.pendingEvents).toBe(1);
  });

  it('tracks the enabled preset features of applyPreset, not replays', async () => {
    const applied = profile('u1', [
      { featureCode: 'zoom', isEnabled: true, value: '200', setBy: 'preset' },
      { featureCode: 'captions', isEnabled: false, value: null, setBy: 'preset' },
      { featureCode: 'dyslexia_font', isEnabled: true, value: null, setBy: 'user' },
      { featureCode: 'tts', isEnabled: true, value: null, setBy: 'preset' },
    ]);
    const f = fakeFetch(json(200, applied), json(200, applied, { 'Idempotent-Replayed': 'true' }));
    const a11y = client(f.fetch, { trackUsage: true, usage: { flushAt: 100 } });

    await a11y.profiles.applyPreset('u1', { presetCode: 'low_vision' }, { idempotencyKey: 'p1' });
    expect(a11y.pendingEvents).toBe(2);
    await a11y.profiles.applyPreset('u1', { presetCode: 'low_vision' }, { idempotencyKey: 'p1' });
    expect(a11y.pendingEvents).toBe(2);

    await a11y.flush();
    const events = logged(logCalls(f.calls)[0]!);
    expect(events.map((e) => [e.featureCode, e.value])).toEqual([
      ['zoom', '200'],
      ['tts', undefined],
    ]);
  });

  it('sends flushIntervalMs after the first queued event', async () => {
    vi.useFakeTimers();
    const f = fakeFetch();
    f.otherwise(json(202, { accepted: 2 }));
    const a11y = client(f.fetch, { usage: { flushIntervalMs: 2_000 } });

    a11y.activate({ featureCode: 'zoom', userId: 'u1' });
    await vi.advanceTimersByTimeAsync(1_000);
    a11y.activate({ featureCode: 'tts', userId: 'u2' });
    await vi.advanceTimersByTimeAsync(999);
    expect(f.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.calls).toHaveLength(1);
    expect(logged(f.calls[0]!).map((e) => e.externalUserId)).toEqual(['u1', 'u2']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with flushIntervalMs Infinity, holds events until flush() (a page sends them once, when hidden)', async () => {
    vi.useFakeTimers();
    const f = fakeFetch();
    f.otherwise(json(202, { accepted: 2 }));
    const a11y = client(f.fetch, { usage: { flushAt: Number.POSITIVE_INFINITY, flushIntervalMs: Number.POSITIVE_INFINITY } });
    for (let i = 0; i < 30; i++) a11y.activate({ featureCode: 'zoom', userId: `u${i}` });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.calls).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    await a11y.flush();
    expect(f.calls).toHaveLength(1);
    expect(logged(f.calls[0]!)).toHaveLength(30);
  });

  it('flush() sends at once, in batches of at most 500, and resolves when they are accepted', async () => {
    const f = fakeFetch();
    f.otherwise((call) => json(202, { accepted: logged(call).length }));
    const a11y = client(f.fetch, { usage: { flushAt: 10_000, maxQueueSize: 10_000 } });
    for (let i = 0; i < 1_234; i++) a11y.activate({ featureCode: 'zoom', userId: `u${i}` });

    await a11y.flush();
    expect(f.calls.map((c) => logged(c).length)).toEqual([500, 500, 234]);
    expect(f.calls.every((c) => !c.keepalive)).toBe(true);
    expect(a11y.pendingEvents).toBe(0);
    await a11y.flush();
    expect(f.calls).toHaveLength(3);
  });

  it('re-queues a failed batch once, then drops it, never throwing and telling onError', async () => {
    const reports: { error: unknown; info: UsageErrorInfo }[] = [];
    const f = fakeFetch(apiError(503, 'unavailable'), apiError(503, 'unavailable'), json(202, { accepted: 1 }));
    const a11y = client(f.fetch, { maxRetries: 0, usage: { onError: (error, info) => reports.push({ error, info }) } });

    a11y.activate({ featureCode: 'zoom', userId: 'u1' });
    await expect(a11y.flush()).resolves.toBeUndefined();
    expect(a11y.pendingEvents).toBe(1);
    expect(reports[0]!.info.requeued.map((e) => e.externalUserId)).toEqual(['u1']);
    expect(reports[0]!.info.dropped).toEqual([]);
    expect(reports[0]!.error).toBeInstanceOf(A11yApiError);

    a11y.activate({ featureCode: 'zoom', userId: 'u2' });
    await a11y.flush();
    // u1 failed twice and is gone; u2 failed once and stays.
    expect(reports[1]!.info.dropped.map((e) => e.externalUserId)).toEqual(['u1']);
    expect(reports[1]!.info.requeued.map((e) => e.externalUserId)).toEqual(['u2']);

    await a11y.flush();
    expect(logged(f.calls[2]!).map((e) => e.externalUserId)).toEqual(['u2']);
    expect(a11y.pendingEvents).toBe(0);
  });

  it('drops only the events a 400 names, keeping the rest of the batch', async () => {
    const reports: UsageErrorInfo[] = [];
    const details = [{ path: 'events[1].featureCode', message: 'Unknown feature.' }];
    const f = fakeFetch(apiError(400, 'unknown_feature', {}, { details }), json(202, { accepted: 2 }));
    const a11y = client(f.fetch, { usage: { onError: (_, info) => reports.push(info) } });
    for (const code of ['zoom', 'nope', 'tts']) a11y.activate({ featureCode: code, userId: 'u1' });

    await a11y.flush();
    expect(reports[0]!.dropped.map((e) => e.featureCode)).toEqual(['nope']);
    await a11y.flush();
    expect(logged(f.calls[1]!).map((e) => e.featureCode)).toEqual(['zoom', 'tts']);
  });

  it('bounds the queue, dropping the oldest', () => {
    const dropped: AnalyticsEvent[] = [];
    const a11y = client(fakeFetch().fetch, { usage: { flushAt: 100, maxQueueSize: 5, onError: (_, info) => dropped.push(...info.dropped) } });
    for (let i = 0; i < 7; i++) a11y.activate({ featureCode: 'zoom', userId: `u${i}` });
    expect(a11y.pendingEvents).toBe(5);
    expect(dropped.map((e) => e.externalUserId)).toEqual(['u0', 'u1']);
  });

  it('never throws from a failing send or a throwing onError', async () => {
    const f = fakeFetch(new TypeError('offline'));
    const a11y = client(f.fetch, {
      usage: {
        onError: () => {
          throw new Error('handler bug');
        },
      },
    });
    a11y.activate({ featureCode: 'zoom', userId: 'u1' });
    await expect(a11y.flush()).resolves.toBeUndefined();
  });

  it('does not keep a Node process alive: the flush timer is unref\u2019d, and beforeExit sends what is left', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    const listeners = process.listenerCount('beforeExit');
    const f = fakeFetch();
    f.otherwise(json(202, { accepted: 1 }));
    const a11y = client(f.fetch, { usage: { flushIntervalMs: 60_000 } });

    a11y.activate({ featureCode: 'zoom', userId: 'u1' });
    expect(timers()).toBe(before);
    expect(process.listenerCount('beforeExit')).toBe(listeners + 1);

    process.emit('beforeExit', 0);
    await settle();
    expect(f.calls).toHaveLength(1);

    await a11y.close();
    expect(process.listenerCount('beforeExit')).toBe(listeners);
  });
});

describe('trackUsage in a browser', () => {
  let doc: EventTarget & { visibilityState: 'visible' | 'hidden' };
  let win: EventTarget;

  beforeEach(() => {
    doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as 'visible' | 'hidden' });
    win = new EventTarget();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('window', win);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends with keepalive on pagehide, synchronously', () => {
    const f = fakeFetch(json(202, { accepted: 2 }));
    const a11y = client(f.fetch, { apiKey: 'pk_live_test' });
    a11y.activate({ featureCode: 'zoom', userId: 'u1' });
    a11y.activate({ featureCode: 'tts', userId: 'u1' });

    win.dispatchEvent(new Event('pagehide'));
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]!.keepalive).toBe(true);
    expect(f.calls[0]!.headers.get('x-api-key')).toBe('pk_live_test');
    // Browsers send their own User-Agent; setting one would fail the CORS preflight.
    expect(f.calls[0]!.headers.get('user-agent')).toBeNull();
    expect((f.calls[0]!.json as { events: unknown[] }).events).toHaveLength(2);
    expect(a11y.pendingEvents).toBe(0);
  });

  it('sends on visibilitychange to hidden, not to visible', () => {
    const f = fakeFetch(json(202, { accepted: 1 }));
    const a11y = client(f.fetch, { apiKey: 'pk_live_test' });
    a11y.activate({ featureCode: 'zoom', userId: 'u1' });

    doc.dispatchEvent(new Event('visibilitychange'));
    expect(f.calls).toHaveLength(0);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]!.keepalive).toBe(true);
  });

  it('keeps keepalive bodies in flight under 64 KiB, sending the rest normally', async () => {
    const pending: ((r: Response) => void)[] = [];
    const f = fakeFetch();
    f.otherwise((call) => (call.keepalive ? new Promise<Response>((resolve) => pending.push(resolve)) : json(202, { accepted: logged(call).length })));
    const a11y = client(f.fetch, { apiKey: 'pk_live_test', usage: { flushAt: 10_000 } });
    const big = 'x'.repeat(256);
    for (let i = 0; i < 400; i++) a11y.activate({ featureCode: 'zoom', userId: `user-${i}-${big}`, value: big });

    win.dispatchEvent(new Event('pagehide'));
    await settle();
    const keepalive = f.calls.filter((c) => c.keepalive);
    const normal = f.calls.filter((c) => !c.keepalive);
    const bytes = (c: Call) => new TextEncoder().encode(c.body).length;
    expect(keepalive.length).toBeGreaterThan(0);
    expect(keepalive.reduce((sum, c) => sum + bytes(c), 0)).toBeLessThanOrEqual(KEEPALIVE_MAX_BYTES);
    expect(normal.length).toBeGreaterThan(0);
    const sent = [...keepalive, ...normal].flatMap((c) => logged(c).map((e) => e.externalUserId));
    expect(new Set(sent).size).toBe(400);

    // Once the keepalive sends finish, the budget is free again.
    for (const resolve of pending) resolve(json(202, { accepted: 1 }));
    await settle();
    a11y.activate({ featureCode: 'zoom', userId: 'later' });
    win.dispatchEvent(new Event('pagehide'));
    expect(f.calls.at(-1)!.keepalive).toBe(true);
  });

  it('close() flushes and removes the listeners and the timer', async () => {
    vi.useFakeTimers();
    const f = fakeFetch();
    f.otherwise(json(202, { accepted: 1 }));
    const a11y = client(f.fetch, { apiKey: 'pk_live_test' });
    a11y.activate({ featureCode: 'zoom', userId: 'u1' });
    expect(vi.getTimerCount()).toBe(1);

    await a11y.close();
    expect(f.calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);

    win.dispatchEvent(new Event('pagehide'));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(f.calls).toHaveLength(1);
  });
});

describe('client options', () => {
  it('requires an apiKey', () => {
    expect(() => new A11yClient({ apiKey: '' })).toThrow(TypeError);
  });

  it('uses the global fetch by default, called as a function', async () => {
    const f = fakeFetch(json(200, { data: [], nextCursor: null, total: 0 }));
    vi.stubGlobal('fetch', f.fetch);
    try {
      const a11y = new A11yClient({ apiKey: 'sk_live_test' });
      clients.push(a11y);
      await a11y.presets.list();
      expect(f.calls[0]!.url).toBe('http://localhost:3000/api/v1/presets');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
