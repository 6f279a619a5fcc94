import type { ErrorBody, ErrorDetail } from './types.js';

/**
 * Error codes the API documents (generated from its OpenAPI document), and two of this client's own:
 * `unknown_error` marks a body that was not JSON, `invalid_response` one that was not an error body.
 */
export type ApiErrorCode = ErrorBody['code'] | 'unknown_error' | 'invalid_response';

// Brands instead of instanceof alone, so the guards hold across two copies of the package.
const ERROR_BRAND = Symbol.for('@a11y-platform/client.error');
const API_BRAND = Symbol.for('@a11y-platform/client.api-error');
const CONNECTION_BRAND = Symbol.for('@a11y-platform/client.connection-error');

/** Base class of every error this client throws. */
export class A11yError extends Error {
  override name = 'A11yError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    brand(this, ERROR_BRAND);
  }
}

export interface A11yApiErrorInit {
  status: number;
  code: string;
  message: string;
  traceId: string | null;
  details?: ErrorDetail[];
  retryAfter?: number;
  headers: Headers;
}

/** The API answered with a 4xx/5xx status (or an unreadable success body). */
export class A11yApiError extends A11yError {
  override name = 'A11yApiError';
  /** HTTP status. */
  readonly status: number;
  /** Machine-readable code, e.g. `not_found`, `rate_limited`. */
  readonly code: ApiErrorCode | (string & {});
  /** Quote this in support requests. From the body, else the X-Trace-Id header. */
  readonly traceId: string | null;
  /** Per-field problems of a `validation_failed` answer. */
  readonly details?: ErrorDetail[];
  /** Seconds to wait before retrying, from the Retry-After header. */
  readonly retryAfter?: number;
  readonly headers: Headers;

  constructor(init: A11yApiErrorInit) {
    super(init.message);
    brand(this, API_BRAND);
    this.status = init.status;
    this.code = init.code;
    this.traceId = init.traceId;
    if (init.details) this.details = init.details;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
    this.headers = init.headers;
  }
}

/** The request never got an HTTP answer: network failure, DNS, CORS refusal, or timeout. */
export class A11yConnectionError extends A11yError {
  override name = 'A11yConnectionError';
  /** True when the client's `timeoutMs` ran out. */
  readonly timedOut: boolean;

  constructor(message: string, options: { cause?: unknown; timedOut?: boolean } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    brand(this, CONNECTION_BRAND);
    this.timedOut = options.timedOut ?? false;
  }
}

function brand(target: object, symbol: symbol): void {
  Object.defineProperty(target, symbol, { value: true });
}

function branded(value: unknown, symbol: symbol): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[symbol] === true;
}

export function isA11yError(value: unknown): value is A11yError {
  return branded(value, ERROR_BRAND);
}

export function isA11yApiError(value: unknown): value is A11yApiError {
  return branded(value, API_BRAND);
}

export function isA11yConnectionError(value: unknown): value is A11yConnectionError {
  return branded(value, CONNECTION_BRAND);
}

/** Seconds from a Retry-After header: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function isErrorDetail(value: unknown): value is ErrorDetail {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.path === 'string' && typeof record.message === 'string';
}

/** Builds the error for a 4xx/5xx answer from its `{ code, message, traceId, details }` body. */
export function apiErrorFrom(response: Response, text: string): A11yApiError {
  const headers = response.headers;
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const code = typeof body.code === 'string' ? body.code : 'unknown_error';
  const fallback = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const details = Array.isArray(body.details) ? body.details.filter(isErrorDetail) : undefined;
  const retryAfter = parseRetryAfter(headers.get('retry-after'));
  return new A11yApiError({
    status: response.status,
    code,
    message: typeof body.message === 'string' ? body.message : fallback,
    traceId: typeof body.traceId === 'string' ? body.traceId : headers.get('x-trace-id'),
    ...(details ? { details } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
    headers,
  });
}
