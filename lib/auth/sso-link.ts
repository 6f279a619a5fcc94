import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '@/lib/config.ts';

/**
 * "Connect single sign-on" from Settings: the portal sets this cookie for the signed-in user just before
 * sending them to the identity provider, and next-auth's signIn callback binds the identity that comes back
 * to that user (lib/users/oidc-identity.ts). The value is `<userId>.<expiresAtMs>.<HMAC-SHA256>` keyed with
 * the session secret; the cookie is httpOnly, SameSite=Lax, Secure on https, and lives 10 minutes.
 */
export const SSO_LINK_TTL_MS = 10 * 60 * 1000;

export function ssoLinkCookieName(): string {
  return config().secureCookies ? '__Host-a11y_sso_link' : 'a11y_sso_link';
}

export function ssoLinkCookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: config().secureCookies,
    maxAge: SSO_LINK_TTL_MS / 1000,
  };
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`a11y-sso-link:${payload}`).digest('base64url');

/** The cookie value asking to connect the identity that signs in next to `userId`, valid until `at + 10 min`. */
export function signSsoLink(userId: string, secret: string, at: Date): string {
  if (!secret) throw new Error('signSsoLink needs the session secret');
  const payload = `${userId}.${at.getTime() + SSO_LINK_TTL_MS}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The user id a link cookie names, if it was signed with `secret` and has not expired at `at`; else null. */
export function verifySsoLink(value: string | undefined, secret: string | undefined, at: Date): string | null {
  if (!value || !secret) return null;
  const match = /^([A-Za-z0-9_-]{1,100})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const [, userId = '', expires = '', signature = ''] = match; // every group takes part in a match
  const expected = Buffer.from(mac(secret, `${userId}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) > at.getTime() ? userId : null;
}
