'use client';

import { signOut } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { changePasswordAction, signOutEverywhereAction } from '../actions.ts';

const LABELS = { currentPassword: 'Current password', newPassword: 'New password' };

/** The signed-in person's own password: changing it ends their other sessions, this one stays. */
export function ChangePasswordForm({ minLength }: { minLength: number }) {
  const [ended, setEnded] = useState<number | null>(null);
  const { run, pending, error, field } = useAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setEnded(null);
    run(
      () => changePasswordAction({ currentPassword: String(form.get('currentPassword') ?? ''), newPassword: String(form.get('newPassword') ?? '') }),
      (result) => {
        formElement.reset();
        setEnded(result.otherSessionsEnded);
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mb-8 max-w-2xl">
      <FormError error={error} labels={LABELS} />
      {ended !== null ? (
        <Notice tone="success" title="Password changed">
          {ended === 0 ? 'You had no other sessions.' : `Your ${ended === 1 ? 'other session has' : `${ended} other sessions have`} ended.`} This one stays
          signed in.
        </Notice>
      ) : null}
      <TextField
        label={LABELS.currentPassword}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={field('currentPassword')}
      />
      <TextField
        label={LABELS.newPassword}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={minLength}
        hint={`At least ${minLength} characters. Every other session of your account ends; this one stays signed in.`}
        error={field('newPassword')}
      />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Changing password…' : 'Change password'}
      </Button>
    </form>
  );
}

/** Ends every session of the account, this one included (a lost laptop, a shared computer), then signs this browser out. */
export function SignOutEverywhere() {
  const router = useRouter();
  return (
    <>
      <p className="mb-4 max-w-3xl text-slate-700">Ends every session of your account: in this browser and on every other device. You then sign in again.</p>
      <ConfirmDialog
        trigger={<Button variant="secondary">Sign out everywhere</Button>}
        title="Sign out everywhere?"
        description="Every session of your account ends at once, this one included."
        confirmLabel="Sign out everywhere"
        onConfirm={() => signOutEverywhereAction({})}
        onDone={() =>
          void signOut({ redirect: false }).finally(() => {
            router.push('/sign-in');
            router.refresh();
          })
        }
      />
    </>
  );
}
