import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import { db } from '@/lib/db/client.ts';
import { verifyCredentials } from '@/lib/users/verify-credentials.ts';
import { safeCallbackPath } from '@/lib/portal/safe-redirect.ts';

export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
export const OIDC_PROVIDER_ID = 'oidc';

/** The client address as the nearest proxy (or Next itself, when there is none) recorded it. */
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
  email_verified?: boolean;
  name?: string;
}

/** OIDC sign-in for people who already have an account (by verified email), when OIDC_* is configured. */
function oidcProvider(): OAuthConfig<OidcProfile> | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = process.env;
  if (!issuer || !clientId || !clientSecret) return null;
  return {
    id: OIDC_PROVIDER_ID,
    name: process.env.OIDC_NAME ?? 'single sign-on',
    type: 'oauth',
    wellKnown: `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
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
 * carry only the user id; every request re-reads the user and their memberships, so a removed member
 * loses access at once.
 */
export function authOptions(): NextAuthOptions {
  const oidc = oidcProvider();
  return {
    secret: process.env.NEXTAUTH_SECRET,
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
        const verified = (profile as OidcProfile | undefined)?.email_verified !== false;
        if (!user.email || !verified) return '/sign-in?error=oidc_unverified';
        const known = await db.user.findUnique({ where: { email: user.email.toLowerCase() }, select: { id: true } });
        return known ? true : '/sign-in?error=oidc_unknown';
      },
      async jwt({ token, user, account }) {
        if (user && account) {
          const id =
            account.provider === OIDC_PROVIDER_ID
              ? (await db.user.findUnique({ where: { email: user.email!.toLowerCase() }, select: { id: true } }))?.id
              : user.id;
          token.uid = id;
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
      session({ session, token }) {
        return { ...session, userId: typeof token.uid === 'string' ? token.uid : undefined };
      },
    },
  };
}

declare module 'next-auth' {
  interface Session {
    userId?: string;
  }
}
