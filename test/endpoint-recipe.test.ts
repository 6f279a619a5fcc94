import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, buildOpenApiDocument } from '@/lib/http/openapi.ts';
import { dispatch } from '@/lib/http/dispatch.ts';
import { generateRouteTable, generateSdkResources } from '@/scripts/generate.ts';
import { countWordsRoute } from './fixtures/notes/routes.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * CONTRIBUTING.md's recipe for an endpoint, followed once: a fixture domain (test/fixtures/notes) of a spec and
 * a service, and this test. With nothing else written, the endpoint is served behind the whole wrapper, in the
 * OpenAPI document, a method of the generated SDK, and (as lib/<domain>/routes.ts) in the route table.
 */
const table = dispatch([...ALL_ROUTES, countWordsRoute]);
const WORD_COUNT_URL = 'http://localhost:3000/api/v1/notes/word-count';
const post = (headers: Record<string, string>, body: string) =>
  table.POST(new Request(WORD_COUNT_URL, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }));

describe('the endpoint recipe, followed by a fixture', () => {
  it('is served behind the wrapper: key, permission, validation, limits, idempotency', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    const created = await post({ 'x-api-key': adminKey, 'idempotency-key': 'recipe-1' }, JSON.stringify({ text: 'one two  three' }));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ tenantId, words: 3 });
    expect(created.headers.get('x-ratelimit-limit')).toBeTruthy();

    const replayed = await post({ 'x-api-key': adminKey, 'idempotency-key': 'recipe-1' }, JSON.stringify({ text: 'one two  three' }));
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');

    const invalid = await post({ 'x-api-key': adminKey }, JSON.stringify({ text: '' }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'text' }] });
    expect((await post({}, JSON.stringify({ text: 'x' }))).status).toBe(401);

    const refused = await table.GET(new Request(WORD_COUNT_URL, { headers: { 'x-api-key': adminKey } }));
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('is in the OpenAPI document with its body, answer and errors', () => {
    const document = buildOpenApiDocument([...ALL_ROUTES, countWordsRoute]) as { paths: Record<string, Record<string, any>> };
    const operation = document.paths['/notes/word-count']!.post;
    expect(operation.operationId).toBe('countWords');
    expect(operation.requestBody.content['application/json'].schema.required).toEqual(['text']);
    expect(operation.responses['201'].content['application/json'].schema.properties).toHaveProperty('words');
    expect(operation.responses['403'].content['application/json'].schema.allOf[1].properties.code.enum).toContain('forbidden');
  });

  it('is a method of the generated SDK, typed from the operation', async () => {
    const source = await generateSdkResources([countWordsRoute]);
    expect(source).toContain('/** Notes: the fixture of the endpoint recipe. */\nexport class Notes extends Resource {');
    expect(source).toContain("countWords(input: Loose<Body<'countWords'>>, options?: PostOptions): ApiPromise<Ok<'countWords', 201>> {");
    expect(source).toContain("return this.call({ method: 'POST', path: '/notes/word-count', body: input }, options);");
  });

  const lib = mkdtempSync(path.join(tmpdir(), 'recipe-lib-'));
  afterAll(() => rmSync(lib, { recursive: true, force: true }));

  it('is in the route table by being a domain’s routes.ts', async () => {
    for (const domain of ['notes', 'scanner', 'no-routes']) mkdirSync(path.join(lib, domain));
    writeFileSync(path.join(lib, 'notes', 'routes.ts'), '');
    writeFileSync(path.join(lib, 'scanner', 'routes.ts'), '');
    const source = await generateRouteTable(lib);
    expect(source).toContain("import * as notes from '@/lib/notes/routes.ts';");
    expect(source).toContain('export const ROUTE_MODULES = { notes, scanner };');
  });
});
