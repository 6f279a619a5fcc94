'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogFormActions } from '@/components/ui/dialog.tsx';
import { CheckboxGroup, SelectField, TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import type { Scope } from '@/lib/auth/permissions.ts';
import { createKeyAction } from '../actions.ts';
import { ShownOnce } from '@/components/ui/shown-once.tsx';

export const SCOPE_LABELS: Record<Scope, string> = {
  'profiles:read': 'Read end-user profiles',
  'profiles:write': 'Change end-user profiles',
  'analytics:read': 'Read usage analytics',
  'analytics:write': 'Log usage events',
  content: 'AI content transforms',
  scanner: 'Scans',
  compliance: 'Compliance and reports',
  webhooks: 'Webhooks',
  admin: 'Admin: tenant, team and keys',
};
const LABELS = { name: 'Name', type: 'Type', scopes: 'Scopes', expiresAt: 'Expires' };

const SHOWN_ONCE = { code: 'already_created', message: 'This key was already created and is shown only once. Revoke it and create another.' };

export function CreateKeyDialog({
  scopes,
  publishableScopes,
  defaultScopes,
}: {
  scopes: readonly Scope[];
  publishableScopes: readonly Scope[];
  defaultScopes: readonly Scope[];
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<'secret' | 'publishable'>('secret');
  const [chosen, setChosen] = useState<string[]>([...defaultScopes]);
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const { run, pending, error, setError, field } = useAction();
  const offered = type === 'publishable' ? publishableScopes : scopes;

  function reset(next: boolean) {
    setOpen(next);
    setCreated(null);
    setError(null);
    setType('secret');
    setChosen([...defaultScopes]);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const expires = String(form.get('expiresAt') ?? '');
    run(
      (submission) =>
        createKeyAction(
          {
            name: String(form.get('name')),
            type,
            scopes: chosen.filter((s) => offered.includes(s as Scope)) as Scope[],
            ...(expires ? { expiresAt: new Date(`${expires}T23:59:59Z`).toISOString() } : {}),
          },
          submission,
        ),
      ({ key, name }) => {
        // A repeat of a submission whose answer was lost: the key exists, and is never shown twice.
        if (key === null) setError(SHOWN_ONCE);
        else setCreated({ key, name });
        router.refresh();
      },
    );
  }

  return (
    <Dialog
      title={created ? 'Copy your new API key' : 'Create an API key'}
      description={created ? undefined : 'Secret keys are for servers. Publishable keys go in web pages and only work from your allowed origins.'}
      open={open}
      onOpenChange={reset}
      trigger={<Button>Create API key</Button>}
    >
      {created ? (
        <ShownOnce title="This is the only time the key is shown" label={`API key “${created.name}”`} value={created.key} copyLabel="Copy key">
          Store it in your secret manager now. We keep only a hash: if you lose it, revoke it and create another.
        </ShownOnce>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormError error={error} labels={LABELS} />
          <TextField label={LABELS.name} name="name" required maxLength={100} hint="What uses this key, e.g. “Production website”." error={field('name')} />
          <SelectField
            label={LABELS.type}
            name="type"
            value={type}
            onChange={(e) => {
              const next = e.target.value as 'secret' | 'publishable';
              setType(next);
              setChosen(next === 'publishable' ? [...publishableScopes] : [...defaultScopes]);
            }}
            error={field('type')}
          >
            <option value="secret">Secret (server side)</option>
            <option value="publishable">Publishable (browsers)</option>
          </SelectField>
          <CheckboxGroup
            legend={LABELS.scopes}
            name="scopes"
            options={offered.map((s) => ({ value: s, label: SCOPE_LABELS[s] }))}
            value={chosen}
            onChange={setChosen}
            error={field('scopes')}
          />
          <TextField
            label={LABELS.expiresAt}
            name="expiresAt"
            type="date"
            hint="Optional. The key stops working at the end of that day (UTC)."
            error={field('expiresAt')}
          />
          <DialogFormActions submitLabel="Create key" pendingLabel="Creating…" pending={pending} />
        </form>
      )}
    </Dialog>
  );
}
