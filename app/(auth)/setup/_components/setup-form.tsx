'use client';

import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { setupAction } from '../actions.ts';

const LABELS = { name: 'Your name', email: 'Email', password: 'Password', tenantName: 'Organisation name', setupToken: 'Setup token' };

export function SetupForm({ needsToken }: { needsToken: boolean }) {
  const router = useRouter();
  const { run, pending, error, field } = useAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      name: String(form.get('name')),
      email: String(form.get('email')),
      password: String(form.get('password')),
      tenantName: String(form.get('tenantName')),
      ...(needsToken ? { setupToken: String(form.get('setupToken')) } : {}),
    };
    run(
      () => setupAction(input),
      async () => {
        await signIn('credentials', { redirect: false, email: input.email, password: input.password });
        router.push('/overview');
        router.refresh();
      },
    );
  }

  return (
    <>
      <FormError error={error} labels={LABELS} />
      <form onSubmit={submit} noValidate>
        <TextField label={LABELS.name} name="name" autoComplete="name" required error={field('name')} />
        <TextField label={LABELS.email} name="email" type="email" autoComplete="username" required error={field('email')} />
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
        <TextField label={LABELS.tenantName} name="tenantName" autoComplete="organization" required error={field('tenantName')} />
        {needsToken ? (
          <TextField
            label={LABELS.setupToken}
            name="setupToken"
            autoComplete="off"
            required
            hint="You are setting up from another machine than the server's: enter the one-time token the server printed when it started (it begins with setup_)."
            error={field('setupToken')}
          />
        ) : null}
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? 'Creating…' : 'Create owner account'}
        </Button>
      </form>
    </>
  );
}
