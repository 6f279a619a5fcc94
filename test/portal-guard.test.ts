import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKeyAction } from '@/app/(portal)/api-keys/actions.ts';
import { createTargetAction } from '@/app/(portal)/compliance/actions.ts';
import { createScanAction } from '@/app/(portal)/scans/actions.ts';
import { inviteMemberAction } from '@/app/(portal)/team/actions.ts';
import { createEndpointAction } from '@/app/(portal)/webhooks/actions.ts';
import { testClock } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import type { Role } from '@/lib/db/generated/enums.ts';
import { consumeSessionRequest, SESSION_FLOOR } from '@/lib/limits/consume.ts';
import type { ActionResult } from '@/lib/portal/action.ts';
import { sessionCookieName } from '@/lib/portal/session-principal.ts';
import { api } from './api.ts';
import { activeMember, createTestTenant, sessionCookieValue } from './fixtures.ts';

/**
 * The portal's creating actions and their API operations are one guard behind two doors (lib/api/guard.ts):
 * each behaviour below is asserted for both, from one table, as the same signed-in member.
 */

// A server action reads the request's cookies through next/headers; outside a request, this jar stands in.
const jar = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers({ cookie: jar.cookie }),
}));

const SECRET = 'test-session-secret-0123456789abcdef';
// Public IP literals: the SSRF guard accepts them without DNS, and nothing is fetched here.
const PUBLIC = 'https://93.184.216.34';
const ORIGIN = { origin: 'http://localhost:3000', host: 'localhost:3000' };

beforeAll(() => {
  process.env.NEXTAUTH_SECRET = SECRET;
});
afterEach(() => testClock.reset());

interface Caller {
  tenantId: string;
  cookie: string;
  userId: string;
}

/** What either door answered: the created thing, or the refusal's code. */
type Outcome = { ok: true; data: Record<string, unknown> } | { ok: false; code: string };

interface Creation {
  name: string;
  /** A role whose permissions lack the operation's: both doors refuse it. */
  refusedRole: Role;
  /** The API request for an input named `n`. */
  api(caller: Caller, n: string): { path: string; body: unknown };
  /** The portal action with the same input, as its form sends it. */
  portal(n: string, submission: { idempotencyKey: string }): Promise<ActionResult<unknown>>;
  /** The rows the input named `n` made. */
  rows(caller: Caller, n: string): Promise<number>;
}

const CREATIONS: Creation[] = [
  {
    name: 'invite member',
    refusedRole: 'developer',
    api: (_, n) => ({ path: '/members/invite', body: { email: `${n}@example.com`, role: 'viewer' } }),
    portal: (n, s) => inviteMemberAction({ email: `${n}@example.com`, role: 'viewer' }, s),
    rows: ({ tenantId }, n) => db.member.count({ where: { tenantId, email: `${n}@example.com` } }),
  },
  {
    name: 'create API key',
    refusedRole: 'viewer',
    api: ({ tenantId }, n) => ({ path: `/tenants/${tenantId}/api-keys`, body: { name: n } }),
    portal: (n, s) => createKeyAction({ name: n }, s),
    rows: ({ tenantId }, n) => db.apiKey.count({ where: { tenantId, name: n } }),
  },
  {
    name: 'create webhook endpoint',
    refusedRole: 'viewer',
    api: (_, n) => ({ path: '/webhooks', body: { url: `${PUBLIC}/hooks/${n}`, events: ['scan.completed'] } }),
    portal: (n, s) => createEndpointAction({ url: `${PUBLIC}/hooks/${n}`, events: ['scan.completed'] }, s),
    rows: ({ tenantId }, n) => db.webhookEndpoint.count({ where: { tenantId, url: `${PUBLIC}/hooks/${n}` } }),
  },
  {
    name: 'create scan',
    refusedRole: 'viewer',
    api: (_, n) => ({ path: '/scanner/jobs', body: { url: `${PUBLIC}/${n}` } }),
    portal: (n, s) => createScanAction({ url: `${PUBLIC}/${n}` }, s),
    rows: ({ tenantId }, n) => db.scanJob.count({ where: { tenantId, url: `${PUBLIC}/${n}` } }),
  },
  {
    name: 'create compliance target',
    refusedRole: 'viewer',
    api: (_, n) => ({ path: '/compliance/targets', body: { name: n, urls: [`${PUBLIC}/${n}`] } }),
    portal: (n, s) => createTargetAction({ name: n, standard: '', urls: `${PUBLIC}/${n}`, minScore: '', deadline: '', schedule: '' }, s),
    rows: ({ tenantId }, n) => db.complianceTarget.count({ where: { tenantId, name: n } }),
  },
];

