'use client';

import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import type { ActionError } from '@/lib/portal/action.ts';

export function signInMessage(error: string): string {
  if (error.startsWith('throttled:')) {
    const minutes = Math.max(1, Math.ceil(Number(error.slice('throttled:'.length)) / 60));
    return `Too many failed attempts. Sign-in is paused for this account for ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  }
  return 'The email or password is not correct.';
}

export function SignInForm({ callbackUrl, oidc, initialError }: { callbackUrl: string; oidc: string | null; initialError: string | null }) {
  const router = useRouter();
  const [error, setError] = useState<ActionError | null>(initialError ? { code: 'sign_in', message: initialError } : null);
  const [pending, start] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => {
      // An explicit callbackUrl: next-auth's client otherwise reports the `error` query of this page's own
      // address (/sign-in?error=oidc_unproven, where the message says to sign in with the password) as a failure.
      const result = await signIn('credentials', {
        redirect: false,
        callbackUrl,
        email: String(form.get('email')),
        password: String(form.get('password')),
      });
      if (!result || result.error) {
        setError({ code: 'sign_in', message: signInMessage(result?.error ?? '') });
        return;
      }
      router.push(callbackUrl);
      router.refresh();
    });
  }

  return (
    <>
      <FormError error={error} />
      <form onSubmit={submit} noValidate>
        <TextField label="Email" name="email" type="email" autoComplete="username" required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      {oidc ? (
        <div className="mt-6 border-t border-slate-300 pt-6">
          <Button variant="secondary" className="w-full" onClick={() => signIn('oidc', { callbackUrl })}>
            Sign in with {oidc}
          </Button>
        </div>
      ) : null}
    </>
  );
}
