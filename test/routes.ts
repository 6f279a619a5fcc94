import path from 'node:path';
import { type AnySpec, defineRoute } from '@/lib/api/spec.ts';
import { ALL_ROUTES } from '@/lib/http/openapi.ts';

/**
 * The paths of /api/v1 as the route table serves them, for test/api.ts and the hostile battery: one entry per
 * path of the specs (`/profiles/[userId]`, in the bracket form Next.js gives folders), and the catch-all every
 * other path falls to. The one route file (app/api/v1/[[...path]]/route.ts) serves them all.
 */
export const ROUTE_FILE = path.resolve(import.meta.dirname, '..', 'app', 'api', 'v1', '[[...path]]', 'route.ts');

export type Segment = { kind: 'static'; value: string } | { kind: 'dynamic'; name: string } | { kind: 'catchall'; name: string; optional: boolean };

export interface ApiPath {
  /** `/profiles/[userId]/active-features`; `/[[...path]]` for every path no spec names. */
  pattern: string;
  segments: Segment[];
}

/** Every path of the route table, ordered, then the catch-all: a new endpoint is in the battery without anyone listing it. */
export function apiPaths(): ApiPath[] {
  const patterns = [...new Set(ALL_ROUTES.map((spec) => spec.path.replace(/\{([^}]+)\}/g, '[$1]')))].sort();
  const paths = patterns.map((pattern) => ({
    pattern,
    segments: pattern
      .split('/')
      .slice(1)
      .map((part): Segment => (/^\[(.+)\]$/.test(part) ? { kind: 'dynamic', name: part.slice(1, -1) } : { kind: 'static', value: part })),
  }));
  return [...paths, { pattern: '/[[...path]]', segments: [{ kind: 'catchall', name: 'path', optional: true }] }];
}

/** A public route at /x whose handler is `handler`: for tests of the wrapper itself. */
export function publicTestRoute(handler: () => Promise<unknown>): AnySpec {
  return defineRoute({
    operationId: 'testRoute',
    method: 'GET',
    path: '/x',
    summary: 'A route for a test of the wrapper',
    tag: 'test',
    public: true,
    status: [200],
    sdk: { omit: 'a test route' },
    handler: async () => {
      await handler();
      return null;
    },
  });
}
