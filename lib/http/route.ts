import type { z } from 'zod';
import { actorId, type Principal } from '@/lib/auth/permissions.ts';
import { principalFromSession } from '@/lib/portal/session-principal.ts';
import { config } from '@/lib/config.ts';
import { AppError, forbidden } from '@/lib/errors.ts';
import { authenticateApiKey, type AuthenticatedKey } from '@/lib/keys/authenticate.ts';
import { publishablePageOrigin } from '@/lib/keys/page-origin.ts';
import { admitPublishableRequest, widgetMayCall } from '@/lib/keys/publishable.ts';
import { consumeRequest, type LimitState } from '@/lib/limits/consume.ts';
import { logger, type Logger } from '@/lib/logger.ts';
import { publicBaseUrl } from '@/lib/api/base-url.ts';
import { readJsonBody, unstorableText } from '@/lib/api/body.ts';
import { corsHeaders, originNotAllowed } from './cors.ts';
import { errorResponse, formatPath, parseWith } from '@/lib/api/errors.ts';
import { admitCall, runOnce } from '@/lib/api/guard.ts';
import { API_RESPONSE_HEADERS, Reply, toResponse } from '@/lib/api/reply.ts';
import type { AnySpec, ApiContext, PublicContext, RouteSpec } from '@/lib/api/spec.ts';
import { traceIdFrom } from '@/lib/api/trace.ts';

/**
 * The one wrapper every /api/v1 handler goes through. In order: trace id, API key (or a portal
 * session cookie), origin and permission, rate limit and quota (per key, or per user for sessions), JSON body, validation, Idempotency-Key, the handler, and the
 * mapping of errors to `{ code, message, traceId }`. Handlers hold business logic only.
 */

type RouteParams = { params: Promise<Record<string, string | string[] | undefined>> };
/** One endpoint's handler, as the route table calls it; `spec` is the contract it serves. */
export type RouteHandler = ((req: Request, context: RouteParams) => Promise<Response>) & { spec?: AnySpec };
type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

interface RequestState {
  traceId: string;
  log: Logger;
  headers: Headers;
  principal?: Principal;
}

/** Runs `work` with a trace id, and turns whatever it returns or throws into a Response. */
async function handle(req: Request, work: (state: RequestState) => Promise<Reply | unknown>): Promise<Response> {
  const started = performance.now();
  const traceId = traceIdFrom(req.headers);
  const state: RequestState = { traceId, log: logger.child({ traceId }), headers: new Headers({ ...API_RESPONSE_HEADERS, 'X-Trace-Id': traceId }) };
  let response: Response;
  try {
    const result = await work(state);
    const out = result instanceof Reply ? result : new Reply(200, result);
    for (const [name, value] of Object.entries(out.headers)) state.headers.set(name, value);
    response = toResponse(out.status, out.body, state.headers);
  } catch (error) {
    if (clientClosed(req, error)) {
      // Not a fault of ours: the one log line is the request line below, at info, without a stack.
      response = new Response(null, { status: CLIENT_CLOSED_REQUEST, headers: state.headers });
    } else response = errorResponse(error, state);
  }
  state.log.info(
    {
      method: req.method,
      path: new URL(req.url).pathname,
      status: response.status,
      ...(response.status === CLIENT_CLOSED_REQUEST ? { clientClosed: true } : {}),
      ms: Math.round((performance.now() - started) * 10) / 10,
      tenantId: state.principal?.tenantId,
      keyId: state.principal?.kind === 'api_key' ? state.principal.keyId : undefined,
    },
    'request',
  );
  return response;
}

/** What the request line logs when the client went away before its answer (nginx's convention); never sent. */
const CLIENT_CLOSED_REQUEST = 499;

/**
 * Whether `error` is the client hanging up: its request aborted, or Node's "aborted" (ECONNRESET) from
 * reading the body of a request whose connection closed. A database connection reset is neither.
 */
function clientClosed(req: Request, error: unknown): boolean {
  if (req.signal.aborted) return true;
  const seen = new Set<unknown>();
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e && typeof e === 'object' && !seen.has(e);
    e = e.cause as typeof e
  ) {
    seen.add(e);
    if (e.code === 'ECONNRESET' && e.message === 'aborted') return true;
  }
  return false;
}

async function stringParams(context: RouteParams | undefined): Promise<Record<string, string>> {
  const raw = (await context?.params) ?? {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string') out[name] = value;
    else if (Array.isArray(value)) out[name] = value.join('/');
  }
  return out;
}

/**
 * Nothing PostgreSQL text cannot store (U+0000, unpaired surrogates) reaches a query from the path.
 * Ids are opaque: such an id names nothing, the same 404 as an unknown one. A `userId` is the caller's
 * own identifier, validated rather than looked up: 400 invalid_user_id, as for an empty or long one.
 */
