import { A11yApiError, A11yConnectionError, apiErrorFrom, isA11yConnectionError } from './errors.js';
import { backoffMs, retryDelayMs, sleep } from './retry.js';

/**
 * The request core: URL and headers, timeout, retries, and turning answers into data or errors.
 * Every resource method goes through `HttpClient.request`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Options every call accepts. */
export interface RequestOptions {
  /** Cancels the call (and any retry wait); the promise rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
  /** Per attempt; overrides the client's `timeoutMs`. */
  timeoutMs?: number | undefined;
  /** Overrides the client's `maxRetries`. */
  maxRetries?: number | undefined;
  /** Extra headers, e.g. `traceparent`. */
  headers?: Record<string, string> | undefined;
}

/** Options of POST calls. */
export interface PostOptions extends RequestOptions {
  /** Sent as Idempotency-Key: a repeat replays the first answer (24 h), and network errors become retryable. */
  idempotencyKey?: string | undefined;
}

/** A raw request, for `client.request()`. Build `path` with `apiPath` so segments are encoded. */
export interface RequestSpec {
  method: HttpMethod;
  /** Path below the base URL, starting with `/`, segments already encoded. */
  path: string;
  /** Query parameters: string, number, boolean or Date values; undefined and null are skipped. */
  query?: object | undefined;
  /** Sent as JSON. */
  body?: unknown | undefined;
  headers?: Record<string, string> | undefined;
  /** Resolve a 304 (data undefined) instead of throwing. */
  notModified?: boolean | undefined;
  /** Statuses besides 2xx whose body is data (health answers 503 with a body). */
  okStatuses?: readonly number[] | undefined;
  /** Send X-Api-Key. Default true. */
  auth?: boolean | undefined;
  /** Retry 429/503 answers. Default true. */
  retryStatuses?: boolean | undefined;
  /** fetch `keepalive`, for sends while the page unloads. */
  keepalive?: boolean | undefined;
  /**
   * `binary`: a success body is read as an ArrayBuffer (file downloads); `stream`: a success body is handed
   * over unread as a `ReadableStream<Uint8Array>` (exports: constant memory however long; the timeout covers
   * the answer's headers, the caller's signal the whole read). Errors are still JSON. Default `json`.
   */
  accept?: 'json' | 'binary' | 'stream' | undefined;
}

export interface RateLimitInfo {
  /** Requests per minute. */
  limit: number | null;
  remaining: number | null;
  /** Seconds until the window frees a request. */
  reset: number | null;
}

export interface QuotaInfo {
  /** Calls per billing month. */
  limit: number | null;
  remaining: number | null;
  /** ISO timestamp the next billing period starts. */
  reset: string | null;
}

/** What a response says besides its body. Header values are null when absent (or not exposed by CORS). */
export interface ResponseMeta {
  status: number;
  headers: Headers;
  traceId: string | null;
  rateLimit: RateLimitInfo;
  quota: QuotaInfo;
  /** X-AI-Credits-Remaining of content transforms. */
  aiCreditsRemaining: number | null;
  /** True when the answer is an Idempotency-Key replay. */
  idempotentReplayed: boolean;
}

export interface ApiResponse<T> extends ResponseMeta {
  data: T;
}

export interface HttpConfig {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  maxRetries: number;
  timeoutMs: number;
  /** Sent on every request (e.g. User-Agent outside browsers). */
  headers: Record<string, string>;
  onResponse?: (meta: ResponseMeta) => void;
}

interface Exchange {
  response: Response;
  text: string;
  /** The body of a successful `accept: 'binary'` request. */
  buffer?: ArrayBuffer;
  /** The body of a successful `accept: 'stream'` request, unread. */
  stream?: ReadableStream<Uint8Array>;
}

export class HttpClient {
  constructor(readonly config: HttpConfig) {}

  async request<T>(spec: RequestSpec, options: PostOptions = {}): Promise<ApiResponse<T>> {
    const url = buildUrl(this.config.baseUrl, spec.path, spec.query);
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    const headers = this.#headers(spec, options, body !== undefined);
    const init: RequestInit = { method: spec.method, headers, ...(body !== undefined ? { body } : {}) };
    if (spec.keepalive) init.keepalive = true;
    const maxRetries = Math.max(0, options.maxRetries ?? this.config.maxRetries);
    const timeoutMs = options.timeoutMs ?? this.config.timeoutMs;
    // A POST without an Idempotency-Key may have been applied before the connection broke.
    const networkRetry = spec.method !== 'POST' || headers.has('idempotency-key');

    for (let attempt = 0; ; attempt++) {
      const canRetry = attempt < maxRetries;
      let exchange: Exchange;
      try {
        exchange = await this.#send(url, init, spec, timeoutMs, options.signal);
      } catch (error) {
        if (!(canRetry && networkRetry && isA11yConnectionError(error))) throw error;
        await sleep(backoffMs(attempt), options.signal);
        continue;
      }
      const { response } = exchange;
      const meta = responseMeta(response);
      this.config.onResponse?.(meta);
      if (isSuccess(response.status, spec)) return { ...meta, data: parseData<T>(exchange, meta) };

      const error = apiErrorFrom(response, exchange.text);
      const delay = canRetry && spec.retryStatuses !== false ? retryDelayMs(error, attempt) : undefined;
      if (delay === undefined) throw error;
      await sleep(delay, options.signal);
    }
  }

