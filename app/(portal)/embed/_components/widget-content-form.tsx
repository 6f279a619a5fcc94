'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxGroup, TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { updateWidgetContentAction } from '../actions.ts';

type Transform = Parameters<typeof updateWidgetContentAction>[0]['transforms'][number];

const LABELS = { transforms: 'Content help the widget may offer', dailyTokensPerUser: 'AI tokens per end user a day' };

/** Owners and admins choose the transforms the widget may call and one end user's daily allowance. */
export function WidgetContentForm({
  tools,
  initial,
  limits,
}: {
  tools: readonly { value: Transform; label: string }[];
  initial: { transforms: Transform[]; dailyTokensPerUser: number };
  limits: { min: number; max: number };
}) {
  const router = useRouter();
  const [transforms, setTransforms] = useState<string[]>(initial.transforms);
  const [saved, setSaved] = useState(false);
  const { run, pending, error, field } = useAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaved(false);
    run(
      () =>
        updateWidgetContentAction({
          transforms: transforms as Transform[],
          dailyTokensPerUser: String(form.get('dailyTokensPerUser') ?? '') as unknown as number,
        }),
      (stored) => {
        setTransforms(stored.transforms);
        setSaved(true);
        router.refresh();
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 max-w-2xl" aria-labelledby="widget-content-form-title">
      <h3 id="widget-content-form-title" className="mb-3 text-lg font-semibold text-slate-900">
        Allow content help
      </h3>
      <FormError error={error} labels={LABELS} />
      {saved ? <Notice tone="success" title="Content help saved" /> : null}
      <CheckboxGroup legend={LABELS.transforms} name="transforms" options={tools} value={transforms} onChange={setTransforms} error={field('transforms')} />
      <TextField
        label={LABELS.dailyTokensPerUser}
        name="dailyTokensPerUser"
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        required
        defaultValue={initial.dailyTokensPerUser}
        hint={`From ${limits.min.toLocaleString('en-GB')} to ${limits.max.toLocaleString('en-GB')}, taken from the tenant’s AI tokens.`}
        error={field('dailyTokensPerUser')}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save content help'}
      </Button>
    </form>
  );
}
