import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import { cookies, headers } from 'next/headers';
import { now } from '@/lib/clock.ts';
import { safeCallbackPath } from './safe-redirect.ts';
import { boundOidcUser, resolveOidcSignIn } from '@/lib/users/oidc-identity.ts';
import { verifyCredentials } from '@/lib/users/verify-credentials.ts';
import { logger } from '@/lib/logger.ts';
import { decodeSessionCookie, liveSessionUser, signedInUser } from './session-principal.ts';
import { endSession, SESSION_MAX_AGE_SECONDS, startSession } from '@/lib/auth/sessions.ts';
import { ssoLinkCookieName, ssoLinkCookieOptions, verifySsoLink } from '@/lib/auth/sso-link.ts';
import { config } from '@/lib/config.ts';

export const OIDC_PROVIDER_ID = 'oidc';

/**
 * The client address: the one X-Forwarded-For value the server settled from the connection and
 * TRUSTED_PROXIES (scripts/next-server.ts, lib/net/client-address.ts); a client's own header never gets here.
 */
export function clientAddress(headers: Record<string, string | string[] | undefined> | undefined): string | null {
  const raw = headers?.['x-forwarded-for'];
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  const last = value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
  return last ?? null;
}

interface OidcProfile {
  sub: string;
  email?: string;
  email_verified?: unknown;
  name?: string;
}

/** The configured OIDC issuer without its trailing slash: with the subject, it names an identity in `user_identities`. */
export function oidcIssuer(): string {
  return config().OIDC_ISSUER;
}

/** The provider's name as the portal shows it ("Sign in with …", "Connect …"). */
export function oidcName(): string {
  return config().OIDC_NAME;
}

/**
 * OIDC sign-in, when OIDC_* is configured, for identities bound to an account: connected in Settings, bound
 * by a proven email, or created from a pending invitation (lib/users/oidc-identity.ts).
 */
function oidcProvider(): OAuthConfig<OidcProfile> | null {
  const { OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = config();
  const issuer = oidcIssuer();
  if (!issuer || !clientId || !clientSecret) return null;
  return {
    id: OIDC_PROVIDER_ID,
    name: oidcName(),
    type: 'oauth',
    wellKnown: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    idToken: true,
    checks: ['pkce', 'state'],
    authorization: { params: { scope: 'openid email profile' } },
    profile: (profile) => ({ id: profile.sub, email: profile.email?.toLowerCase() ?? null, name: profile.name ?? null }),
  };
}

export function oidcEnabled(): boolean {
  return oidcProvider() !== null;
}

/**
 * Sessions are signed JWT cookies (httpOnly, SameSite=Lax, Secure and __Secure- prefixed on https) that
 * carry the user id and the id of the session's record on the server (lib/auth/sessions.ts): signing out
 * deletes the record, so a copy of the cookie saved before is worthless. Every request re-reads the user
 * (with the record) and their memberships, so a removed member loses access at once.
 */
export function authOptions(): NextAuthOptions {
  const oidc = oidcProvider();
  return {
    secret: config().NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/sign-in', error: '/sign-in' },
    providers: [
      CredentialsProvider({
        name: 'email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, req) {
          if (!credentials?.email || !credentials.password) return null;
          const result = await verifyCredentials({ email: credentials.email, password: credentials.password, ip: clientAddress(req.headers) });
          if (result.ok) return { id: result.user.id, email: result.user.email, name: result.user.name };
          // next-auth passes a thrown message to the sign-in form as `error`.
          if (result.reason === 'throttled') throw new Error(`throttled:${result.retryAfterSeconds}`);
          return null;
        },
      }),
      ...(oidc ? [oidc] : []),
    ],
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== OIDC_PROVIDER_ID) return true;
        const link = await linkRequest();
        if (link === 'invalid') return '/settings?sso=oidc_link_expired';
        const claims = profile as OidcProfile | undefined;
        const result = await resolveOidcSignIn({
          issuer: oidcIssuer(),
          subject: String(account.providerAccountId ?? claims?.sub ?? ''),
          email: claims?.email ?? user.email,
          // Only the provider's own claim counts: missing is unverified.
          emailVerified: claims?.email_verified,
          name: claims?.name ?? user.name,
          linkToUserId: link,
        });
        if (result.ok) return true;
        // A signed-in user connecting in Settings hears about it there (the sign-in page would send them on).
        return link ? `/settings?sso=${result.error}` : `/sign-in?error=${result.error}`;
      },
      async jwt({ token, user, account }) {
        if (user && account) {
          // Single sign-on: the user the identity is bound to (signIn bound it), never a lookup by email.
          const uid = account.provider === OIDC_PROVIDER_ID ? await boundOidcUser(oidcIssuer(), String(account.providerAccountId)) : user.id;
          // A sign-in replaces this browser's earlier session (connecting single sign-on signs in again).
          const previous = await decodeSessionCookie((await headers()).get('cookie'));
          if (previous) await endSession(previous.sessionId);
          token.uid = uid ?? undefined;
          token.sid = uid ? await startSession(uid) : undefined;
        }
        return token;
      },
      // next-auth's own redirects (after single sign-on, sign-out) pass the same check as the sign-in page.
      redirect({ url, baseUrl }) {
        const base = new URL(baseUrl);
        const target = URL.parse(url, base);
        const path = target && target.origin === base.origin ? `${target.pathname}${target.search}${target.hash}` : url;
        return `${base.origin}${safeCallbackPath(path)}`;
      },
      // next-auth's own session endpoint: a session ended on the server is none (next-auth then clears the cookie).
      async session({ session, token }) {
        const { uid, sid } = token;
        const user = typeof uid === 'string' && typeof sid === 'string' ? await liveSessionUser({ userId: uid, sessionId: sid }) : null;
        if (!user) throw new SessionEndedError();
        return { ...session, user: { email: user.email, name: user.name }, userId: user.id };
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === 'string') await endSession(token.sid);
      },
    },
    // next-auth's messages into the service's log; a cookie of an ended session is routine, not an error.
    logger: {
      error(code, metadata) {
        const cause = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
        if (cause instanceof SessionEndedError) logger.debug({ code }, 'next-auth: a session cookie of an ended session');
        else logger.error({ code, err: cause }, 'next-auth error');
      },
      warn(code) {
        logger.warn({ code }, 'next-auth warning');
      },
      debug() {},
    },
  };
}

/** Thrown by the session callback for a cookie whose session ended on the server. */
class SessionEndedError extends Error {
  override name = 'SessionEndedError';
  constructor() {
    super('The session has ended (signed out, or expired).');
  }
}

/**
 * The "Connect single sign-on" request of this browser, if any (lib/auth/sso-link.ts), spent here either way:
 * the user id when it is validly signed and names the user signed in now; null when there is none, or when
 * nobody is signed in any more (a stale request on a shared browser must not bind the next person's identity
 * to the previous user); 'invalid' when a signed-in user's request is forged, expired or someone else's.
 */
async function linkRequest(): Promise<string | null | 'invalid'> {
  const store = await cookies();
  const value = store.get(ssoLinkCookieName())?.value;
  if (value === undefined) return null;
  store.set(ssoLinkCookieName(), '', { ...ssoLinkCookieOptions(), maxAge: 0 });
  const signedIn = (await signedInUser((await headers()).get('cookie')))?.id;
  if (!signedIn) return null;
  return verifySsoLink(value, config().NEXTAUTH_SECRET, now()) === signedIn ? signedIn : 'invalid';
}

declare module 'next-auth' {
  interface Session {
    userId?: string;
  }
}
