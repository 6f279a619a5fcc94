'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxGroup, TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import type { EventOption } from '@/components/webhooks/event-options.ts';
import type { WebhookEventType } from '@/lib/webhooks/schemas.ts';
import { updateEndpointAction } from '../../actions.ts';

const LABELS = { events: 'Events to send', description: 'Description' };

export function EditEndpointForm({
  id,
  options,
  events,
  description,
}: {
  id: string;
  options: readonly EventOption[];
  events: readonly WebhookEventType[];
  description: string | null;
}) {
  const router = useRouter();
  const [chosen, setChosen] = useState<string[]>([...events]);
  const [saved, setSaved] = useState(false);
  const { run, pending, error, field } = useAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaved(false);
    run(
      () => updateEndpointAction({ id, events: chosen as WebhookEventType[], description: String(form.get('description') ?? '') || null }),
      () => {
        setSaved(true);
        router.refresh();
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormError error={error} labels={LABELS} />
      {saved ? <Notice tone="success" title="Changes saved" /> : null}
      <CheckboxGroup legend={LABELS.events} name="events" options={options} value={chosen} onChange={setChosen} error={field('events')} />
      <TextField label={LABELS.description} name="description" maxLength={200} defaultValue={description ?? ''} error={field('description')} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
