import { z } from 'zod';
import type { Permission, Principal } from '@/lib/auth/permissions.ts';
import type { ErrorCode } from '@/lib/errors.ts';
import type { Logger } from '@/lib/logger.ts';
import type { Reply } from './reply.ts';

/**
 * One endpoint, written once: its contract (what the HTTP wrapper enforces, what the OpenAPI document
 * says, what the SDK's method sends) and its handler. Specs live beside their services, in
 * `lib/<domain>/routes.ts`; `npm run generate` lists them in the route table (lib/http/routes.generated.ts),
 * which the one route file of app/api/v1 serves, and writes the SDK's resource methods from them.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * What a handler may answer for a spec whose response schema is `R`: a body that schema accepts, bare (200)
 * or in a Reply, or a bodiless Reply (304); without a schema, bytes (a file) or nothing. A body of another
 * shape fails the type check, not only test/openapi.test.ts.
 */
type ResponseBody<R extends Schema> = R extends z.ZodType ? z.input<R> : Uint8Array | ReadableStream<Uint8Array> | null | undefined;
export type Answer<R extends Schema> = ResponseBody<R> | Reply<ResponseBody<R>> | Reply<null>;

/** What a handler of a keyed route gets: the caller, and the request's parts validated by the spec. */
export interface ApiContext<P extends Schema, B extends Schema, Q extends Schema> {
  req: Request;
  url: URL;
  principal: Principal;
  body: Out<B>;
  query: Out<Q>;
  /** The path parameters the spec names, validated. */
  params: P extends z.ZodType ? z.output<P> : Record<string, never>;
  traceId: string;
  log: Logger;
  /** The end user a publishable key acts for on a route whose path names none (X-User-Id on the content routes). */
  endUserId?: string;
}

/** What a handler of a public route gets: no caller, nothing counted. */
export interface PublicContext {
  req: Request;
  traceId: string;
  log: Logger;
}

/**
 * How the SDK (sdk/) offers the endpoint: `client.<resource>.<method>(...path params, body, query, options)`,
 * written by `npm run generate` into sdk/src/generated/resources.ts. Its types are the operation's, from the
 * OpenAPI document, unless `types` names friendlier ones of sdk/src/types.ts.
 */
export interface SdkMethod {
  /** The client's property (`webhooks`), or `client` for a method of the client itself. */
  resource: string;
  method: string;
  /** The method's doc comment; the spec's summary when left out. */
  doc?: string;
  /** The path parameters' names in the method's signature, in path order (`webhookId` for `{id}`). */
  args?: readonly string[];
  /** Types of sdk/src/types.ts for the body, the query and the answer. */
  types?: { body?: string; query?: string; response?: string };
  /** The SDK writes this method by hand (a wrapper, an ETag, batching): the generated base leaves it out. */
  custom?: true;
  /** The resource class's doc comment (on any one of its specs). */
  resourceDoc?: string;
  /** A file answer the method hands over as a `ReadableStream<Uint8Array>` as it arrives, not read into memory (exports). */
  stream?: true;
}

export interface RouteSpec<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends Schema = Schema,
  Pub extends boolean = boolean,
> {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI form, under /api/v1: `/profiles/{userId}`. */
  path: string;
  summary: string;
  /** The operation's longer description in the document, where the summary cannot say enough (a file's columns). */
  description?: string;
  tag: string;
  /** Public routes (health, the document itself) take no key, count nothing and send no limit headers. */
  public?: Pub;
  /** Checked by apiRoute before anything is counted or parsed; services check again. */
  permission?: Permission;
  params?: P;
  query?: Q;
  body?: B;
  /** What the document shows for the body when `body` cannot say it in JSON Schema (a transform that dispatches on shape). */
  bodyDoc?: z.ZodType;
  /** The body may be left out entirely (read as `{}`). */
  bodyOptional?: boolean;
  /** Success statuses, the usual one first (e.g. [201, 200] for an idempotent creation). */
  status: readonly number[];
  /** The body of a success answer; none for 204 and 304. */
  response?: R;
  /**
   * A success answer that is not JSON (a file download): its media types, each with what it is. The
   * handler returns the bytes (a Uint8Array, or a ReadableStream of them for an answer streamed as it is
   * read) in a Reply whose Content-Type is one of them; `response` is then left out.
   */
  responseContentTypes?: Record<string, string>;
  /** Headers a success answer carries besides the common ones. */
  responseHeaders?: Record<string, string>;
  /** Error codes of this endpoint beyond those every endpoint of its kind can answer (see errorCodes). */
  errors?: readonly ErrorCode[];
  deprecated?: boolean;
  /** Publishable keys may call it (their end user named by `userId`). */
  publishable?: boolean;
  /**
   * An AI content transform: publishable keys may call it only when the tenant's `widgetContent.transforms`
   * names it, their end user named by the X-User-Id header (lib/keys/publishable.ts).
   */
  widgetTransform?: string;
  /** The business logic: a service call, its answer shaped by the spec (the wrapper did everything else). */
  handler(ctx: [Pub] extends [true] ? PublicContext : ApiContext<P, B, Q>): Promise<Answer<R>>;
  /** How the SDK offers it, or why it does not (test/generated.test.ts holds every spec to one of the two). */
  sdk: SdkMethod | { omit: string };
}