function assertStorableParams(params: Record<string, string>): void {
  for (const [name, value] of Object.entries(params)) {
    const problem = unstorableText(value);
    if (!problem) continue;
    if (name === 'userId') throw new AppError('invalid_user_id', `userId cannot be stored as text: ${problem}`);
    throw new AppError('not_found', 'Resource not found.');
  }
}

/** Query parameters of any route, like body strings: U+0000 is 400 validation_failed naming the parameter. */
function assertStorableQuery(search: URLSearchParams): void {
  for (const [name, value] of search) {
    const inName = name.includes('\u0000');
    if (!inName && !value.includes('\u0000')) continue;
    throw new AppError('validation_failed', 'The query parameters are not valid.', {
      details: [{ path: inName ? 'query' : name, message: 'Contains U+0000.' }],
    });
  }
}

interface Caller {
  principal: Principal;
  /** Set for API keys; portal sessions are limited per user instead (consumeSessionRequest). */
  key?: AuthenticatedKey;
}

/** X-Api-Key when present; otherwise a portal session cookie; otherwise 401 missing_api_key. */
async function authenticate(req: Request): Promise<Caller> {
  const rawKey = req.headers.get('x-api-key');
  if (!rawKey) {
    const user = await principalFromSession(req.headers);
    if (user) {
      assertSameOrigin(req);
      return { principal: user };
    }
  }
  const key = await authenticateApiKey(rawKey);
  return { principal: key.principal, key };
}

/** A cookie travels with cross-site requests; a session may change things only from the portal's own pages. */
function assertSameOrigin(req: Request): void {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  const origin = req.headers.get('origin');
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (!origin || !host || URL.parse(origin)?.host !== host) throw forbidden('A portal session can change data only from the portal itself.');
}

/** A publishable key works from the tenant's allowed origins and the service's own pages (lib/keys/page-origin.ts). */
function checkOrigin(auth: AuthenticatedKey, req: Request): string | null {
  if (auth.principal.keyType !== 'publishable') return null;
  const page = publishablePageOrigin(req.headers, auth.tenant.allowedOrigins, new URL(publicBaseUrl()).origin);
  if (!page.allowed) throw originNotAllowed(req.headers.get('origin'));
  return page.cors;
}

/** The handler of one endpoint: its spec's handler behind the wrapper (keyed, or public). */
export function endpoint(spec: AnySpec): RouteHandler {
  return spec.public ? publicRoute(spec) : apiRoute(spec as RouteSpec<Schema, Schema, Schema, Schema, false>);
}

function apiRoute<P extends Schema, Q extends Schema, B extends Schema, R extends Schema>(spec: RouteSpec<P, Q, B, R, false>): RouteHandler {
  const options = spec;
  const handler = (ctx: ApiContext<P, B, Q>) => spec.handler(ctx);
  const route: RouteHandler = (req, context) =>
    handle(req, async (state) => {
      const { principal, key } = await authenticate(req);
      state.principal = principal;
      state.log = state.log.child(
        key ? { tenantId: principal.tenantId, keyId: key.principal.keyId } : { tenantId: principal.tenantId, userId: actorId(principal) },
      );
      const origin = key ? checkOrigin(key, req) : null;
      if (origin) for (const [name, value] of Object.entries(corsHeaders(origin))) state.headers.set(name, value);
      // Publishable keys hold no `content` scope: the tenant may let them call chosen transforms (lib/keys/publishable.ts).
      const permission = key && widgetMayCall(key, options) ? undefined : options.permission;
      // The guard portal actions share (lib/api/guard.ts): a session spends its person's budget there; a key, its own.
      const admitted: { endUserId?: string; refund?: () => Promise<LimitState> } = {};
      const limits = await admitCall(
        principal,
        permission,
        key &&
          (async () => {
            if (key.principal.keyType !== 'publishable') return consumeRequest(key.principal.keyId, key.tenant);
            // A publishable key is public: its end user's signature and per-visitor limits come first (lib/keys/publishable.ts).
            const admission = await admitPublishableRequest(key, req, await stringParams(context), options);
            admitted.endUserId = admission.endUserId;
            admitted.refund = admission.refund;
            return admission;
          }),
      );
      for (const [name, value] of Object.entries(limits?.headers ?? {})) state.headers.set(name, value);

      const url = new URL(req.url);
      assertStorableQuery(url.searchParams);
      const query = options.query ? parseWith(options.query, Object.fromEntries(url.searchParams), 'query') : undefined;
      const rawBody = options.body ? await readJsonBody(req) : undefined;
      if (options.body && rawBody === undefined && !options.bodyOptional) {
        throw new AppError('invalid_json', 'This endpoint needs a JSON body; the request has none.');
      }
      // Only an absent body (allowed by bodyOptional) reads as {}: a JSON null is a body, and not an object.
      const body = options.body ? parseWith(options.body, rawBody === undefined ? {} : rawBody, 'body') : undefined;
      // After the body, where a handler would find an unknown id: the same order, the same answers.
      const rawParams = await stringParams(context);
      assertStorableParams(rawParams);
      const params = parseParams(spec, rawParams);
      const ctx: ApiContext<P, B, Q> = {
        req,
        url,
        principal,
        body: body as Out<B>,
        query: query as Out<Q>,
        params: params as ApiContext<P, B, Q>['params'],
        traceId: state.traceId,
        log: state.log,
        endUserId: admitted.endUserId,
      };

      const idempotencyKey = req.method === 'POST' ? req.headers.get('idempotency-key') : null;
      const once = await runOnce(
        principal.tenantId,
        idempotencyKey,
        { method: req.method, path: url.pathname, body: rawBody, log: state.log },
        async () => checkResponse(spec, await handler(ctx), state.log),
        (out) => ({ status: out.status, body: out.replay ?? out.body, headers: out.headers }),
      );
      if ('result' in once) {
        // A publishable key's 304 costs nothing: what admitting it counted is given back (docs/decisions.md).
        if (once.result.status === 304 && admitted.refund)
          for (const [name, value] of Object.entries((await admitted.refund()).headers)) state.headers.set(name, value);
        return once.result;
      }
      const { status, body: stored, headers } = once.replay;
      return new Reply(status, stored, { ...headers, 'Idempotent-Replayed': 'true' });
    });
  route.spec = spec;
  return route;
}

