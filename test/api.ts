import { pathToFileURL } from 'node:url';
import { ROUTE_FILE } from './routes.ts';

/**
 * Calls the real route handlers of app/api/v1 in-process: the one route file, which routes each request
 * through the route table as the running service does.
 */
const BASE = 'http://localhost:3000/api/v1';

type Handler = (req: Request) => Promise<Response>;
let routeFile: Promise<Record<string, Handler>> | undefined;

/** The route file's handler for `method`: HEAD is answered by GET (the body dropped), as Next.js does. */
async function handlerFor(method: string): Promise<Handler> {
  routeFile ??= import(pathToFileURL(ROUTE_FILE).href) as Promise<Record<string, Handler>>;
  const handler = (await routeFile)[method === 'HEAD' ? 'GET' : method];
  if (!handler) throw new Error(`The route file exports no ${method}`);
  return handler;
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  key?: string;
  body?: unknown;
  /** Sent as is, with no Content-Type unless given in headers. */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
}

export async function call<T = any>(method: string, pathAndQuery: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(BASE + pathAndQuery);
  const handler = await handlerFor(method);

  const headers = new Headers(options.headers);
  if (options.key) headers.set('X-Api-Key', options.key);
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('Content-Type', 'application/json');
  }
  const req = new Request(url, { method, headers, body });
  const res = await handler(req);
  const text = await res.text();
  let parsed: unknown;
  if (text && res.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

/**
 * A `fetch` that serves /api/v1 requests from the real route handlers in-process: lets the SDK (or any
 * HTTP client) run against the real service code and database without a server.
 */
export async function inProcessFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const req = new Request(input, init);
  return (await handlerFor(req.method))(req);
}

export const api = {
  get: <T = any>(p: string, o?: CallOptions) => call<T>('GET', p, o),
  post: <T = any>(p: string, o?: CallOptions) => call<T>('POST', p, o),
  put: <T = any>(p: string, o?: CallOptions) => call<T>('PUT', p, o),
  patch: <T = any>(p: string, o?: CallOptions) => call<T>('PATCH', p, o),
  delete: <T = any>(p: string, o?: CallOptions) => call<T>('DELETE', p, o),
  options: <T = any>(p: string, o?: CallOptions) => call<T>('OPTIONS', p, o),
};
