import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../sdk/src/index.ts';
import { A11yClient, type A11yClientOptions } from '../sdk/src/index.ts';
import { Resource } from '../sdk/src/resources/resource.ts';
import { db } from '@/lib/db/client.ts';
import { ALL_ROUTES } from '@/lib/http/openapi.ts';
import { inProcessFetch } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * The client library offers exactly what the service has: every method of every resource reaches a
 * real route (never the JSON 404 of an unknown path, never a 405), and every example of sdk/README.md
 * runs as written against the real route handlers and database.
 */
const BASE_URL = 'http://localhost:3000/api/v1';
const ALLOWED_ORIGIN = 'https://app.example.com';
/** A scan target the SSRF policy accepts offline (no DNS); no runner is started, so nothing fetches it. */
const PAGE_URL = 'http://127.0.0.1:9/page.html';

interface Exchange {
  method: string;
  path: string;
  status: number;
  code?: string;
  message?: string;
}

/** inProcessFetch that records every answer (the body is read from a clone). */
function recordingFetch(log: Exchange[], headers: Record<string, string> = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    const response = await inProcessFetch(request);
    const body = await response
      .clone()
      .json()
      .catch(() => ({}));
    log.push({ method: request.method, path: new URL(request.url).pathname, status: response.status, code: body?.code, message: body?.message });
    return response;
  };
}

/** The unknown-path 404, a 405, or no route file at all: the method calls an endpoint the service lacks. */
function missingEndpoint(e: Exchange): boolean {
  return (e.status === 404 && /^No endpoint at /.test(e.message ?? '')) || e.status === 405 || e.status === 599;
}

let savedPrivate: string | undefined;
beforeAll(() => {
  savedPrivate = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true'; // PAGE_URL and the webhook below are on 127.0.0.1
});
afterAll(() => {
  if (savedPrivate === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedPrivate;
});

type Call = (c: A11yClient, ids: { tenantId: string }) => PromiseLike<unknown>;

/**
 * One call per SDK method, from the route specs (the SDK's methods are generated from them too): each path
 * parameter an id that names nothing (a 404 about the record is fine), each body and query `{}` (a 400 about
 * the input is fine). What must not happen is an unknown path or a 405: a method the service lacks.
 */
const CALLS: Record<string, Call> = Object.fromEntries([
  ...ALL_ROUTES.flatMap((spec) => {
    if (!('method' in spec.sdk)) return [];
    const { resource, method } = spec.sdk;
    const ids = [...spec.path.matchAll(/\{[^}]+\}/g)].map(() => 'missing');
    const args = [...ids, ...(spec.body ? [{}] : []), ...(spec.query ? [{}] : [])];
    const call: Call = (c) => {
      const target = (resource === 'client' ? c : c[resource as keyof A11yClient]) as unknown as Record<string, (...a: unknown[]) => PromiseLike<unknown>>;
      return target[method]!(...args);
    };
    return [[`${resource}.${method}`, call] as const];
  }),
  [
    'client.flush',
    ((c) => {
      c.activate({ featureCode: 'text-size', userId: 'surface-user' });
      return c.flush();
    }) satisfies Call,
  ],
]);
/** Client methods that send nothing of their own (request is the raw escape hatch, checked below). */
const LOCAL = ['client.activate', 'client.track', 'client.close', 'client.paginate', 'client.request'];

/** The methods `object` offers: its class's and those it inherits from a generated base (never the Resource plumbing). */
function methodsOf(object: object): string[] {
  const names = new Set<string>();
  for (let proto = Object.getPrototypeOf(object) as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    if (proto === Resource.prototype) break;
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(proto, name)?.value === 'function') names.add(name);
    }
  }
  return [...names];
}

/** The calls by resource (`profiles`, …, `client`), in the order of CALLS. */
const CALLS_BY_RESOURCE: [string, [string, Call][]][] = (() => {
  const byResource = new Map<string, [string, Call][]>();
  for (const [name, call] of Object.entries(CALLS)) {
    const resource = name.slice(0, name.indexOf('.'));
    byResource.set(resource, [...(byResource.get(resource) ?? []), [name, call]]);
  }
  return [...byResource];
})();

