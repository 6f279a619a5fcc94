import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/auth/sign-in-form.tsx';
import { oidcEnabled, oidcName } from '@/lib/portal/next-auth.ts';
import { getPortalContext } from '@/lib/portal/context.ts';
import { safeCallbackPath } from '@/lib/portal/safe-redirect.ts';
import { setupIsOpen } from '@/lib/tenants/first-run-setup.ts';

export const metadata: Metadata = { title: 'Sign in' };

const ERRORS: Record<string, string> = {
  oidc_unknown: 'There is no account for that single sign-on identity. Ask an admin of your team to invite you first.',
  oidc_unverified: 'Your identity provider did not confirm your email address, so it cannot sign you in. Sign in with your email and password instead.',
  oidc_unproven:
    'An account with this email already exists, but single sign-on is not connected to it. Sign in with your email and password, then connect single sign-on in Settings.',
  oidc_taken: 'Your account is connected to a different identity at this provider. Sign in with that identity, or with your email and password.',
  SessionRequired: 'Sign in to continue.',
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (await setupIsOpen()) redirect('/setup');
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await getPortalContext()) redirect(callbackUrl);
  const code = typeof params.error === 'string' ? params.error : undefined;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Sign in</h1>
      <SignInForm
        callbackUrl={callbackUrl}
        oidc={oidcEnabled() ? oidcName() : null}
        initialError={code ? (ERRORS[code] ?? 'Sign-in failed. Try again.') : null}
      />
    </>
  );
}
