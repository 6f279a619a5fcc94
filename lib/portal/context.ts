import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { can, type Permission } from '@/lib/auth/permissions.ts';
import { chooseMembership, signedInUser, TENANT_COOKIE, userPrincipal, type UserPrincipal } from '@/lib/portal/session-principal.ts';
import { membershipsOfUser, type Membership } from '@/lib/members/memberships-of-user.ts';
import { config } from '@/lib/config.ts';

export interface PortalContext {
  user: { id: string; email: string; name: string | null };
  /** The session this request is signed in with (a password change keeps it, ending the others). */
  sessionId: string;
  memberships: Membership[];
  tenant: Membership['tenant'];
  principal: UserPrincipal;
  can(permission: Permission): boolean;
}

/**
 * The signed-in user as the database knows them now, or null: no session cookie, a session ended on the
 * server (signed out, "Sign out everywhere", a password change elsewhere) or expired, or the user is gone.
 */
export const getSignedInUser = cache(async () => signedInUser((await headers()).get('cookie')));

/**
 * The portal's equivalent of the API key: who is acting, in which tenant, with which role. Built from
 * the session on every request (once per render), so removal or a role change applies at once.
 */
export const getPortalContext = cache(async (): Promise<PortalContext | null> => {
  const signedIn = await getSignedInUser();
  if (!signedIn) return null;
  const { sessionId, ...user } = signedIn;
  const memberships = await membershipsOfUser(user.id);
  const chosen = (await cookies()).get(TENANT_COOKIE)?.value;
  const membership = chooseMembership(memberships, chosen);
  if (!membership) return null;
  const principal = userPrincipal(user.id, membership);
  return { user, sessionId, memberships, tenant: membership.tenant, principal, can: (permission) => can(principal, permission) };
});

/** For portal pages: the context, or off to sign-in (or to the no-team page for a user without tenants). */
export async function requirePortalContext(): Promise<PortalContext> {
  const context = await getPortalContext();
  if (context) return context;
  redirect((await getSignedInUser()) ? '/no-team' : '/sign-in');
}

/** Makes `tenantId` the tenant the portal opens in (the switcher, first-run setup, an accepted invitation). */
export async function rememberTenant(tenantId: string): Promise<void> {
  (await cookies()).set(TENANT_COOKIE, tenantId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config().secureCookies,
    maxAge: 365 * 24 * 60 * 60,
  });
}
