import { getServerSession } from 'next-auth';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { can, type Permission } from '@/lib/auth/permissions.ts';
import { authOptions } from '@/lib/auth/next-auth.ts';
import { chooseMembership, TENANT_COOKIE, userPrincipal, type UserPrincipal } from '@/lib/auth/session-principal.ts';
import { db } from '@/lib/db/client.ts';
import { membershipsOfUser, type Membership } from '@/lib/members/memberships-of-user.ts';
import { config } from '@/lib/config.ts';

export interface PortalContext {
  user: { id: string; email: string; name: string | null };
  memberships: Membership[];
  tenant: Membership['tenant'];
  principal: UserPrincipal;
  can(permission: Permission): boolean;
}

/** The signed-in user as the database knows them now, or null (no session, or the user is gone). */
export const getSignedInUser = cache(async () => {
  const session = await getServerSession(authOptions());
  if (!session?.userId) return null;
  return db.user.findUnique({ where: { id: session.userId }, select: { id: true, email: true, name: true } });
});

/**
 * The portal's equivalent of the API key: who is acting, in which tenant, with which role. Built from
 * the session on every request (once per render), so removal or a role change applies at once.
 */
export const getPortalContext = cache(async (): Promise<PortalContext | null> => {
  const user = await getSignedInUser();
  if (!user) return null;
  const memberships = await membershipsOfUser(user.id);
  const chosen = (await cookies()).get(TENANT_COOKIE)?.value;
  const membership = chooseMembership(memberships, chosen);
  if (!membership) return null;
  const principal = userPrincipal(user.id, membership);
  return { user, memberships, tenant: membership.tenant, principal, can: (permission) => can(principal, permission) };
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
