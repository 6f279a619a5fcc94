import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ROUTES } from '@/lib/http/openapi.ts';
import { dispatch } from '@/lib/http/dispatch.ts';
import { endpoint } from '@/lib/http/route.ts';
import { Reply } from '@/lib/api/reply.ts';
import { type AnySpec, HTTP_METHODS } from '@/lib/api/spec.ts';
import { call } from './api.ts';

describe('GET /openapi.json', () => {
  it('is served without a key and is a valid OpenAPI 3.1 document', async () => {
    const res = await call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-trace-id')).toBeTruthy();
    expect(res.body.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every operation once, with its errors, the key scheme and the common headers', async () => {
    const doc = (await call('GET', '/openapi.json')).body;
    const ops = Object.values(doc.paths as Record<string, Record<string, any>>).flatMap((item) => Object.values(item));
    expect(ops).toHaveLength(ALL_ROUTES.length);
    expect(new Set(ops.map((op) => op.operationId)).size).toBe(ops.length);
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    expect(doc.paths['/health'].get.security).toEqual([]);
    expect(doc.paths['/openapi.json'].get.security).toEqual([]);
    const getProfile = doc.paths['/profiles/{userId}'].get;
    expect(getProfile.responses['200'].headers).toHaveProperty('X-RateLimit-Remaining');
    expect(getProfile.responses['200'].content['application/json'].schema.properties).toHaveProperty('exists');
    expect(getProfile.responses['400'].content['application/json'].schema.allOf[1].properties.code.enum).toContain('invalid_user_id');
    expect(getProfile.responses['401'].content['application/json'].schema.allOf[1].properties.code.enum).toContain('missing_api_key');
    expect(doc.paths['/webhooks/{id}'].put.requestBody.content['application/json'].schema.properties).toHaveProperty('url');
    expect(doc.paths['/scanner/jobs'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['limit', 'cursor', 'status']));
    const download = doc.paths['/compliance/reports/{id}/download'].get.responses['200'];
    expect(Object.keys(download.content)).toEqual(['application/pdf', 'text/html; charset=utf-8', 'application/yaml']);
    expect(download.content['application/pdf'].schema).toEqual({ type: 'string', contentMediaType: 'application/pdf' });
    expect(download.headers).toHaveProperty('Content-Disposition');
  });
});

describe('the route table serves every spec, and nothing else', () => {
  /** The path of `spec` with each parameter a sample value. */
  const samplePath = (specPath: string) => `/api/v1${specPath.replace(/\{[^}]+\}/g, 'sample')}`;

  it('each path answers exactly the methods of its specs (OPTIONS, and 405 with Allow for the rest)', async () => {
    const byPath = new Map<string, string[]>();
    for (const spec of ALL_ROUTES) byPath.set(spec.path, [...(byPath.get(spec.path) ?? []), spec.method]);
    for (const [specPath, methods] of byPath) {
      const expected = [...HTTP_METHODS.filter((m) => methods.includes(m)), ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
      const preflight = await call('OPTIONS', samplePath(specPath).slice('/api/v1'.length));
      expect(preflight.status, specPath).toBe(204);
      const unserved = HTTP_METHODS.find((m) => !methods.includes(m))!;
      const refused = await call(unserved, samplePath(specPath).slice('/api/v1'.length));
      expect(refused.status, `${unserved} ${specPath}`).toBe(405);
      expect(refused.headers.get('allow')?.split(', '), specPath).toEqual(expected);
    }
  });

  it('routes a static segment before a parameter, an encoded slash within one parameter, and answers an unknown path with the JSON 404', async () => {
    const served: string[] = [];
    const spec = (method: 'GET' | 'POST', specPath: string) =>
      ({
        operationId: `${method}${specPath}`,
        method,
        path: specPath,
        summary: 'x',
        tag: 'x',
        public: true,
        status: [204],
        sdk: { omit: 'a test route' },
        handler: async () => {
          served.push(`${method} ${specPath}`);
          return new Reply(204, null);
        },
      }) as unknown as AnySpec;
    const table = dispatch([spec('GET', '/a/{id}'), spec('GET', '/a/new'), spec('POST', '/a/{id}/b')]);
    expect((await table.GET(new Request('http://localhost/api/v1/a/new'))).status).toBe(204);
    expect((await table.GET(new Request('http://localhost/api/v1/a/x%2Fy'))).status).toBe(204);
    expect((await table.POST(new Request('http://localhost/api/v1/a/new/b', { method: 'POST' }))).status).toBe(204);
    expect(served).toEqual(['GET /a/new', 'GET /a/{id}', 'POST /a/{id}/b']);
    const unknown = await table.GET(new Request('http://localhost/api/v1/a/new/c'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
    expect((await table.GET(new Request('http://localhost/api/v1/a/%E0%A4%A'))).status).toBe(404);
    expect(() => dispatch([spec('GET', '/a/{id}'), spec('GET', '/a/{id}')])).toThrow('Two endpoints for GET /a/{id}');
  });
});

describe('responses are checked against their spec in tests', () => {
  it('a body that does not match is a 500 under NODE_ENV=test', async () => {
    const spec = {
      operationId: 'x',
      method: 'GET',
      path: '/x',
      summary: 'x',
      tag: 'x',
      public: true,
      status: [200],
      response: z.object({ a: z.string() }),
      sdk: { omit: 'a test route' },
    } as const;
    // Cast: the compiler refuses the wrong answer too (test/handler-types.test.ts); this checks the wrapper at run time.
    const wrong = endpoint({ ...spec, handler: async () => ({ a: 1 }) } as unknown as AnySpec);
    expect((await wrong(new Request('http://localhost/api/v1/x'), { params: Promise.resolve({}) })).status).toBe(500);
    const right = endpoint({ ...spec, handler: async () => ({ a: 'ok' }) });
    expect((await right(new Request('http://localhost/api/v1/x'), { params: Promise.resolve({}) })).status).toBe(200);
  });

  it('a file answer must be bytes with a Content-Type its spec lists', async () => {
    const spec = {
      operationId: 'x',
      method: 'GET',
      path: '/x',
      summary: 'x',
      tag: 'x',
      public: true,
      status: [200],
      responseContentTypes: { 'application/pdf': 'a PDF' },
      sdk: { omit: 'a test route' },
    } as const;
    const send = (body: unknown, type: string) =>
      endpoint({ ...spec, handler: async () => new Reply(200, body, { 'Content-Type': type }) } as unknown as AnySpec)(
        new Request('http://localhost/api/v1/x'),
        { params: Promise.resolve({}) },
      );
    expect((await send({ a: 1 }, 'application/pdf')).status).toBe(500);
    expect((await send(new Uint8Array([1]), 'text/html')).status).toBe(500);
    const ok = await send(new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });
});
