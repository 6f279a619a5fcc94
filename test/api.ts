import { pathToFileURL } from 'node:url';
import { discoverRoutes } from './routes.ts';

/**
 * Calls the real route handlers of app/api/v1 in-process, routed the way Next.js routes the app
 * directory (static segments before [dynamic] before [...catch-all]), with URL-decoded params.
 */
const BASE = 'http://localhost:3000/api/v1';

const ROUTES = discoverRoutes();
const RANK = { static: 0, dynamic: 1, catchall: 2 } as const;

function match(parts: string[]): { file: string; params: Record<string, string | string[]> } | null {
  let best: { file: string; params: Record<string, string | string[]>; rank: number[] } | null = null;
  for (const route of ROUTES) {
    const params: Record<string, string | string[]> = {};
    const rank: number[] = [];
    let i = 0;
    let ok = true;
    for (const segment of route.segments) {
      rank.push(RANK[segment.kind]);
      if (segment.kind === 'catchall') {
        const rest = parts.slice(i);
        if (!rest.length && !segment.optional) ok = false;
        if (rest.length) params[segment.name] = rest;
        i = parts.length;
        break;
      }
      const part = parts[i++];
      if (part === undefined) {
        ok = false;
        break;
      }
      if (segment.kind === 'static' && segment.value !== part) ok = false;
      if (segment.kind === 'dynamic') params[segment.name] = part;
      if (!ok) break;
    }
    if (!ok || i !== parts.length) continue;
    if (!best || compareRanks(rank, best.rank) < 0) best = { file: route.file, params, rank };
  }
  return best;
}

/** Lexicographic: the route whose first differing segment is more specific wins. */
function compareRanks(a: number[], b: number[]): number {
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    const diff = (a[k] ?? -1) - (b[k] ?? -1);
    if (diff) return diff;
  }
  return 0;
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
  const parts = url.pathname
    .slice('/api/v1'.length)
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  const found = match(parts);
  if (!found) throw new Error(`No route file matches ${url.pathname}`);
  const mod = (await import(pathToFileURL(found.file).href)) as Record<string, (req: Request, ctx: unknown) => Promise<Response>>;
  const handler = mod[method];
  if (!handler) throw new Error(`${found.file} exports no ${method}`);

  const headers = new Headers(options.headers);
  if (options.key) headers.set('X-Api-Key', options.key);
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('Content-Type', 'application/json');
  }
  const req = new Request(url, { method, headers, body });
  const res = await handler(req, { params: Promise.resolve(found.params) });
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
  const url = new URL(req.url);
  const parts = url.pathname
    .slice('/api/v1'.length)
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  const found = match(parts);
  if (!found) return new Response('no route', { status: 599 });
  const mod = (await import(pathToFileURL(found.file).href)) as Record<string, (req: Request, ctx: unknown) => Promise<Response>>;
  return mod[req.method]!(req, { params: Promise.resolve(found.params) });
}

export const api = {
  get: <T = any>(p: string, o?: CallOptions) => call<T>('GET', p, o),
  post: <T = any>(p: string, o?: CallOptions) => call<T>('POST', p, o),
  put: <T = any>(p: string, o?: CallOptions) => call<T>('PUT', p, o),
  patch: <T = any>(p: string, o?: CallOptions) => call<T>('PATCH', p, o),
  delete: <T = any>(p: string, o?: CallOptions) => call<T>('DELETE', p, o),
  options: <T = any>(p: string, o?: CallOptions) => call<T>('OPTIONS', p, o),
};
