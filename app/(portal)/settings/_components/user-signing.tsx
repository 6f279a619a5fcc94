'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose } from '@/components/ui/dialog.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { requireSignedUserIdsAction, rotateUserSigningSecretAction } from '../actions.ts';
import { ShownOnce } from '@/components/ui/shown-once.tsx';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export interface UserSigningState {
  exists: boolean;
  createdAt: string | null;
  previousValidUntil: string | null;
  required: boolean;
}

/** Generate or rotate the user signing secret (shown once, in a dialog), and the "require signed user ids" setting. */
export function UserSigning({ state }: { state: UserSigningState }) {
  return (
    <>
      <p className="mb-2 text-slate-700">
        {state.exists && state.createdAt ? `A signing secret exists, created ${dateTime.format(new Date(state.createdAt))} UTC.` : 'No signing secret yet.'}
        {state.previousValidUntil ? ` The one it replaced still works until ${dateTime.format(new Date(state.previousValidUntil))} UTC.` : ''}
      </p>
      <div className="mb-6">
        <RotateSecretDialog exists={state.exists} />
      </div>
      <RequireSignedForm initial={state.required} hasSecret={state.exists} />
    </>
  );
}

function RotateSecretDialog({ exists }: { exists: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const { run, pending, error, setError } = useAction();
  const action = exists ? 'Rotate signing secret' : 'Generate signing secret';

  function reset(next: boolean) {
    setOpen(next);
    setSecret(null);
    setError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(
      () => rotateUserSigningSecretAction({}),
      (data) => {
        setSecret(data.secret);
        router.refresh();
      },
    );
  }

  return (
    <Dialog
      title={secret ? 'Copy your user signing secret' : exists ? 'Rotate the user signing secret?' : 'Generate a user signing secret?'}
      description={
        secret
          ? undefined
          : exists
            ? 'A new secret works at once. Signatures made with the current one keep working for 24 hours, so update your servers within that time.'
            : 'Your servers sign each end user’s id with it; browsers send that signature with publishable-key requests.'
      }
      open={open}
      onOpenChange={reset}
      trigger={<Button variant={exists ? 'secondary' : 'primary'}>{action}</Button>}
    >
      {secret ? (
        <ShownOnce title="This is the only time the secret is shown" label="User signing secret" value={secret} copyLabel="Copy secret">
          Store it in your servers’ secret manager now. Sign with it: hex of HMAC-SHA256(secret, userId), sent as the X-User-Signature header.
        </ShownOnce>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormError error={error} />
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? 'Working…' : action}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function RequireSignedForm({ initial, hasSecret }: { initial: boolean; hasSecret: boolean }) {
  const router = useRouter();
  const id = useId();
  const [checked, setChecked] = useState(initial);
  const [saved, setSaved] = useState(false);
  const { run, pending, error } = useAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    run(
      () => requireSignedUserIdsAction({ requireSignedUserIds: checked }),
      (stored) => {
        setChecked(stored.requireSignedUserIds);
        setSaved(true);
        router.refresh();
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl">
      <FormError error={error} labels={{ requireSignedUserIds: 'Require signed user ids' }} />
      {saved ? <Notice tone="success" title="Saved" /> : null}
      <div className="mb-4 flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name="requireSignedUserIds"
          className="mt-1 size-5 accent-blue-700"
          checked={checked}
          disabled={!hasSecret && !checked}
          onChange={(e) => setChecked(e.target.checked)}
          aria-describedby={`${id}-hint`}
        />
        <div>
          <label htmlFor={id} className="font-semibold text-slate-900">
            Require signed user ids
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {hasSecret
              ? 'Publishable keys then read or change an end user’s profile only with that user’s signature, so one visitor cannot reach another’s.'
              : 'Generate a signing secret first.'}
          </p>
        </div>
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
