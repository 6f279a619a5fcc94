import { randomBytes } from 'node:crypto';
import { decode, encode } from 'next-auth/jwt';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_ADDRESS_DAYS, LOGIN_LIMITS } from '@/lib/auth/login-throttle.ts';
import { SESSION_FLOOR } from '@/lib/limits/consume.ts';
import { authOptions } from '@/lib/portal/next-auth.ts';
import { sessionCookieName, signedInUser, TENANT_COOKIE } from '@/lib/portal/session-principal.ts';
import { endSessionsOfUser, SESSION_MAX_AGE_SECONDS } from '@/lib/auth/sessions.ts';
import { testClock } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { acceptInvite, lookupInvite } from '@/lib/members/accept-invite.ts';
import { inviteMember } from '@/lib/members/invite-member.ts';
import { changePassword } from '@/lib/users/change-password.ts';
import { completeFirstRunSetup, setupIsOpen } from '@/lib/tenants/first-run-setup.ts';
import { verifyCredentials } from '@/lib/users/verify-credentials.ts';
import { api } from './api.ts';
import { createTestTenant, sessionCookieValue } from './fixtures.ts';

const PASSWORD = 'a-long-password-123';
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;
const uniqueIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${randomBytes(2).toString('hex')}`;

async function ownerTenant(plan: 'starter' | 'enterprise' = 'enterprise') {
  const email = uniqueEmail('owner');
  const created = await createTestTenant({ plan, owner: { email, password: PASSWORD } });
  const member = await db.member.findFirstOrThrow({ where: { tenantId: created.tenantId, email } });
  return { ...created, email, userId: member.userId!, memberId: member.id };
}

async function errorOf(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

afterEach(() => testClock.reset());

// First in the file: each test file starts on its own copy of an empty database, so setup is still open.
describe('first-run setup', () => {
  it('is open on a new installation, creates exactly one owner and tenant under concurrency, then closes', async () => {
    expect(await setupIsOpen()).toBe(true);
    const attempts = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        completeFirstRunSetup(
          { name: `Owner ${n}`, email: uniqueEmail(`first${n}`), password: PASSWORD, tenantName: `Acme ${n}` },
          { clientAddress: '127.0.0.1' },
        ),
      ),
    );
    const won = attempts.filter((a): a is PromiseFulfilledResult<{ userId: string; tenantId: string }> => a.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of attempts.filter((a) => a.status === 'rejected')) expect((lost as PromiseRejectedResult).reason).toMatchObject({ code: 'conflict' });
    expect(await setupIsOpen()).toBe(false);

    const { userId, tenantId } = won[0]!.value;
    const owner = await db.member.findFirstOrThrow({ where: { tenantId, userId } });
    expect(owner).toMatchObject({ role: 'owner', status: 'active' });
    expect(await db.user.count()).toBe(1);
    // No API key is minted behind the owner's back: they create keys in the portal and see them once.
    expect(await db.apiKey.count({ where: { tenantId } })).toBe(0);
    expect(await verifyCredentials({ email: owner.email, password: PASSWORD, ip: null })).toMatchObject({ ok: true, user: { id: userId } });
  });
});

describe('email and password sign-in', () => {
  it('accepts the right password, case-insensitively by email, and refuses a wrong one or an unknown account alike', async () => {
    const { email, userId } = await ownerTenant();
    expect(await verifyCredentials({ email: email.toUpperCase(), password: PASSWORD, ip: uniqueIp() })).toEqual({
      ok: true,
      user: { id: userId, email, name: null },
    });
    expect(await verifyCredentials({ email, password: 'wrong password!!', ip: uniqueIp() })).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyCredentials({ email: uniqueEmail('nobody'), password: PASSWORD, ip: uniqueIp() })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('locks a guesser at one address after a few failures, even for the right password, but not the owner elsewhere', async () => {
    const { email } = await ownerTenant();
    const guesser = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.pair.maxFailures; i++) {
      expect(await verifyCredentials({ email, password: `wrong-${i}-password`, ip: guesser })).toMatchObject({ ok: false, reason: 'invalid' });
    }
    const locked = await verifyCredentials({ email, password: PASSWORD, ip: guesser });
    expect(locked).toMatchObject({ ok: false, reason: 'throttled' });
    expect(locked.ok === false && locked.reason === 'throttled' && locked.retryAfterSeconds).toBeGreaterThan(60);
    // The owner, at another address, is not affected.
    expect(await verifyCredentials({ email, password: PASSWORD, ip: uniqueIp() })).toMatchObject({ ok: true });

    testClock.advance(LOGIN_LIMITS.pair.lockMs + 1000);
    expect(await verifyCredentials({ email, password: PASSWORD, ip: guesser })).toMatchObject({ ok: true });
  });

  it('a stranger spread over many addresses locks the account for new addresses, never for the owner at a known one', async () => {
    const { email } = await ownerTenant();
    const home = uniqueIp();
    expect(await verifyCredentials({ email, password: PASSWORD, ip: home })).toMatchObject({ ok: true });

    // The attack: one wrong password from each of many addresses, so no address-level lock triggers.
    await Promise.all(
      Array.from({ length: LOGIN_LIMITS.account.maxFailures }, (_, i) => verifyCredentials({ email, password: `wrong-${i}-password`, ip: uniqueIp() })),
    );
    // A new address is refused even with the right password while the account lock lasts...
    expect(await verifyCredentials({ email, password: PASSWORD, ip: uniqueIp() })).toMatchObject({ ok: false, reason: 'throttled' });
    // ...but the owner at the address they signed in from before is not locked out.
    expect(await verifyCredentials({ email, password: PASSWORD, ip: home })).toMatchObject({ ok: true });

    // A known address does not open the account to guessing there: its own pair limit still applies.
    for (let i = 0; i < LOGIN_LIMITS.pair.maxFailures; i++) await verifyCredentials({ email, password: 'wrong password!!', ip: home });
    expect(await verifyCredentials({ email, password: PASSWORD, ip: home })).toMatchObject({ ok: false, reason: 'throttled' });

    testClock.advance(LOGIN_LIMITS.pair.lockMs + 1000);
    expect(await verifyCredentials({ email, password: PASSWORD, ip: home })).toMatchObject({ ok: true });
  });

  it(`an address stops being known ${KNOWN_ADDRESS_DAYS} days after its last sign-in`, async () => {
    const { email } = await ownerTenant();
    const home = uniqueIp();
    expect(await verifyCredentials({ email, password: PASSWORD, ip: home })).toMatchObject({ ok: true });
    testClock.advance((KNOWN_ADDRESS_DAYS + 1) * 86_400_000);
    await Promise.all(
      Array.from({ length: LOGIN_LIMITS.account.maxFailures }, (_, i) => verifyCredentials({ email, password: `wrong-${i}-password`, ip: uniqueIp() })),
    );
    expect(await verifyCredentials({ email, password: PASSWORD, ip: home })).toMatchObject({ ok: false, reason: 'throttled' });
  });

  it("a success clears the account's counts; failures outside the window start a new count", async () => {
    const { email } = await ownerTenant();
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.pair.maxFailures - 1; i++) await verifyCredentials({ email, password: 'wrong password!!', ip });
    expect(await verifyCredentials({ email, password: PASSWORD, ip })).toMatchObject({ ok: true });
    for (let i = 0; i < LOGIN_LIMITS.pair.maxFailures - 1; i++) await verifyCredentials({ email, password: 'wrong password!!', ip });
    testClock.advance(LOGIN_LIMITS.pair.windowMs + 1000);
    await verifyCredentials({ email, password: 'wrong password!!', ip });
    expect(await verifyCredentials({ email, password: PASSWORD, ip })).toMatchObject({ ok: true });
  });

  it('locks a client address that tries many accounts', async () => {
    const { email } = await ownerTenant();
    const ip = uniqueIp();
    await Promise.all(
      Array.from({ length: LOGIN_LIMITS.ip.maxFailures }, () => verifyCredentials({ email: uniqueEmail('spray'), password: 'wrong password!!', ip })),
    );
    expect(await verifyCredentials({ email, password: PASSWORD, ip })).toMatchObject({ ok: false, reason: 'throttled' });
    expect(await verifyCredentials({ email, password: PASSWORD, ip: uniqueIp() })).toMatchObject({ ok: true });
  });

  it('behind an untrusted proxy (one address for everyone), made-up emails do not lock out an account that signed in there before', async () => {
    const owner = await ownerTenant();
    const newcomer = await ownerTenant();
    const proxy = uniqueIp();
    expect(await verifyCredentials({ email: owner.email, password: PASSWORD, ip: proxy })).toMatchObject({ ok: true });
    await Promise.all(
      Array.from({ length: LOGIN_LIMITS.ip.maxFailures }, () => verifyCredentials({ email: uniqueEmail('made-up'), password: 'wrong password!!', ip: proxy })),
    );
    // The address is locked for accounts that never signed in from it...
    expect(await verifyCredentials({ email: newcomer.email, password: PASSWORD, ip: proxy })).toMatchObject({ ok: false, reason: 'throttled' });
    // ...not for the owner, who did; guessing the owner's password there still meets the pair limit.
    expect(await verifyCredentials({ email: owner.email, password: PASSWORD, ip: proxy })).toMatchObject({ ok: true });
    for (let i = 0; i < LOGIN_LIMITS.pair.maxFailures; i++) await verifyCredentials({ email: owner.email, password: 'wrong password!!', ip: proxy });
    expect(await verifyCredentials({ email: owner.email, password: PASSWORD, ip: proxy })).toMatchObject({ ok: false, reason: 'throttled' });
  });
});

describe('invitations', () => {
  const BASE = 'http://localhost:3000';
  async function invite(role: 'viewer' | 'developer' = 'developer', email = uniqueEmail('invitee')) {
    const owner = await ownerTenant();
    const principal = { kind: 'user' as const, tenantId: owner.tenantId, userId: owner.userId, memberId: owner.memberId, role: 'owner' as const };
    const { member } = await inviteMember(principal, { email, role }, { baseUrl: BASE });
    const token = new URL(member.inviteUrl!).pathname.split('/').pop()!;
    return { owner, principal, email, token, memberId: member.id };
  }

  it('a new person creates an account with the invited role; the link then answers "used" and cannot be used again', async () => {
    const { email, token, owner, memberId } = await invite('viewer');
    expect(await lookupInvite(token)).toMatchObject({ state: 'valid', email, role: 'viewer', accountExists: false });
    const joined = await acceptInvite(token, { name: 'Vera Viewer', password: PASSWORD });
    expect(joined.tenantId).toBe(owner.tenantId);
    const member = await db.member.findUniqueOrThrow({ where: { id: memberId } });
    expect(member).toMatchObject({ status: 'active', role: 'viewer', userId: joined.userId, name: 'Vera Viewer' });
    expect(await verifyCredentials({ email, password: PASSWORD, ip: null })).toMatchObject({ ok: true });

    expect(await lookupInvite(token)).toEqual({ state: 'used', tenantName: expect.any(String) });
    expect((await errorOf(acceptInvite(token, { name: 'Again', password: PASSWORD }))).code).toBe('conflict');
  });

  it('an existing user accepts as themselves; another signed-in user is refused', async () => {
    const other = await ownerTenant();
    const { token, owner } = await invite('developer', other.email);
    expect(await lookupInvite(token)).toMatchObject({ state: 'valid', accountExists: true });
    // Creating a second account for an email that has one is refused.
    expect((await errorOf(acceptInvite(token, { name: 'Dup', password: PASSWORD }))).code).toBe('conflict');
    const stranger = await ownerTenant();
    expect((await errorOf(acceptInvite(token, { userId: stranger.userId }))).code).toBe('forbidden');
    const joined = await acceptInvite(token, { userId: other.userId });
    expect(joined).toEqual({ userId: other.userId, tenantId: owner.tenantId });
  });

  it('expired, replaced, withdrawn and malformed links are refused clearly', async () => {
    const { token, principal, email, memberId } = await invite();
    testClock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect(await lookupInvite(token)).toMatchObject({ state: 'expired', email });
    expect((await errorOf(acceptInvite(token, { name: 'Late', password: PASSWORD }))).message).toMatch(/expired/);
    testClock.reset();

    const { member: again } = await inviteMember(principal, { email, role: 'developer' }, { baseUrl: BASE });
    expect(await lookupInvite(token)).toEqual({ state: 'invalid' });
    const fresh = new URL(again.inviteUrl!).pathname.split('/').pop()!;
    await db.member.update({ where: { id: memberId }, data: { removedAt: new Date() } });
    expect(await lookupInvite(fresh)).toEqual({ state: 'invalid' });
    expect(await lookupInvite('not a token')).toEqual({ state: 'invalid' });
    expect((await errorOf(acceptInvite('x'.repeat(43), { name: 'X', password: PASSWORD }))).code).toBe('not_found');
  });

  it('two simultaneous acceptances join once', async () => {
    const { token, memberId } = await invite();
    const results = await Promise.allSettled([acceptInvite(token, { name: 'A', password: PASSWORD }), acceptInvite(token, { name: 'B', password: PASSWORD })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await db.member.count({ where: { id: memberId, status: 'active' } })).toBe(1);
  });
});

describe('the API with a portal session instead of a key', () => {
  const SECRET = 'test-session-secret-0123456789abcdef';
  beforeAll(() => {
    process.env.NEXTAUTH_SECRET = SECRET;
  });

  async function sessionCookie(userId: string) {
    return `${sessionCookieName()}=${await sessionCookieValue(userId, SECRET)}`;
  }

  it('lists every tenant of the user and acts in the chosen one', async () => {
    const first = await ownerTenant();
    const second = await createTestTenant();
    await db.member.create({
      data: {
        id: `mem_${randomBytes(6).toString('hex')}`,
        tenantId: second.tenantId,
        userId: first.userId,
        email: first.email,
        role: 'viewer',
        status: 'active',
      },
    });
    const cookie = await sessionCookie(first.userId);

    const tenants = await api.get('/tenants', { headers: { cookie } });
    expect(tenants.status).toBe(200);
    expect(tenants.body.data.map((t: { id: string }) => t.id).sort()).toEqual([first.tenantId, second.tenantId].sort());
    expect(Number(tenants.headers.get('x-ratelimit-limit'))).toBeGreaterThanOrEqual(SESSION_FLOOR.perMinute);

    // The tenant cookie picks the tenant; there this user is a viewer, so writes are refused.
    const inSecond = `${cookie}; ${TENANT_COOKIE}=${second.tenantId}`;
    const origin = 'http://localhost:3000';
    const host = 'localhost:3000';
    const refused = await api.post('/members/invite', { body: { email: uniqueEmail('x'), role: 'viewer' }, headers: { cookie: inSecond, origin, host } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    const allowed = await api.post('/members/invite', { body: { email: uniqueEmail('x'), role: 'viewer' }, headers: { cookie, origin, host } });
    expect(allowed.status).toBe(201);
  });

  it('limits session traffic per user, with the same headers as keys, without spending the tenant key quota', async () => {
    // A starter tenant's keys get 10 a minute; its people get the portal's floor.
    const owner = await ownerTenant('starter');
    const other = await ownerTenant('starter');
    const cookie = await sessionCookie(owner.userId);
    const answers = await Promise.all(Array.from({ length: SESSION_FLOOR.perMinute + 20 }, () => api.get('/members', { headers: { cookie } })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(SESSION_FLOOR.perMinute);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-quota-limit', 'x-quota-remaining', 'x-quota-reset']) {
      expect(refused.headers.get(header), header).not.toBeNull();
    }
    // Another person's session, and the tenant's own key, are counted apart.
    expect((await api.get('/members', { headers: { cookie: await sessionCookie(other.userId) } })).status).toBe(200);
    const keyed = await api.get('/members', { key: owner.adminKey });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('x-quota-remaining')).toBe(String(Number(keyed.headers.get('x-quota-limit')) - 1));
    // The window moves on.
    testClock.advance(61_000);
    expect((await api.get('/members', { headers: { cookie } })).status).toBe(200);
  });

  it('refuses a session change from another site, and treats a bad or missing session as no key', async () => {
    const owner = await ownerTenant();
    const cookie = await sessionCookie(owner.userId);
    const host = 'localhost:3000';
    const crossSite = await api.post('/members/invite', {
      body: { email: uniqueEmail('x'), role: 'viewer' },
      headers: { cookie, origin: 'https://evil.example', host },
    });
    expect(crossSite.status).toBe(403);
    const noOrigin = await api.post('/members/invite', { body: { email: uniqueEmail('x'), role: 'viewer' }, headers: { cookie, host } });
    expect(noOrigin.status).toBe(403);

    const forged = await api.get('/tenants', {
      headers: { cookie: `${sessionCookieName()}=${await encode({ token: { uid: owner.userId }, secret: 'another-secret-entirely-0123456789' })}` },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('missing_api_key');
  });
});

describe('ending portal sessions on the server', () => {
  const SECRET = 'test-session-secret-0123456789abcdef';
  beforeAll(() => {
    process.env.NEXTAUTH_SECRET = SECRET;
  });
  const cookieOf = async (userId: string) => `${sessionCookieName()}=${await sessionCookieValue(userId, SECRET)}`;
  const members = async (cookie: string) => (await api.get('/members', { headers: { cookie } })).status;
  const tokenOf = async (cookie: string) => (await decode({ token: cookie.slice(cookie.indexOf('=') + 1), secret: SECRET }))!;

  it('a cookie saved before signing out reads neither the API (401) nor the portal', async () => {
    const owner = await ownerTenant();
    const saved = await cookieOf(owner.userId);
    expect(await members(saved)).toBe(200);
    expect(await signedInUser(saved)).toMatchObject({ id: owner.userId, email: owner.email });

    // What next-auth's sign-out route calls with the decoded cookie.
    await authOptions().events!.signOut!({ token: await tokenOf(saved), session: null as never });
    const refused = await api.get('/members', { headers: { cookie: saved } });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('missing_api_key');
    expect(await signedInUser(saved)).toBeNull();
  });

  it('a session ends 12 hours after sign-in, and a cookie that names no session (from before they were recorded) is none', async () => {
    const owner = await ownerTenant();
    const cookie = await cookieOf(owner.userId);
    testClock.advance(SESSION_MAX_AGE_SECONDS * 1000 - 60_000);
    expect(await members(cookie)).toBe(200);
    testClock.advance(120_000);
    expect(await members(cookie)).toBe(401);
    testClock.reset();
    expect(await members(`${sessionCookieName()}=${await encode({ token: { uid: owner.userId }, secret: SECRET })}`)).toBe(401);
  });

  it('"Sign out everywhere" ends every session of the user, and nobody else’s', async () => {
    const owner = await ownerTenant();
    const other = await ownerTenant();
    const [laptop, phone, someoneElse] = [await cookieOf(owner.userId), await cookieOf(owner.userId), await cookieOf(other.userId)];
    expect(await endSessionsOfUser(owner.userId)).toBe(2);
    expect([await members(laptop), await members(phone), await members(someoneElse)]).toEqual([401, 401, 200]);
  });

  it('a password change ends the other sessions and keeps the one that changed it', async () => {
    const owner = await ownerTenant();
    const [here, elsewhere] = [await cookieOf(owner.userId), await cookieOf(owner.userId)];
    const keep = (await tokenOf(here)).sid as string;
    const ip = uniqueIp();

    const wrong = await errorOf(
      changePassword(owner.userId, { currentPassword: 'not the password', newPassword: 'a brand new passphrase' }, { ip, keepSessionId: keep }),
    );
    expect(wrong).toMatchObject({ code: 'validation_failed', details: [{ path: 'currentPassword', message: 'This is not your current password.' }] });
    expect([await members(here), await members(elsewhere)]).toEqual([200, 200]);

    const changed = await changePassword(owner.userId, { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' }, { ip, keepSessionId: keep });
    expect(changed).toEqual({ otherSessionsEnded: 1 });
    expect([await members(here), await members(elsewhere)]).toEqual([200, 401]);
    expect(await verifyCredentials({ email: owner.email, password: PASSWORD, ip: uniqueIp() })).toMatchObject({ ok: false });
    expect(await verifyCredentials({ email: owner.email, password: 'a brand new passphrase', ip: uniqueIp() })).toMatchObject({ ok: true });
  });

  it('checks the current password with the sign-in throttle, so a borrowed session cannot guess it quickly', async () => {
    const owner = await ownerTenant();
    const keep = (await tokenOf(await cookieOf(owner.userId))).sid as string;
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.pair.maxFailures; i++) {
      await errorOf(changePassword(owner.userId, { currentPassword: `guess ${i}`, newPassword: 'a brand new passphrase' }, { ip, keepSessionId: keep }));
    }
    const locked = await errorOf(
      changePassword(owner.userId, { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' }, { ip, keepSessionId: keep }),
    );
    expect(locked.code).toBe('rate_limited');
    expect(Number(locked.headers?.['Retry-After'])).toBeGreaterThan(60);
  });
});
