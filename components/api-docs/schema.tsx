import type { ReactNode } from 'react';

/** A JSON Schema (draft 2020-12) node, as zod 4 writes them into the OpenAPI document. */
export type JsonSchema = { [key: string]: unknown };
/** Looks up a local `$ref` (`#/components/...`) in the document. */
export type Resolve = (ref: string) => JsonSchema | undefined;

const MAX_DEPTH = 8;

export function asSchema(value: unknown): JsonSchema | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : undefined;
}

function schemas(value: unknown): JsonSchema[] {
  return Array.isArray(value) ? value.map(asSchema).filter((s): s is JsonSchema => s !== undefined) : [];
}

/** A resolver for the local references of one document. */
export function resolverFor(document: JsonSchema): Resolve {
  return (ref) => {
    if (!ref.startsWith('#/')) return undefined;
    let node: unknown = document;
    for (const part of ref.slice(2).split('/')) node = asSchema(node)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    return asSchema(node);
  };
}

export const refName = (ref: string) => ref.split('/').at(-1) ?? ref;

const isNull = (s: JsonSchema) => s.type === 'null';

/**
 * The schema as a reader thinks of it: references followed, `allOf` parts merged (later parts narrow
 * earlier properties), and `anyOf [X, null]` read as a nullable X.
 */
export function normalize(schema: JsonSchema, resolve: Resolve, depth = 0): { schema: JsonSchema; nullable: boolean; name?: string } {
  if (depth > MAX_DEPTH) return { schema, nullable: false };
  if (typeof schema.$ref === 'string') {
    const { $ref, ...rest } = schema;
    const target = resolve($ref as string);
    if (!target) return { schema, nullable: false };
    const inner = normalize({ ...target, ...rest }, resolve, depth + 1);
    return { ...inner, name: inner.name ?? refName($ref as string) };
  }
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema;
    let merged: JsonSchema = { ...rest };
    let name: string | undefined;
    for (const part of schemas(allOf)) {
      const n = normalize(part, resolve, depth + 1);
      name ??= n.name;
      const properties = { ...asSchema(merged.properties) };
      for (const [key, value] of Object.entries(asSchema(n.schema.properties) ?? {})) properties[key] = { ...asSchema(properties[key]), ...asSchema(value) };
      const required = [...new Set([...((merged.required as string[]) ?? []), ...((n.schema.required as string[]) ?? [])])];
      merged = { ...merged, ...n.schema, properties, ...(required.length ? { required } : {}) };
      if (!Object.keys(properties).length) delete merged.properties;
    }
    return { schema: merged, nullable: false, name };
  }
  const anyOf = schemas(schema.anyOf ?? schema.oneOf);
  if (anyOf.length === 2 && anyOf.some(isNull)) {
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    const inner = normalize({ ...anyOf.find((s) => !isNull(s))!, ...rest }, resolve, depth + 1);
    return { ...inner, nullable: true };
  }
  return { schema, nullable: false };
}

/** A short type for tables and list items: `string (date-time)`, `array of object`, `integer or null`, `Error`. */
export function typeLabel(input: JsonSchema, resolve: Resolve, depth = 0): string {
  const { schema, nullable, name } = normalize(input, resolve, depth);
  let label: string;
  const variants = schemas(schema.anyOf ?? schema.oneOf);
  if (name && depth > 0) label = name;
  else if (variants.length) label = variants.map((v) => typeLabel(v, resolve, depth + 1)).join(' or ');
  else if (schema.type === 'array') label = `array of ${typeLabel(asSchema(schema.items) ?? {}, resolve, depth + 1)}`;
  else if (Array.isArray(schema.type)) label = schema.type.join(' or ');
  else if (typeof schema.type === 'string') label = schema.type;
  else if (schema.properties) label = 'object';
  else if (Array.isArray(schema.enum)) label = 'enum';
  else label = 'any';
  if (typeof schema.format === 'string') label += ` (${schema.format})`;
  return nullable ? `${label} or null` : label;
}

/** Text with `backticked` spans set as code. */
export function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        i % 2 ? <code key={i}>{part}</code> : part,
      )}
    </>
  );
}

const code = (value: unknown) => <code className="rounded bg-slate-100 px-1 wrap-anywhere text-slate-900">{JSON.stringify(value)}</code>;

function join(items: ReactNode[]): ReactNode[] {
  return items.flatMap((item, i) => (i ? [', ', item] : [item]));
}

