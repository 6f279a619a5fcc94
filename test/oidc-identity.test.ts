import { randomBytes } from 'node:crypto';
import type { Account, Profile, User } from 'next-auth';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authOptions, OIDC_PROVIDER_ID, oidcIssuer } from '@/lib/portal/next-auth.ts';
import { sessionCookieName } from '@/lib/portal/session-principal.ts';
import { SESSION_MAX_AGE_SECONDS } from '@/lib/auth/sessions.ts';
import { SSO_LINK_TTL_MS, signSsoLink, ssoLinkCookieName, verifySsoLink } from '@/lib/auth/sso-link.ts';
import { testClock } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { inviteMember } from '@/lib/members/invite-member.ts';
import { INVITE_TTL_MS } from '@/lib/members/schemas.ts';
import { hashPassword } from '@/lib/users/password.ts';
import { type OidcSignInInput, resolveOidcSignIn } from '@/lib/users/oidc-identity.ts';
import { activeMember, createTestTenant, sessionCookieValue } from './fixtures.ts';

// next-auth's callbacks read the request's cookies through next/headers; outside a request, this jar stands in.
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string, options?: { maxAge?: number }) => {
      if (options?.maxAge === 0) jar.delete(name);
      else jar.set(name, value);
    },
  }),
  headers: async () => new Headers({ cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }),
}));

const SECRET = 'test-session-secret-0123456789abcdef';
const ISSUER = 'https://idp.example/realms/acme';
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;
const newSubject = () => `sub-${randomBytes(8).toString('hex')}`;

beforeAll(() => {
  process.env.NEXTAUTH_SECRET = SECRET;
  // With a trailing slash, as people paste it: the bound issuer is the normalised one.
  process.env.OIDC_ISSUER = `${ISSUER}/`;
  process.env.OIDC_CLIENT_ID = 'a11y-portal';
  process.env.OIDC_CLIENT_SECRET = 'client-secret';
});
beforeEach(() => jar.clear());
afterEach(() => testClock.reset());

/** A password account, as first-run setup, the CLI or an invitation accepted by link make: its address never proven. */
async function passwordUser(email = uniqueEmail('pw'), proven = false) {
  const user = await db.user.create({
    data: { id: newId('usr'), email, passwordHash: await hashPassword('a-long-password-123'), emailVerifiedAt: proven ? new Date() : null },
  });
  return user;
}

async function invitation(email: string) {
  const { tenantId } = await createTestTenant();
  const { principal } = await activeMember(tenantId, 'owner');
  const { member } = await inviteMember(principal, { email, role: 'developer' }, { baseUrl: 'http://localhost:3000' });
  return { tenantId, memberId: member.id };
}

const signIn = (input: Partial<OidcSignInInput> & { subject: string }) => resolveOidcSignIn({ issuer: ISSUER, emailVerified: true, ...input });
const identitiesOf = (userId: string) => db.userIdentity.findMany({ where: { userId }, select: { issuer: true, subject: true } });

