import { pathToFileURL } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ROUTES } from '@/lib/http/openapi.ts';
import type { RouteHandler } from '@/lib/http/route.ts';
import { HTTP_METHODS } from '@/lib/api/spec.ts';
import { call } from './api.ts';
import { discoverRoutes } from './routes.ts';

/** `/profiles/[userId]` on disk is `/profiles/{userId}` in the document. */
const openApiPath = (pattern: string) => pattern.replace(/\[([^\].]+)\]/g, '{$1}');

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

describe('every route has a spec, and every spec a route', () => {
  it('pairs the handlers of app/api/v1 with ALL_ROUTES exactly', async () => {
    const served: string[] = [];
    for (const route of discoverRoutes()) {
      const mod = (await import(pathToFileURL(route.file).href)) as Record<string, { spec?: { method: string; path: string } }>;
      for (const method of HTTP_METHODS) {
        const spec = mod[method]?.spec;
        if (!spec) continue;
        expect(spec.method, route.file).toBe(method);
        expect(spec.path, route.file).toBe(openApiPath(route.pattern));
        served.push(`${method} ${spec.path}`);
      }
    }
    expect(served.sort()).toEqual(ALL_ROUTES.map((s) => `${s.method} ${s.path}`).sort());
  });

  it('every method a route file allows has its spec', async () => {
    // Every method a route file serves (its Allow header) carries a spec.
    for (const route of discoverRoutes()) {
      if (route.segments.some((s) => s.kind === 'catchall')) continue;
      const mod = (await import(pathToFileURL(route.file).href)) as Record<string, RouteHandler>;
      const res = await mod.OPTIONS!(new Request(`http://localhost/api/v1${route.pattern}`, { method: 'OPTIONS' }), { params: Promise.resolve({}) });
      const allow = res.headers.get('allow') ?? '';
      expect(allow, route.file).toContain('OPTIONS');
      for (const method of HTTP_METHODS) {
        if (allow.split(/,\s*/).includes(method)) expect(mod[method]?.spec, `${method} ${route.file}`).toBeTruthy();
      }
    }
  });
});

describe('responses are checked against their spec in tests', () => {
  it('a body that does not match is a 500 under NODE_ENV=test', async () => {
    const { publicRoute } = await import('@/lib/http/route.ts');
    const spec = {
      operationId: 'x',
      method: 'GET',
      path: '/x',
      summary: 'x',
      tag: 'x',
      public: true,
      status: [200],
      response: z.object({ a: z.string() }),
    } as const;
    // @ts-expect-error: the compiler refuses it too (test/handler-types.test.ts); this checks the wrapper at run time.
    const wrong = publicRoute(spec, async () => ({ a: 1 }));
    expect((await wrong(new Request('http://localhost/api/v1/x'), { params: Promise.resolve({}) })).status).toBe(500);
    const right = publicRoute(spec, async () => ({ a: 'ok' }));
    expect((await right(new Request('http://localhost/api/v1/x'), { params: Promise.resolve({}) })).status).toBe(200);
  });

  it('a file answer must be bytes with a Content-Type its spec lists', async () => {
    const { publicRoute } = await import('@/lib/http/route.ts');
    const { Reply } = await import('@/lib/api/reply.ts');
    const spec = {
      operationId: 'x',
      method: 'GET',
      path: '/x',
      summary: 'x',
      tag: 'x',
      public: true,
      status: [200],
      responseContentTypes: { 'application/pdf': 'a PDF' },
    } as const;
    const send = (body: unknown, type: string) =>
      publicRoute(spec, async () => new Reply(200, body, { 'Content-Type': type }))(new Request('http://localhost/api/v1/x'), { params: Promise.resolve({}) });
    expect((await send({ a: 1 }, 'application/pdf')).status).toBe(500);
    expect((await send(new Uint8Array([1]), 'text/html')).status).toBe(500);
    const ok = await send(new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });
});
