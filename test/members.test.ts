import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { inviteMember } from '@/lib/members/invite-member.ts';
import { listMembers } from '@/lib/members/list-members.ts';
import { removeMember } from '@/lib/members/remove-member.ts';
import { api, type ApiResponse } from './api.ts';
import { activeMember, clockPast, createTestTenant } from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'a-long-password-123';
const BASE_URL = 'http://localhost:3000';

function expectError(res: ApiResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.traceId).toBeTruthy();
  expect(res.body.traceId).toBe(res.headers.get('x-trace-id'));
}

/** Runs `work` and returns the AppError it throws (fails the test if it resolves or throws anything else). */
async function appErrorOf(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

/** A real user with an active membership of `role` in the tenant, and the principal acting as them. */
/** The principal of the owner created with the tenant. */
async function ownerPrincipal(tenantId: string, memberId: string): Promise<Principal> {
  const row = await db.member.findUniqueOrThrow({ where: { id: memberId } });
  expect(row.userId).toBeTruthy();
  return { kind: 'user', tenantId, userId: row.userId!, memberId, role: 'owner' };
}

async function listAll(key: string): Promise<{ id: string; email: string }[]> {
  const res = await api.get('/members?limit=200', { key });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('POST /members/invite', () => {
  it('201 with id, lower-cased email, role, status invited, inviteUrl and expiresAt 7 days ahead', async () => {
    const t = await createTestTenant({});
    const before = Date.now();
    const res = await api.post('/members/invite', { key: t.adminKey, body: { email: '  Alice.Smith@Example.COM ', role: 'developer' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'alice.smith@example.com', role: 'developer', status: 'invited' });
    expect(res.body.id).toEqual(expect.any(String));
    expect(res.body.inviteUrl).toEqual(expect.any(String));
    expect(res.body.inviteUrl).toContain('/invite/');
    expect(() => new URL(res.body.inviteUrl)).not.toThrow();
    const expiresAt = new Date(res.body.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 60_000);
    expect(res.body.createdAt).toMatch(/Z$/);

    const list = await listAll(t.adminKey);
    expect(list.map((m) => m.id)).toContain(res.body.id);
    // The one-time link lives only in the invite response.
    expect(JSON.stringify(list)).not.toContain('/invite/');
  });

  it('the same email again answers 200 with the same id', async () => {
    const t = await createTestTenant({});
    const first = await api.post('/members/invite', { key: t.adminKey, body: { email: 'bob@example.com', role: 'viewer' } });
    expect(first.status).toBe(201);
    const again = await api.post('/members/invite', { key: t.adminKey, body: { email: 'BOB@example.com', role: 'viewer' } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.email).toBe('bob@example.com');

    const list = await listAll(t.adminKey);
    expect(list.filter((m) => m.email === 'bob@example.com')).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email', role: 'viewer' }, 'email'],
    [{ email: '', role: 'viewer' }, 'email'],
    [{ role: 'viewer' }, 'email'],
    [{ email: 'carol@example.com', role: 'superuser' }, 'role'],
    [{ email: 'carol@example.com' }, 'role'],
  ])('400 validation_failed with details for %j', async (body, path) => {
    const t = await createTestTenant({});
    const res = await api.post('/members/invite', { key: t.adminKey, body });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.any(String) })]));
    expect(await listAll(t.adminKey)).toEqual([]);
  });
});