/** A route anyone may call (health, the OpenAPI document): trace id and error mapping, no key, no limits. */
function publicRoute(spec: AnySpec): RouteHandler {
  const handler = spec.handler as (ctx: PublicContext) => Promise<unknown>;
  const route: RouteHandler = (req) =>
    handle(req, async (state) => checkResponse(spec, await handler({ req, traceId: state.traceId, log: state.log }), state.log));
  route.spec = spec;
  return route;
}

/** Path parameters through the spec's schema; one it refuses names nothing (404, as an unknown id). */
function parseParams(spec: AnySpec, raw: Record<string, string>): unknown {
  if (!spec.params) return {};
  const result = spec.params.safeParse(raw);
  if (!result.success) throw new AppError('not_found', 'Resource not found.');
  return result.data;
}

/**
 * The handler's answer against the spec: a success status it lists and a body its response schema
 * accepts. A mismatch is a bug of ours: under NODE_ENV=test (every integration test) it fails the
 * request with 500 and the issues in the log; elsewhere the answer goes out and the mismatch is logged.
 */
function checkResponse(spec: AnySpec, result: unknown, log: Logger): Reply {
  const out = result instanceof Reply ? result : new Reply(200, result);
  if (out.status === 304) return out;
  const problem = responseProblem(spec, out);
  if (!problem) return out;
  const strict = config().NODE_ENV === 'test';
  log.error({ operationId: spec.operationId, status: out.status, problem }, 'response does not match its spec');
  if (strict) throw new Error(`${spec.operationId}: the response does not match its spec: ${problem}`);
  return out;
}

function responseProblem(spec: AnySpec, out: Reply): string | null {
  if (!spec.status.includes(out.status)) return `status ${out.status} is not one of ${spec.status.join(', ')}`;
  if (out.status === 204) return out.body === null || out.body === undefined ? null : 'a 204 with a body';
  if (spec.responseContentTypes) {
    if (!(out.body instanceof Uint8Array || out.body instanceof ReadableStream)) return 'a body that is not bytes where the spec has a file';
    const type = (out.headers['Content-Type'] ?? '').split(';')[0]!.trim();
    return Object.keys(spec.responseContentTypes).some((t) => t.split(';')[0]!.trim() === type) ? null : `Content-Type "${type}" is not one the spec lists`;
  }
  if (!spec.response) return out.body === null || out.body === undefined ? null : 'a body where the spec has none';
  const parsed = spec.response.safeParse(out.body);
  if (parsed.success) return null;
  return parsed.error.issues.map((issue) => `${formatPath(issue.path) || 'body'}: ${issue.message}`).join('; ');
}

/** An error answered through the wrapper (trace id, JSON body, the request line): for paths no endpoint serves. */
export function answerError(req: Request, error: AppError): Promise<Response> {
  return handle(req, async () => {
    throw error;
  });
}
