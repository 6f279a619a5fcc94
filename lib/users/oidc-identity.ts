import { now } from '@/lib/clock.ts';
import { db, type Tx } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';

export type OidcSignInError = 'oidc_unverified' | 'oidc_unknown' | 'oidc_unproven' | 'oidc_taken';
export type OidcSignInResult = { ok: true; userId: string } | { ok: false; error: OidcSignInError };

export interface OidcSignInInput {
  /** The configured issuer, normalised (no trailing slash). */
  issuer: string;
  /** The provider's `sub`: the identity, for good. */
  subject: string;
  email?: string | null;
  /** The `email_verified` claim as the provider sent it: only exactly `true` counts. */
  emailVerified?: unknown;
  /** The provider's display name, for an account created from an invitation. */
  name?: string | null;
  /** A signed-in user who asked, in Settings, to connect this identity to their account. */
  linkToUserId?: string | null;
}

const fail = (error: OidcSignInError): OidcSignInResult => ({ ok: false, error });
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002';

/**
 * Who a single sign-on identity signs in as. An identity already bound (issuer, subject) is its user, whatever
 * email the provider now reports. An unbound one is bound: to the signed-in user who asked for it in Settings;
 * else, by a verified email, to an account whose address was proven (never to a password account whose address
 * nobody ever confirmed, which anyone could have registered); else to a new account for a person with a pending
 * invitation to that address, whose invitations it accepts. Nobody else gets in.
 *
 * One transaction, under advisory locks on the identity and on the address, so concurrent first sign-ins of
 * one identity (or of one invited address) run one after the other and the later ones find the first one's
 * binding. Whatever still races (a password sign-up of the same address, one user connecting two identities)
 * collides on the unique constraints (users.email, the identity's primary key, one identity per user and
 * issuer), and the loser runs again and finds the winner's rows.
 */
export async function resolveOidcSignIn(input: OidcSignInInput): Promise<OidcSignInResult> {
  if (!input.issuer || !input.subject) return fail('oidc_unknown');
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction((tx) => resolve(tx, input));
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}

/** The user an identity is bound to, or null. */
export async function boundOidcUser(issuer: string, subject: string): Promise<string | null> {
  const identity = await db.userIdentity.findUnique({ where: { issuer_subject: { issuer, subject } }, select: { userId: true } });
  return identity?.userId ?? null;
}

/** The identity a user has at this issuer, if any (the Settings page shows it). */
export async function oidcIdentityOf(userId: string, issuer: string): Promise<{ subject: string; createdAt: Date } | null> {
  return db.userIdentity.findUnique({ where: { userId_issuer: { userId, issuer } }, select: { subject: true, createdAt: true } });
}

// Any constant works (the first key of the two-key advisory locks below); it only has to be the same everywhere.
const OIDC_LOCK = 7_107_002;

/** Serialises, until the transaction ends, the sign-ins that could bind the same identity or claim the same address. */
async function lock(tx: Tx, key: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${OIDC_LOCK}::int, hashtext(${key}))`;
}

async function resolve(tx: Tx, input: OidcSignInInput): Promise<OidcSignInResult> {
  const { issuer, subject, linkToUserId } = input;
  const email = input.email?.trim().toLowerCase() || null;
  const verified = input.emailVerified === true && email !== null;
  // Always the identity first, then the address: two sign-ins never wait for each other's locks in opposite order.
  await lock(tx, `identity\n${issuer}\n${subject}`);

  const bound = await tx.userIdentity.findUnique({ where: { issuer_subject: { issuer, subject } }, select: { userId: true } });
  if (bound) {
    if (linkToUserId && linkToUserId !== bound.userId) return fail('oidc_taken');
    return { ok: true, userId: bound.userId };
  }

  if (linkToUserId) {
    const user = await tx.user.findUnique({
      where: { id: linkToUserId },
      select: { id: true, email: true, emailVerifiedAt: true, identities: { where: { issuer }, select: { subject: true } } },
    });
    if (!user) return fail('oidc_unknown');
    // (Each statement reads what is committed when it runs: a concurrent sign-in may have bound this very identity since.)
    if (user.identities.some((i) => i.subject === subject)) return { ok: true, userId: user.id };
    if (user.identities.length) return fail('oidc_taken');
    await tx.userIdentity.create({ data: { issuer, subject, userId: user.id } });
    // The provider vouching for the same address proves it, which later lets that address sign in by email.
    if (verified && email === user.email && !user.emailVerifiedAt) await tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: now() } });
    return { ok: true, userId: user.id };
  }

  if (!verified || !email) return fail('oidc_unverified');
  await lock(tx, `email\n${email}`);

  const existing = await tx.user.findUnique({
    where: { email },
    select: { id: true, emailVerifiedAt: true, identities: { where: { issuer }, select: { subject: true } } },
  });
  if (existing) {
    if (existing.identities.some((i) => i.subject === subject)) return { ok: true, userId: existing.id };
    // Another identity of this provider already owns the account: a second subject with the same email does not take it over.
    if (existing.identities.length) return fail('oidc_taken');
    if (!existing.emailVerifiedAt) return fail('oidc_unproven');
    await tx.userIdentity.create({ data: { issuer, subject, userId: existing.id } });
    return { ok: true, userId: existing.id };
  }

  const at = now();
  const invitations = await tx.member.findMany({
    where: { email, status: 'invited', removedAt: null, inviteExpiresAt: { gt: at } },
    select: { id: true, name: true },
  });
  if (!invitations.length) return fail('oidc_unknown');

  // The provider verified the invited address, so the new account's address is proven; it has no password.
  const name = input.name?.trim().slice(0, 100) || null;
  const user = await tx.user.create({ data: { id: newId('usr'), email, name, emailVerifiedAt: at }, select: { id: true } });
  await tx.userIdentity.create({ data: { issuer, subject, userId: user.id } });
  for (const invitation of invitations) {
    // As acceptInvite: only a still-pending, unexpired invitation flips to active.
    await tx.member.updateMany({
      where: { id: invitation.id, status: 'invited', removedAt: null, inviteExpiresAt: { gt: at } },
      data: { status: 'active', userId: user.id, joinedAt: at, inviteExpiresAt: null, name: invitation.name ?? name },
    });
  }
  return { ok: true, userId: user.id };
}
