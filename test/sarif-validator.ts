import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/**
 * A validator of SARIF 2.1.0 logs: the OASIS schema in test/fixtures/sarif, with the two repairs its README
 * names, compiled by Ajv's draft 2020-12 class with formats (uri, uri-reference, date-time).
 */
const addFormats = addFormatsModule as (ajv: Ajv2020) => Ajv2020;

type Json = { [key: string]: Json } | Json[] | string | number | boolean | null;

function repaired(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(repaired);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'pattern' && typeof value === 'string' && value.startsWith('^(?i)')) continue;
    out[key] = repaired(value);
  }
  return out;
}

export function sarifValidator() {
  const schema = repaired(JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/sarif/sarif-schema-2.1.0.json'), 'utf8')));
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) throw new Error('not a schema');
  const definitions = schema.definitions as { [key: string]: { [key: string]: Json } };
  const region = definitions.region as { properties: { [key: string]: Json }; anyOf?: Json };
  if (!region.properties.anyOf) throw new Error('the schema changed: see test/fixtures/sarif/README.md');
  region.anyOf = region.properties.anyOf ?? null;
  delete region.properties.anyOf;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
}
