// Over 300 lines: one page: the API reference rendered from the OpenAPI document, with its view components.
import type { Metadata } from 'next';
import { Constraints, type JsonSchema, Prose, refName, resolverFor, SchemaView, typeLabel, asSchema } from '@/components/api-docs/schema.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Badge, Cell, Table } from '@/components/ui/table.tsx';
import { API_CHANGES } from '@/lib/api/changelog.ts';
import { openApiDocument } from '@/lib/http/openapi.ts';
import { LIMIT_HEADER_NAMES } from '@/lib/limits/consume.ts';

export const metadata: Metadata = { title: 'API reference' };

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}
interface Response {
  description: string;
  headers?: Record<string, JsonSchema>;
  content?: { 'application/json'?: { schema: JsonSchema } };
}
interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  deprecated?: boolean;
  security?: unknown[];
  'x-permission'?: string;
  parameters: JsonSchema[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, Response>;
}
interface Entry {
  method: string;
  path: string;
  op: Operation;
}

const METHOD_TONE = { GET: 'blue', POST: 'green', PUT: 'amber', PATCH: 'amber', DELETE: 'red' } as const;
const COMMON_HEADERS = new Set<string>(['X-Trace-Id', ...LIMIT_HEADER_NAMES]);
const heading3 = 'scroll-mt-4 text-lg font-semibold text-slate-900';
const heading4 = 'mt-4 mb-1 font-semibold text-slate-900';

function Method({ method }: { method: string }) {
  return <Badge tone={METHOD_TONE[method as keyof typeof METHOD_TONE] ?? 'neutral'}>{method}</Badge>;
}

