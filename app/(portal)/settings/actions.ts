'use server';

import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { clientAddress, oidcEnabled, oidcIssuer, oidcName } from '@/lib/portal/next-auth.ts';
import { endSessionsOfUser } from '@/lib/auth/sessions.ts';
import { signSsoLink, ssoLinkCookieName, ssoLinkCookieOptions } from '@/lib/auth/sso-link.ts';
import { now } from '@/lib/clock.ts';
import { AppError, conflict } from '@/lib/errors.ts';
import { portalAction } from '@/lib/portal/action.ts';
import { rotateUserSigningSecretRoute, updateTenantRoute } from '@/lib/tenants/routes.ts';
import { updateTenant } from '@/lib/tenants/update-tenant.ts';
import { rotateUserSigningSecret } from '@/lib/tenants/user-signing-secret.ts';
import { changePassword } from '@/lib/users/change-password.ts';
import { oidcIdentityOf } from '@/lib/users/oidc-identity.ts';
import { changePasswordInput } from '@/lib/users/schemas.ts';
import { settingsFormInput } from './settings-input.ts';
import { config } from '@/lib/config.ts';

export const updateSettingsAction = portalAction({ input: settingsFormInput, operation: updateTenantRoute }, async (ctx, { name, ...settings }) => {
  const tenant = await updateTenant(ctx.principal, ctx.tenant.id, { name, settings });
  return { name: tenant.name, ...tenant.settings };
});

/** Generates or rotates the user signing secret; the dialog shows the returned secret once. */
export const rotateUserSigningSecretAction = portalAction({ input: z.object({}), operation: rotateUserSigningSecretRoute }, async (ctx) =>
  rotateUserSigningSecret(ctx.principal, ctx.tenant.id),
);

/** The "Require signed user ids" setting alone (the service refuses it without a secret: 409 conflict). */
export const requireSignedUserIdsAction = portalAction(
  { input: z.object({ requireSignedUserIds: z.boolean() }), operation: updateTenantRoute },
  async (ctx, { requireSignedUserIds }) => {
    const tenant = await updateTenant(ctx.principal, ctx.tenant.id, { settings: { requireSignedUserIds } });
    return { requireSignedUserIds: tenant.settings.requireSignedUserIds };
  },
);

/**
 * "Connect single sign-on": marks this browser, for 10 minutes, as the signed-in user's request to bind the
 * identity that signs in next to their account (lib/auth/sso-link.ts); the client then starts the sign-in.
 * About the user's own account, not the tenant, so any role may.
 */
export const startSsoLinkAction = portalAction(z.object({}), async (ctx) => {
  if (!oidcEnabled()) throw new AppError('not_found', 'Single sign-on is not configured.');
  if (await oidcIdentityOf(ctx.user.id, oidcIssuer())) throw conflict(`Your account is already connected to ${oidcName()}.`);
  const secret = config().NEXTAUTH_SECRET;
  if (!secret) throw new Error('NEXTAUTH_SECRET is not set');
  (await cookies()).set(ssoLinkCookieName(), signSsoLink(ctx.user.id, secret, now()), ssoLinkCookieOptions());
  return { started: true };
});

/** "Sign out everywhere": every session of the signed-in user ends, this one included. Their own account, so any role may. */
export const signOutEverywhereAction = portalAction(z.object({}), async (ctx) => ({ ended: await endSessionsOfUser(ctx.user.id) }));

/** The signed-in user's own password; their other sessions end, this one stays (lib/users/change-password.ts). */
export const changePasswordAction = portalAction(changePasswordInput, async (ctx, input) =>
  changePassword(ctx.user.id, input, { ip: clientAddress(Object.fromEntries(await headers())), keepSessionId: ctx.sessionId }),
);
