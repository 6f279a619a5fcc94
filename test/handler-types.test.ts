import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reply } from '@/lib/api/reply.ts';
import { defineRoute, idParam, pathOf } from '@/lib/api/spec.ts';
import { getScanRoute } from '@/lib/scanner/routes.ts';

/**
 * A handler's answer is typed by its spec's response schema: `tsc` (npm run typecheck) fails on each line
 * marked @ts-expect-error if the mismatch below it ever compiles.
 */
const item = {
  operationId: 'getItem',
  method: 'GET',
  path: '/items/{id}',
  summary: 'An item',
  tag: 'test',
  params: idParam('id'),
  status: [200],
  response: z.object({ id: z.string(), count: z.number().int() }),
  sdk: { omit: 'a test route' },
} as const;
const remove = {
  operationId: 'removeItem',
  method: 'DELETE',
  path: '/items/{id}',
  summary: 'Remove',
  tag: 'test',
  status: [204],
  sdk: { omit: 'a test route' },
} as const;

describe('a handler answers what its spec says, or it does not compile', () => {
  it('accepts the spec’s body, bare or in a Reply, and a bodiless 304 or 204', () => {
    const routes = [
      defineRoute({ ...item, status: [200], handler: async ({ params }) => ({ id: params.id, count: 1 }) }),
      defineRoute({ ...item, status: [200], handler: async () => reply.ok({ id: 'a', count: 1 }, { ETag: '"1"' }) }),
      defineRoute({ ...item, status: [200], handler: async () => reply.notModified() }),
      defineRoute({ ...remove, status: [204], handler: async () => reply.noContent() }),
      defineRoute({
        ...item,
        status: [200],
        // @ts-expect-error: a number where the spec says a string
        handler: async () => ({ id: 1, count: 1 }),
      }),
      defineRoute({
        ...item,
        status: [200],
        // @ts-expect-error: a field missing, in a Reply
        handler: async () => reply.created({ id: 'a' }),
      }),
      defineRoute({
        ...remove,
        status: [204],
        // @ts-expect-error: a JSON body where the spec has none
        handler: async () => ({ removed: true }),
      }),
      defineRoute({
        ...item,
        status: [200],
        // @ts-expect-error: the spec names {id}, not {itemId}
        handler: async ({ params }) => ({ id: params.itemId, count: 1 }),
      }),
    ];
    expect(routes.map((route) => route.operationId)).toEqual(['getItem', 'getItem', 'getItem', 'removeItem', 'getItem', 'getItem', 'removeItem', 'getItem']);
  });

  it('a Location is the route’s own path with its ids filled in, and names every parameter', () => {
    const itemRoute = defineRoute({ ...item, status: [200], handler: async () => ({ id: 'a', count: 1 }) });
    expect(pathOf(getScanRoute, { jobId: 'scn_1' })).toBe('/api/v1/scanner/jobs/scn_1');
    expect(pathOf(itemRoute, { id: 'a/b' })).toBe('/api/v1/items/a%2Fb');
    // @ts-expect-error: the route names {id}, not {itemId}
    expect(() => pathOf(itemRoute, { itemId: 'a' })).toThrow('getItem: no value for {id}');
  });
});