export type AnySpec = RouteSpec<Schema, Schema, Schema, Schema, boolean>;

export function defineRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  R extends Schema = undefined,
  Pub extends boolean = false,
>(spec: RouteSpec<P, Q, B, R, Pub>): RouteSpec<P, Q, B, R, Pub> {
  return spec;
}

/** Whether `value` is a route spec (what defineRoute returns), as a domain's routes.ts exports them. */
export function isRouteSpec(value: unknown): value is AnySpec {
  if (typeof value !== 'object' || value === null) return false;
  const spec = value as Partial<AnySpec>;
  return (
    typeof spec.operationId === 'string' &&
    typeof spec.path === 'string' &&
    HTTP_METHODS.includes(spec.method!) &&
    Array.isArray(spec.status) &&
    typeof spec.handler === 'function'
  );
}

/**
 * The specs a routes module exports, each once (a module may also export them grouped), ordered by path and
 * then by method: a module's namespace lists its exports alphabetically, which says nothing.
 */
export function routeSpecsOf(module: Record<string, unknown>): AnySpec[] {
  const specs = new Set(Object.values(module).filter(isRouteSpec));
  const order = (spec: AnySpec) => [spec.path.replace(/\{/g, '~'), HTTP_METHODS.indexOf(spec.method)] as const;
  return [...specs].sort((a, b) => {
    const [pathA, methodA] = order(a);
    const [pathB, methodB] = order(b);
    return pathA === pathB ? methodA - methodB : pathA < pathB ? -1 : 1;
  });
}

/** Every error code `spec` can answer: those of the wrapper for its kind of route, then its own. */
export function errorCodes(spec: AnySpec): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (!spec.public) {
    codes.add('missing_api_key').add('invalid_api_key');
    if (spec.publishable || spec.widgetTransform) codes.add('invalid_user_signature');
    if (spec.widgetTransform) codes.add('invalid_user_id');
    codes.add('forbidden').add('origin_not_allowed').add('rate_limited').add('quota_exceeded');
  }
  if (spec.query || !spec.public) codes.add('validation_failed');
  if (spec.body) codes.add('invalid_json').add('validation_failed').add('payload_too_large').add('unsupported_media_type');
  if (spec.method === 'POST' && !spec.public) codes.add('idempotency_key_reused');
  for (const code of spec.errors ?? []) codes.add(code);
  codes.add('internal_error').add('unavailable');
  return [...codes];
}

/**
 * Where `spec` answers, under /api/v1, with its path parameters filled in: a Location header names the
 * route of the resource, never a hand-written path.
 */
export function pathOf<P extends Schema, Q extends Schema, B extends Schema, R extends Schema, Pub extends boolean>(
  spec: RouteSpec<P, Q, B, R, Pub>,
  params: P extends z.ZodType ? z.input<P> : Record<string, never>,
): string {
  const values = params as Record<string, string | undefined>;
  return `/api/v1${spec.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${spec.operationId}: no value for {${name}}`);
    return encodeURIComponent(value);
  })}`;
}

/** Path parameters are opaque ids: a value no schema accepts names nothing (404, as an unknown id). */
export function idParam<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.string().min(1).describe('An opaque id.')])) as Record<K, z.ZodString>);
}

/** A list's page: `{ data, nextCursor }` (lib/pagination.ts). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last.') });

/** ISO 8601 UTC timestamps, as every DTO writes them. */
export const isoDate = z.string().describe('ISO 8601 UTC timestamp.');
