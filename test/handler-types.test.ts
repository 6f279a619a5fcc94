import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reply } from '@/lib/api/reply.ts';
import { defineRoute, idParam, pathOf } from '@/lib/api/spec.ts';
import { apiRoute } from '@/lib/http/route.ts';
import { getScanRoute } from '@/lib/scanner/routes.ts';

/**
 * A handler's answer is typed by its spec's response schema: `tsc` (npm run typecheck) fails on each line
 * marked @ts-expect-error if the mismatch below it ever compiles.
 */
const itemRoute = defineRoute({
  operationId: 'getItem',
  method: 'GET',
  path: '/items/{id}',
  summary: 'An item',
  tag: 'test',
  params: idParam('id'),
  status: [200],
  response: z.object({ id: z.string(), count: z.number().int() }),
});
const removeRoute = defineRoute({ operationId: 'removeItem', method: 'DELETE', path: '/items/{id}', summary: 'Remove', tag: 'test', status: [204] });

describe('a handler answers what its spec says, or it does not compile', () => {
  it('accepts the spec’s body, bare or in a Reply, and a bodiless 304 or 204', () => {
    const routes = [
      apiRoute(itemRoute, async () => ({ id: 'a', count: 1 })),
      apiRoute(itemRoute, async () => reply.ok({ id: 'a', count: 1 }, { ETag: '"1"' })),
      apiRoute(itemRoute, async () => reply.notModified()),
      apiRoute(removeRoute, async () => reply.noContent()),
      // @ts-expect-error: a number where the spec says a string
      apiRoute(itemRoute, async () => ({ id: 1, count: 1 })),
      // @ts-expect-error: a field missing, in a Reply
      apiRoute(itemRoute, async () => reply.created({ id: 'a' })),
      // @ts-expect-error: a JSON body where the spec has none
      apiRoute(removeRoute, async () => ({ removed: true })),
    ];
    expect(routes.map((route) => route.spec?.operationId)).toEqual(['getItem', 'getItem', 'getItem', 'removeItem', 'getItem', 'getItem', 'removeItem']);
  });

  it('a Location is the route’s own path with its ids filled in, and names every parameter', () => {
    expect(pathOf(getScanRoute, { jobId: 'scn_1' })).toBe('/api/v1/scanner/jobs/scn_1');
    expect(pathOf(itemRoute, { id: 'a/b' })).toBe('/api/v1/items/a%2Fb');
    // @ts-expect-error: the route names {id}, not {itemId}
    expect(() => pathOf(itemRoute, { itemId: 'a' })).toThrow('getItem: no value for {id}');
  });
});