type Door = (creation: Creation, caller: Caller, n: string, idempotencyKey: string) => Promise<Outcome>;

const DOORS: Record<'API' | 'portal', Door> = {
  API: async (creation, caller, n, idempotencyKey) => {
    const { path, body } = creation.api(caller, n);
    const res = await api.post(path, { body, headers: { cookie: caller.cookie, ...ORIGIN, 'Idempotency-Key': idempotencyKey } });
    return res.status < 300 ? { ok: true, data: res.body } : { ok: false, code: res.body.code };
  },
  portal: async (creation, caller, n, idempotencyKey) => {
    jar.cookie = caller.cookie;
    const result = await creation.portal(n, { idempotencyKey });
    return result.ok ? { ok: true, data: result.data as Record<string, unknown> } : { ok: false, code: result.error.code };
  },
};

async function signedIn(role: Role): Promise<Caller> {
  const { tenantId } = await createTestTenant({ rateLimitPerMinute: 1 });
  const { userId } = await activeMember(tenantId, role);
  return { tenantId, userId, cookie: `${sessionCookieName()}=${await sessionCookieValue(userId, SECRET)}` };
}

const unique = () => `n${randomBytes(5).toString('hex')}`;
const newKey = () => randomBytes(16).toString('hex');
const cases = CREATIONS.flatMap((creation) => (['API', 'portal'] as const).map((door) => [creation.name, door, creation] as const));

describe('creations through both doors', () => {
  it.each(cases)('%s through the %s: a repeat of the same idempotency key creates one row; other values under it are refused', async (_, door, creation) => {
    const caller = await signedIn('owner');
    const [n, other, key] = [unique(), unique(), newKey()];
    const first = await DOORS[door](creation, caller, n, key);
    expect(first, JSON.stringify(first)).toMatchObject({ ok: true });
    const repeat = await DOORS[door](creation, caller, n, key);
    expect(repeat).toMatchObject({ ok: true });
    if (first.ok && repeat.ok && 'id' in first.data) expect(repeat.data.id).toBe(first.data.id);
    expect(await creation.rows(caller, n)).toBe(1);

    expect(await DOORS[door](creation, caller, other, key)).toEqual({ ok: false, code: 'idempotency_key_reused' });
    expect(await creation.rows(caller, other)).toBe(0);
  });

  it.each(cases)('%s through the %s: refused over the person’s rate limit, which both doors spend', async (_, door, creation) => {
    // One minute's window throughout: the budget spent below is still spent when the door is tried.
    testClock.set(new Date());
    const caller = await signedIn('owner');
    const spent = await Promise.all(Array.from({ length: SESSION_FLOOR.perMinute }, () => consumeSessionRequest(caller.tenantId, caller.userId)));
    expect(spent.map((state) => state.headers['X-RateLimit-Remaining'])).toContain('0');
    const n = unique();
    expect(await DOORS[door](creation, caller, n, newKey())).toEqual({ ok: false, code: 'rate_limited' });
    expect(await creation.rows(caller, n)).toBe(0);
  });

  it.each(cases)('%s through the %s: refused to a member whose role lacks the permission', async (_, door, creation) => {
    const caller = await signedIn(creation.refusedRole);
    const n = unique();
    expect(await DOORS[door](creation, caller, n, newKey())).toEqual({ ok: false, code: 'forbidden' });
    expect(await creation.rows(caller, n)).toBe(0);
  });
});
