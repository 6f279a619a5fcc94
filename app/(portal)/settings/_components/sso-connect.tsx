'use client';

import { signIn } from 'next-auth/react';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import type { ActionError } from '@/lib/portal/action.ts';
import { startSsoLinkAction } from '../actions.ts';

/**
 * The "Connect <provider>" button: the server action marks the request, then next-auth sends the browser to
 * the provider and back to Settings. A failure on the way back arrives as `initialError`.
 */
export function SsoConnect({ provider, initialError }: { provider: string; initialError: string | null }) {
  const { run, pending, error } = useAction();
  const shown: ActionError | null = error ?? (initialError ? { code: 'sso', message: initialError } : null);
  function connect() {
    run(
      () => startSsoLinkAction({}),
      async () => {
        await signIn('oidc', { callbackUrl: '/settings?sso=connected' });
      },
    );
  }
  return (
    <>
      <FormError error={shown} />
      <p className="mb-4 max-w-3xl text-slate-700">
        Connect your account to {provider} to sign in with it instead of your password. You are sent to {provider} to sign in there, then back here.
      </p>
      <Button type="button" variant="secondary" onClick={connect} disabled={pending}>
        {pending ? `Connecting ${provider}…` : `Connect ${provider}`}
      </Button>
    </>
  );
}
