import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnySpec } from '@/lib/api/spec.ts';
import { DEFAULT_SCOPES, PERMISSION_SCOPE, type Permission, PUBLISHABLE_SCOPES, ROLE_PERMISSIONS, SCOPES, type Scope } from '@/lib/auth/permissions.ts';
import type { Role } from '@/lib/db/generated/enums.ts';
import { ALL_ROUTES } from '@/lib/http/openapi.ts';
import { sessionCookieName } from '@/lib/portal/session-principal.ts';
import { api, call } from './api.ts';
import { activeMember, createTestTenant, sessionCookieValue } from './fixtures.ts';
import { ROUTE_FILE } from './routes.ts';

/**
 * Every operation of the OpenAPI document against every kind of caller: the four roles (portal sessions),
 * a secret key with the default scopes and one with all of them, a publishable key, and a key holding every
 * scope but the one the operation needs. Each is refused by the permission check exactly when
 * lib/auth/permissions.ts says so; otherwise it gets past it (to a 404 for the made-up ids, a 400 for the
 * missing body, or a real answer). Written from the specs, so a new endpoint is checked without anyone listing it.
 */

const ORIGIN = 'https://shop.example';
const PORTAL = 'localhost:3000';
const ROLES: readonly Role[] = ['owner', 'admin', 'developer', 'viewer'];

interface Caller {
  name: string;
  headers: Record<string, string>;
  /** The refusal this caller gets for `permission`, or null when it holds it. */
  refusal(permission: Permission): string | null;
}

const lacks = (scopes: readonly Scope[]) => (permission: Permission) =>
  scopes.includes(PERMISSION_SCOPE[permission]) ? null : `This API key lacks the "${PERMISSION_SCOPE[permission]}" scope.`;

let callers: Caller[];
/** For each scope, a key with every scope but that one. */
let withoutScope: Map<Scope, string>;

beforeAll(async () => {
  // Loaded once here (the scanner's engine, the PDF reader), so each operation's test times only its calls.
  await import(pathToFileURL(ROUTE_FILE).href);
  process.env.NEXTAUTH_SECRET ??= 'permissions-test-session-secret-0123456789';
  // Limits no run reaches: a 429 would hide the answer past the limiter.
  const t = await createTestTenant({ plan: 'enterprise', rateLimitPerMinute: 1_000_000_000, monthlyQuota: 1_000_000_000 });
  const admin = t.adminKey;
  const created = async (body: unknown) => {
    const res = await api.post(`/tenants/${t.tenantId}/api-keys`, { key: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { key: string; scopes: Scope[] };
  };
  expect((await api.put(`/tenants/${t.tenantId}`, { key: admin, body: { settings: { allowedOrigins: [ORIGIN] } } })).status).toBe(200);

  const secret = await created({ name: 'default scopes' });
  expect(secret.scopes).toEqual(DEFAULT_SCOPES.secret);
  const publishable = await created({ type: 'publishable' });
  expect(publishable.scopes).toEqual(PUBLISHABLE_SCOPES);
  withoutScope = new Map();
  for (const scope of SCOPES) withoutScope.set(scope, (await created({ name: `all but ${scope}`, scopes: SCOPES.filter((s) => s !== scope) })).key);

  const members = await Promise.all(ROLES.map((role) => activeMember(t.tenantId, role)));
  callers = [
    ...(await Promise.all(
      ROLES.map(async (role, i) => ({
        name: role,
        // A session changes data only from the portal's own origin.
        headers: {
          cookie: `${sessionCookieName()}=${await sessionCookieValue(members[i]!.userId, process.env.NEXTAUTH_SECRET!)}`,
          origin: `http://${PORTAL}`,
          'x-forwarded-host': PORTAL,
        },
        refusal: (permission: Permission) => (ROLE_PERMISSIONS[role].has(permission) ? null : 'Your role does not allow this action.'),
      })),
    )),
    { name: 'secret key', headers: { 'x-api-key': secret.key }, refusal: lacks(secret.scopes) },
    { name: 'admin key', headers: { 'x-api-key': admin }, refusal: lacks(t.apiKey.scopes as Scope[]) },
    { name: 'publishable key', headers: { 'x-api-key': publishable.key, origin: ORIGIN }, refusal: lacks(publishable.scopes) },
  ];
});

/** `/tenants/{id}/api-keys/{keyId}` with made-up ids: the permission is checked before any id is looked up. */
const examplePath = (spec: AnySpec) => spec.path.replace(/\{[^}]+\}/g, 'x');

/** What the caller met: the permission's refusal, or past it (with the status, when that says the call never got there). */
async function outcome(spec: AnySpec, caller: Caller): Promise<string> {
  const res = await call(spec.method, examplePath(spec), { headers: caller.headers });
  const expected = spec.permission ? caller.refusal(spec.permission) : null;
  if (res.status === 403 && res.body?.message === expected) return `${caller.name}: refused`;
  // Not authenticated, limited or refused at the origin: the check under test was never reached.
  if (res.status === 401 || res.status === 429 || res.body?.code === 'origin_not_allowed')
    return `${caller.name}: never checked (${res.status} ${res.body?.code})`;
  if (res.status === 403 && /scope|role does not allow/.test(res.body?.message ?? ''))
    return `${caller.name}: refused for another permission (${res.body.message})`;
  return `${caller.name}: allowed`;
}

describe('every operation checks its permission for every kind of caller', () => {
  it('covers every operation of the document', () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(60);
    expect(ALL_ROUTES.filter((spec) => !spec.public && !spec.permission && !spec.publishable).map((s) => s.operationId)).toEqual([]);
  });

  for (const spec of ALL_ROUTES) {
    it(`${spec.method} ${spec.path} (${spec.public ? 'public' : (spec.permission ?? 'no permission')})`, async () => {
      const seen: string[] = [];
      for (const caller of callers) seen.push(await outcome(spec, caller));
      const expected = callers.map((caller) => `${caller.name}: ${spec.permission && caller.refusal(spec.permission) ? 'refused' : 'allowed'}`);
      if (spec.permission) {
        const scope = PERMISSION_SCOPE[spec.permission];
        const missing: Caller = {
          name: `key without ${scope}`,
          headers: { 'x-api-key': withoutScope.get(scope)! },
          refusal: lacks(SCOPES.filter((s) => s !== scope)),
        };
        seen.push(await outcome(spec, missing));
        expected.push(`${missing.name}: refused`);
      }
      expect(seen).toEqual(expected);
    });
  }
});
