'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction, useErrorWithCode } from '@/components/ui/use-action.ts';
import { createSiteAction } from '../actions.ts';
import { ScheduleFields } from './schedule-fields.tsx';

const LABELS = {
  url: 'Start URL',
  name: 'Name',
  'crawl.maxPages': 'Pages at most',
  'schedule.cron': 'Cron expression',
  'schedule.timezone': 'Time zone',
  schedule: 'Schedule',
};

/** "Add a site": its start URL, a name, how many pages a run may crawl and when it runs by itself. */
export function AddSiteForm({ maxPages }: { maxPages: number }) {
  const router = useRouter();
  const { run, pending, error, field } = useAction();
  const shown = useErrorWithCode(error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const cron = text('cron');
    const input = {
      url: text('url'),
      ...(text('name') ? { name: text('name') } : {}),
      crawl: { maxPages: Number(form.get('maxPages')) },
      ...(cron ? { schedule: { cron, timezone: text('timezone') || 'UTC' } } : {}),
    };
    run(
      (submission) => createSiteAction(input, submission),
      ({ id }) => router.push(`/sites/${id}`),
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add a site">
      <FormError error={shown} labels={LABELS} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={LABELS.url}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="url"
          required
          maxLength={2048}
          placeholder="https://www.example.com/"
          hint="Where each run starts crawling; one site per start URL."
          error={field('url')}
        />
        <TextField label={LABELS.name} name="name" maxLength={200} autoComplete="off" hint="Optional; the start URL's host by default." error={field('name')} />
        <TextField
          label={LABELS['crawl.maxPages']}
          name="maxPages"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxPages}
          defaultValue={Math.min(25, maxPages)}
          hint={`Pages each run scans, 1 to ${maxPages}.`}
          error={field('crawl.maxPages')}
        />
      </div>
      <ScheduleFields idPrefix="new-site" cronError={field('schedule.cron') ?? field('schedule')} timezoneError={field('schedule.timezone')} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Adding…' : 'Add site'}
      </Button>
    </form>
  );
}