describe('the invitation link’s origin', () => {
  const invite = (key: string, headers: Record<string, string>) =>
    api.post('/members/invite', { key, headers, body: { email: `link-${randomBytes(4).toString('hex')}@example.com`, role: 'viewer' } });
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  function withEnv(values: Record<string, string | undefined>, work: () => Promise<void>) {
    const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
    const set = (v: Record<string, string | undefined>) => {
      for (const [name, value] of Object.entries(v)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    };
    set(values);
    return work().finally(() => set(saved));
  }

  it('is PUBLIC_BASE_URL, else NEXTAUTH_URL, else localhost: never the Host or X-Forwarded-Host a caller sends', async () => {
    const t = await createTestTenant({});
    await withEnv({ PUBLIC_BASE_URL: undefined, NEXTAUTH_URL: undefined, PORT: '3000' }, async () => {
      expect(new URL((await invite(t.adminKey, forged)).body.inviteUrl).origin).toBe('http://localhost:3000');
    });
    await withEnv({ PUBLIC_BASE_URL: undefined, NEXTAUTH_URL: 'https://portal.example' }, async () => {
      expect(new URL((await invite(t.adminKey, forged)).body.inviteUrl).origin).toBe('https://portal.example');
    });
    await withEnv({ PUBLIC_BASE_URL: 'https://a11y.example', NEXTAUTH_URL: 'https://portal.example' }, async () => {
      const res = await invite(t.adminKey, forged);
      expect(res.status).toBe(201);
      expect(res.body.inviteUrl).toMatch(/^https:\/\/a11y\.example\/invite\/[A-Za-z0-9_-]{43}$/);
    });
  });
});

describe('GET /members', () => {
  it('lists members newest first and pages with limit and cursor without duplicates', async () => {
    const t = await createTestTenant({});
    const emails = ['m1@example.com', 'm2@example.com', 'm3@example.com'];
    const ids: string[] = [];
    for (const email of emails) {
      const res = await api.post('/members/invite', { key: t.adminKey, body: { email, role: 'viewer' } });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
      await clockPast(res.body.createdAt); // distinct createdAt values
    }

    const all = await api.get('/members', { key: t.adminKey });
    expect(all.status).toBe(200);
    expect(all.body.nextCursor).toBeNull();
    expect(all.body.data.map((m: { id: string }) => m.id)).toEqual([...ids].reverse());
    expect(all.body.data[0]).toMatchObject({ email: 'm3@example.com', role: 'viewer', status: 'invited', name: null });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: ApiResponse = await api.get(`/members?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key: t.adminKey });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      seen.push(res.body.data[0].id);
      cursor = res.body.nextCursor;
      pages++;
      if (pages < 3) expect(cursor).toEqual(expect.any(String));
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
    expect(new Set(seen).size).toBe(3);
  });

  it('400 validation_failed for a bad cursor or limit', async () => {
    const t = await createTestTenant({});
    const bad = await api.get('/members?cursor=not-a-cursor', { key: t.adminKey });
    expectError(bad, 400, 'validation_failed');
    expect(bad.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'cursor' })]));

    expectError(await api.get('/members?limit=0', { key: t.adminKey }), 400, 'validation_failed');
    expectError(await api.get('/members?limit=201', { key: t.adminKey }), 400, 'validation_failed');
  });
});

describe('DELETE /members/{id}', () => {
  it('204, again 204, and the member is gone from the list', async () => {
    const t = await createTestTenant({});
    const keep = await api.post('/members/invite', { key: t.adminKey, body: { email: 'keep@example.com', role: 'viewer' } });
    const gone = await api.post('/members/invite', { key: t.adminKey, body: { email: 'gone@example.com', role: 'developer' } });
    expect(gone.status).toBe(201);

    const first = await api.delete(`/members/${gone.body.id}`, { key: t.adminKey });
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    const second = await api.delete(`/members/${gone.body.id}`, { key: t.adminKey });
    expect(second.status).toBe(204);

    const ids = (await listAll(t.adminKey)).map((m) => m.id);
    expect(ids).not.toContain(gone.body.id);
    expect(ids).toContain(keep.body.id);
  });

  it('404 not_found for an unknown id', async () => {
    const t = await createTestTenant({});
    expectError(await api.delete(`/members/mem_${randomBytes(8).toString('hex')}`, { key: t.adminKey }), 404, 'not_found');
  });
});

describe('tenant isolation', () => {
  it("another tenant's member id is 404 and that member still exists for its own tenant", async () => {
    const a = await createTestTenant({});
    const b = await createTestTenant({});
    const invited = await api.post('/members/invite', { key: a.adminKey, body: { email: 'victim@example.com', role: 'admin' } });
    expect(invited.status).toBe(201);

    const res = await api.delete(`/members/${invited.body.id}`, { key: b.adminKey });
    expectError(res, 404, 'not_found');
    const random = await api.delete(`/members/mem_${randomBytes(8).toString('hex')}`, { key: b.adminKey });
    expect(res.body.message).toBe(random.body.message);

    const listA = await listAll(a.adminKey);
    expect(listA.map((m) => m.id)).toContain(invited.body.id);
    const row = await db.member.findUniqueOrThrow({ where: { id: invited.body.id } });
    expect(row.removedAt).toBeNull();
  });

  it("tenant B never sees tenant A's members, and its own invite of the same email is a separate member", async () => {
    const a = await createTestTenant({ owner: { email: uniqueEmail('owner-a'), password: PASSWORD } });
    const b = await createTestTenant({});
    const invitedA = await api.post('/members/invite', { key: a.adminKey, body: { email: 'shared@example.com', role: 'viewer' } });
    expect(invitedA.status).toBe(201);

    expect(await listAll(b.adminKey)).toEqual([]);

    const invitedB = await api.post('/members/invite', { key: b.adminKey, body: { email: 'shared@example.com', role: 'viewer' } });
    expect(invitedB.status).toBe(201);
    expect(invitedB.body.id).not.toBe(invitedA.body.id);

    const listB = await listAll(b.adminKey);
    expect(listB.map((m) => m.id)).toEqual([invitedB.body.id]);
    const listA = await listAll(a.adminKey);
    expect(listA.map((m) => m.id).sort()).toEqual([invitedA.body.id, a.owner!.id].sort());
  });
});

describe('owners', () => {
  it('an admin key cannot remove an owner (403 forbidden): only owners remove owners', async () => {
    const t = await createTestTenant({ owner: { email: uniqueEmail('owner'), password: PASSWORD } });
    expect(t.owner).toMatchObject({ role: 'owner', status: 'active' });

    const res = await api.delete(`/members/${t.owner!.id}`, { key: t.adminKey });
    expectError(res, 403, 'forbidden');
    expect((await listAll(t.adminKey)).map((m) => m.id)).toContain(t.owner!.id);
  });

  it('the last active owner cannot be removed (409 last_owner); with two owners one can go', async () => {
    const t = await createTestTenant({ owner: { email: uniqueEmail('owner'), password: PASSWORD } });
    const owner = await ownerPrincipal(t.tenantId, t.owner!.id);

    const error = await appErrorOf(removeMember(owner, t.owner!.id));
    expect(error.code).toBe('last_owner');
    expect(error.status).toBe(409);
    expect((await db.member.findUniqueOrThrow({ where: { id: t.owner!.id } })).removedAt).toBeNull();

    // A second active owner: now the first one may be removed (by the second one)...
    const second = await activeMember(t.tenantId, 'owner');
    await expect(removeMember(second.principal, t.owner!.id)).resolves.toBeUndefined();
    expect((await db.member.findUniqueOrThrow({ where: { id: t.owner!.id } })).removedAt).not.toBeNull();
    expect((await listAll(t.adminKey)).map((m) => m.id)).not.toContain(t.owner!.id);

    // ...and the remaining one is the last owner again.
    const last = await appErrorOf(removeMember(second.principal, second.memberId));
    expect(last.code).toBe('last_owner');

    // Through the API the same rule holds for whoever may reach it: the admin key is refused first.
    expectError(await api.delete(`/members/${second.memberId}`, { key: t.adminKey }), 403, 'forbidden');
  });

  it('an invited (not yet active) owner does not count as an owner to keep', async () => {
    const t = await createTestTenant({ owner: { email: uniqueEmail('owner'), password: PASSWORD } });
    const owner = await ownerPrincipal(t.tenantId, t.owner!.id);
    const { member } = await inviteMember(owner, { email: uniqueEmail('co-owner'), role: 'owner' }, { baseUrl: BASE_URL });
    expect(member.status).toBe('invited');

    const error = await appErrorOf(removeMember(owner, t.owner!.id));
    expect(error.code).toBe('last_owner');
    // The pending owner invitation itself can be withdrawn.
    await expect(removeMember(owner, member.id)).resolves.toBeUndefined();
  });
});

describe('role enforcement in the member services', () => {
  it('a viewer can list members but not invite', async () => {
    const t = await createTestTenant({ owner: { email: uniqueEmail('owner'), password: PASSWORD } });
    const viewer = await activeMember(t.tenantId, 'viewer');

    const page = await listMembers(viewer.principal, { limit: 50 });
    expect(page.data.map((m) => m.id).sort()).toEqual([t.owner!.id, viewer.memberId].sort());
    expect(page.nextCursor).toBeNull();

    const error = await appErrorOf(inviteMember(viewer.principal, { email: uniqueEmail('x'), role: 'viewer' }, { baseUrl: BASE_URL }));
    expect(error.code).toBe('forbidden');
    expect(error.status).toBe(403);
    const removal = await appErrorOf(removeMember(viewer.principal, t.owner!.id));
    expect(removal.code).toBe('forbidden');
    expect(await db.member.count({ where: { tenantId: t.tenantId } })).toBe(2);
  });

  it('a developer cannot invite or remove members', async () => {
    const t = await createTestTenant({});
    const developer = await activeMember(t.tenantId, 'developer');
    const viewer = await activeMember(t.tenantId, 'viewer');

    const error = await appErrorOf(inviteMember(developer.principal, { email: uniqueEmail('x'), role: 'viewer' }, { baseUrl: BASE_URL }));
    expect(error.code).toBe('forbidden');
    const removal = await appErrorOf(removeMember(developer.principal, viewer.memberId));
    expect(removal.code).toBe('forbidden');
    expect(await db.member.count({ where: { tenantId: t.tenantId, removedAt: null } })).toBe(2);
  });

  it('an admin can invite admins but not owners; an owner can invite owners', async () => {
    const t = await createTestTenant({ owner: { email: uniqueEmail('owner'), password: PASSWORD } });
    const admin = await activeMember(t.tenantId, 'admin');
    const owner = await ownerPrincipal(t.tenantId, t.owner!.id);

    const asAdmin = await inviteMember(admin.principal, { email: uniqueEmail('new-admin'), role: 'admin' }, { baseUrl: BASE_URL });
    expect(asAdmin.created).toBe(true);
    expect(asAdmin.member).toMatchObject({ role: 'admin', status: 'invited' });

    const ownerEmail = uniqueEmail('new-owner');
    const error = await appErrorOf(inviteMember(admin.principal, { email: ownerEmail, role: 'owner' }, { baseUrl: BASE_URL }));
    expect(error.code).toBe('forbidden');
    expect(await db.member.count({ where: { tenantId: t.tenantId, email: ownerEmail } })).toBe(0);

    const asOwner = await inviteMember(owner, { email: ownerEmail, role: 'owner' }, { baseUrl: BASE_URL });
    expect(asOwner.created).toBe(true);
    expect(asOwner.member).toMatchObject({ email: ownerEmail, role: 'owner', status: 'invited' });
    expect(asOwner.member.inviteUrl).toContain('/invite/');

    // Through the API, an admin key acts with admin rank: inviting an owner is forbidden too.
    const viaKey = await api.post('/members/invite', { key: t.adminKey, body: { email: uniqueEmail('key-owner'), role: 'owner' } });
    expectError(viaKey, 403, 'forbidden');
  });

  it('a user principal of one tenant cannot reach members of another', async () => {
    const a = await createTestTenant({ owner: { email: uniqueEmail('owner-a'), password: PASSWORD } });
    const b = await createTestTenant({ owner: { email: uniqueEmail('owner-b'), password: PASSWORD } });
    const ownerA = await ownerPrincipal(a.tenantId, a.owner!.id);

    const page = await listMembers(ownerA, { limit: 50 });
    expect(page.data.map((m) => m.id)).toEqual([a.owner!.id]);
    const error = await appErrorOf(removeMember(ownerA, b.owner!.id));
    expect(error.code).toBe('not_found');
    expect((await db.member.findUniqueOrThrow({ where: { id: b.owner!.id } })).removedAt).toBeNull();
  });
});
