import { z } from 'zod';
import { reply } from '@/lib/api/reply.ts';
import { type AnySpec, defineRoute, errorCodes, routeSpecsOf } from '@/lib/api/spec.ts';
import { apiChangelogMarkdown } from '@/lib/api/changelog.ts';
import { ERROR_STATUS } from '@/lib/errors.ts';
import { LIMIT_HEADER_NAMES } from '@/lib/limits/consume.ts';
import packageJson from '@/package.json' with { type: 'json' };
import { ROUTE_MODULES } from './routes.generated.ts';

export const openApiRoute = defineRoute({
  operationId: 'getOpenApiDocument',
  method: 'GET',
  path: '/openapi.json',
  summary: 'This document: the API’s contract in OpenAPI 3.1',
  tag: 'meta',
  public: true,
  status: [200],
  response: z.record(z.string(), z.unknown()),
  handler: async () => reply.ok(openApiDocument(), { 'Cache-Control': 'public, max-age=300' }),
  sdk: { omit: 'The SDK is generated from this document at build time (sdk/src/generated/): it has no use for it at run time.' },
});

/**
 * Every endpoint of /api/v1, in the document's order: the specs each domain's routes.ts exports (lib/api/spec.ts
 * isRouteSpec), found by `npm run generate` (lib/http/routes.generated.ts), then this document's own.
 * app/api/v1's one route file serves them (lib/http/dispatch.ts).
 */
export const ALL_ROUTES: readonly AnySpec[] = [...Object.values(ROUTE_MODULES).flatMap(routeSpecsOf), openApiRoute];

type JsonSchema = Record<string, unknown>;

/** zod 4's own JSON Schema output, draft 2020-12 as OpenAPI 3.1 uses; requests as accepted, responses as sent. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...out } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return out;
}

const header = (description: string, type: 'string' | 'integer' = 'string') => ({ description, schema: { type } });

const TRACE_HEADERS = { 'X-Trace-Id': { $ref: '#/components/headers/X-Trace-Id' } };
const LIMIT_HEADERS = Object.fromEntries(LIMIT_HEADER_NAMES.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

function parameters(spec: AnySpec): unknown[] {
  const out: unknown[] = [];
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const { description, ...rest } = property;
      out.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  if (spec.method === 'POST' && !spec.public) out.push({ $ref: '#/components/parameters/Idempotency-Key' });
  if (spec.widgetTransform) out.push({ $ref: '#/components/parameters/X-User-Id' });
  if ((spec.publishable && spec.path.includes('{userId}')) || spec.widgetTransform) out.push({ $ref: '#/components/parameters/X-User-Signature' });
  return out;
}

function operation(spec: AnySpec): Record<string, unknown> {
  const headers = { ...TRACE_HEADERS, ...(spec.public ? {} : LIMIT_HEADERS) };
  const responses: Record<string, unknown> = {};
  for (const status of spec.status) {
    const successHeaders = { ...headers, ...Object.fromEntries(Object.entries(spec.responseHeaders ?? {}).map(([n, d]) => [n, header(d)])) };
    responses[String(status)] =
      spec.responseContentTypes && status !== 204 && status !== 304
        ? {
            description: Object.entries(spec.responseContentTypes)
              .map(([type, what]) => `\`${type}\`: ${what}`)
              .join('; '),
            headers: successHeaders,
            content: Object.fromEntries(
              Object.keys(spec.responseContentTypes).map((type) => [type, { schema: { type: 'string', contentMediaType: type.split(';')[0] } }]),
            ),
          }
        : status === 204 || status === 304 || !spec.response
          ? { description: status === 304 ? 'Not modified (If-None-Match matched).' : 'No content.', headers: successHeaders }
          : { description: `${status}.`, headers: successHeaders, content: { 'application/json': { schema: jsonSchema(spec.response, 'output') } } };
  }
  const byStatus = new Map<number, string[]>();
  for (const code of errorCodes(spec)) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: `Error: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
      headers: { ...headers, ...(status === 429 || status === 503 ? { 'Retry-After': header('Seconds to wait.', 'integer') } : {}) },
      content: {
        'application/json': {
          schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { code: { enum: codes } } }] },
        },
      },
    };
  }
  const body = spec.bodyDoc ?? spec.body;
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    ...(spec.deprecated ? { deprecated: true } : {}),
    ...(spec.public ? { security: [] } : {}),
    ...(spec.permission ? { 'x-permission': spec.permission } : {}),
    parameters: parameters(spec),
    ...(body ? { requestBody: { required: !spec.bodyOptional, content: { 'application/json': { schema: jsonSchema(body, 'input') } } } } : {}),
    responses,
  };
}

let cached: Record<string, unknown> | undefined;

/** The OpenAPI 3.1 document of /api/v1, built from the route specs once per process. */
export function openApiDocument(): Record<string, unknown> {
  cached ??= buildOpenApiDocument(ALL_ROUTES);
  return cached;
}

