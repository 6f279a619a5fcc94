import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKeyAction } from '@/app/(portal)/api-keys/actions.ts';
import { createReportAction, createSnapshotAction, createTargetAction } from '@/app/(portal)/compliance/actions.ts';
import { createScanAction, dismissIssueAction } from '@/app/(portal)/scans/actions.ts';
import { inviteMemberAction } from '@/app/(portal)/team/actions.ts';
import { createEndpointAction } from '@/app/(portal)/webhooks/actions.ts';
import { testClock } from '@/lib/clock.ts';
import { createTarget } from '@/lib/compliance/create-target.ts';
import { createTargetInput } from '@/lib/compliance/schemas.ts';
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

beforeAll(async () => {
  process.env.NEXTAUTH_SECRET = SECRET;
  // Each route module and the session code loaded once here, so no test's time is spent importing.
  const warm = await signedIn('owner');
  await Promise.all(CREATIONS.map((creation) => api.post(creation.api(warm, 'warm').path, { headers: { cookie: warm.cookie } })));
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
  /** What must exist before the input named `n` is sent (made by the system, not the caller). */
  prepare?(caller: Caller, n: string): Promise<void>;
}

/** The compliance target each input name is about, for the creations that need one. */
const targets = new Map<string, string>();
const targetOf = (n: string) => targets.get(n) ?? 'tgt_none';
async function prepareTarget({ tenantId }: Caller, n: string) {
  const { target } = await createTarget({ kind: 'system', tenantId, actor: 'test' }, createTargetInput.parse({ name: n, urls: [`${PUBLIC}/${n}`] }));
  targets.set(n, target.id);
}
const fingerprintOf = (n: string) => createHash('md5').update(n).digest('hex');

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
  {
    name: 'create compliance snapshot',
    refusedRole: 'viewer',
    prepare: prepareTarget,
    api: (_, n) => ({ path: '/compliance/snapshots', body: { targetId: targetOf(n), rescan: false } }),
    portal: (n, s) => createSnapshotAction({ targetId: targetOf(n), rescan: false }, s),
    rows: ({ tenantId }, n) => db.complianceSnapshot.count({ where: { tenantId, targetId: targetOf(n) } }),
  },
  {
    name: 'create compliance report',
    refusedRole: 'viewer',
    prepare: prepareTarget,
    api: (_, n) => ({ path: '/compliance/reports', body: { type: 'compliance', targetId: targetOf(n), product: { name: n } } }),
    portal: (n, s) => createReportAction({ type: 'compliance', targetId: targetOf(n), product: { name: n } }, s),
    rows: ({ tenantId }, n) => db.complianceReport.count({ where: { tenantId, targetId: targetOf(n) } }),
  },
  {
    name: 'dismiss an issue',
    refusedRole: 'viewer',
    api: (_, n) => ({ path: '/scanner/dismissals', body: { fingerprint: fingerprintOf(n), reason: 'decorative' } }),
    portal: (n, s) => dismissIssueAction({ fingerprint: fingerprintOf(n), reason: 'decorative' }, s),
    rows: ({ tenantId }, n) => db.scanDismissal.count({ where: { tenantId, fingerprint: fingerprintOf(n) } }),
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

/** A signed-in owner whose session budget for this minute is spent (the clock held, so the minute lasts). */
async function spentBudget(): Promise<Caller> {
  testClock.set(new Date());
  const caller = await signedIn('owner');
  const spent = await Promise.all(Array.from({ length: SESSION_FLOOR.perMinute }, () => consumeSessionRequest(caller.tenantId, caller.userId)));
  expect(spent.map((state) => state.headers['X-RateLimit-Remaining'])).toContain('0');
  return caller;
}

const unique = () => `n${randomBytes(5).toString('hex')}`;
const newKey = () => randomBytes(16).toString('hex');
const cases = CREATIONS.flatMap((creation) => (['API', 'portal'] as const).map((door) => [creation.name, door, creation] as const));

describe('creations through both doors', () => {
  it.each(cases)('%s through the %s: a repeat of the same idempotency key creates one row; other values under it are refused', async (_, door, creation) => {
    const caller = await signedIn('owner');
    const [n, other, key] = [unique(), unique(), newKey()];
    await creation.prepare?.(caller, n);
    await creation.prepare?.(caller, other);
    const first = await DOORS[door](creation, caller, n, key);
    expect(first, JSON.stringify(first)).toMatchObject({ ok: true });
    const repeat = await DOORS[door](creation, caller, n, key);
    expect(repeat).toMatchObject({ ok: true });
    if (first.ok && repeat.ok && 'id' in first.data) expect(repeat.data.id).toBe(first.data.id);
    expect(await creation.rows(caller, n)).toBe(1);

    expect(await DOORS[door](creation, caller, other, key)).toEqual({ ok: false, code: 'idempotency_key_reused' });
    expect(await creation.rows(caller, other)).toBe(0);
  });

  it.each(cases)('%s through the %s: refused once the person’s per-minute budget is spent', async (_, door, creation) => {
    const caller = await spentBudget();
    const n = unique();
    await creation.prepare?.(caller, n);
    expect(await DOORS[door](creation, caller, n, newKey())).toEqual({ ok: false, code: 'rate_limited' });
    expect(await creation.rows(caller, n)).toBe(0);
  });

  it.each(cases)('%s through the %s: refused to a member whose role lacks the permission', async (_, door, creation) => {
    const caller = await signedIn(creation.refusedRole);
    const n = unique();
    await creation.prepare?.(caller, n);
    expect(await DOORS[door](creation, caller, n, newKey())).toEqual({ ok: false, code: 'forbidden' });
    expect(await creation.rows(caller, n)).toBe(0);
  });

  it('the portal says when to try again, in its own words, and not the API’s', async () => {
    const caller = await spentBudget();
    jar.cookie = caller.cookie;
    const refused = await createKeyAction({ name: unique() }, { idempotencyKey: newKey() });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.retryAfter).toBeGreaterThan(0);
    expect(refused.error.message).toBe(
      `Too many requests in the last minute. Try again in ${refused.error.retryAfter === 1 ? '1 second' : `${refused.error.retryAfter} seconds`}.`,
    );
    expect(refused.error.traceId).toBeUndefined();
  });

  it('a replayed portal creation answers the first result without what is shown once', async () => {
    const caller = await signedIn('owner');
    jar.cookie = caller.cookie;
    const [name, idempotencyKey] = [unique(), newKey()];
    const first = await createKeyAction({ name }, { idempotencyKey });
    const repeat = await createKeyAction({ name }, { idempotencyKey });
    expect(first.ok && first.data.key).toMatch(/^sk_/);
    expect(repeat).toEqual({ ok: true, data: { ...(first.ok ? first.data : {}), key: null } });
  });
});
