import type { ErrorDetail } from '@/lib/errors.ts';

/**
 * What a handler returns when 200-with-JSON is not enough; `T` is its body, which the route's spec types
 * (lib/http/route.ts Answer). `replay` is the body an Idempotency-Key
 * replay answers with, where it must differ (a created API key is never shown twice).
 */
export class Reply<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
    readonly replay?: unknown,
  ) {}
}

export const reply = {
  ok: <T>(body: T, headers?: Record<string, string>) => new Reply(200, body, headers),
  created: <T>(body: T, options: { headers?: Record<string, string>; replay?: unknown } = {}) => new Reply(201, body, options.headers, options.replay),
  /** 201 for a new resource, 200 when an idempotent creation found the existing one. */
  createdOrExisting: <T>(created: boolean, body: T, options: { headers?: Record<string, string>; replay?: unknown } = {}) =>
    new Reply(created ? 201 : 200, body, options.headers, options.replay),
  accepted: <T>(body: T, headers?: Record<string, string>) => new Reply(202, body, headers),
  noContent: () => new Reply(204, null),
  notModified: (headers?: Record<string, string>) => new Reply(304, null, headers),
};

/**
 * Headers of every /api/v1 answer, errors and preflights included: the API answers JSON (and report
 * files), never something a browser should sniff into HTML or script.
 */
export const API_RESPONSE_HEADERS: Readonly<Record<string, string>> = { 'X-Content-Type-Options': 'nosniff' };

export interface ErrorBody {
  code: string;
  message: string;
  traceId: string;
  details?: ErrorDetail[];
}

export function toResponse(status: number, body: unknown, headers: Headers): Response {
  if (status === 204 || status === 304 || body === null || body === undefined) return new Response(null, { status, headers });
  if (body instanceof Uint8Array || body instanceof ReadableStream) return new Response(body as BodyInit, { status, headers });
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}