  #headers(spec: RequestSpec, options: PostOptions, hasBody: boolean): Headers {
    const headers = new Headers({ Accept: spec.accept === 'binary' || spec.accept === 'stream' ? '*/*' : 'application/json' });
    if (hasBody) headers.set('Content-Type', 'application/json');
    if (spec.auth !== false) headers.set('X-Api-Key', this.config.apiKey);
    for (const extra of [this.config.headers, spec.headers, options.headers]) {
      for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
    }
    if (options.idempotencyKey !== undefined) headers.set('Idempotency-Key', options.idempotencyKey);
    return headers;
  }

  /** One attempt: fetch and read the body, both within the timeout. */
  async #send(url: string, init: RequestInit, spec: RequestSpec, timeoutMs: number, signal?: AbortSignal): Promise<Exchange> {
    if (signal?.aborted) throw signal.reason;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let handedOver = false;
    try {
      const response = await this.config.fetch(url, { ...init, signal: controller.signal });
      if (spec.accept === 'binary' && response.ok) return { response, text: '', buffer: await response.arrayBuffer() };
      if (spec.accept === 'stream' && response.ok) {
        // The caller's signal keeps cancelling the body while it is read; the timeout ends here.
        handedOver = true;
        return { response, text: '', stream: response.body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() }) };
      }
      return { response, text: await response.text() };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timedOut) throw new A11yConnectionError(`Request timed out after ${timeoutMs} ms.`, { cause: error, timedOut: true });
      throw new A11yConnectionError(`Could not reach ${hostOf(url)}: ${messageOf(error)}`, { cause: error });
    } finally {
      clearTimeout(timer);
      if (!handedOver) signal?.removeEventListener('abort', onAbort);
    }
  }
}

/**
 * Tagged template that URL-encodes every interpolated path segment:
 * `` apiPath`/profiles/${userId}` `` works for ids with `/`, `%`, spaces or emoji.
 */
export function apiPath(strings: TemplateStringsArray, ...segments: (string | number)[]): string {
  let out = strings[0] ?? '';
  segments.forEach((segment, i) => {
    out += encodeSegment(segment) + (strings[i + 1] ?? '');
  });
  return out;
}

/** encodeURIComponent, refusing segments a URL parser would drop or resolve (``, `.`, `..`). */
export function encodeSegment(segment: string | number): string {
  const value = String(segment);
  if (value === '' || value === '.' || value === '..') {
    throw new RangeError(`A path segment cannot be ${JSON.stringify(value)}: URLs drop or resolve it.`);
  }
  try {
    return encodeURIComponent(value);
  } catch {
    throw new RangeError('A path segment must be well-formed Unicode (it contains a lone surrogate).');
  }
}

function buildUrl(baseUrl: string, path: string, query?: object): string {
  if (!query) return baseUrl + path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(name, value instanceof Date ? value.toISOString() : String(value));
  }
  const qs = search.toString();
  return qs ? `${baseUrl}${path}?${qs}` : baseUrl + path;
}

function isSuccess(status: number, spec: RequestSpec): boolean {
  if (status === 304) return spec.notModified === true;
  return (status >= 200 && status < 300) || (spec.okStatuses?.includes(status) ?? false);
}

function parseData<T>(exchange: Exchange, meta: ResponseMeta): T {
  // The casts are the wire boundary: the body is trusted to match the documented type.
  if (exchange.buffer) return exchange.buffer as T;
  if (exchange.stream) return exchange.stream as T;
  if (meta.status === 204 || meta.status === 304 || exchange.text === '') return undefined as T;
  try {
    return JSON.parse(exchange.text) as T;
  } catch {
    throw new A11yApiError({
      status: meta.status,
      code: 'invalid_response',
      message: 'The response body is not valid JSON.',
      traceId: meta.traceId,
      headers: meta.headers,
    });
  }
}

function numberHeader(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function responseMeta(response: Response): ResponseMeta {
  const h = response.headers;
  return {
    status: response.status,
    headers: h,
    traceId: h.get('x-trace-id'),
    rateLimit: {
      limit: numberHeader(h, 'x-ratelimit-limit'),
      remaining: numberHeader(h, 'x-ratelimit-remaining'),
      reset: numberHeader(h, 'x-ratelimit-reset'),
    },
    quota: {
      limit: numberHeader(h, 'x-quota-limit'),
      remaining: numberHeader(h, 'x-quota-remaining'),
      reset: h.get('x-quota-reset'),
    },
    aiCreditsRemaining: numberHeader(h, 'x-ai-credits-remaining'),
    idempotentReplayed: h.get('idempotent-replayed') === 'true',
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the API';
  }
}

function messageOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return error instanceof Error ? error.message + cause : String(error);
}
