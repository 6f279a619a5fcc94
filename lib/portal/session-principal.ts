import { decode } from 'next-auth/jwt';
import type { Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { membershipsOfUser, type Membership } from '@/lib/members/memberships-of-user.ts';
import { config } from '@/lib/config.ts';
import { withLiveSession } from '@/lib/auth/sessions.ts';

/** The tenant the portal user last switched to; honoured only while they are an active member of it. */
export const TENANT_COOKIE = 'a11y_tenant';

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;

/** next-auth's session cookie name: `__Secure-` prefixed when the site is served over https. */
export function sessionCookieName(): string {
  return config().secureCookies ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeCookieValue(part.slice(at + 1).trim());
  }
  return undefined;
}

/** A cookie value's %XX escapes decoded; one that is not valid UTF-8 (`%FF`) is kept as sent, as the `cookie` package does. */
function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // expected: a malformed percent-escape: the value as sent
    return value;
  }
}

/** What a validly signed, unexpired session cookie says: its user and its session record. Not yet whether that session still lives. */
export async function decodeSessionCookie(cookieHeader: string | null): Promise<{ userId: string; sessionId: string } | null> {
  const token = readCookie(cookieHeader, sessionCookieName());
  const secret = config().NEXTAUTH_SECRET;
  if (!token || !secret) return null;
  const payload = await decode({ token, secret }).catch(() => /* expected: a cookie not signed with our secret, or malformed, is no session */ null);
  // A cookie from before sessions were recorded has no `sid`: it names no session, so it is no session.
  return typeof payload?.uid === 'string' && typeof payload.sid === 'string' ? { userId: payload.uid, sessionId: payload.sid } : null;
}

export interface SignedInUser {
  id: string;
  email: string;
  name: string | null;
  sessionId: string;
}

/** The user of a session that is live (not ended on the server, not expired), in one query; else null. */
export async function liveSessionUser(session: { userId: string; sessionId: string }): Promise<SignedInUser | null> {
  const user = await db.user.findFirst({
    where: { id: session.userId, ...withLiveSession(session.sessionId) },
    select: { id: true, email: true, name: true },
  });
  return user ? { ...user, sessionId: session.sessionId } : null;
}

/** The user of a live session cookie (signed, unexpired, not ended on the server); else null. */
export async function signedInUser(cookieHeader: string | null): Promise<SignedInUser | null> {
  const session = await decodeSessionCookie(cookieHeader);
  return session ? liveSessionUser(session) : null;
}

/** The membership a request acts in: the requested tenant if the user belongs to it, else their first. */
export function chooseMembership(memberships: Membership[], requestedTenantId: string | undefined): Membership | undefined {
  return memberships.find((m) => m.tenant.id === requestedTenantId) ?? memberships[0];
}

export function userPrincipal(userId: string, membership: Membership): UserPrincipal {
  return { kind: 'user', tenantId: membership.tenant.id, userId, memberId: membership.memberId, role: membership.role };
}

/**
 * A portal session as an API principal (cookie auth on /api/v1), or null when there is none: no cookie, a
 * session ended on the server, or no membership left. The session check rides on the membership read.
 */
export async function principalFromSession(headers: Headers): Promise<UserPrincipal | null> {
  const session = await decodeSessionCookie(headers.get('cookie'));
  if (!session) return null;
  const requested = headers.get('x-tenant-id') ?? readCookie(headers.get('cookie'), TENANT_COOKIE);
  const membership = chooseMembership(await membershipsOfUser(session.userId, { liveSession: session.sessionId }), requested);
  return membership ? userPrincipal(session.userId, membership) : null;
}