describe('resolveOidcSignIn: by email', () => {
  it('refuses an email the provider did not say is verified: missing, false or not exactly true', async () => {
    const email = uniqueEmail('invitee');
    await invitation(email);
    for (const emailVerified of [undefined, null, false, 'true', 1]) {
      expect(await signIn({ subject: newSubject(), email, emailVerified })).toEqual({ ok: false, error: 'oidc_unverified' });
    }
    expect(await signIn({ subject: newSubject(), email: null })).toEqual({ ok: false, error: 'oidc_unverified' });
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it('never merges into a password account whose address was never proven', async () => {
    const user = await passwordUser();
    const subject = newSubject();
    expect(await signIn({ subject, email: user.email.toUpperCase() })).toEqual({ ok: false, error: 'oidc_unproven' });
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('binds to an account whose address was proven; from then on the subject, not the email, decides', async () => {
    const user = await passwordUser(uniqueEmail('proven'), true);
    const subject = newSubject();
    expect(await signIn({ subject, email: user.email })).toEqual({ ok: true, userId: user.id });
    expect(await identitiesOf(user.id)).toEqual([{ issuer: ISSUER, subject }]);

    // The address changed at the provider (even to nothing, or unverified): the same identity is the same user.
    expect(await signIn({ subject, email: uniqueEmail('renamed'), emailVerified: false })).toEqual({ ok: true, userId: user.id });
    expect(await signIn({ subject, email: null, emailVerified: undefined })).toEqual({ ok: true, userId: user.id });

    // Another subject claiming the same verified address does not take the account over.
    const intruder = newSubject();
    expect(await signIn({ subject: intruder, email: user.email })).toEqual({ ok: false, error: 'oidc_taken' });
    expect(await db.userIdentity.count({ where: { issuer: ISSUER, subject: intruder } })).toBe(0);
  });

  it('the same subject at another issuer is another identity', async () => {
    const user = await passwordUser(uniqueEmail('issuers'), true);
    const subject = newSubject();
    expect(await signIn({ subject, email: user.email })).toEqual({ ok: true, userId: user.id });
    expect(await resolveOidcSignIn({ issuer: 'https://other-idp.example', subject, email: uniqueEmail('x'), emailVerified: true })).toEqual({
      ok: false,
      error: 'oidc_unknown',
    });
  });

  it('no account and no invitation: unknown (and an expired or withdrawn invitation does not count)', async () => {
    expect(await signIn({ subject: newSubject(), email: uniqueEmail('stranger') })).toEqual({ ok: false, error: 'oidc_unknown' });

    const expired = uniqueEmail('expired');
    await invitation(expired);
    testClock.advance(INVITE_TTL_MS + 1000);
    expect(await signIn({ subject: newSubject(), email: expired })).toEqual({ ok: false, error: 'oidc_unknown' });
    testClock.reset();

    const withdrawn = uniqueEmail('withdrawn');
    const { memberId } = await invitation(withdrawn);
    await db.member.update({ where: { id: memberId }, data: { removedAt: new Date() } });
    expect(await signIn({ subject: newSubject(), email: withdrawn })).toEqual({ ok: false, error: 'oidc_unknown' });
    expect(await db.user.count({ where: { email: { in: [expired, withdrawn] } } })).toBe(0);
  });
});

describe('resolveOidcSignIn: invited people', () => {
  it('creates exactly one account under concurrent first sign-ins and accepts every pending invitation', async () => {
    const email = uniqueEmail('invitee');
    const first = await invitation(email);
    const second = await invitation(email);
    const subject = newSubject();

    const results = await Promise.all(Array.from({ length: 6 }, () => signIn({ subject, email: email.toUpperCase(), name: 'Ivy Invitee' })));
    const userIds = new Set(results.map((r) => (r.ok ? r.userId : r.error)));
    expect(userIds.size).toBe(1);
    const [userId] = [...userIds];
    expect(results.every((r) => r.ok)).toBe(true);

    const users = await db.user.findMany({ where: { email } });
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ id: userId, name: 'Ivy Invitee', passwordHash: null });
    expect(users[0]!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await identitiesOf(userId!)).toEqual([{ issuer: ISSUER, subject }]);
    for (const { memberId } of [first, second]) {
      const member = await db.member.findUniqueOrThrow({ where: { id: memberId } });
      expect(member).toMatchObject({ status: 'active', userId, inviteExpiresAt: null, name: 'Ivy Invitee' });
      expect(member.joinedAt).toBeInstanceOf(Date);
    }
  });

  it('two different subjects racing for one invited address: one account, the other identity is refused', async () => {
    const email = uniqueEmail('contested');
    await invitation(email);
    const [a, b] = await Promise.all([signIn({ subject: newSubject(), email }), signIn({ subject: newSubject(), email })]);
    const outcomes = [a, b].map((r) => (r.ok ? 'ok' : r.error)).sort();
    expect(outcomes).toEqual(['oidc_taken', 'ok']);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });
});

describe('resolveOidcSignIn: connected by a signed-in user', () => {
  it('binds the identity to the user whatever its email; a verified matching email proves the address', async () => {
    const user = await passwordUser();
    const subject = newSubject();
    // The provider's address differs (or is unverified): the binding stands, the account's address stays unproven.
    expect(await signIn({ subject, email: uniqueEmail('work'), emailVerified: undefined, linkToUserId: user.id })).toEqual({ ok: true, userId: user.id });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeNull();
    expect(await signIn({ subject, email: null })).toEqual({ ok: true, userId: user.id });

    const other = await passwordUser();
    expect(await signIn({ subject: newSubject(), email: other.email, linkToUserId: other.id })).toMatchObject({ ok: true, userId: other.id });
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses an identity bound to someone else, and a second identity at the same issuer', async () => {
    const owner = await passwordUser();
    const subject = newSubject();
    expect(await signIn({ subject, linkToUserId: owner.id })).toEqual({ ok: true, userId: owner.id });
    // Connecting again is harmless.
    expect(await signIn({ subject, linkToUserId: owner.id })).toEqual({ ok: true, userId: owner.id });

    const someoneElse = await passwordUser();
    expect(await signIn({ subject, linkToUserId: someoneElse.id })).toEqual({ ok: false, error: 'oidc_taken' });
    expect(await signIn({ subject: newSubject(), linkToUserId: owner.id })).toEqual({ ok: false, error: 'oidc_taken' });
    expect(await identitiesOf(owner.id)).toEqual([{ issuer: ISSUER, subject }]);
    expect(await identitiesOf(someoneElse.id)).toEqual([]);
  });

  it('two users connecting one identity at once: one gets it', async () => {
    const [a, b] = [await passwordUser(), await passwordUser()];
    const subject = newSubject();
    const results = await Promise.all([signIn({ subject, linkToUserId: a.id }), signIn({ subject, linkToUserId: b.id })]);
    expect(results.map((r) => (r.ok ? 'ok' : r.error)).sort()).toEqual(['oidc_taken', 'ok']);
    expect(await db.userIdentity.count({ where: { issuer: ISSUER, subject } })).toBe(1);
  });

  it('a user who no longer exists: unknown', async () => {
    expect(await signIn({ subject: newSubject(), linkToUserId: 'usr_gone' })).toEqual({ ok: false, error: 'oidc_unknown' });
  });
});

describe('the link cookie', () => {
  const at = new Date('2026-11-24T09:00:00Z');

  it('names the user until it expires', () => {
    const value = signSsoLink('usr_abc', SECRET, at);
    expect(verifySsoLink(value, SECRET, at)).toBe('usr_abc');
    expect(verifySsoLink(value, SECRET, new Date(at.getTime() + SSO_LINK_TTL_MS - 1))).toBe('usr_abc');
    expect(verifySsoLink(value, SECRET, new Date(at.getTime() + SSO_LINK_TTL_MS))).toBeNull();
  });

  it('refuses a tampered, foreign or malformed value', () => {
    const value = signSsoLink('usr_abc', SECRET, at);
    const [userId, expires, mac] = value.split('.') as [string, string, string];
    expect(verifySsoLink(`usr_abd.${expires}.${mac}`, SECRET, at)).toBeNull();
    expect(verifySsoLink(`${userId}.${Number(expires) + 3_600_000}.${mac}`, SECRET, at)).toBeNull();
    expect(verifySsoLink(`${userId}.${expires}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, SECRET, at)).toBeNull();
    expect(verifySsoLink(value, 'another-secret-entirely-0123456789', at)).toBeNull();
    expect(verifySsoLink(value, undefined, at)).toBeNull();
    for (const bad of [undefined, '', 'usr_abc', `${value}.x`, `usr abc.${expires}.${mac}`]) expect(verifySsoLink(bad, SECRET, at)).toBeNull();
  });
});

describe('next-auth callbacks', () => {
  const callbacks = () => authOptions().callbacks!;
  const account = (subject: string): Account => ({ provider: OIDC_PROVIDER_ID, type: 'oauth', providerAccountId: subject });
  const oidcUser = (subject: string, email: string | null): User => ({ id: subject, email, name: null });
  const profile = (subject: string, email: string | null, emailVerified?: unknown) => ({ sub: subject, email, email_verified: emailVerified }) as Profile;

  async function callSignIn(subject: string, email: string | null, emailVerified?: unknown) {
    return callbacks().signIn!({ user: oidcUser(subject, email), account: account(subject), profile: profile(subject, email, emailVerified) });
  }
  async function signedInAs(userId: string) {
    jar.set(sessionCookieName(), await sessionCookieValue(userId, SECRET));
  }
  async function uidAfter(subject: string, email: string | null) {
    const token = await callbacks().jwt!({ token: {}, user: oidcUser(subject, email), account: account(subject) });
    return token.uid;
  }

  it('normalises the configured issuer', () => {
    expect(oidcIssuer()).toBe(ISSUER);
  });

  it('sends a missing email_verified or an unproven account back to the sign-in page with its reason', async () => {
    const user = await passwordUser();
    expect(await callSignIn(newSubject(), user.email)).toBe('/sign-in?error=oidc_unverified');
    expect(await callSignIn(newSubject(), user.email, true)).toBe('/sign-in?error=oidc_unproven');
    expect(await callSignIn(newSubject(), uniqueEmail('nobody'), true)).toBe('/sign-in?error=oidc_unknown');
  });

  it('leaves password sign-in alone', async () => {
    expect(await callbacks().signIn!({ user: { id: 'usr_x' }, account: { provider: 'credentials', type: 'credentials', providerAccountId: 'usr_x' } })).toBe(
      true,
    );
  });

  it('connects the identity for the signed-in user who asked, spends the request, and the session is theirs by subject', async () => {
    const user = await passwordUser();
    await signedInAs(user.id);
    jar.set(ssoLinkCookieName(), signSsoLink(user.id, SECRET, new Date()));
    const subject = newSubject();
    expect(await callSignIn(subject, uniqueEmail('elsewhere'))).toBe(true);
    expect(jar.has(ssoLinkCookieName())).toBe(false);
    expect(await identitiesOf(user.id)).toEqual([{ issuer: ISSUER, subject }]);
    expect(await uidAfter(subject, uniqueEmail('changed-again'))).toBe(user.id);

    // Later, signed out: the identity signs in as that user, whatever address the provider now reports.
    jar.clear();
    expect(await callSignIn(subject, null)).toBe(true);
    expect(await uidAfter(subject, null)).toBe(user.id);
  });

  it('reports a refused connection on the settings page', async () => {
    const [holder, asker] = [await passwordUser(), await passwordUser()];
    const subject = newSubject();
    expect(await signIn({ subject, linkToUserId: holder.id })).toMatchObject({ ok: true });
    await signedInAs(asker.id);
    jar.set(ssoLinkCookieName(), signSsoLink(asker.id, SECRET, new Date()));
    expect(await callSignIn(subject, holder.email, true)).toBe('/settings?sso=oidc_taken');
    expect(await identitiesOf(asker.id)).toEqual([]);
  });

  it('refuses a request that is expired, forged or another user’s, and ignores a stale one once signed out', async () => {
    const [user, other] = [await passwordUser(), await passwordUser()];
    const subject = newSubject();
    await signedInAs(user.id);

    jar.set(ssoLinkCookieName(), signSsoLink(user.id, SECRET, new Date(Date.now() - SSO_LINK_TTL_MS - 1000)));
    expect(await callSignIn(subject, user.email)).toBe('/settings?sso=oidc_link_expired');
    expect(jar.has(ssoLinkCookieName())).toBe(false);

    jar.set(ssoLinkCookieName(), signSsoLink(user.id, 'another-secret-entirely-0123456789', new Date()));
    expect(await callSignIn(subject, user.email)).toBe('/settings?sso=oidc_link_expired');

    // A request made by one user does not bind for another user signed in on the same browser.
    jar.set(ssoLinkCookieName(), signSsoLink(other.id, SECRET, new Date()));
    expect(await callSignIn(subject, user.email)).toBe('/settings?sso=oidc_link_expired');
    expect(await db.userIdentity.count({ where: { issuer: ISSUER, subject } })).toBe(0);

    // Signed out since: the next person's single sign-on is an ordinary one, not a connection to the asker.
    jar.clear();
    jar.set(ssoLinkCookieName(), signSsoLink(user.id, SECRET, new Date()));
    expect(await callSignIn(subject, uniqueEmail('next-person'), true)).toBe('/sign-in?error=oidc_unknown');
    expect(jar.has(ssoLinkCookieName())).toBe(false);
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('a sign-in records a session on the server and ends the one this browser had; the session endpoint refuses an ended one', async () => {
    const user = await passwordUser();
    await signedInAs(user.id);
    const before = await db.userSession.findMany({ where: { userId: user.id }, select: { id: true } });
    expect(before).toHaveLength(1);
    const token = await callbacks().jwt!({
      token: {},
      user: { id: user.id },
      account: { provider: 'credentials', type: 'credentials', providerAccountId: user.id },
    });
    expect(token).toMatchObject({ uid: user.id, sid: expect.stringMatching(/^ses_/) });
    const after = await db.userSession.findMany({ where: { userId: user.id }, select: { id: true, createdAt: true, expiresAt: true } });
    expect(after.map((s) => s.id)).toEqual([token.sid]);
    expect(after[0]!.expiresAt.getTime() - after[0]!.createdAt.getTime()).toBe(SESSION_MAX_AGE_SECONDS * 1000);

    const session = (t: typeof token) => callbacks().session!({ session: { expires: new Date().toISOString() }, token: t } as never);
    expect(await session(token)).toMatchObject({ userId: user.id, user: { email: user.email } });
    await authOptions().events!.signOut!({ token, session: null as never });
    await expect(session(token)).rejects.toThrow(/session has ended/);
    // A cookie from before sessions were recorded names none.
    await expect(session({ uid: user.id })).rejects.toThrow(/session has ended/);
  });

  it('an identity never bound gives the session no user', async () => {
    expect(await uidAfter(newSubject(), uniqueEmail('x'))).toBeUndefined();
  });
});
