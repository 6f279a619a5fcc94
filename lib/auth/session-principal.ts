import { decode } from 'next-auth/jwt';
import type { Principal } from '@/lib/auth/permissions.ts';
import { membershipsOfUser, type Membership } from '@/lib/members/memberships-of-user.ts';
import { config } from '@/lib/config.ts';

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
    return value;
  }
}

/** The user id in a valid, unexpired session cookie, or null. */
export async function sessionUserId(cookieHeader: string | null): Promise<string | null> {
  const token = readCookie(cookieHeader, sessionCookieName());
  const secret = config().NEXTAUTH_SECRET;
  if (!token || !secret) return null;
  const payload = await decode({ token, secret }).catch(() => null);
  return typeof payload?.uid === 'string' ? payload.uid : null;
}

/** The membership a request acts in: the requested tenant if the user belongs to it, else their first. */
export function chooseMembership(memberships: Membership[], requestedTenantId: string | undefined): Membership | undefined {
  return memberships.find((m) => m.tenant.id === requestedTenantId) ?? memberships[0];
}

export function userPrincipal(userId: string, membership: Membership): UserPrincipal {
  return { kind: 'user', tenantId: membership.tenant.id, userId, memberId: membership.memberId, role: membership.role };
}

/** A portal session as an API principal (cookie auth on /api/v1), or null when there is none. */
export async function principalFromSession(headers: Headers): Promise<UserPrincipal | null> {
  const userId = await sessionUserId(headers.get('cookie'));
  if (!userId) return null;
  const requested = headers.get('x-tenant-id') ?? readCookie(headers.get('cookie'), TENANT_COOKIE);
  const membership = chooseMembership(await membershipsOfUser(userId), requested);
  return membership ? userPrincipal(userId, membership) : null;
}
