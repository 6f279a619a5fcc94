'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogFormActions } from '@/components/ui/dialog.tsx';
import { CheckboxGroup, TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import type { EventOption } from '@/components/webhooks/event-options.ts';
import type { WebhookEventType } from '@/lib/webhooks/schemas.ts';
import { createEndpointAction } from '../actions.ts';
import { ShownOnce } from '@/components/ui/shown-once.tsx';

const LABELS = { url: 'Endpoint URL', events: 'Events to send', description: 'Description' };

type Outcome = { created: true; id: string; url: string; secret: string } | { created: false; id: string; url: string };

export function AddEndpointDialog({ events }: { events: readonly EventOption[] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { run, pending, error, setError, field } = useAction();

  function reset(next: boolean) {
    setOpen(next);
    setOutcome(null);
    setError(null);
    setChosen([]);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    run(
      (submission) =>
        createEndpointAction(
          {
            url: String(form.get('url')),
            events: chosen as WebhookEventType[],
            description: String(form.get('description') ?? '') || undefined,
          },
          submission,
        ),
      (data) => {
        setOutcome(data);
        router.refresh();
      },
    );
  }

  return (
    <Dialog
      title={outcome?.created ? 'Copy the signing secret' : outcome ? 'This endpoint already exists' : 'Add a webhook endpoint'}
      description={outcome ? undefined : 'We POST signed JSON to this URL when the events you choose happen.'}
      open={open}
      onOpenChange={reset}
      trigger={<Button>Add endpoint</Button>}
    >
      {outcome?.created ? (
        <ShownOnce title="This is the only time the secret is shown" label={`Signing secret for ${outcome.url}`} value={outcome.secret} copyLabel="Copy secret">
          Your receiver needs it to verify the <code>webhook-signature</code> header of every delivery. Store it now: if you lose it, delete the endpoint and
          add it again.
        </ShownOnce>
      ) : outcome ? (
        <>
          <Notice tone="info" title={`${outcome.url} is already an endpoint`}>
            Nothing was changed and its secret is not shown again. <Link href={`/webhooks/${outcome.id}`}>Open the endpoint</Link> to change its events.
          </Notice>
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormError error={error} labels={LABELS} />
          <TextField
            label={LABELS.url}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            required
            maxLength={2048}
            hint="An https address your server answers with a 2xx status."
            error={field('url')}
          />
          <CheckboxGroup legend={LABELS.events} name="events" options={events} value={chosen} onChange={setChosen} error={field('events')} />
          <TextField label={LABELS.description} name="description" maxLength={200} hint="Optional, e.g. “Slack notifier”." error={field('description')} />
          <DialogFormActions submitLabel="Add endpoint" pendingLabel="Adding…" pending={pending} />
        </form>
      )}
    </Dialog>
  );
}