/** The API reference, rendered on the server from the same OpenAPI document /api/v1/openapi.json serves. */
export default function ApiReferencePage() {
  const document = openApiDocument() as JsonSchema;
  const resolve = resolverFor(document);
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const components = document.components as {
    securitySchemes: { ApiKey: { name: string; description: string } };
    parameters: Record<string, Parameter>;
    headers: Record<string, { description: string }>;
    schemas: { Error: JsonSchema & { examples?: unknown[] } };
  };
  const info = document.info as { title: string; version: string; description: string };
  const baseUrl = ((document.servers as { url: string }[] | undefined)?.[0]?.url ?? '/api/v1') as string;
  const entries: Entry[] = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  const tags = [...new Set(entries.map((e) => e.op.tags[0] ?? 'other'))];
  const byTag = (tag: string) => entries.filter((e) => (e.op.tags[0] ?? 'other') === tag);

  return (
    <>
      <PageHeader
        title="API reference"
        description={
          <>
            {info.title} {info.version}: <Prose text={info.description.split('\n\n## Changelog')[0]!} /> Generated from the same OpenAPI 3.1 document that{' '}
            <a href={`${baseUrl}/openapi.json`}>
              <code>GET {baseUrl}/openapi.json</code>
            </a>{' '}
            serves.
          </>
        }
      />

      <section className="mb-8 space-y-4 rounded-lg border border-slate-300 bg-white p-5" aria-labelledby="basics">
        <h2 id="basics" className="text-xl font-semibold text-slate-900">
          Basics
        </h2>
        <h3 className={heading3}>Base URL</h3>
        <p>
          Every path below is relative to <code>{baseUrl}</code> on the service’s origin, e.g. <code>{baseUrl}/health</code>. Requests and responses are JSON.
        </p>
        <h3 className={heading3}>Authentication</h3>
        <p>
          Send an API key in the <code>{components.securitySchemes.ApiKey.name}</code> header on every call except those marked “no key needed”.{' '}
          <Prose text={components.securitySchemes.ApiKey.description} /> Each operation names the permission (key scope) it needs.
        </p>
        <h3 className={heading3}>Errors</h3>
        <p>Every error answers with this body, and a status that goes with its code:</p>
        <SchemaView schema={components.schemas.Error} resolve={resolve} />
        {components.schemas.Error.examples?.[0] ? (
          <figure>
            <figcaption className="text-sm font-semibold text-slate-900">Example error body</figcaption>
            <pre className="mt-1 rounded-md bg-slate-100 p-3 text-sm whitespace-pre-wrap wrap-anywhere text-slate-900">
              <code>{JSON.stringify(components.schemas.Error.examples[0], null, 2)}</code>
            </pre>
          </figure>
        ) : null}
        <h3 className={heading3}>Response headers</h3>
        <p>
          Every response carries <code>X-Trace-Id</code>; every call made with a key also carries the rate-limit and quota headers. A <code>429</code> or{' '}
          <code>503</code> adds <code>Retry-After</code>.
        </p>
        <Table caption="Headers on responses" showCaption columns={['Header', 'Type', 'Meaning']}>
          {Object.entries(components.headers).map(([name, header]) => (
            <tr key={name}>
              <Cell>
                <code>{name}</code>
              </Cell>
              <Cell>{typeLabel((header as JsonSchema).schema as JsonSchema, resolve)}</Cell>
              <Cell>
                <Prose text={header.description} />
              </Cell>
            </tr>
          ))}
        </Table>
        <h3 className={heading3}>Request headers</h3>
        <Table caption="Optional request headers" showCaption columns={['Header', 'Sent on', 'Meaning']}>
          {Object.values(components.parameters).map((parameter) => (
            <tr key={parameter.name}>
              <Cell>
                <code>{parameter.name}</code>
              </Cell>
              <Cell>{parameter.name === 'Idempotency-Key' ? 'any POST' : 'publishable keys’ calls on a user’s profile'}</Cell>
              <Cell>
                <Prose text={parameter.description ?? ''} /> <Constraints schema={parameter.schema ?? {}} resolve={resolve} />
              </Cell>
            </tr>
          ))}
        </Table>
        <h3 className={heading3}>Changelog</h3>
        <p>Changes to what a published field means, newest first (the same text ends the document’s description).</p>
        {API_CHANGES.map((change) => (
          <div key={`${change.date} ${change.title}`} className="space-y-2">
            <p className="font-semibold">
              <time dateTime={change.date}>{change.date}</time>: <Prose text={change.title} />
            </p>
            <p>
              <Prose text={change.change} />
            </p>
            <p>
              <strong>Migration.</strong> <Prose text={change.migration} />
            </p>
          </div>
        ))}
      </section>

      <nav aria-labelledby="contents" className="mb-8 rounded-lg border border-slate-300 bg-white p-5">
        <h2 id="contents" className="text-xl font-semibold text-slate-900">
          Contents
        </h2>
        <ul className="mt-2 space-y-3">
          {tags.map((tag) => (
            <li key={tag}>
              <a href={`#tag-${tag}`} className="font-semibold">
                {tag}
              </a>
              <ul className="mt-1 ml-5 list-disc space-y-1 text-sm">
                {byTag(tag).map(({ method, path, op }) => (
                  <li key={op.operationId}>
                    <a href={`#${op.operationId}`}>
                      {method} {path}
                    </a>
                    <span className="text-slate-700"> — {op.summary}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>

      {tags.map((tag) => (
        <section key={tag} className="mb-8">
          <h2 id={`tag-${tag}`} className="mb-4 scroll-mt-4 text-xl font-semibold text-slate-900">
            {tag}
          </h2>
          <div className="space-y-6">
            {byTag(tag).map((entry) => (
              <OperationView key={entry.op.operationId} entry={entry} resolve={resolve} parameters={components.parameters} />
            ))}
          </div>
          <p className="mt-4 text-sm">
            <a href="#contents">Back to contents</a>
          </p>
        </section>
      ))}
    </>
  );
}

function OperationView({
  entry: { method, path, op },
  resolve,
  parameters,
}: {
  entry: Entry;
  resolve: ReturnType<typeof resolverFor>;
  parameters: Record<string, Parameter>;
}) {
  const params = op.parameters
    .map((p) => (typeof p.$ref === 'string' ? parameters[refName(p.$ref)] : (p as unknown as Parameter)))
    .filter((p): p is Parameter => !!p);
  const responses = Object.entries(op.responses);
  const successes = responses.filter(([status]) => Number(status) < 400);
  const errors = responses.filter(([status]) => Number(status) >= 400);
  const body = op.requestBody?.content['application/json'].schema;
  return (
    <div className="rounded-lg border border-slate-300 bg-white p-5">
      <h3 id={op.operationId} className={`${heading3} flex flex-wrap items-center gap-2`}>
        <Method method={method} /> <code className="wrap-anywhere">{path}</code>
      </h3>
      <p className="mt-1">
        <Prose text={op.summary} />
        {op.deprecated ? (
          <>
            {' '}
            <Badge tone="amber">Deprecated</Badge>
          </>
        ) : null}
      </p>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Operation id</dt>
        <dd>
          <code>{op.operationId}</code>
        </dd>
        <dt className="font-semibold">Permission</dt>
        <dd>{op.security?.length === 0 ? 'no key needed' : op['x-permission'] ? <code>{op['x-permission']}</code> : 'any API key'}</dd>
      </dl>

      <h4 className={heading4}>Parameters</h4>
      {params.length ? (
        <Table caption={`Parameters of ${method} ${path}`} columns={['Name', 'In', 'Required', 'Type', 'Description']}>
          {params.map((p) => (
            <tr key={`${p.in}:${p.name}`}>
              <Cell>
                <code className="wrap-anywhere">{p.name}</code>
              </Cell>
              <Cell>{p.in}</Cell>
              <Cell>{p.required ? 'yes' : 'no'}</Cell>
              <Cell>{typeLabel(p.schema ?? {}, resolve)}</Cell>
              <Cell>
                {p.description ? <Prose text={p.description} /> : null} <Constraints schema={p.schema ?? {}} resolve={resolve} />
              </Cell>
            </tr>
          ))}
        </Table>
      ) : (
        <p className="text-sm text-slate-700">None.</p>
      )}

      {body ? (
        <>
          <h4 className={heading4}>Request body</h4>
          <p className="text-sm">
            {op.requestBody?.required ? 'Required' : 'Optional'}, <code>application/json</code>: {typeLabel(body, resolve)}
          </p>
          <SchemaView schema={body} resolve={resolve} />
        </>
      ) : null}

      <h4 className={heading4}>Responses</h4>
      <ul className="space-y-3">
        {successes.map(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          const extra = Object.entries(response.headers ?? {}).filter(([name]) => !COMMON_HEADERS.has(name));
          return (
            <li key={status}>
              <p className="text-sm">
                <Badge tone="green">{status}</Badge> <Prose text={response.description} />
                {schema ? <> Body: {typeLabel(schema, resolve)}</> : null}
              </p>
              {extra.length ? (
                <ul className="mt-1 ml-5 list-disc text-sm">
                  {extra.map(([name, header]) => (
                    <li key={name}>
                      Header <code>{name}</code>
                      {typeof header.description === 'string' ? (
                        <>
                          : <Prose text={header.description} />
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {schema ? <SchemaView schema={schema} resolve={resolve} /> : null}
            </li>
          );
        })}
      </ul>
      {errors.length ? (
        <div className="mt-3">
          <Table caption={`Errors of ${method} ${path}`} showCaption columns={['Status', 'Error codes']}>
            {errors.map(([status, response]) => {
              const schema = response.content?.['application/json']?.schema;
              const code = asSchema(asSchema(asSchema((schema?.allOf as unknown[] | undefined)?.[1])?.properties)?.code);
              const codes = Array.isArray(code?.enum) ? (code.enum as string[]) : [];
              return (
                <tr key={status}>
                  <Cell>{status}</Cell>
                  <Cell>
                    {codes.length
                      ? codes.map((c, i) => (
                          <span key={c}>
                            {i ? ', ' : ''}
                            <code>{c}</code>
                          </span>
                        ))
                      : response.description}
                    {status === '429' || status === '503' ? <span className="text-slate-700"> (with Retry-After)</span> : null}
                  </Cell>
                </tr>
              );
            })}
          </Table>
        </div>
      ) : null}
    </div>
  );
}