describe('every SDK method reaches a real route', () => {
  // One client and tenant for the calls, resource by resource (one test each).
  let client: A11yClient;
  let tenantId: string;
  const log: Exchange[] = [];

  beforeAll(async () => {
    const tenant = await createTestTenant();
    tenantId = tenant.tenantId;
    client = new A11yClient({ apiKey: tenant.adminKey, baseUrl: BASE_URL, fetch: recordingFetch(log), maxRetries: 0 });
    // Warm, as a running service is: the scanner's browser started and the offline text engines (grammar,
    // simplify, vocabulary, summarize) set up in each compute thread, two calls of a kind at once (seconds, once
    // per process), so that no resource's test pays for them.
    const post = (path: string, body: unknown) =>
      inProcessFetch(`${BASE_URL}${path}`, {
        method: 'POST',
        headers: { 'x-api-key': tenant.adminKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const warm = await Promise.all([
      post('/remediation/html', { html: '<p>warm</p>' }),
      post('/content/grammar', { text: 'Warm up.' }),
      post('/content/grammar', { text: 'Warm up again.' }),
    ]);
    for (const [path, body] of [
      ['simplify', (n: number) => ({ text: `Warm up the engines that simplify text, ${n} times.`, targetGradeLevel: 5 })],
      ['vocabulary', (n: number) => ({ text: `Warm up the engines that explain vocabulary, ${n} times.` })],
      ['summarize', (n: number) => ({ text: `Warm up the engines that summarize text, ${n} times. It has two sentences.` })],
    ] as const) {
      warm.push(...(await Promise.all([1, 2].map((n) => post(`/content/${path}`, body(n))))));
    }
    expect(warm.map((res) => res.status)).toEqual(Array(9).fill(200));
  }, 120_000);

  afterAll(async () => {
    await client?.close();
  });

  it('enumerates the resources and methods: each has a call below, and nothing else does', () => {
    const resources = Object.entries(client).filter(([, value]) => typeof value === 'object' && value !== null);
    expect(resources.map(([name]) => name).sort()).toEqual([
      'analytics',
      'apiKeys',
      'compliance',
      'content',
      'features',
      'members',
      'presets',
      'profiles',
      'remediation',
      'scanner',
      'siteIssues',
      'sites',
      'tenants',
      'webhooks',
    ]);
    const enumerated = [
      ...resources.flatMap(([name, resource]) => methodsOf(resource as object).map((m) => `${name}.${m}`)),
      ...methodsOf(client).map((m) => `client.${m}`),
    ].sort();
    expect(enumerated).toEqual([...Object.keys(CALLS), ...LOCAL].sort());
    expect(CALLS_BY_RESOURCE.map(([resource]) => resource).sort()).toEqual([...resources.map(([name]) => name), 'client'].sort());
  });

  for (const [resource, calls] of CALLS_BY_RESOURCE) {
    it(`${resource}: calls each method, and none meets an unknown path or a 405`, async () => {
      const problems: string[] = [];
      for (const [name, call] of calls) {
        const before = log.length;
        await Promise.resolve(call(client, { tenantId })).catch(() => undefined); // a 4xx about the record or the input is fine
        const answers = log.slice(before);
        if (answers.length === 0) problems.push(`${name}: sent no request`);
        for (const a of answers.filter(missingEndpoint)) problems.push(`${name}: ${a.method} ${a.path} → ${a.status} ${a.message ?? ''}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('would notice a method whose endpoint does not exist (the check itself)', async () => {
    const { adminKey } = await createTestTenant();
    const log: Exchange[] = [];
    const client = new A11yClient({ apiKey: adminKey, baseUrl: BASE_URL, fetch: recordingFetch(log), maxRetries: 0 });
    await expect(client.request({ method: 'POST', path: '/no-such-resource', body: { text: 'x' } })).rejects.toMatchObject({ status: 404 });
    await expect(client.request({ method: 'DELETE', path: '/features' })).rejects.toMatchObject({ status: 405 });
    expect(log.map(missingEndpoint)).toEqual([true, true]);
  });
});

/** The ```ts blocks of sdk/README.md, in order. */
function readmeBlocks(): string[] {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../sdk/README.md'), 'utf8');
  return [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

const AsyncFunction = (async () => undefined).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;

describe('the examples of sdk/README.md', () => {
  it('each runs as written against the service (its key, base URL and page origin supplied)', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    const log: Exchange[] = [];
    const setup = new A11yClient({ apiKey: adminKey, baseUrl: BASE_URL, fetch: inProcessFetch, maxRetries: 0 });
    await setup.tenants.update(tenantId, { settings: { allowedOrigins: [ALLOWED_ORIGIN] } });
    const publishableKey = (await setup.apiKeys.create(tenantId, { type: 'publishable' })).key!;

    // The README's placeholders: the secret key from the environment, 'pk_live_…' in a page on an
    // allowed origin, https://a11y.example.com as the service, https://example.com as a page to scan.
    const clients: A11yClient[] = [];
    class ReadmeClient extends A11yClient {
      constructor(options: A11yClientOptions) {
        const inPage = options.apiKey === 'pk_live_…';
        super({
          ...options,
          apiKey: inPage ? publishableKey : options.apiKey,
          baseUrl: BASE_URL,
          fetch: recordingFetch(log, inPage ? { Origin: ALLOWED_ORIGIN } : {}),
          maxRetries: 0,
        });
        clients.push(this);
      }
    }
    const savedKey = process.env.A11Y_API_KEY;
    process.env.A11Y_API_KEY = adminKey;
    const a11y = new ReadmeClient({ apiKey: adminKey });
    const scope: Record<string, unknown> = {
      ...sdk,
      A11yClient: ReadmeClient,
      a11y,
      process,
      console: { log: () => undefined },
      userId: 'user-42',
      currentUser: { id: 'user-42' },
      input: { features: [{ featureCode: 'text-size', isEnabled: true, value: '9' }] }, // out of range: the catch branch runs
      url: PAGE_URL,
    };

    const blocks = readmeBlocks();
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    try {
      for (const [i, block] of blocks.entries()) {
        // Imports name what the package exports; the scope above provides them.
        for (const [, names] of block.matchAll(/^import \{([^}]*)\} from '@a11y-platform\/client';$/gm)) {
          for (const name of names!.split(',').map((n) => n.trim())) expect(sdk, `block ${i + 1} imports ${name}`).toHaveProperty(name);
        }
        const source = block.replace(/^import .*$/gm, '').replaceAll("'https://example.com'", JSON.stringify(PAGE_URL));
        const js = ts
          .transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } })
          .outputText.replace(/^export \{\};$/m, '');
        const before = log.length;
        const run = new AsyncFunction(...Object.keys(scope), `{\n${js}\n}`);
        await expect(run(...Object.values(scope)), `README block ${i + 1}:\n${block}`).resolves.toBeUndefined();
        const answers = log.slice(before);
        expect(answers.length, `README block ${i + 1} sends requests`).toBeGreaterThan(0);
        // Every request succeeded, except the one the error example provokes on purpose.
        const failed = answers.filter((a) => a.status >= 400);
        if (/catch \(error\)/.test(block)) expect(failed.map((a) => a.code)).toEqual(['validation_failed']);
        else expect(failed, `README block ${i + 1}:\n${block}`).toEqual([]);
      }
    } finally {
      if (savedKey === undefined) delete process.env.A11Y_API_KEY;
      else process.env.A11Y_API_KEY = savedKey;
      for (const c of clients) await c.close();
      await setup.close();
    }

    // What the first example did is in the database: text size 1.5 was accepted, then the preset replaced it.
    expect([200, 201]).toContain(log.find((a) => a.method === 'PUT' && a.path.endsWith('/profiles/user-42'))?.status);
    const profile = await setup.profiles.get('user-42');
    expect(profile.activePresetCode).toBe('dyslexia');
    expect(profile.features.map((f) => f.featureCode)).toContain('dyslexia-font');
    expect(await db.scanJob.count({ where: { tenantId } })).toBe(2); // createJob and the raw /scanner/submit
  });
});
