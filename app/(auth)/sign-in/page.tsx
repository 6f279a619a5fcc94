import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/auth/sign-in-form.tsx';
import { oidcEnabled } from '@/lib/auth/next-auth.ts';
import { getPortalContext } from '@/lib/portal/context.ts';
import { safeCallbackPath } from '@/lib/portal/safe-redirect.ts';
import { setupIsOpen } from '@/lib/users/first-run-setup.ts';

export const metadata: Metadata = { title: 'Sign in' };

const ERRORS: Record<string, string> = {
  oidc_unknown: 'There is no account for that single sign-on identity. Ask an admin to invite you first.',
  oidc_unverified: 'Your identity provider did not confirm your email address.',
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
        oidc={oidcEnabled() ? (process.env.OIDC_NAME ?? 'single sign-on') : null}
        initialError={code ? (ERRORS[code] ?? 'Sign-in failed. Try again.') : null}
      />
    </>
  );
}