/** The OpenAPI 3.1 document of `specs`. */
export function buildOpenApiDocument(specs: readonly AnySpec[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of specs) {
    paths[spec.path] ??= {};
    paths[spec.path]![spec.method.toLowerCase()] = operation(spec);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'a11y-platform API',
      version: packageJson.version,
      description:
        'Accessibility profiles, the feature catalogue, usage analytics, AI content transforms, WCAG scanning, sites watched on a schedule with every barrier one tracked issue (triage, changes, regression webhooks), remediation, compliance (targets, snapshots, VPAT and compliance reports), and the tenants, team, API keys and webhooks around them. JSON both ways; errors are `{ code, message, traceId, details? }`.' +
        `\n\n## Changelog\n\n${apiChangelogMarkdown()}`,
    },
    servers: [{ url: '/api/v1' }],
    security: [{ ApiKey: [] }],
    tags: [...new Set(specs.map((s) => s.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description:
            'A secret key (`sk_live_…`, server side) or a publishable key (`pk_live_…`, browsers on allowed origins). The portal’s session cookie also works for its own pages.',
        },
      },
      parameters: {
        'Idempotency-Key': {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`.',
          schema: { type: 'string', maxLength: 255 },
        },
        'X-User-Signature': {
          name: 'X-User-Signature',
          in: 'header',
          required: false,
          description: 'Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so).',
          schema: { type: 'string' },
        },
        'X-User-Id': {
          name: 'X-User-Id',
          in: 'header',
          required: false,
          description:
            'Publishable keys (required with them; secret keys and sessions leave it out): the end user the call is for, 1–256 characters, percent-encoded UTF-8 as in a path (`encodeURIComponent`); 400 `invalid_user_id` when missing or malformed. A publishable key may call a transform only when the tenant’s `settings.widgetContent.transforms` names it (403 `forbidden` otherwise), and each end user may spend at most `settings.widgetContent.dailyTokensPerUser` of the tenant’s AI tokens a UTC day: a call whose worst case does not fit in what is left today is 429 `quota_exceeded` with `Retry-After` until the next UTC midnight (413 `payload_too_large` when it exceeds a whole day’s allowance).',
          schema: { type: 'string', minLength: 1 },
        },
      },
      headers: {
        'X-Trace-Id': header('The request’s trace id (also `traceId` in error bodies); an incoming `traceparent` is reused.'),
        'X-RateLimit-Limit': header('Requests allowed per minute.', 'integer'),
        'X-RateLimit-Remaining': header('Requests left in the current minute window.', 'integer'),
        'X-RateLimit-Reset': header('Seconds until the minute window frees a request.', 'integer'),
        'X-Quota-Limit': header('Requests allowed in the billing month.', 'integer'),
        'X-Quota-Remaining': header('Requests left this billing month.', 'integer'),
        'X-Quota-Reset': header('When the billing month restarts (ISO 8601).'),
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['code', 'message', 'traceId'],
          properties: {
            code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
            message: { type: 'string' },
            traceId: { type: 'string' },
            details: {
              type: 'array',
              items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
            },
          },
          examples: [
            {
              code: 'validation_failed',
              message: 'The request body is not valid.',
              traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
              details: [{ path: 'features[2].value', message: 'At most 256 characters.' }],
            },
          ],
        },
      },
    },
  };
}
