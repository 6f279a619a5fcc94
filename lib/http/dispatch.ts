import { type AnySpec, HTTP_METHODS, type HttpMethod } from '@/lib/api/spec.ts';
import { AppError } from '@/lib/errors.ts';
import { preflight } from './cors.ts';
import { answerError, endpoint, type RouteHandler } from './route.ts';

/**
 * The route table: which endpoint a request of /api/v1 is for. The one route file of app/api/v1 exports
 * `dispatch(ALL_ROUTES)`; each endpoint's handler is its spec behind the wrapper (./route.ts).
 */

type MethodTable = Record<HttpMethod | 'OPTIONS', (req: Request) => Promise<Response>>;

/** One path of the table (`/webhooks/{id}`): its segments, and the handler of each method it answers. */
interface PathEntry {
  segments: ({ static: string } | { param: string })[];
  handlers: Partial<Record<HttpMethod, RouteHandler>>;
  allow: string[];
}

/**
 * The exports of the one route file of /api/v1: each request goes to the endpoint whose path and method
 * match, routed as Next.js routes the app directory (a static segment before a parameter; parameters
 * URL-decoded); a known path with another method answers 405 with `Allow`, OPTIONS a CORS preflight,
 * and an unknown path the API's JSON 404, never the framework's HTML page.
 */
export function dispatch(specs: readonly AnySpec[]): MethodTable {
  const paths = new Map<string, PathEntry>();
  for (const spec of specs) {
    let entry = paths.get(spec.path);
    if (!entry) {
      const segments = spec.path
        .split('/')
        .slice(1)
        .map((part) => (/^\{(.+)\}$/.test(part) ? { param: part.slice(1, -1) } : { static: part }));
      entry = { segments, handlers: {}, allow: [] };
      paths.set(spec.path, entry);
    }
    if (entry.handlers[spec.method]) throw new Error(`Two endpoints for ${spec.method} ${spec.path}`);
    entry.handlers[spec.method] = endpoint(spec);
  }
  for (const entry of paths.values()) {
    entry.allow = [...HTTP_METHODS.filter((m) => entry.handlers[m]), ...(entry.handlers.GET ? ['HEAD'] : []), 'OPTIONS'];
  }
  const entries = [...paths.values()];

  const serve = (method: HttpMethod | 'OPTIONS') => async (req: Request) => {
    const found = matchPath(entries, new URL(req.url).pathname);
    if (!found) return notFound(req);
    if (method === 'OPTIONS') return preflight(req, found.entry.allow);
    const handler = found.entry.handlers[method];
    if (!handler) return methodNotAllowed(req, found.entry.allow.join(', '));
    return handler(req, { params: Promise.resolve(found.params) });
  };
  return {
    GET: serve('GET'),
    POST: serve('POST'),
    PUT: serve('PUT'),
    PATCH: serve('PATCH'),
    DELETE: serve('DELETE'),
    OPTIONS: serve('OPTIONS'),
  };
}

const API_PREFIX = '/api/v1';

/** The entry `pathname` names, with its parameters decoded; null for none (or a segment that is not percent-encoded UTF-8). */
function matchPath(entries: PathEntry[], pathname: string): { entry: PathEntry; params: Record<string, string> } | null {
  if (pathname !== API_PREFIX && !pathname.startsWith(`${API_PREFIX}/`)) return null;
  const parts: string[] = [];
  for (const raw of pathname.slice(API_PREFIX.length).split('/').slice(1)) {
    if (raw === '') return null;
    try {
      parts.push(decodeURIComponent(raw));
    } catch {
      return null; // expected: the server answers such paths before routing (lib/api/raw-path.ts); in-process callers get the same 404
    }
  }
  let best: { entry: PathEntry; params: Record<string, string> } | null = null;
  for (const entry of entries) {
    if (entry.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = entry.segments.every((segment, i) => {
      if ('static' in segment) return segment.static === parts[i];
      params[segment.param] = parts[i]!;
      return true;
    });
    if (matches && (!best || moreSpecific(entry, best.entry))) best = { entry, params };
  }
  return best;
}

/** Whether `a` is the more specific at the first segment where the two differ in kind: `/members/invite` before `/members/{id}`. */
function moreSpecific(a: PathEntry, b: PathEntry): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const aStatic = 'static' in a.segments[i]!;
    if (aStatic !== 'static' in b.segments[i]!) return aStatic;
  }
  return false;
}

/** Every method of a path the API does not serve (the Inngest endpoint where Inngest is not the driver): the JSON 404. */
export function unknownPath(): MethodTable {
  const answer = (req: Request) => notFound(req);
  return { GET: answer, POST: answer, PUT: answer, PATCH: answer, DELETE: answer, OPTIONS: answer };
}

function notFound(req: Request): Promise<Response> {
  return answerError(req, new AppError('not_found', `No endpoint at ${new URL(req.url).pathname}.`));
}

function methodNotAllowed(req: Request, allow: string): Promise<Response> {
  return answerError(req, new AppError('method_not_allowed', `${req.method} is not supported here; use ${allow}.`, { headers: { Allow: allow } }));
}