/** Enum values, default, format bounds and pattern: the rules a value must follow, as short phrases. */
export function Constraints({ schema: input, resolve }: { schema: JsonSchema; resolve: Resolve }) {
  const { schema } = normalize(input, resolve);
  const parts: ReactNode[] = [];
  const bound = (label: string, key: string) => {
    if (typeof schema[key] === 'number' || typeof schema[key] === 'string') parts.push(<span key={key}>{`${label} ${schema[key]}`}</span>);
  };
  if (Array.isArray(schema.enum)) parts.push(<span key="enum">one of {join(schema.enum.map((v) => <span key={String(v)}>{code(v)}</span>))}</span>);
  if ('const' in schema) parts.push(<span key="const">always {code(schema.const)}</span>);
  if ('default' in schema) parts.push(<span key="default">default {code(schema.default)}</span>);
  bound('minimum', 'minimum');
  bound('maximum', 'maximum');
  bound('at least', 'exclusiveMinimum');
  bound('below', 'exclusiveMaximum');
  bound('min length', 'minLength');
  bound('max length', 'maxLength');
  bound('min items', 'minItems');
  bound('max items', 'maxItems');
  if (typeof schema.pattern === 'string') parts.push(<span key="pattern">pattern {code(schema.pattern)}</span>);
  if (!parts.length) return null;
  return <span className="text-slate-700">{join(parts)}</span>;
}

/** Whether the schema has parts worth a nested list (properties, map values, alternatives, arrays of those). */
function hasChildren(input: JsonSchema, resolve: Resolve, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const { schema } = normalize(input, resolve, depth);
  if (asSchema(schema.properties) && Object.keys(asSchema(schema.properties)!).length) return true;
  if (asSchema(schema.additionalProperties)) return true;
  if (schemas(schema.anyOf ?? schema.oneOf).length) return true;
  if (schema.type === 'array' && asSchema(schema.items)) return hasChildren(asSchema(schema.items)!, resolve, depth + 1);
  return false;
}

/**
 * One JSON Schema as nested lists: each property with its type, whether it is required, its
 * description and constraints, and its own properties beneath it.
 */
export function SchemaView({ schema: input, resolve, depth = 0 }: { schema: JsonSchema; resolve: Resolve; depth?: number }) {
  if (depth > MAX_DEPTH) return null;
  const { schema } = normalize(input, resolve, depth);
  if (schema.type === 'array' && asSchema(schema.items)) {
    const items = asSchema(schema.items)!;
    return hasChildren(items, resolve, depth + 1) ? <SchemaView schema={items} resolve={resolve} depth={depth + 1} /> : null;
  }
  const variants = schemas(schema.anyOf ?? schema.oneOf);
  if (variants.length) {
    return (
      <div>
        <p className="text-sm text-slate-700">{schema.oneOf ? 'Exactly one of:' : 'Any of:'}</p>
        <ol className="ml-5 list-decimal space-y-2 text-sm">
          {variants.map((variant, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: alternatives have no identity but their place
            <li key={i}>
              <span className="font-semibold">{typeLabel(variant, resolve, depth + 1)}</span>
              {variant.description ? (
                <>
                  {' — '}
                  <Prose text={String(variant.description)} />
                </>
              ) : null}{' '}
              <Constraints schema={variant} resolve={resolve} />
              {hasChildren(variant, resolve, depth + 1) ? <SchemaView schema={variant} resolve={resolve} depth={depth + 1} /> : null}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  const properties = Object.entries(asSchema(schema.properties) ?? {});
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const values = asSchema(schema.additionalProperties);
  if (!properties.length && !values) return null;
  return (
    <ul className="mt-1 ml-5 list-disc space-y-2 text-sm">
      {properties.map(([name, value]) => {
        const property = asSchema(value) ?? {};
        return (
          <li key={name}>
            <code className="font-semibold text-slate-900">{name}</code> <span className="text-slate-800">{typeLabel(property, resolve, depth + 1)}</span>
            {', '}
            <span className={required.has(name) ? 'font-semibold text-slate-900' : 'text-slate-700'}>{required.has(name) ? 'required' : 'optional'}</span>
            {property.description ? (
              <>
                {' — '}
                <Prose text={String(property.description)} />
              </>
            ) : null}{' '}
            <Constraints schema={property} resolve={resolve} />
            {hasChildren(property, resolve, depth + 1) ? <SchemaView schema={property} resolve={resolve} depth={depth + 1} /> : null}
          </li>
        );
      })}
      {values ? (
        <li>
          any other key: <span className="text-slate-800">{typeLabel(values, resolve, depth + 1)}</span> <Constraints schema={values} resolve={resolve} />
          {hasChildren(values, resolve, depth + 1) ? <SchemaView schema={values} resolve={resolve} depth={depth + 1} /> : null}
        </li>
      ) : null}
    </ul>
  );
}
