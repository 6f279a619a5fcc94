'use client';

import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { acceptAsSignedInUser, acceptWithNewAccount } from '../actions.ts';

const LABELS = { name: 'Your name', password: 'Choose a password' };

export function AcceptInvite({ token, email, signedIn }: { token: string; email: string; signedIn: boolean }) {
  const router = useRouter();
  const { run, pending, error, field } = useAction();
  const enter = () => {
    router.push('/overview');
    router.refresh();
  };

  if (signedIn) {
    return (
      <>
        <FormError error={error} />
        <Button disabled={pending} onClick={() => run(() => acceptAsSignedInUser({ token }), enter)}>
          {pending ? 'Joining…' : 'Accept invitation'}
        </Button>
      </>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    run(
      () => acceptWithNewAccount({ token, name: String(form.get('name')), password }),
      async () => {
        await signIn('credentials', { redirect: false, email, password });
        enter();
      },
    );
  }

  return (
    <>
      <FormError error={error} labels={LABELS} />
      <form onSubmit={submit} noValidate>
        <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
        <TextField label={LABELS.name} name="name" autoComplete="name" required error={field('name')} />
        <TextField
          label={LABELS.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          hint="At least 12 characters."
          error={field('password')}
        />
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? 'Joining…' : 'Create account and join'}
        </Button>
      </form>
    </>
  );
}
